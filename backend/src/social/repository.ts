import type { Queryable } from '../db/database.js';

/**
 * Friendships and direct messages in the database. A friendship is one row per pair of members
 * (see migration 0022_social): pending until the addressee accepts it, deleted when declined,
 * cancelled or removed. Every read that answers a member is by that member: a friendship they are
 * no party to is never found, so it reads exactly like an unknown one.
 */

export interface FriendshipRecord {
  id: number;
  requesterId: number;
  addresseeId: number;
  createdAt: Date;
  acceptedAt: Date | null;
}

interface FriendshipRow {
  id: number;
  requester_id: number;
  addressee_id: number;
  created_at: Date | string;
  accepted_at: Date | string | null;
}

const FRIENDSHIP_COLUMNS = 'id, requester_id, addressee_id, created_at, accepted_at';

function toFriendship(row: FriendshipRow): FriendshipRecord {
  return {
    id: row.id,
    requesterId: row.requester_id,
    addresseeId: row.addressee_id,
    createdAt: new Date(row.created_at),
    acceptedAt: row.accepted_at === null ? null : new Date(row.accepted_at),
  };
}

/** The other member of a friendship, seen from `userId`. */
export function otherMember(friendship: FriendshipRecord, userId: number): number {
  return friendship.requesterId === userId ? friendship.addresseeId : friendship.requesterId;
}

export interface DirectMessageRecord {
  id: number;
  senderId: number;
  recipientId: number;
  text: string;
  sentAt: Date;
  readAt: Date | null;
  /** The live class the message invites the recipient to; null for a message the sender wrote. */
  liveClassId: number | null;
}

interface DirectMessageRow {
  id: number;
  sender_id: number;
  recipient_id: number;
  text: string;
  sent_at: Date | string;
  read_at: Date | string | null;
  live_class_id: number | null;
}

const MESSAGE_COLUMNS = 'id, sender_id, recipient_id, text, sent_at, read_at, live_class_id';

function toMessage(row: DirectMessageRow): DirectMessageRecord {
  return {
    id: row.id,
    senderId: row.sender_id,
    recipientId: row.recipient_id,
    text: row.text,
    sentAt: new Date(row.sent_at),
    readAt: row.read_at === null ? null : new Date(row.read_at),
    liveClassId: row.live_class_id,
  };
}

export interface Conversation {
  friendship: FriendshipRecord;
  friendId: number;
  lastMessage: DirectMessageRecord | null;
  unreadCount: number;
}

export class SocialRepository {
  constructor(private readonly db: Queryable) {}

  async memberExists(userId: number): Promise<boolean> {
    const rows = await this.db.query<{ id: number }>('SELECT id FROM users WHERE id = $1', [userId]);
    return rows.length > 0;
  }

  /**
   * Records a pending request, or returns undefined when the pair already has a friendship row
   * (either direction, pending or accepted): the unique index decides, so of two racing requests
   * exactly one is written.
   */
  async request(requesterId: number, addresseeId: number, now: Date): Promise<FriendshipRecord | undefined> {
    const rows = await this.db.query<FriendshipRow>(
      `INSERT INTO friendships (requester_id, addressee_id, created_at) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING ${FRIENDSHIP_COLUMNS}`,
      [requesterId, addresseeId, now],
    );
    return rows[0] ? toFriendship(rows[0]) : undefined;
  }

  /** Two members who are friends at once (an answered invitation); undefined when the pair already has a row. */
  async befriend(inviterId: number, memberId: number, now: Date): Promise<FriendshipRecord | undefined> {
    const rows = await this.db.query<FriendshipRow>(
      `INSERT INTO friendships (requester_id, addressee_id, created_at, accepted_at) VALUES ($1, $2, $3, $3)
       ON CONFLICT DO NOTHING RETURNING ${FRIENDSHIP_COLUMNS}`,
      [inviterId, memberId, now],
    );
    return rows[0] ? toFriendship(rows[0]) : undefined;
  }

  /** The pair's friendship, whichever direction it was asked in. `lock`: held to the end of the transaction. */
  async findPair(a: number, b: number, lock = false): Promise<FriendshipRecord | undefined> {
    const rows = await this.db.query<FriendshipRow>(
      `SELECT ${FRIENDSHIP_COLUMNS} FROM friendships
        WHERE LEAST(requester_id, addressee_id) = LEAST($1::int, $2::int)
          AND GREATEST(requester_id, addressee_id) = GREATEST($1::int, $2::int)${lock ? ' FOR UPDATE' : ''}`,
      [a, b],
    );
    return rows[0] ? toFriendship(rows[0]) : undefined;
  }

  /** A friendship `userId` is a party to, locked to the end of the transaction. */
  async findForMember(id: number, userId: number): Promise<FriendshipRecord | undefined> {
    const rows = await this.db.query<FriendshipRow>(
      `SELECT ${FRIENDSHIP_COLUMNS} FROM friendships
        WHERE id = $1 AND (requester_id = $2 OR addressee_id = $2) FOR UPDATE`,
      [id, userId],
    );
    return rows[0] ? toFriendship(rows[0]) : undefined;
  }

  async accept(id: number, now: Date): Promise<FriendshipRecord | undefined> {
    const rows = await this.db.query<FriendshipRow>(
      `UPDATE friendships SET accepted_at = $2 WHERE id = $1 AND accepted_at IS NULL
       RETURNING ${FRIENDSHIP_COLUMNS}`,
      [id, now],
    );
    return rows[0] ? toFriendship(rows[0]) : undefined;
  }

  async remove(id: number): Promise<boolean> {
    const rows = await this.db.query<{ id: number }>('DELETE FROM friendships WHERE id = $1 RETURNING id', [
      id,
    ]);
    return rows.length > 0;
  }

  /** The member's friends (accepted), newest friendship first. */
  async friendsOf(userId: number): Promise<FriendshipRecord[]> {
    const rows = await this.db.query<FriendshipRow>(
      `SELECT ${FRIENDSHIP_COLUMNS} FROM friendships
        WHERE (requester_id = $1 OR addressee_id = $1) AND accepted_at IS NOT NULL
        ORDER BY accepted_at DESC, id DESC`,
      [userId],
    );
    return rows.map(toFriendship);
  }

  /** Pending requests to and from the member, newest first. */
  async requestsOf(userId: number): Promise<FriendshipRecord[]> {
    const rows = await this.db.query<FriendshipRow>(
      `SELECT ${FRIENDSHIP_COLUMNS} FROM friendships
        WHERE (requester_id = $1 OR addressee_id = $1) AND accepted_at IS NULL
        ORDER BY created_at DESC, id DESC`,
      [userId],
    );
    return rows.map(toFriendship);
  }

  /**
   * The friendship of two members who are friends now, locked FOR SHARE to the end of the
   * transaction, so a removal cannot slip between the check and the message it allows.
   */
  async friendshipForMessages(a: number, b: number): Promise<FriendshipRecord | undefined> {
    const rows = await this.db.query<FriendshipRow>(
      `SELECT ${FRIENDSHIP_COLUMNS} FROM friendships
        WHERE LEAST(requester_id, addressee_id) = LEAST($1::int, $2::int)
          AND GREATEST(requester_id, addressee_id) = GREATEST($1::int, $2::int)
          AND accepted_at IS NOT NULL FOR SHARE`,
      [a, b],
    );
    return rows[0] ? toFriendship(rows[0]) : undefined;
  }

  async addMessage(
    senderId: number,
    recipientId: number,
    text: string,
    now: Date,
    liveClassId: number | null = null,
  ): Promise<DirectMessageRecord> {
    const rows = await this.db.query<DirectMessageRow>(
      `INSERT INTO direct_messages (sender_id, recipient_id, text, sent_at, live_class_id)
       VALUES ($1, $2, $3, $4, $5) RETURNING ${MESSAGE_COLUMNS}`,
      [senderId, recipientId, text, now, liveClassId],
    );
    if (!rows[0]) throw new Error('Recording a message returned no row');
    return toMessage(rows[0]);
  }

  /** The two members' messages, newest first, those older than `before` (a message id) when given. */
  async conversation(
    a: number,
    b: number,
    page: { before: number | undefined; limit: number },
  ): Promise<DirectMessageRecord[]> {
    const rows = await this.db.query<DirectMessageRow>(
      `SELECT ${MESSAGE_COLUMNS} FROM direct_messages
        WHERE LEAST(sender_id, recipient_id) = LEAST($1::int, $2::int)
          AND GREATEST(sender_id, recipient_id) = GREATEST($1::int, $2::int)
          AND ($3::int IS NULL OR id < $3::int)
        ORDER BY id DESC LIMIT $4`,
      [a, b, page.before ?? null, page.limit],
    );
    return rows.map(toMessage);
  }

  /** Marks every unread message `senderId` sent `readerId` as read; returns their ids. */
  async markRead(readerId: number, senderId: number, now: Date): Promise<number[]> {
    const rows = await this.db.query<{ id: number }>(
      `UPDATE direct_messages SET read_at = $3
        WHERE recipient_id = $1 AND sender_id = $2 AND read_at IS NULL RETURNING id`,
      [readerId, senderId, now],
    );
    return rows.map((row) => row.id).sort((x, y) => x - y);
  }

  /** Every friend of the member with the last message between them and how many the member has not read. */
  async conversationsOf(userId: number): Promise<Conversation[]> {
    const rows = await this.db.query<
      FriendshipRow & {
        friend_id: number;
        unread_count: number;
        m_id: number | null;
        m_sender_id: number | null;
        m_recipient_id: number | null;
        m_text: string | null;
        m_sent_at: Date | string | null;
        m_read_at: Date | string | null;
        m_live_class_id: number | null;
      }
    >(
      `SELECT f.id, f.requester_id, f.addressee_id, f.created_at, f.accepted_at,
              CASE WHEN f.requester_id = $1 THEN f.addressee_id ELSE f.requester_id END AS friend_id,
              (SELECT count(*)::int FROM direct_messages u
                WHERE u.recipient_id = $1 AND u.read_at IS NULL
                  AND u.sender_id = CASE WHEN f.requester_id = $1 THEN f.addressee_id ELSE f.requester_id END
              ) AS unread_count,
              m.id AS m_id, m.sender_id AS m_sender_id, m.recipient_id AS m_recipient_id, m.text AS m_text,
              m.sent_at AS m_sent_at, m.read_at AS m_read_at, m.live_class_id AS m_live_class_id
         FROM friendships f
         LEFT JOIN LATERAL (
           SELECT * FROM direct_messages d
            WHERE LEAST(d.sender_id, d.recipient_id) = LEAST(f.requester_id, f.addressee_id)
              AND GREATEST(d.sender_id, d.recipient_id) = GREATEST(f.requester_id, f.addressee_id)
            ORDER BY d.id DESC LIMIT 1
         ) m ON true
        WHERE (f.requester_id = $1 OR f.addressee_id = $1) AND f.accepted_at IS NOT NULL
        ORDER BY m.id DESC NULLS LAST, f.accepted_at DESC, f.id DESC`,
      [userId],
    );
    return rows.map((row) => ({
      friendship: toFriendship(row),
      friendId: row.friend_id,
      unreadCount: row.unread_count,
      lastMessage:
        row.m_id === null
          ? null
          : toMessage({
              id: row.m_id,
              sender_id: row.m_sender_id ?? 0,
              recipient_id: row.m_recipient_id ?? 0,
              text: row.m_text ?? '',
              sent_at: row.m_sent_at ?? new Date(0),
              read_at: row.m_read_at,
              live_class_id: row.m_live_class_id,
            }),
    }));
  }
}
