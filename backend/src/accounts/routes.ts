import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../db/database.js';
import { ok } from '../http/envelope.js';
import { BadRequestError, HttpError, NotFoundError } from '../http/errors.js';
import type { Mailer } from '../mail/mailer.js';
import { newPasswordMessage, streamFitBrand, studioBrand, studioSiteUrl, welcomeMessage, type Brand } from '../mail/messages.js';
import type { StudioRecord, StudioRepository } from '../studios/repository.js';
import { MAX_ID } from '../studios/schemas.js';
import { membershipFor } from '../payments/membership.js';
import { authenticate, memberOf, registerAuthDecorators } from './auth.js';
import { verifyGymBenefitToken } from './gym-benefit.js';
import { checkPassword, normaliseEmail, readUserInfo, type UserInfoBody } from './input.js';
import { hashPassword, randomPassword, verifyAgainstDecoy, verifyPassword } from './passwords.js';
import { toApiUser } from './present.js';
import { UserRepository, type AccessType, type UserRecord } from './repository.js';
import {
  gymBenefitRegisterBodySchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  resetPasswordQuerySchema,
  studioParamsSchema,
} from './schemas.js';
import { AttemptThrottle, LoginThrottle, PASSWORD_RESET_LIMITS } from './throttle.js';
import { issueToken, revokeAllTokens, revokeToken, sha256 } from './tokens.js';

export const DUPLICATE_EMAIL_MESSAGE = 'An account with this e-mail already exists. Log in instead.';
export const INVALID_INVITATION_MESSAGE = 'This gym-benefit invitation is not valid.';
export const WRONG_CREDENTIALS_MESSAGE = 'Incorrect e-mail or password.';
export const UNKNOWN_USER_MESSAGE = 'This user does not exist';
export const RESET_DONE_MESSAGE =
  'Password reset successful! Please check your email to get your new password and login!';

export function tooManyAttemptsMessage(minutes: number): string {
  return `Too many failed log-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export function tooManyResetsMessage(minutes: number): string {
  return `Too many password reset requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export interface AccountsOptions {
  db: Database;
  studios: StudioRepository;
  mailer: Mailer;
  gymBenefitSecret: string;
  /** The site's base URL, for links in e-mails. */
  publicUrl: string;
}

interface StudioParams {
  studioShortName: string;
}

export function registerAccountRoutes(app: FastifyInstance, options: AccountsOptions): void {
  const { db, studios, mailer } = options;
  const users = new UserRepository(db);
  const throttle = new LoginThrottle(db);
  const resetThrottle = new AttemptThrottle(db, PASSWORD_RESET_LIMITS);
  const requireMember = authenticate(app, db);
  registerAuthDecorators(app);

  /** The User with its membership as of now (payments decides access). */
  async function presentUser(user: UserRecord) {
    return toApiUser(user, await membershipFor(db, user, app.clock()));
  }

  /** White-label calls name a studio that exists and has a white-label site. */
  async function whiteLabelStudio(shortName: string): Promise<StudioRecord> {
    const studio = await studios.findByShortName(shortName);
    if (!studio) throw new NotFoundError(`No studio with short name '${shortName}'.`);
    if (studio.whitelabelDomain === null) throw new NotFoundError(`Studio '${shortName}' has no white-label site.`);
    return studio;
  }

  function brandFor(studio: StudioRecord | undefined): Brand {
    return studio ? studioBrand(studio.name, studioSiteUrl(studio.whitelabelDomain, options.publicUrl)) : streamFitBrand(options.publicUrl);
  }

  interface SignUp {
    info: UserInfoBody;
    studio?: StudioRecord;
    /** A gym-benefit invitation already checked for signature, expiry and e-mail. */
    gymBenefitToken?: string;
  }

  /** Creates the account, its first session and the welcome e-mail in one transaction. */
  async function signUp(reply: FastifyReply, { info, studio, gymBenefitToken }: SignUp) {
    const now = app.clock();
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
      const authToken = await issueToken(tx, user.id, now);
      const email = await mailer.enqueue(tx, welcomeMessage(user, brandFor(studio)), now);
      return { user, authToken, email };
    });
    await mailer.deliver(email);
    reply.code(201);
    return ok({ authToken, user: await presentUser(user) });
  }

  app.post<{ Body: { userInfo: UserInfoBody } }>(
    '/api/user/register',
    { schema: { body: registerBodySchema } },
    async (request, reply) => signUp(reply, { info: readUserInfo(request.body.userInfo) }),
  );

  // Static, so it wins over the white-label route below for the path segment 'gympass'.
  app.post<{ Body: { userInfo: UserInfoBody; token: string } }>(
    '/api/user/register/gympass',
    { schema: { body: gymBenefitRegisterBodySchema } },
    async (request, reply) => {
      const info = readUserInfo(request.body.userInfo);
      const invitation = verifyGymBenefitToken(options.gymBenefitSecret, request.body.token, app.clock());
      if (!invitation.valid || invitation.email !== info.email) {
        request.log.info({ reason: invitation.valid ? 'e-mail mismatch' : invitation.reason }, 'gym-benefit sign-up refused');
        throw new HttpError(403, INVALID_INVITATION_MESSAGE);
      }
      return signUp(reply, { info, gymBenefitToken: request.body.token });
    },
  );

  app.post<{ Params: StudioParams; Body: { userInfo: UserInfoBody } }>(
    '/api/user/register/:studioShortName',
    { schema: { params: studioParamsSchema, body: registerBodySchema } },
    async (request, reply) => {
      const info = readUserInfo(request.body.userInfo);
      const studio = await whiteLabelStudio(request.params.studioShortName);
      return signUp(reply, { info, studio });
    },
  );

  interface Credentials {
    email: string;
    password: string;
  }

  /**
   * One answer for an unknown e-mail and a wrong password (same text, same scrypt work, both
   * counted by the throttle), so log-in never tells which addresses have accounts.
   */
  async function logIn(reply: FastifyReply, body: Credentials, clientAddress: string) {
    const email = normaliseEmail(body.email, 'email');
    const password = checkPassword(body.password, 'password', false);
    const now = app.clock();
    const minutes = await throttle.minutesLeft(email, clientAddress, now);
    if (minutes > 0) {
      reply.header('retry-after', String(minutes * 60));
      throw new HttpError(429, tooManyAttemptsMessage(minutes));
    }
    const user = await users.findByEmail(email);
    const matches = user ? await verifyPassword(password, user.password) : await verifyAgainstDecoy(password);
    if (!user || !matches) {
      await throttle.recordFailure(email, clientAddress, now);
      throw new HttpError(401, WRONG_CREDENTIALS_MESSAGE);
    }
    await throttle.clear(email);
    const authToken = await issueToken(db, user.id, now);
    return ok({ ...(await presentUser(user)), authToken });
  }

  app.post<{ Body: Credentials }>('/api/user/login', { schema: { body: loginBodySchema } }, async (request, reply) =>
    logIn(reply, request.body, request.ip),
  );

  // Any account may log in on a white-label site (e-mails are unique across the platform); the
  // studio must exist. Whether the member counts as subscribed there is the client's rule (spec §4).
  app.post<{ Params: StudioParams; Body: Credentials }>(
    '/api/user/login/:studioShortName',
    { schema: { params: studioParamsSchema, body: loginBodySchema } },
    async (request, reply) => {
      await whiteLabelStudio(request.params.studioShortName);
      return logIn(reply, request.body, request.ip);
    },
  );

  app.post('/api/user/logout', { preHandler: requireMember }, async (request) => {
    const { authToken } = memberOf(request);
    await revokeToken(db, authToken, app.clock());
    return ok({ loggedOut: true });
  });

  app.get('/api/user/me', { preHandler: requireMember }, async (request) => ok(await presentUser(memberOf(request).member)));

  app.post<{ Querystring: { studioId?: string }; Body: { email: string } }>(
    '/api/user/reset-password',
    { schema: { querystring: resetPasswordQuerySchema, body: resetPasswordBodySchema } },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email, 'email');
      // Checked and counted before the user is looked up: known and unknown e-mails cost the same,
      // so the limit also slows anyone probing which addresses have accounts.
      const now = app.clock();
      const minutes = await resetThrottle.minutesLeft(email, request.ip, now);
      if (minutes > 0) {
        reply.header('retry-after', String(minutes * 60));
        throw new HttpError(429, tooManyResetsMessage(minutes));
      }
      await resetThrottle.recordFailure(email, request.ip, now);
      let studio: StudioRecord | undefined;
      if (request.query.studioId !== undefined) {
        const id = Number(request.query.studioId);
        [studio] = id <= MAX_ID ? await studios.findByIds([id]) : [];
        // 400, not 404: the client reads any 404 here as "this user does not exist".
        if (!studio) throw new BadRequestError(`studioId: no studio with id ${request.query.studioId}`);
      }
      const user = await users.findByEmail(email);
      if (!user) throw new NotFoundError(UNKNOWN_USER_MESSAGE);
      await resetPassword(user, studio);
      return ok(RESET_DONE_MESSAGE);
    },
  );

  /** New random password, every session ended, throttle cleared and the e-mail recorded: all or nothing. */
  async function resetPassword(user: UserRecord, studio: StudioRecord | undefined): Promise<void> {
    const now = app.clock();
    const password = randomPassword();
    const hash = await hashPassword(password);
    const brandStudio = studio ?? (user.studioId === null ? undefined : (await studios.findByIds([user.studioId]))[0]);
    const email = await db.transaction(async (tx) => {
      await new UserRepository(tx).setPassword(user.id, hash);
      await revokeAllTokens(tx, user.id, now);
      await throttle.clear(user.email, tx);
      return mailer.enqueue(tx, newPasswordMessage(user, password, brandFor(brandStudio)), now);
    });
    await mailer.deliver(email);
  }
}
