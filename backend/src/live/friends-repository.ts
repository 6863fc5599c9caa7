import type { MemberFace } from '../accounts/repository.js';
import type { Queryable } from '../db/database.js';

/**
 * What the live classes show of a member's friends: which of them booked a class, and the
 * invitations a member sends a friend to a class they booked. Every read is from one member's side
 * and joins their accepted friendships, so another member's booking is found only when the two are
 * friends now: a stranger's, a pending request's or a removed friend's never is.
 */

/** One friend's booking of one class: the class and the friend's public face. */
export interface FriendBooking {
  liveClassId: number;
  friend: MemberFace;
}

export class LiveFriendsRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * The member's friends (accepted friendships only) who hold a booking they have not cancelled
   * of each of `liveClassIds`, by class then in the order they booked. A class the studio
   * cancelled lists nobody: there is nothing left to join them at.
   */
  async friendsBooked(userId: number, liveClassIds: readonly number[]): Promise<FriendBooking[]> {
    const rows = await this.db.query<{
      live_class_id: number;
      id: number;
      first_name: string;
      last_name_letter: string;
      studio_id: number | null;
    }>(
      `SELECT b.live_class_id, u.id, u.first_name, left(btrim(u.last_name), 1) AS last_name_letter, u.studio_id
         FROM friendships f
         JOIN live_class_bookings b
           ON b.user_id = CASE WHEN f.requester_id = $1 THEN f.addressee_id ELSE f.requester_id END
          AND b.live_class_id = ANY($2::int[])
          AND b.cancelled_at IS NULL
         JOIN live_classes l ON l.id = b.live_class_id AND l.cancelled_at IS NULL
         JOIN users u ON u.id = b.user_id
        WHERE (f.requester_id = $1 OR f.addressee_id = $1) AND f.accepted_at IS NOT NULL
        ORDER BY b.live_class_id, b.booked_at, b.id`,
      [userId, [...liveClassIds]],
    );
    return rows.map((row) => ({
      liveClassId: row.live_class_id,
      friend: {
        id: row.id,
        firstName: row.first_name,
        lastNameLetter: row.last_name_letter,
        studioId: row.studio_id,
      },
    }));
  }

  /** The member's friends now (accepted friendships only), by id. */
  async friendIds(userId: number): Promise<number[]> {
    const rows = await this.db.query<{ id: number }>(
      `SELECT CASE WHEN requester_id = $1 THEN addressee_id ELSE requester_id END AS id
         FROM friendships
        WHERE (requester_id = $1 OR addressee_id = $1) AND accepted_at IS NOT NULL
        ORDER BY 1`,
      [userId],
    );
    return rows.map((row) => row.id);
  }

  /**
   * Records an invitation and the message that carries it; false when this member already invited
   * this friend to this class (the unique index decides, so of two racing invitations one is written).
   */
  async recordInvitation(
    invitation: { liveClassId: number; inviterId: number; inviteeId: number; messageId: number },
    now: Date,
  ): Promise<boolean> {
    const rows = await this.db.query<{ id: number }>(
      `INSERT INTO live_class_invitations (live_class_id, inviter_id, invitee_id, message_id, created_at)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (live_class_id, inviter_id, invitee_id) DO NOTHING RETURNING id`,
      [invitation.liveClassId, invitation.inviterId, invitation.inviteeId, invitation.messageId, now],
    );
    return rows.length > 0;
  }

  /** Whether this member already invited this friend to this class. */
  async hasInvited(liveClassId: number, inviterId: number, inviteeId: number): Promise<boolean> {
    const rows = await this.db.query(
      'SELECT 1 FROM live_class_invitations WHERE live_class_id = $1 AND inviter_id = $2 AND invitee_id = $3',
      [liveClassId, inviterId, inviteeId],
    );
    return rows.length > 0;
  }
}
