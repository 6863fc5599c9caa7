import { randomBytes } from 'node:crypto';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { memberOf } from '../accounts/auth.js';
import type { MemberJoinedHook } from '../accounts/joining.js';
import type { UserRecord } from '../accounts/repository.js';
import { sha256 } from '../accounts/tokens.js';
import type { Database, Queryable } from '../db/database.js';
import { ok } from '../http/envelope.js';
import { BadRequestError } from '../http/errors.js';
import { keyFor, type RateLimiter } from '../http/rate-limit.js';
import { normaliseEmail } from '../http/text.js';
import { button, layoutMessage, paragraph, type Brand } from '../mail/layout.js';
import type { Mailer, MailMessage } from '../mail/mailer.js';
import type { TextMessageSender } from '../sms/sender.js';
import { recordSocialEvent } from './events.js';
import { INVITATIONS_PER_MEMBER, INVITATIONS_PER_RECIPIENT, tooManyInvitationsMessage } from './limits.js';
import { toApiFriendship } from './present.js';
import { SocialRepository } from './repository.js';
import { invitationBodySchema } from './schemas.js';
import { INVITE_NEEDS_ONE_MESSAGE, PHONE_MESSAGE, SELF_INVITE_MESSAGE } from './texts.js';

/** An invitation's sign-up link works for 30 days; an invitation to an e-mail address is answered by any sign-up with it in that time. */
export const INVITATION_VALID_MS = 30 * 24 * 60 * 60 * 1000;

/** E.164: a plus, a country code that does not start with 0, 7 to 15 digits in all. */
const E164 = /^\+[1-9]\d{6,14}$/;

/**
 * A phone number as E.164, or a 400. Spaces, hyphens, dots and brackets people type between the
 * digits are dropped first; anything else (letters, a missing `+`, too few digits) is refused.
 */
export function normalisePhone(value: string): string {
  const phone = value.trim().replace(/[\s().-]/g, '');
  if (!E164.test(phone)) throw new BadRequestError(PHONE_MESSAGE);
  return phone;
}

/** Where an invitation leads: the sign-up page, with the token after `#` so it never reaches a server log. */
export function invitationLink(siteUrl: string, token: string): string {
  return `${siteUrl}/signup#invitation=${token}`;
}

function displayName(member: UserRecord): string {
  const initial = member.lastName.trim().slice(0, 1).toUpperCase();
  return initial === '' ? member.firstName : `${member.firstName} ${initial}.`;
}

export function invitationMailMessage(
  to: string,
  inviter: UserRecord,
  link: string,
  brand: Brand,
): MailMessage {
  const name = displayName(inviter);
  return layoutMessage(
    { to, userId: null, brand, subject: `${name} invited you to ${brand.name}` },
    {
      preview: `${name} wants to work out with you on ${brand.name}.`,
      greeting: 'Hi,',
      blocks: [
        paragraph(
          `${name} wants to work out with you on ${brand.name}: live and on-demand studio classes, at home.`,
        ),
        paragraph('Create your account with the link below and you will be friends straight away.'),
        button('Join and become friends', link),
        paragraph('If you did not expect this, you can ignore this e-mail.'),
      ],
    },
  );
}

export function invitationTextMessage(inviter: UserRecord, link: string, brand: Brand): string {
  return `${displayName(inviter)} invited you to work out together on ${brand.name}. Join here: ${link}`;
}

/**
 * Turns the invitations a new account answers into friendships, in the sign-up's transaction: the
 * one whose token came with the sign-up, and every open invitation mailed to the new address. An
 * unknown, used or expired token is ignored (the sign-up itself never fails for it).
 */
export const befriendOnJoining: MemberJoinedHook = async (tx, member, invitation, now) => {
  const since = new Date(now.getTime() - INVITATION_VALID_MS);
  const rows = await tx.query<{ id: number; inviter_id: number }>(
    `UPDATE friend_invitations SET accepted_by = $1, accepted_at = $2
      WHERE accepted_at IS NULL AND created_at > $3 AND inviter_id <> $1
        AND (email = $4 OR ($5::text IS NOT NULL AND token_hash = $5))
      RETURNING id, inviter_id`,
    [member.id, now, since, member.email, invitation === undefined ? null : sha256(invitation)],
  );
  const social = new SocialRepository(tx);
  for (const inviterId of [...new Set(rows.map((row) => row.inviter_id))].sort((a, b) => a - b)) {
    const friendship = await social.befriend(inviterId, member.id, now);
    if (friendship === undefined) continue;
    await recordSocialEvent(
      tx,
      [inviterId, member.id],
      { type: 'friend.accepted', friendship: toApiFriendship(friendship), viaInvitation: true },
      now,
    );
  }
};

async function recordInvitation(
  tx: Queryable,
  inviterId: number,
  to: { email: string } | { phone: string },
  tokenHash: string,
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO friend_invitations (inviter_id, email, phone, token_hash, created_at) VALUES ($1, $2, $3, $4, $5)`,
    [inviterId, 'email' in to ? to.email : null, 'phone' in to ? to.phone : null, tokenHash, now],
  );
}

export interface InvitationOptions {
  db: Database;
  signedIn: preHandlerAsyncHookHandler;
  limiter: RateLimiter;
  mailer: Mailer;
  textMessages: TextMessageSender;
  /** The brand (and site) the member's invitations carry: their studio's, else StreamFit's. */
  brandOf: (member: UserRecord) => Promise<Brand>;
}

/**
 * POST /api/user/friends/invite: an invitation by e-mail or text message with a sign-up link. The
 * answer is the same whether or not the address already has an account, so inviting never tells.
 */
export function registerInvitationRoutes(app: FastifyInstance, options: InvitationOptions): void {
  const { db, signedIn, limiter, mailer, textMessages, brandOf } = options;

  app.post<{ Body: { email?: string; phone?: string } }>(
    '/api/user/friends/invite',
    { schema: { body: invitationBodySchema }, preHandler: signedIn },
    async (request, reply) => {
      const { member } = memberOf(request);
      const { email, phone } = request.body;
      if ((email === undefined) === (phone === undefined))
        throw new BadRequestError(INVITE_NEEDS_ONE_MESSAGE);
      const to: { email: string } | { phone: string } =
        email !== undefined
          ? { email: normaliseEmail(email, 'email') }
          : { phone: normalisePhone(phone ?? '') };
      if ('email' in to && to.email === member.email) throw new BadRequestError(SELF_INVITE_MESSAGE);
      const now = app.clock();
      const recipient = 'email' in to ? to.email : to.phone;
      await limiter.enforce(
        [keyFor(INVITATIONS_PER_MEMBER, member.id), keyFor(INVITATIONS_PER_RECIPIENT, recipient)],
        now,
        tooManyInvitationsMessage,
      );
      const token = randomBytes(32).toString('base64url');
      const brand = await brandOf(member);
      const link = invitationLink(brand.siteUrl, token);
      const sent = await db.transaction(async (tx) => {
        await recordInvitation(tx, member.id, to, sha256(token), now);
        if ('email' in to)
          return {
            email: await mailer.enqueue(tx, invitationMailMessage(to.email, member, link, brand), now),
          };
        const text = invitationTextMessage(member, link, brand);
        return { sms: await textMessages.enqueue(tx, { to: to.phone, text, userId: member.id }, now) };
      });
      if (sent.email !== undefined) await mailer.deliver(sent.email);
      if (sent.sms !== undefined) await textMessages.deliver(sent.sms);
      reply.code(202);
      return ok({
        invited: 'email' in to ? { email: to.email } : { phone: to.phone },
        expiresAt: new Date(now.getTime() + INVITATION_VALID_MS).toISOString(),
      });
    },
  );
}
