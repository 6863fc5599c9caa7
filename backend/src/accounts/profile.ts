import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../db/database.js';
import { ok } from '../http/envelope.js';
import { BadRequestError, HttpError } from '../http/errors.js';
import { keyFor, type RateLimiter } from '../http/rate-limit.js';
import { normaliseEmail, normaliseName } from '../http/text.js';
import type { Brand } from '../mail/layout.js';
import type { Mailer, OutboxEmail } from '../mail/mailer.js';
import { memberOf } from './auth.js';
import {
  consumeEmailChange,
  createEmailChange,
  EMAIL_CHANGE_LINK_UNUSABLE_MESSAGE,
  emailChangeLink,
} from './email-change.js';
import { checkPassword } from './input.js';
import {
  EMAIL_CHANGES_PER_MEMBER,
  EMAIL_LINKS_PER_ADDRESS,
  LOG_IN_PER_EMAIL,
  PASSWORD_CHECKS_PER_MEMBER,
  PROFILE_CHANGES_PER_MEMBER,
  tooManyEmailChangesMessage,
  tooManyEmailLinksMessage,
  tooManyPasswordChecksMessage,
  tooManyProfileChangesMessage,
} from './limits.js';
import { emailChangedMessage, emailChangeLinkMessage, passwordChangedMessage } from './messages.js';
import { hashPassword, verifyPassword } from './passwords.js';
import type { User } from './present.js';
import { UserRepository, type UserRecord } from './repository.js';
import {
  emailChangeBodySchema,
  emailChangeConfirmBodySchema,
  passwordChangeBodySchema,
  profileBodySchema,
} from './schemas.js';
import { endOtherSessions } from './tokens.js';

/**
 * The member's own account details (API.md "Profile"): their name, their e-mail address (moved
 * only by a link mailed to the new address) and their password (the current one required; every
 * other session ends, this one stays). Each is limited like the other account calls.
 */

export const SAME_EMAIL_MESSAGE = 'This is already your e-mail address.';
export const EMAIL_IN_USE_MESSAGE = 'An account with this e-mail already exists.';
export const WRONG_PASSWORD_MESSAGE = 'currentPassword: is not your current password';
/** The machine code of a wrong current password, so clients can tell it from a malformed field. */
export const WRONG_PASSWORD_CODE = 'wrong_password';

export interface ProfileOptions {
  db: Database;
  mailer: Mailer;
  limiter: RateLimiter;
  requireMember: preHandlerAsyncHookHandler;
  /** The User as the API shows it, as of now. */
  presentUser: (user: UserRecord) => Promise<User>;
  /** The brand (and site) the member's mail carries: their studio's, else StreamFit's. */
  brandOf: (user: UserRecord) => Promise<Brand>;
}

export function registerProfileRoutes(app: FastifyInstance, options: ProfileOptions): void {
  const { db, mailer, limiter, requireMember, presentUser, brandOf } = options;
  const users = new UserRepository(db);

  async function deliver(emails: readonly OutboxEmail[]): Promise<void> {
    for (const email of emails) await mailer.deliver(email);
  }

  /**
   * Checks the member's current password, counted as log-ins are: the check is reserved first (so
   * parallel guesses cannot overrun the limit) and a right password takes it back.
   */
  async function checkCurrentPassword(member: UserRecord, password: string, now: Date): Promise<void> {
    const reserved = await limiter.enforce(
      [keyFor(PASSWORD_CHECKS_PER_MEMBER, member.id)],
      now,
      tooManyPasswordChecksMessage,
    );
    if (!(await verifyPassword(password, member.password))) {
      throw new HttpError(400, WRONG_PASSWORD_MESSAGE, WRONG_PASSWORD_CODE);
    }
    await limiter.release(reserved);
  }

  app.patch<{ Body: { firstName?: string; lastName?: string } }>(
    '/api/user/me',
    { schema: { body: profileBodySchema }, preHandler: requireMember },
    async (request) => {
      const { member } = memberOf(request);
      const { firstName, lastName } = request.body;
      if (firstName === undefined && lastName === undefined)
        throw new BadRequestError('body: must change firstName or lastName');
      const names = {
        firstName: firstName === undefined ? undefined : normaliseName(firstName, 'firstName'),
        lastName: lastName === undefined ? undefined : normaliseName(lastName, 'lastName'),
      };
      await limiter.enforce(
        [keyFor(PROFILE_CHANGES_PER_MEMBER, member.id)],
        app.clock(),
        tooManyProfileChangesMessage,
      );
      const user = await users.setName(member.id, names);
      if (!user) throw new Error(`User ${member.id} vanished`);
      return ok(await presentUser(user));
    },
  );

  /**
   * Mails a link to the new address; the account keeps its address until the link is used. The
   * current password is asked, so an unattended signed-in browser cannot hand the account away.
   */
  app.post<{ Body: { email: string; currentPassword: string } }>(
    '/api/user/me/email',
    { schema: { body: emailChangeBodySchema }, preHandler: requireMember },
    async (request, reply) => {
      const { member } = memberOf(request);
      const newEmail = normaliseEmail(request.body.email, 'email');
      const password = checkPassword(request.body.currentPassword, 'currentPassword', false);
      if (newEmail === member.email) throw new HttpError(409, SAME_EMAIL_MESSAGE, 'same_email');
      const now = app.clock();
      await limiter.enforce([keyFor(EMAIL_CHANGES_PER_MEMBER, member.id)], now, tooManyEmailChangesMessage);
      await checkCurrentPassword(member, password, now);
      if (await users.findByEmail(newEmail)) throw new HttpError(409, EMAIL_IN_USE_MESSAGE, 'email_taken');
      const brand = await brandOf(member);
      const { expiresAt, email } = await db.transaction(async (tx) => {
        const { token, expiresAt } = await createEmailChange(tx, member.id, newEmail, now);
        const message = emailChangeLinkMessage(
          member,
          { newEmail, link: emailChangeLink(brand.siteUrl, token), expiresAt },
          brand,
        );
        return { expiresAt, email: await mailer.enqueue(tx, message, now) };
      });
      await deliver([email]);
      reply.code(202);
      return ok({ pendingEmail: newEmail, expiresAt: expiresAt.toISOString() });
    },
  );

  /**
   * Uses a link: in one transaction the link is used up, the account moves to the new address and
   * the old address is told. No session needed: the link may be opened on another device.
   */
  app.post<{ Body: { token: string } }>(
    '/api/user/me/email/confirm',
    { schema: { body: emailChangeConfirmBodySchema } },
    async (request) => {
      const now = app.clock();
      await limiter.enforce([keyFor(EMAIL_LINKS_PER_ADDRESS, request.ip)], now, tooManyEmailLinksMessage);
      const { user, email } = await db.transaction(async (tx) => {
        const change = await consumeEmailChange(tx, request.body.token, now);
        if (change === undefined)
          throw new HttpError(400, EMAIL_CHANGE_LINK_UNUSABLE_MESSAGE, 'invalid_link');
        const repository = new UserRepository(tx);
        const before = await repository.findById(change.userId);
        if (before === undefined)
          throw new HttpError(400, EMAIL_CHANGE_LINK_UNUSABLE_MESSAGE, 'invalid_link');
        const user = await repository.setEmail(before.id, change.newEmail);
        // Rolled back with the rest: the link stays usable should the address come free again.
        if (user === undefined) throw new HttpError(409, EMAIL_IN_USE_MESSAGE, 'email_taken');
        const message = emailChangedMessage(
          before,
          { newEmail: change.newEmail, changedAt: now },
          await brandOf(before),
        );
        return { user, email: await mailer.enqueue(tx, message, now) };
      });
      await deliver([email]);
      return ok({ email: user.email });
    },
  );

  /**
   * A new password: the current one is checked first; then, in one transaction, the password is
   * set, every other session ends (with its session.ended event), unused reset links stop working,
   * the address's failed log-ins are cleared and the member is told by e-mail. This session stays.
   */
  app.post<{ Body: { currentPassword: string; newPassword: string } }>(
    '/api/user/me/password',
    { schema: { body: passwordChangeBodySchema }, preHandler: requireMember },
    async (request) => {
      const { member, authToken } = memberOf(request);
      const current = checkPassword(request.body.currentPassword, 'currentPassword', false);
      const next = checkPassword(request.body.newPassword, 'newPassword', true);
      const now = app.clock();
      await checkCurrentPassword(member, current, now);
      // Hashed before the transaction opens, so it stays short.
      const hash = await hashPassword(next);
      const brand = await brandOf(member);
      const email = await db.transaction(async (tx) => {
        await new UserRepository(tx).setPassword(member.id, hash);
        await endOtherSessions(tx, member.id, authToken, now);
        await tx.query('DELETE FROM password_reset_tokens WHERE user_id = $1 AND used_at IS NULL', [
          member.id,
        ]);
        await limiter.clear(keyFor(LOG_IN_PER_EMAIL, member.email), tx);
        return mailer.enqueue(tx, passwordChangedMessage(member, { changedAt: now }, brand), now);
      });
      await deliver([email]);
      return ok(await presentUser(member));
    },
  );
}
