import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import { UserRepository, type UserRecord } from './repository.js';
import { tokenFromHeader, userIdForToken } from './tokens.js';

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in member on routes guarded by `authenticate`; null elsewhere. */
    member: UserRecord | null;
    /** The session token the member used (logout revokes it). */
    authToken: string | null;
  }
}

export function registerAuthDecorators(app: FastifyInstance): void {
  app.decorateRequest('member', null);
  app.decorateRequest('authToken', null);
}

/** The member and token of a live session named by an Authorization header, or undefined. */
async function sessionOf(
  app: FastifyInstance,
  db: Database,
  users: UserRepository,
  header: string | undefined,
): Promise<{ member: UserRecord; token: string } | undefined> {
  const token = tokenFromHeader(header);
  const userId = token === undefined ? undefined : await userIdForToken(db, token, app.clock());
  const member = userId === undefined ? undefined : await users.findById(userId);
  return token === undefined || member === undefined ? undefined : { member, token };
}

/**
 * preHandler for calls that need a session: a missing, malformed, unknown, revoked or expired
 * token is one 401, so the answer never says which of those it was.
 */
export function authenticate(app: FastifyInstance, db: Database): preHandlerAsyncHookHandler {
  const users = new UserRepository(db);
  return async function (request: FastifyRequest): Promise<void> {
    const session = await sessionOf(app, db, users, request.headers.authorization);
    if (session === undefined) throw new HttpError(401, SESSION_ENDED_MESSAGE);
    request.member = session.member;
    request.authToken = session.token;
  };
}

/**
 * preHandler for public calls that also count per member when a session comes along (promo code
 * checks, card tokens): a valid token sets `request.member`; a missing or bad one is ignored, never a 401.
 */
export function identify(app: FastifyInstance, db: Database): preHandlerAsyncHookHandler {
  const users = new UserRepository(db);
  return async function (request: FastifyRequest): Promise<void> {
    const session = await sessionOf(app, db, users, request.headers.authorization);
    if (session === undefined) return;
    request.member = session.member;
    request.authToken = session.token;
  };
}

/** The member on a route guarded by `authenticate`. */
export function memberOf(request: FastifyRequest): { member: UserRecord; authToken: string } {
  if (request.member === null || request.authToken === null) throw new HttpError(401, SESSION_ENDED_MESSAGE);
  return { member: request.member, authToken: request.authToken };
}
