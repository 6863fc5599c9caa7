import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { json, type Envelope } from './app.js';

/** The API's User, as the tests read it. */
export interface ApiUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  studioId: number | null;
  accountType: string;
  accessType: string;
  userType: string;
  isCustomer: boolean;
  birthday: string | null;
  subscription: {
    active: boolean;
    packageId: string | null;
    isClassOnly: boolean;
    studioId: number | null;
    kind: string;
  };
  createdAt: string;
}

export interface OutboxItem {
  id: number;
  to: string;
  from: string;
  subject: string;
  text: string;
  /** The HTML part (every message in the shared layout has one). */
  html: string | null;
  sentAt: string;
}

let counter = 0;
/** A fresh address per call, so tests sharing one database never collide. */
export function uniqueEmail(tag = 'member'): string {
  counter += 1;
  return `${tag}.${counter}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export const PASSWORD = 'correct horse battery';

export function userInfo(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { email: uniqueEmail(), firstName: 'Ada', lastName: 'Lovelace', password: PASSWORD, ...overrides };
}

export function register(
  app: FastifyInstance,
  payload: unknown,
  path = '/api/user/register',
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: path, payload: payload as object, headers });
}

export function login(
  app: FastifyInstance,
  email: string,
  password: string,
  options: { path?: string; address?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: options.path ?? '/api/user/login',
    payload: { email, password },
    // The app trusts loopback proxies, so this stands in for the caller's address.
    headers: { 'x-forwarded-for': options.address ?? '198.51.100.1' },
  });
}

export async function signUp(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const info = userInfo(overrides);
  const response = await register(app, { userInfo: info });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const content = json<Envelope<{ authToken: string; user: ApiUser }>>(response).content;
  return {
    info: info as { email: string; password: string; firstName: string; lastName: string },
    ...content,
  };
}

export function withToken(app: FastifyInstance, method: 'GET' | 'POST', url: string, authorization?: string) {
  return app.inject({ method, url, headers: authorization === undefined ? {} : { authorization } });
}

export async function outbox(app: FastifyInstance, to?: string): Promise<OutboxItem[]> {
  const response = await app.inject({
    method: 'GET',
    url: to === undefined ? '/api/dev/outbox' : `/api/dev/outbox?to=${encodeURIComponent(to)}`,
  });
  if (response.statusCode !== 200) throw new Error(`outbox: ${response.statusCode} ${response.body}`);
  return json<Envelope<OutboxItem[]>>(response).content;
}

/** Adjustable time for the app under test. */
export class TestClock {
  constructor(public current = new Date('2030-03-01T12:00:00.000Z')) {}
  readonly now = (): Date => new Date(this.current);
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;
