// The friends, messages, fitness profile and progress part of the fake REST backend (backend/API.md
// "Friends and messages", "Profile and progress"): friendships, requests, invitations and direct
// messages between friends, in memory, with the contract's statuses, codes and messages; every call
// answers about the caller's own. `onEvent` receives the friend.* and message.* events a real
// backend would write (tests forward them to a FakeEventStream). The profile and progress answers
// are the contract's shapes; progress is what a test sets (`progress`), echoing the dates asked.
import type { FakeAccounts, FakeAnswer, FakeUser } from './fake-accounts.js';
import type { FakeLive, FakeLiveEvent } from './fake-live.js';

export const USER_NOT_FOUND = 'User not found! Invite them by using the links below';
export const NOT_FRIENDS = 'You can only message your friends.';
export const NOT_ADDRESSEE = 'Only the member this request was sent to can accept or decline it.';
export const SESSION_ENDED = 'Your session has ended. Please log in again.';

export interface FakeFriendship {
  id: number;
  requesterId: number;
  addresseeId: number;
  createdAt: string;
  acceptedAt: string | null;
}

export interface FakeMessage {
  id: number;
  senderId: number;
  recipientId: number;
  text: string;
  sentAt: string;
  readAt: string | null;
  /** The live class an invitation message names; null for a message a member wrote. */
  liveClassId: number | null;
}

export interface FakeProfile {
  birthday: string | null;
  weight: number | null;
  gender: 'F' | 'M' | null;
  activityLevel: string | null;
}

const ok = (content: unknown, status = 200): FakeAnswer => ({ status, body: { status: true, content } });
const fail = (status: number, content: string, code?: string): FakeAnswer => ({
  status,
  body: { status: false, content, ...(code ? { code } : {}) },
});
const positive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

export class FakeSocial {
  friendships: FakeFriendship[] = [];
  messages: FakeMessage[] = [];
  readonly profiles = new Map<number, FakeProfile>();
  /** What POST /api/history/myprogress answers (its dates are the ones asked). */
  progressFigures = { calorie: 0, minutes: 0, workouts: 0 };
  onEvent: ((event: FakeLiveEvent) => void) | null = null;
  private nextId = 1;
  private nextMessageId = 1;
  private clock = Date.parse('2026-01-01T00:00:00.000Z');

  /** Invitations to live classes sent: `<class>:<inviter>:<friend>`. */
  readonly classInvitations = new Set<string>();

  constructor(
    private readonly accounts: FakeAccounts,
    /** The live classes and bookings the friends' part of the live routes reads. */
    private readonly live: FakeLive,
  ) {}

  reset(): void {
    this.friendships = [];
    this.messages = [];
    this.profiles.clear();
    this.classInvitations.clear();
    this.progressFigures = { calorie: 0, minutes: 0, workouts: 0 };
    this.onEvent = null;
    this.nextId = 1;
    this.nextMessageId = 1;
    this.clock = Date.parse('2026-01-01T00:00:00.000Z');
  }

  /** An increasing time, one second apart: the lists' order is the order things happened. */
  private now(): string {
    this.clock += 1000;
    return new Date(this.clock).toISOString();
  }

  /** Two members made friends (or one asked the other) outside the gateway. */
  befriend(requester: FakeUser, addressee: FakeUser, accepted = true): FakeFriendship {
    const at = this.now();
    const friendship = {
      id: 500 + this.nextId++,
      requesterId: requester.id,
      addresseeId: addressee.id,
      createdAt: at,
      acceptedAt: accepted ? at : null,
    };
    this.friendships.push(friendship);
    return friendship;
  }

  /** A message written outside the gateway. */
  addMessage(
    from: FakeUser,
    to: FakeUser,
    text: string,
    read = false,
    liveClassId: number | null = null,
  ): FakeMessage {
    const sentAt = this.now();
    const message = {
      id: 900 + this.nextMessageId++,
      senderId: from.id,
      recipientId: to.id,
      text,
      sentAt,
      readAt: read ? sentAt : null,
      liveClassId,
    };
    this.messages.push(message);
    return message;
  }

  private face(id: number): Record<string, unknown> | null {
    const user = this.accounts.users.find((candidate) => candidate.id === id);
    return user
      ? {
          id: user.id,
          firstName: user.firstName,
          lastNameInitial: (user.lastName.trim()[0] ?? '').toUpperCase(),
          studioId: user.studioId,
        }
      : null;
  }

  private other(friendship: FakeFriendship, userId: number): number {
    return friendship.requesterId === userId ? friendship.addresseeId : friendship.requesterId;
  }

  private mine(userId: number): FakeFriendship[] {
    return this.friendships
      .filter((f) => f.requesterId === userId || f.addresseeId === userId)
      .sort((a, b) => b.id - a.id);
  }

  private pair(a: number, b: number): FakeFriendship | undefined {
    return this.friendships.find(
      (f) => (f.requesterId === a && f.addresseeId === b) || (f.requesterId === b && f.addresseeId === a),
    );
  }

  private friend(f: FakeFriendship, userId: number) {
    return { userFriendId: f.id, friend: this.face(this.other(f, userId)), friendsSince: f.acceptedAt };
  }

  private request(f: FakeFriendship, userId: number) {
    return {
      userFriendId: f.id,
      direction: f.addresseeId === userId ? 'incoming' : 'outgoing',
      accepted: false,
      friend: this.face(this.other(f, userId)),
      requestedAt: f.createdAt,
    };
  }

  private eventFriendship(f: FakeFriendship) {
    return {
      userFriendId: f.id,
      requesterId: f.requesterId,
      addresseeId: f.addresseeId,
      accepted: f.acceptedAt !== null,
      requestedAt: f.createdAt,
      acceptedAt: f.acceptedAt,
    };
  }

  private emit(type: string, f: FakeFriendship, payload: Record<string, unknown>): void {
    this.onEvent?.({
      type,
      subject: { kind: 'friendship', id: String(f.id) },
      audienceUserIds: [f.requesterId, f.addresseeId],
      payload: { friendship: this.eventFriendship(f), ...payload },
    });
  }

  private between(a: number, b: number): FakeMessage[] {
    return this.messages
      .filter((m) => (m.senderId === a && m.recipientId === b) || (m.senderId === b && m.recipientId === a))
      .sort((x, y) => y.id - x.id);
  }

  private profileOf(userId: number) {
    const stored = this.profiles.get(userId) ?? {
      birthday: null,
      weight: null,
      gender: null,
      activityLevel: null,
    };
    const defaults: string[] = [];
    if (stored.birthday === null) defaults.push('age');
    if (stored.weight === null) defaults.push('weight');
    if (stored.gender === null) defaults.push('gender');
    const age =
      stored.birthday === null
        ? 35
        : Math.floor((Date.now() - Date.parse(`${stored.birthday}T00:00:00Z`)) / (365.2425 * 86_400_000));
    return {
      birthday: stored.birthday,
      age,
      weight: stored.weight ?? 143,
      gender: stored.gender ?? 'F',
      activityLevel: stored.activityLevel,
      defaults,
    };
  }

  /** The viewer's current friends' ids. */
  private friendIds(userId: number): Set<number> {
    return new Set(
      this.mine(userId)
        .filter((f) => f.acceptedAt !== null)
        .map((f) => this.other(f, userId)),
    );
  }

  /**
   * The friends' part of the live class routes (API.md "Friends on the live classes"): which friends
   * booked classes, and inviting one to a class the viewer booked.
   */
  private handleLiveFriends(
    method: string,
    path: string,
    json: Record<string, unknown>,
    user: FakeUser,
  ): FakeAnswer | null {
    if (method === 'POST' && path === '/api/liveclass/friends-booked') {
      const ids = json.liveClassIds;
      if (!Array.isArray(ids) || ids.length === 0 || ids.length > 100)
        return fail(400, 'liveClassIds: must be a list of 1 to 100 live class ids');
      if (!ids.every(positive)) return fail(400, 'liveClassIds.0: must be a positive whole number');
      const friends = this.friendIds(user.id);
      const cancelled = new Set(this.live.classes.filter((c) => c.cancelledAt !== null).map((c) => c.id));
      return ok({
        classes: [...new Set(ids)].map((liveClassId) => ({
          liveClassId,
          friends: this.live.bookings
            .filter(
              (booking) =>
                booking.liveClassId === liveClassId &&
                friends.has(booking.userId) &&
                !cancelled.has(liveClassId),
            )
            .map((booking) => this.face(booking.userId)),
        })),
      });
    }
    const inviting = /^\/api\/liveclass\/(\d+)\/invite$/.exec(path);
    if (method !== 'POST' || !inviting) return null;
    const liveClassId = Number(inviting[1]);
    const friendId = json.friendId;
    if (!positive(friendId)) return fail(400, 'friendId: must be a positive whole number');
    if (friendId === user.id) return fail(400, 'friendId: you cannot invite yourself', 'invalid_input');
    const liveClass = this.live.classes.find((candidate) => candidate.id === liveClassId);
    if (!liveClass) return fail(404, 'id: no such live class', 'not_found');
    if (liveClass.cancelledAt) return fail(409, 'This live class was cancelled.', 'class_cancelled');
    if (Date.parse(liveClass.scheduledDatetime) <= Date.now())
      return fail(
        409,
        'This class has already started, so friends can no longer be invited.',
        'class_started',
      );
    const booked = (userId: number) =>
      this.live.bookings.some((booking) => booking.liveClassId === liveClassId && booking.userId === userId);
    if (!booked(user.id))
      return fail(403, 'You can only invite friends to a class you booked.', 'not_booked');
    const friend = this.accounts.users.find((candidate) => candidate.id === friendId);
    if (!friend || !this.friendIds(user.id).has(friendId))
      return fail(403, 'You can only invite your friends.', 'not_friends');
    const name = `${friend.firstName} ${(friend.lastName.trim()[0] ?? '').toUpperCase()}.`;
    const key = `${liveClassId}:${user.id}:${friendId}`;
    if (this.classInvitations.has(key))
      return fail(409, `You already invited ${name} to this class.`, 'already_invited');
    if (booked(friendId)) return fail(409, `${name} already booked this class.`, 'friend_booked');
    this.classInvitations.add(key);
    const message = this.addMessage(
      user,
      friend,
      `Join me at ${liveClass.title}! http://localhost/newplatform/live/upcoming/${liveClassId}`,
      false,
      liveClassId,
    );
    this.onEvent?.({
      type: 'message.sent',
      subject: { kind: 'direct_message', id: String(message.id) },
      audienceUserIds: [user.id, friend.id],
      payload: { message },
    });
    return ok({ liveClassId, friend: this.face(friend.id), message }, 201);
  }

  handle(method: string, url: URL, body: unknown, authorization: string | undefined): FakeAnswer | null {
    const path = url.pathname;
    if (path === '/api/liveclass/friends-booked' || /^\/api\/liveclass\/\d+\/invite$/.test(path)) {
      const user = this.accounts.userFor(authorization);
      if (!user) return fail(401, SESSION_ENDED);
      const json = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
      return this.handleLiveFriends(method, path, json, user);
    }
    const social = path.startsWith('/api/user/friends') || path.startsWith('/api/user/messages');
    const progress =
      (method === 'POST' && (path === '/api/user/me' || path === '/api/user/save')) ||
      path === '/api/history/myprogress';
    if (!social && !progress) return null;
    const user = this.accounts.userFor(authorization);
    if (!user) return fail(401, SESSION_ENDED);
    const json = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;

    if (path === '/api/user/me') return ok(this.profileOf(user.id));
    if (path === '/api/user/save') {
      const info = (json.userInfo ?? {}) as Record<string, unknown>;
      if (typeof info.weight === 'number' && info.weight > 1000)
        return fail(400, 'userInfo.weight: must be a weight in pounds above 0 and at most 1000, or null');
      const stored = this.profiles.get(user.id) ?? {
        birthday: null,
        weight: null,
        gender: null,
        activityLevel: null,
      };
      this.profiles.set(user.id, { ...stored, ...(info as Partial<FakeProfile>) });
      return ok({ success: true, profile: this.profileOf(user.id) });
    }
    if (path === '/api/history/myprogress') {
      const figures = this.progressFigures;
      const period = (fromDate: string, toDate: string) => ({
        fromDate,
        toDate,
        data: figures.workouts > 0 ? [{ date: fromDate, ...figures }] : [],
        total: figures,
      });
      const fromDate = String(json.fromDate);
      return ok({
        ...period(fromDate, String(json.toDate)),
        previousMonth: period('2000-01-01', '2000-01-31'),
        soFar: period('2018-01-01', String(json.beforeDate)),
        allTime: figures,
        profile: {
          weight: this.profileOf(user.id).weight,
          defaults: this.profileOf(user.id).defaults.filter((d) => d === 'weight'),
        },
      });
    }

    if (path === '/api/user/friends') {
      if (method === 'GET') {
        const pending = url.searchParams.get('pending') === 'true';
        const rows = this.mine(user.id).filter((f) => (f.acceptedAt === null) === pending);
        return ok(rows.map((f) => (pending ? this.request(f, user.id) : this.friend(f, user.id))));
      }
      if (method === 'POST') {
        const friendId = json.friendId;
        if (!positive(friendId)) return fail(400, 'friendId: must be a positive whole number');
        if (friendId === user.id) return fail(400, 'friendId: you cannot befriend yourself');
        const other = this.accounts.users.find((candidate) => candidate.id === friendId);
        if (!other) return fail(404, 'friendId: no such member');
        const found = this.pair(user.id, friendId);
        if (found?.acceptedAt) return fail(409, 'You are already friends.', 'already_friends');
        if (found && found.requesterId === user.id)
          return fail(409, 'You already sent this member a friend request.', 'already_requested');
        if (found)
          return fail(
            409,
            'This member already sent you a friend request: accept it instead.',
            'requested_you',
          );
        const created = this.befriend(user, other, false);
        this.emit('friend.requested', created, {});
        return ok(
          { message: 'Friend request successfully sent.', request: this.request(created, user.id) },
          201,
        );
      }
      if (method === 'PATCH') {
        const found = this.mine(user.id).find((f) => f.id === json.userFriendId);
        if (typeof json.accepted !== 'boolean') return fail(400, 'accepted: must be boolean');
        if (!found) return fail(404, 'userFriendId: no such friend request', 'not_found');
        if (found.acceptedAt)
          return fail(409, 'This friend request was already accepted.', 'already_friends');
        if (found.addresseeId !== user.id) return fail(403, NOT_ADDRESSEE, 'not_addressee');
        if (!json.accepted) {
          this.friendships = this.friendships.filter((f) => f !== found);
          this.emit('friend.removed', found, { reason: 'declined', byUserId: user.id });
          return ok({ userFriendId: found.id, accepted: false, friend: null });
        }
        found.acceptedAt = this.now();
        this.emit('friend.accepted', found, { viaInvitation: false });
        return ok({ userFriendId: found.id, accepted: true, friend: this.friend(found, user.id) });
      }
      if (method === 'DELETE') {
        const found = this.mine(user.id).find((f) => f.id === json.userFriendId);
        if (!found) return fail(404, 'No such friend or friend request.', 'not_found');
        const reason = found.acceptedAt
          ? 'removed'
          : found.requesterId === user.id
            ? 'cancelled'
            : 'declined';
        this.friendships = this.friendships.filter((f) => f !== found);
        this.emit('friend.removed', found, { reason, byUserId: user.id });
        return ok({ userFriendId: found.id, friendId: this.other(found, user.id), reason });
      }
    }
    if (method === 'POST' && path === '/api/user/friends/search') {
      const email = typeof json.email === 'string' ? json.email.trim().toLowerCase() : '';
      const found = this.accounts.users.find((candidate) => candidate.email === email);
      if (!found) return fail(404, USER_NOT_FOUND);
      const pair = found.id === user.id ? undefined : this.pair(user.id, found.id);
      const relationship =
        found.id === user.id
          ? 'self'
          : !pair
            ? 'none'
            : pair.acceptedAt
              ? 'friend'
              : pair.addresseeId === user.id
                ? 'incoming'
                : 'outgoing';
      return ok({ ...this.face(found.id), relationship, userFriendId: pair?.id ?? null });
    }
    if (method === 'POST' && path === '/api/user/friends/invite') {
      const to = typeof json.email === 'string' ? { email: json.email } : { phone: String(json.phone) };
      return ok({ invited: to, expiresAt: '2026-02-01T00:00:00.000Z' }, 202);
    }
    const friends = this.mine(user.id).filter((f) => f.acceptedAt !== null);
    if (path === '/api/user/messages') {
      if (method === 'GET') {
        const conversations = friends
          .map((f) => {
            const friendId = this.other(f, user.id);
            const messages = this.between(user.id, friendId);
            return {
              userFriendId: f.id,
              friend: this.face(friendId),
              lastMessage: messages[0] ?? null,
              unreadCount: messages.filter((m) => m.senderId === friendId && m.readAt === null).length,
            };
          })
          .sort((a, b) => (b.lastMessage?.id ?? 0) - (a.lastMessage?.id ?? 0));
        return ok({ conversations });
      }
      if (method === 'POST') {
        const text = typeof json.text === 'string' ? json.text.trim() : '';
        if (text === '') return fail(400, 'text: must not be empty');
        if (!friends.some((f) => this.other(f, user.id) === json.friendId))
          return fail(403, NOT_FRIENDS, 'not_friends');
        const other = this.accounts.users.find((candidate) => candidate.id === json.friendId) as FakeUser;
        const message = this.addMessage(user, other, text);
        this.onEvent?.({
          type: 'message.sent',
          subject: { kind: 'direct_message', id: String(message.id) },
          audienceUserIds: [user.id, other.id],
          payload: { message },
        });
        return ok(message, 201);
      }
    }
    const conversation = /^\/api\/user\/messages\/(\d+)(\/read)?$/.exec(path);
    if (conversation) {
      const friendId = Number(conversation[1]);
      if (!friends.some((f) => this.other(f, user.id) === friendId))
        return fail(403, NOT_FRIENDS, 'not_friends');
      if (conversation[2] && method === 'POST') {
        const unread = this.between(user.id, friendId).filter(
          (m) => m.senderId === friendId && m.readAt === null,
        );
        const readAt = this.now();
        for (const message of unread) message.readAt = readAt;
        if (unread.length > 0)
          this.onEvent?.({
            type: 'message.read',
            subject: { kind: 'user', id: String(user.id) },
            audienceUserIds: [user.id, friendId],
            payload: { readerId: user.id, senderId: friendId, messageIds: unread.map((m) => m.id), readAt },
          });
        return ok({
          readCount: unread.length,
          messageIds: unread.map((m) => m.id),
          readAt: unread.length > 0 ? readAt : null,
        });
      }
      if (method === 'GET') {
        const limit = Number(url.searchParams.get('limit') ?? 50);
        const before = url.searchParams.get('before');
        const older = this.between(user.id, friendId).filter((m) => before === null || m.id < Number(before));
        const page = older.slice(0, limit);
        return ok({ messages: page, nextBefore: older.length > limit ? (page.at(-1)?.id ?? null) : null });
      }
    }
    return fail(404, `No such route: ${method} ${path}`);
  }
}
