import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { memberOf } from '../accounts/auth.js';
import { toApiMember, type ApiMember } from '../accounts/present.js';
import { UserRepository } from '../accounts/repository.js';
import type { Database, Queryable } from '../db/database.js';
import { ok } from '../http/envelope.js';
import { BadRequestError, HttpError, NotFoundError } from '../http/errors.js';
import { keyFor, type RateLimiter } from '../http/rate-limit.js';
import { normaliseEmail } from '../http/text.js';
import { membersOf, recordSocialEvent, type FriendRemoval } from './events.js';
import {
  FRIEND_REQUESTS_PER_MEMBER,
  FRIEND_SEARCHES_PER_EMAIL,
  FRIEND_SEARCHES_PER_MEMBER,
  tooManyFriendRequestsMessage,
  tooManyFriendSearchesMessage,
} from './limits.js';
import { toApiFriend, toApiFriendRequest, toApiFriendship } from './present.js';
import { otherMember, SocialRepository, type FriendshipRecord } from './repository.js';
import {
  friendAnswerBodySchema,
  friendRemovalBodySchema,
  friendRequestBodySchema,
  friendSearchBodySchema,
  friendsQuerySchema,
} from './schemas.js';
import {
  ALREADY_ACCEPTED_MESSAGE,
  ALREADY_FRIENDS_MESSAGE,
  ALREADY_REQUESTED_MESSAGE,
  DELETE_NEEDS_A_FRIEND_MESSAGE,
  FRIEND_REQUEST_SENT_MESSAGE,
  NO_SUCH_FRIEND_MESSAGE,
  NO_SUCH_MEMBER_MESSAGE,
  NO_SUCH_REQUEST_MESSAGE,
  NOT_ADDRESSEE_MESSAGE,
  REQUESTED_YOU_MESSAGE,
  SELF_FRIEND_MESSAGE,
  USER_NOT_FOUND_MESSAGE,
} from './texts.js';

/** How the caller stands with a member a search found. */
export type Relationship = 'self' | 'friend' | 'incoming' | 'outgoing' | 'none';

/** The public faces of the given members, by id (a member deleted meanwhile is left out). */
export async function facesOf(db: Queryable, ids: readonly number[]): Promise<Map<number, ApiMember>> {
  const faces = await new UserRepository(db).facesByIds([...new Set(ids)]);
  return new Map(faces.map((face) => [face.id, toApiMember(face)]));
}

/**
 * The friends calls (API.md "Friends and messages"): the caller's friends and requests, asking,
 * answering and removing, and finding a member by e-mail address. Each change is one transaction
 * with its event, addressed to the two members only.
 */
export function registerFriendRoutes(
  app: FastifyInstance,
  options: { db: Database; signedIn: preHandlerAsyncHookHandler; limiter: RateLimiter },
): void {
  const { db, signedIn, limiter } = options;
  const social = new SocialRepository(db);

  app.get<{ Querystring: { pending?: boolean } }>(
    '/api/user/friends',
    { schema: { querystring: friendsQuerySchema }, preHandler: signedIn },
    async (request) => {
      const { member } = memberOf(request);
      if (request.query.pending === true) {
        const requests = await social.requestsOf(member.id);
        const faces = await facesOf(
          db,
          requests.map((row) => otherMember(row, member.id)),
        );
        return ok(
          requests.flatMap((row) => {
            const face = faces.get(otherMember(row, member.id));
            return face ? [toApiFriendRequest(row, member.id, face)] : [];
          }),
        );
      }
      const friends = await social.friendsOf(member.id);
      const faces = await facesOf(
        db,
        friends.map((row) => otherMember(row, member.id)),
      );
      return ok(
        friends.flatMap((row) => {
          const face = faces.get(otherMember(row, member.id));
          return face ? [toApiFriend(row, face)] : [];
        }),
      );
    },
  );

  app.post<{ Body: { friendId: number } }>(
    '/api/user/friends',
    { schema: { body: friendRequestBodySchema }, preHandler: signedIn },
    async (request, reply) => {
      const { member } = memberOf(request);
      const { friendId } = request.body;
      if (friendId === member.id) throw new BadRequestError(SELF_FRIEND_MESSAGE);
      const now = app.clock();
      await limiter.enforce(
        [keyFor(FRIEND_REQUESTS_PER_MEMBER, member.id)],
        now,
        tooManyFriendRequestsMessage,
      );
      const friendship = await db.transaction(async (tx) => {
        const repository = new SocialRepository(tx);
        if (!(await repository.memberExists(friendId))) throw new NotFoundError(NO_SUCH_MEMBER_MESSAGE);
        const created = await repository.request(member.id, friendId, now);
        if (created === undefined)
          throw refusalFor(await repository.findPair(member.id, friendId), member.id);
        await recordSocialEvent(
          tx,
          membersOf(created),
          { type: 'friend.requested', friendship: toApiFriendship(created) },
          now,
        );
        return created;
      });
      const face = (await facesOf(db, [friendId])).get(friendId);
      if (face === undefined) throw new NotFoundError(NO_SUCH_MEMBER_MESSAGE);
      reply.code(201);
      return ok({
        message: FRIEND_REQUEST_SENT_MESSAGE,
        request: toApiFriendRequest(friendship, member.id, face),
      });
    },
  );

  app.patch<{ Body: { userFriendId: number; accepted: boolean } }>(
    '/api/user/friends',
    { schema: { body: friendAnswerBodySchema }, preHandler: signedIn },
    async (request) => {
      const { member } = memberOf(request);
      const { userFriendId, accepted } = request.body;
      const now = app.clock();
      const friendship = await db.transaction(async (tx) => {
        const repository = new SocialRepository(tx);
        const found = await repository.findForMember(userFriendId, member.id);
        if (found === undefined) throw new HttpError(404, NO_SUCH_REQUEST_MESSAGE, 'not_found');
        if (found.acceptedAt !== null) throw new HttpError(409, ALREADY_ACCEPTED_MESSAGE, 'already_friends');
        if (found.addresseeId !== member.id) throw new HttpError(403, NOT_ADDRESSEE_MESSAGE, 'not_addressee');
        if (!accepted) {
          await repository.remove(found.id);
          await recordSocialEvent(
            tx,
            membersOf(found),
            {
              type: 'friend.removed',
              friendship: toApiFriendship(found),
              reason: 'declined',
              byUserId: member.id,
            },
            now,
          );
          return undefined;
        }
        const updated = await repository.accept(found.id, now);
        if (updated === undefined) throw new HttpError(409, ALREADY_ACCEPTED_MESSAGE, 'already_friends');
        await recordSocialEvent(
          tx,
          membersOf(updated),
          { type: 'friend.accepted', friendship: toApiFriendship(updated), viaInvitation: false },
          now,
        );
        return updated;
      });
      if (friendship === undefined) return ok({ userFriendId, accepted: false, friend: null });
      const friendId = otherMember(friendship, member.id);
      const face = (await facesOf(db, [friendId])).get(friendId);
      return ok({
        userFriendId,
        accepted: true,
        friend: face === undefined ? null : toApiFriend(friendship, face),
      });
    },
  );

  app.delete<{ Body: { friendId?: number; userFriendId?: number } }>(
    '/api/user/friends',
    { schema: { body: friendRemovalBodySchema }, preHandler: signedIn },
    async (request) => {
      const { member } = memberOf(request);
      const { friendId, userFriendId } = request.body;
      if (friendId === undefined && userFriendId === undefined)
        throw new BadRequestError(DELETE_NEEDS_A_FRIEND_MESSAGE);
      if (friendId === member.id) throw new BadRequestError(SELF_FRIEND_MESSAGE);
      const now = app.clock();
      const { friendship, reason } = await db.transaction(async (tx) => {
        const repository = new SocialRepository(tx);
        const found =
          userFriendId !== undefined
            ? await repository.findForMember(userFriendId, member.id)
            : await repository.findPair(member.id, friendId ?? 0, true);
        // Both given: they must name the same friendship.
        if (found === undefined || (friendId !== undefined && otherMember(found, member.id) !== friendId))
          throw new HttpError(404, NO_SUCH_FRIEND_MESSAGE, 'not_found');
        const reason: FriendRemoval =
          found.acceptedAt !== null ? 'removed' : found.requesterId === member.id ? 'cancelled' : 'declined';
        await repository.remove(found.id);
        await recordSocialEvent(
          tx,
          membersOf(found),
          { type: 'friend.removed', friendship: toApiFriendship(found), reason, byUserId: member.id },
          now,
        );
        return { friendship: found, reason };
      });
      return ok({ userFriendId: friendship.id, friendId: otherMember(friendship, member.id), reason });
    },
  );

  /**
   * Finds a member by their exact e-mail address and shows only their public face. Counted per
   * member and per searched address before the address is looked up, since the answer tells
   * whether the address has an account.
   */
  app.post<{ Body: { email: string } }>(
    '/api/user/friends/search',
    { schema: { body: friendSearchBodySchema }, preHandler: signedIn },
    async (request) => {
      const { member } = memberOf(request);
      const email = normaliseEmail(request.body.email, 'email');
      await limiter.enforce(
        [keyFor(FRIEND_SEARCHES_PER_MEMBER, member.id), keyFor(FRIEND_SEARCHES_PER_EMAIL, email)],
        app.clock(),
        tooManyFriendSearchesMessage,
      );
      const found = await new UserRepository(db).findByEmail(email);
      if (found === undefined) throw new NotFoundError(USER_NOT_FOUND_MESSAGE);
      const face = (await facesOf(db, [found.id])).get(found.id);
      if (face === undefined) throw new NotFoundError(USER_NOT_FOUND_MESSAGE);
      const friendship = found.id === member.id ? undefined : await social.findPair(member.id, found.id);
      return ok({
        ...face,
        relationship: relationshipOf(friendship, member.id, found.id),
        userFriendId: friendship?.id ?? null,
      });
    },
  );
}

function relationshipOf(
  friendship: FriendshipRecord | undefined,
  callerId: number,
  foundId: number,
): Relationship {
  if (callerId === foundId) return 'self';
  if (friendship === undefined) return 'none';
  if (friendship.acceptedAt !== null) return 'friend';
  return friendship.requesterId === callerId ? 'outgoing' : 'incoming';
}

/**
 * Why a request was refused when the pair already has a friendship. A request back to a member
 * who already asked is refused too (409 with that request's id): accepting is its own call, so a
 * member never becomes someone's friend by a call that says "send".
 */
function refusalFor(existing: FriendshipRecord | undefined, callerId: number): HttpError {
  if (existing === undefined) return new HttpError(409, ALREADY_REQUESTED_MESSAGE, 'already_requested');
  if (existing.acceptedAt !== null) return new HttpError(409, ALREADY_FRIENDS_MESSAGE, 'already_friends');
  if (existing.requesterId === callerId)
    return new HttpError(409, ALREADY_REQUESTED_MESSAGE, 'already_requested', { userFriendId: existing.id });
  return new HttpError(409, REQUESTED_YOU_MESSAGE, 'requested_you', { userFriendId: existing.id });
}
