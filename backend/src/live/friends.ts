import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { memberOf } from '../accounts/auth.js';
import { toApiMember, type ApiMember } from '../accounts/present.js';
import { UserRepository } from '../accounts/repository.js';
import type { Database } from '../db/database.js';
import { ok } from '../http/envelope.js';
import { HttpError } from '../http/errors.js';
import { keyFor, tryAgainIn, type Limit, type RateLimiter } from '../http/rate-limit.js';
import { recordSocialEvent } from '../social/events.js';
import { toApiDirectMessage, type ApiDirectMessage } from '../social/present.js';
import { SocialRepository } from '../social/repository.js';
import { hasBooking } from './access.js';
import { studioOfClass } from './class-mail.js';
import { badInput, classCancelled, notFound } from './errors.js';
import { LiveFriendsRepository } from './friends-repository.js';
import { classPageUrl, classStartShort } from './messages.js';
import { LiveClassRepository, type LiveClassRecord } from './repository.js';
import { friendsBookedBodySchema, inviteBodySchema, liveClassParamsSchema } from './schemas.js';

/** Invitations to a class: 20 an hour per member (each lands in a friend's conversation). */
export const CLASS_INVITATIONS_PER_MEMBER: Limit = {
  prefix: 'liveclass-invite:member:',
  limit: 20,
  windowMs: 60 * 60_000,
};

export function tooManyClassInvitationsMessage(minutes: number): string {
  return `Too many class invitations. ${tryAgainIn(minutes)}`;
}

export const NO_SUCH_CLASS_TO_INVITE_MESSAGE = 'id: no such live class';
export const SELF_INVITATION_MESSAGE = 'friendId: you cannot invite yourself';
export const INVITE_STARTED_MESSAGE = 'This class has already started, so friends can no longer be invited.';
export const NOT_BOOKED_MESSAGE = 'You can only invite friends to a class you booked.';
export const NOT_A_FRIEND_MESSAGE = 'You can only invite your friends.';

export function alreadyInvitedMessage(name: string): string {
  return `You already invited ${name} to this class.`;
}

export function friendBookedMessage(name: string): string {
  return `${name} already booked this class.`;
}

/** `Maya R.`: how a member is named to another (first name and the last name's initial). */
function displayName(member: ApiMember): string {
  return member.lastNameInitial === '' ? member.firstName : `${member.firstName} ${member.lastNameInitial}.`;
}

/** What the invited friend reads: the class, its start at the studio's time, and its page. */
export function invitationText(live: LiveClassRecord, classUrl: string): string {
  return `Join me at ${live.title}! I booked it for ${classStartShort(live)}: ${classUrl}`;
}

/** One class's friends who booked it, as POST /api/liveclass/friends-booked answers. */
export interface ApiFriendsBooked {
  liveClassId: number;
  friends: ApiMember[];
}

/** What POST /api/liveclass/{id}/invite answers. */
export interface ApiClassInvitation {
  liveClassId: number;
  friend: ApiMember;
  message: ApiDirectMessage;
}

/**
 * A member's friends on the live classes (API.md "Friends on the live classes"): which friends
 * booked each of many classes, and inviting a friend to a class the member booked. Another
 * member's booking is shown only to their current friends, and never once cancelled.
 */
export function registerLiveFriendRoutes(
  app: FastifyInstance,
  options: { db: Database; signedIn: preHandlerAsyncHookHandler; limiter: RateLimiter; publicUrl: string },
): void {
  const { db, signedIn, limiter, publicUrl } = options;

  app.post<{ Body: { liveClassIds: number[] } }>(
    '/api/liveclass/friends-booked',
    { schema: { body: friendsBookedBodySchema }, preHandler: signedIn },
    async (request) => {
      const { member } = memberOf(request);
      const ids = [...new Set(request.body.liveClassIds)];
      const found = await new LiveFriendsRepository(db).friendsBooked(member.id, ids);
      const byClass = new Map<number, ApiMember[]>(ids.map((id) => [id, []]));
      for (const booking of found) byClass.get(booking.liveClassId)?.push(toApiMember(booking.friend));
      const classes: ApiFriendsBooked[] = ids.map((liveClassId) => ({
        liveClassId,
        friends: byClass.get(liveClassId) ?? [],
      }));
      return ok({ classes });
    },
  );

  app.post<{ Params: { id: number }; Body: { friendId: number } }>(
    '/api/liveclass/:id/invite',
    { schema: { params: liveClassParamsSchema, body: inviteBodySchema }, preHandler: signedIn },
    async (request, reply) => {
      const { member } = memberOf(request);
      const { id } = request.params;
      const { friendId } = request.body;
      if (friendId === member.id) throw badInput(SELF_INVITATION_MESSAGE);
      const now = app.clock();
      await limiter.enforce(
        [keyFor(CLASS_INVITATIONS_PER_MEMBER, member.id)],
        now,
        tooManyClassInvitationsMessage,
      );
      const invitation = await db.transaction(async (tx): Promise<ApiClassInvitation> => {
        const live = await new LiveClassRepository(tx).findById(id);
        if (live === undefined) throw notFound(NO_SUCH_CLASS_TO_INVITE_MESSAGE);
        if (live.cancelledAt !== null) throw classCancelled();
        if (now.getTime() >= live.scheduledAt.getTime())
          throw new HttpError(409, INVITE_STARTED_MESSAGE, 'class_started');
        if (!(await hasBooking(tx, member.id, live.id)))
          throw new HttpError(403, NOT_BOOKED_MESSAGE, 'not_booked');
        const social = new SocialRepository(tx);
        // Locked FOR SHARE: a removal cannot slip between this check and the message it allows.
        if ((await social.friendshipForMessages(member.id, friendId)) === undefined)
          throw new HttpError(403, NOT_A_FRIEND_MESSAGE, 'not_friends');
        const [face] = await new UserRepository(tx).facesByIds([friendId]);
        if (face === undefined) throw new HttpError(403, NOT_A_FRIEND_MESSAGE, 'not_friends');
        const friend = toApiMember(face);
        const invitations = new LiveFriendsRepository(tx);
        const alreadyInvited = () =>
          new HttpError(409, alreadyInvitedMessage(displayName(friend)), 'already_invited');
        if (await invitations.hasInvited(live.id, member.id, friendId)) throw alreadyInvited();
        if (await hasBooking(tx, friendId, live.id))
          throw new HttpError(409, friendBookedMessage(displayName(friend)), 'friend_booked');
        const { brand } = await studioOfClass(tx, live, publicUrl);
        const record = await social.addMessage(
          member.id,
          friendId,
          invitationText(live, classPageUrl(brand, live)),
          now,
          live.id,
        );
        // A racing twin already wrote one: this one's message goes with the rollback.
        const recorded = await invitations.recordInvitation(
          { liveClassId: live.id, inviterId: member.id, inviteeId: friendId, messageId: record.id },
          now,
        );
        if (!recorded) throw alreadyInvited();
        const message = toApiDirectMessage(record);
        await recordSocialEvent(tx, [member.id, friendId], { type: 'message.sent', message }, now);
        return { liveClassId: live.id, friend, message };
      });
      reply.code(201);
      return ok(invitation);
    },
  );
}
