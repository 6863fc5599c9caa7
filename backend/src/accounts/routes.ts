import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../db/database.js';
import { ok } from '../http/envelope.js';
import { BadRequestError, HttpError, NotFoundError } from '../http/errors.js';
import { keyFor, type RateLimiter } from '../http/rate-limit.js';
import { normaliseEmail } from '../http/text.js';
import type { Mailer } from '../mail/mailer.js';
import {
  passwordResetMessage,
  streamFitBrand,
  studioBrand,
  studioSiteUrl,
  welcomeMessage,
  type Brand,
} from '../mail/messages.js';
import type { StudioRecord, StudioRepository } from '../studios/repository.js';
import { MAX_ID } from '../studios/schemas.js';
import type { MemberAccessRule } from './access.js';
import type { MemberJoinedHook } from './joining.js';
import { authenticate, memberOf, registerAuthDecorators } from './auth.js';
import { verifyGymBenefitToken } from './gym-benefit.js';
import { checkPassword, readUserInfo, type UserInfoBody } from './input.js';
import { pendingEmailChange } from './email-change.js';
import { registerMemberRoutes } from './members.js';
import { registerProfileRoutes } from './profile.js';
import {
  consumeResetToken,
  createResetToken,
  RESET_LINK_UNUSABLE_MESSAGE,
  resetLink,
  usableResetToken,
} from './password-reset.js';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords.js';
import { toApiUser } from './present.js';
import { UserRepository, type AccessType, type UserRecord } from './repository.js';
import {
  gymBenefitRegisterBodySchema,
  loginBodySchema,
  registerBodySchema,
  resetCheckBodySchema,
  resetCompleteBodySchema,
  resetPasswordBodySchema,
  resetPasswordQuerySchema,
  studioParamsSchema,
} from './schemas.js';
import {
  LOG_IN_PER_ADDRESS,
  LOG_IN_PER_EMAIL,
  RESET_LINKS_PER_ADDRESS,
  RESET_PER_ADDRESS,
  RESET_PER_EMAIL,
  SIGN_UP_PER_ADDRESS,
  tooManyLogInsMessage,
  tooManyResetLinksMessage,
  tooManyResetsMessage,
  tooManySignUpsMessage,
} from './limits.js';
import { endAllSessions, endSession, issueToken, sha256 } from './tokens.js';

export const DUPLICATE_EMAIL_MESSAGE = 'An account with this e-mail already exists. Log in instead.';
export const INVALID_INVITATION_MESSAGE = 'This gym-benefit invitation is not valid.';
export const WRONG_CREDENTIALS_MESSAGE = 'Incorrect e-mail or password.';
export const UNKNOWN_USER_MESSAGE = 'This user does not exist';
export const RESET_DONE_MESSAGE =
  'Password reset successful! Please check your email to get your new password and login!';

export interface AccountsOptions {
  db: Database;
  studios: StudioRepository;
  mailer: Mailer;
  gymBenefitSecret: string;
  /** The site's base URL, for links in e-mails. */
  publicUrl: string;
  /** The shared limiter (log-in, password reset, sign-up). */
  limiter: RateLimiter;
  /** Who may use what (payments' membership rule). */
  memberAccess: MemberAccessRule;
  /** What else a new account sets off, in its transaction (friend invitations). */
  memberJoined: MemberJoinedHook;
}

interface StudioParams {
  studioShortName: string;
}

export function registerAccountRoutes(app: FastifyInstance, options: AccountsOptions): void {
  const { db, studios, mailer, limiter, memberAccess } = options;
  const users = new UserRepository(db);
  const requireMember = authenticate(app, db);
  registerAuthDecorators(app);

  /** The User with its membership as of now (payments decides access) and any address waiting for confirmation. */
  async function presentUser(user: UserRecord) {
    const now = app.clock();
    const [access, pending] = await Promise.all([
      memberAccess(db, user, now),
      pendingEmailChange(db, user.id, now),
    ]);
    return toApiUser(user, access, pending?.email ?? null);
  }

  /** White-label calls name a studio that exists and has a white-label site. */
  async function whiteLabelStudio(shortName: string): Promise<StudioRecord> {
    const studio = await studios.findByShortName(shortName);
    if (!studio) throw new NotFoundError(`No studio with short name '${shortName}'.`);
    if (studio.whitelabelDomain === null)
      throw new NotFoundError(`Studio '${shortName}' has no white-label site.`);
    return studio;
  }

  function brandFor(studio: StudioRecord | undefined): Brand {
    return studio
      ? studioBrand(studio.name, studioSiteUrl(studio.whitelabelDomain, options.publicUrl))
      : streamFitBrand(options.publicUrl);
  }

  interface SignUp {
    info: UserInfoBody;
    /** The client address, which the sign-up limit counts. */
    clientAddress: string;
    studio?: StudioRecord;
    /** A gym-benefit invitation already checked for signature, expiry and e-mail. */
    gymBenefitToken?: string;
    /** A friend invitation's token from the invitation link, if the member followed one. */
    invitation?: string | undefined;
  }

  /**
   * Creates the account, its first session and the welcome e-mail in one transaction. Counted
   * against the sign-up limit once the request is valid (a taken e-mail counts too), before the
   * password is hashed.
   */
  async function signUp(
    reply: FastifyReply,
    { info, clientAddress, studio, gymBenefitToken, invitation }: SignUp,
  ) {
    const now = app.clock();
    await limiter.enforce([keyFor(SIGN_UP_PER_ADDRESS, clientAddress)], now, tooManySignUpsMessage);
    // Hashed before the transaction opens, so it stays short.
    const password = await hashPassword(info.password);
    const accessType: AccessType = gymBenefitToken === undefined ? 'standard' : 'gympass';
    const { user, authToken, email } = await db.transaction(async (tx) => {
      const repository = new UserRepository(tx);
      const tokenHash = gymBenefitToken === undefined ? undefined : sha256(gymBenefitToken);
      if (tokenHash !== undefined && (await repository.isGymBenefitRedeemed(tokenHash))) {
        throw new HttpError(403, INVALID_INVITATION_MESSAGE);
      }
      const user = await repository.insert({
        email: info.email,
        firstName: info.firstName,
        lastName: info.lastName,
        password,
        studioId: studio?.id ?? null,
        accountType: studio ? 'studio' : 'general',
        accessType,
        userType: 'member',
        createdAt: now,
      });
      if (!user) throw new HttpError(409, DUPLICATE_EMAIL_MESSAGE);
      // Still checked here: two sign-ups racing with one invitation, only one commits.
      if (tokenHash !== undefined && !(await repository.redeemGymBenefit(tokenHash, user.id, now))) {
        throw new HttpError(403, INVALID_INVITATION_MESSAGE);
      }
      await options.memberJoined(tx, { id: user.id, email: user.email }, invitation, now);
      const authToken = await issueToken(tx, user.id, now);
      const email = await mailer.enqueue(tx, welcomeMessage(user, brandFor(studio)), now);
      return { user, authToken, email };
    });
    await mailer.deliver(email);
    reply.code(201);
    return ok({ authToken, user: await presentUser(user) });
  }

  app.post<{ Body: { userInfo: UserInfoBody; invitation?: string } }>(
    '/api/user/register',
    { schema: { body: registerBodySchema } },
    async (request, reply) =>
      signUp(reply, {
        info: readUserInfo(request.body.userInfo),
        clientAddress: request.ip,
        invitation: request.body.invitation,
      }),
  );

  // Static, so it wins over the white-label route below for the path segment 'gympass'.
  app.post<{ Body: { userInfo: UserInfoBody; token: string; invitation?: string } }>(
    '/api/user/register/gympass',
    { schema: { body: gymBenefitRegisterBodySchema } },
    async (request, reply) => {
      const info = readUserInfo(request.body.userInfo);
      const invitation = verifyGymBenefitToken(options.gymBenefitSecret, request.body.token, app.clock());
      if (!invitation.valid || invitation.email !== info.email) {
        request.log.info(
          { reason: invitation.valid ? 'e-mail mismatch' : invitation.reason },
          'gym-benefit sign-up refused',
        );
        throw new HttpError(403, INVALID_INVITATION_MESSAGE);
      }
      return signUp(reply, {
        info,
        clientAddress: request.ip,
        gymBenefitToken: request.body.token,
        invitation: request.body.invitation,
      });
    },
  );

  app.post<{ Params: StudioParams; Body: { userInfo: UserInfoBody; invitation?: string } }>(
    '/api/user/register/:studioShortName',
    { schema: { params: studioParamsSchema, body: registerBodySchema } },
    async (request, reply) => {
      const info = readUserInfo(request.body.userInfo);
      const studio = await whiteLabelStudio(request.params.studioShortName);
      return signUp(reply, { info, clientAddress: request.ip, studio, invitation: request.body.invitation });
    },
  );

  interface Credentials {
    email: string;
    password: string;
  }

  /**
   * One answer for an unknown e-mail and a wrong password (same text, same scrypt work, both
   * counted), so log-in never tells which addresses have accounts. The attempt is reserved before
   * the password is checked, so parallel guesses cannot overrun the limit; a right password takes
   * its reservation back and clears the e-mail's failures.
   */
  async function logIn(body: Credentials, clientAddress: string) {
    const email = normaliseEmail(body.email, 'email');
    const password = checkPassword(body.password, 'password', false);
    const now = app.clock();
    const emailKey = keyFor(LOG_IN_PER_EMAIL, email);
    const reserved = await limiter.enforce(
      [emailKey, keyFor(LOG_IN_PER_ADDRESS, clientAddress)],
      now,
      tooManyLogInsMessage,
    );
    const user = await users.findByEmail(email);
    const matches = user ? await verifyPassword(password, user.password) : await verifyAgainstDecoy(password);
    // The reservation stays: it is the recorded failure.
    if (!user || !matches) throw new HttpError(401, WRONG_CREDENTIALS_MESSAGE);
    const authToken = await db.transaction(async (tx) => {
      await limiter.release(reserved, tx);
      await limiter.clear(emailKey, tx);
      return issueToken(tx, user.id, now);
    });
    return ok({ ...(await presentUser(user)), authToken });
  }

  app.post<{ Body: Credentials }>('/api/user/login', { schema: { body: loginBodySchema } }, async (request) =>
    logIn(request.body, request.ip),
  );

  // Any account may log in on a white-label site (e-mails are unique across the platform); the
  // studio must exist. Whether the member counts as subscribed there is the client's rule.
  app.post<{ Params: StudioParams; Body: Credentials }>(
    '/api/user/login/:studioShortName',
    { schema: { params: studioParamsSchema, body: loginBodySchema } },
    async (request) => {
      await whiteLabelStudio(request.params.studioShortName);
      return logIn(request.body, request.ip);
    },
  );

  app.post('/api/user/logout', { preHandler: requireMember }, async (request) => {
    const { member, authToken } = memberOf(request);
    const now = app.clock();
    await db.transaction((tx) => endSession(tx, member.id, authToken, now));
    return ok({ loggedOut: true });
  });

  app.get('/api/user/me', { preHandler: requireMember }, async (request) =>
    ok(await presentUser(memberOf(request).member)),
  );

  app.post<{ Querystring: { studioId?: string }; Body: { email: string } }>(
    '/api/user/reset-password',
    { schema: { querystring: resetPasswordQuerySchema, body: resetPasswordBodySchema } },
    async (request) => {
      const email = normaliseEmail(request.body.email, 'email');
      let studio: StudioRecord | undefined;
      if (request.query.studioId !== undefined) {
        const id = Number(request.query.studioId);
        [studio] = id <= MAX_ID ? await studios.findByIds([id]) : [];
        // 400, not 404: the client reads any 404 here as "this user does not exist".
        if (!studio) throw new BadRequestError(`studioId: no studio with id ${request.query.studioId}`);
      }
      // Counted before the user is looked up: known and unknown e-mails cost the same, so the
      // limit also slows anyone probing which addresses have accounts.
      await limiter.enforce(
        [keyFor(RESET_PER_EMAIL, email), keyFor(RESET_PER_ADDRESS, request.ip)],
        app.clock(),
        tooManyResetsMessage,
      );
      const user = await users.findByEmail(email);
      if (!user) throw new NotFoundError(UNKNOWN_USER_MESSAGE);
      await mailResetLink(user, studio);
      return ok(RESET_DONE_MESSAGE);
    },
  );

  /**
   * A new link (the member's earlier unused ones stop working) and its e-mail, in one transaction.
   * The password and sessions stay as they are until the link is used.
   */
  async function mailResetLink(user: UserRecord, studio: StudioRecord | undefined): Promise<void> {
    const now = app.clock();
    const brand = brandFor(
      studio ?? (user.studioId === null ? undefined : (await studios.findByIds([user.studioId]))[0]),
    );
    const email = await db.transaction(async (tx) => {
      const token = await createResetToken(tx, user.id, now);
      return mailer.enqueue(tx, passwordResetMessage(user, resetLink(brand.siteUrl, token), brand), now);
    });
    await mailer.deliver(email);
  }

  /** Counts a try with a reset link for the client address (the token shape was checked by the schema). */
  async function countResetLinkTry(clientAddress: string, now: Date): Promise<void> {
    await limiter.enforce([keyFor(RESET_LINKS_PER_ADDRESS, clientAddress)], now, tooManyResetLinksMessage);
  }

  app.post<{ Body: { token: string } }>(
    '/api/user/reset-password/check',
    { schema: { body: resetCheckBodySchema } },
    async (request) => {
      const now = app.clock();
      await countResetLinkTry(request.ip, now);
      const usable = await usableResetToken(db, request.body.token, now);
      const user = usable === undefined ? undefined : await users.findById(usable.userId);
      if (usable === undefined || user === undefined) throw new BadRequestError(RESET_LINK_UNUSABLE_MESSAGE);
      return ok({ email: user.email, expiresAt: usable.expiresAt.toISOString() });
    },
  );

  /**
   * Uses a link: in one transaction the link is used up, the password set, every session ended
   * (with its session.ended event), the e-mail's log-in failures cleared and a new session opened.
   */
  app.post<{ Body: { token: string; password: string } }>(
    '/api/user/reset-password/complete',
    { schema: { body: resetCompleteBodySchema } },
    async (request) => {
      const password = checkPassword(request.body.password, 'password', true);
      const now = app.clock();
      await countResetLinkTry(request.ip, now);
      // A cheap look first, so a dead link costs no password hashing; the update below decides.
      if ((await usableResetToken(db, request.body.token, now)) === undefined)
        throw new BadRequestError(RESET_LINK_UNUSABLE_MESSAGE);
      const hash = await hashPassword(password);
      const { user, authToken } = await db.transaction(async (tx) => {
        const userId = await consumeResetToken(tx, request.body.token, now);
        const repository = new UserRepository(tx);
        const user = userId === undefined ? undefined : await repository.findById(userId);
        if (user === undefined) throw new BadRequestError(RESET_LINK_UNUSABLE_MESSAGE);
        await repository.setPassword(user.id, hash);
        await endAllSessions(tx, user.id, now);
        await limiter.clear(keyFor(LOG_IN_PER_EMAIL, user.email), tx);
        return { user, authToken: await issueToken(tx, user.id, now) };
      });
      return ok({ ...(await presentUser(user)), authToken });
    },
  );

  registerMemberRoutes(app, db, requireMember);
  registerProfileRoutes(app, {
    db,
    mailer,
    limiter,
    requireMember,
    presentUser,
    brandOf: async (user) =>
      brandFor(user.studioId === null ? undefined : (await studios.findByIds([user.studioId]))[0]),
  });
}
