import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../src/db/database.js';
import { json, type Envelope } from './app.js';

/** Helpers for the payments tests: card tokens, authenticated calls, and what the database holds. */

export const VISA = '4242 4242 4242 4242';
export const MASTERCARD = '5555 5555 5555 4444';
export const AMEX = '3782 822463 10005';
export const DECLINED = '4000 0000 0000 0002';
export const INSUFFICIENT_FUNDS = '4000 0000 0000 9995';
/** Saves fine; every charge is declined (a renewal that fails). */
export const FAILS_ON_CHARGE = '4000 0000 0000 0341';

export interface Failure {
  status: false;
  content: string;
  code: string;
}

export interface ApiCard {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface ApiSubscription {
  id: number;
  packageId: string;
  plan: 'monthly' | 'yearly';
  studioId: number;
  studioShortName: string;
  status: string;
  grantsAccess: boolean;
  trial: boolean;
  trialEndsAt: string | null;
  price: number;
  startedAt: string;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  nextBillingAt: string | null;
  nextBillingAmount: number | null;
  cancelled: boolean;
  cancelAtPeriodEnd: boolean;
  cancelledAt: string | null;
  endsAt: string | null;
  pausedAt: string | null;
  promo: { code: string; output: string } | null;
  card: ApiCard | null;
  stripeSubscriptionId: string;
  failedAttempts: number;
  createdAt: string;
}

export interface SubscribeContent {
  subscription: ApiSubscription;
  stripeSubscriptionId: string;
  charged: { amount: number; chargeId: string } | null;
}

export interface ApiDayPass {
  id: number;
  passDate: string;
  timeZone: string;
  startsAt: string;
  endsAt: string;
  active: boolean;
  studioId: number;
  studioShortName: string;
  price: number;
}

export interface MemberPayments {
  active: boolean;
  packageId: string | null;
  isClassOnly: boolean;
  studioId: number | null;
  trialAvailable: boolean;
  subscription: ApiSubscription | null;
  dayPasses: ApiDayPass[];
}

export interface ApiCharge {
  id: string;
  amount: number;
  currency: string;
  status: string;
  description: string;
  kind: string;
  cardBrand: string | null;
  cardLast4: string | null;
  failureMessage: string | null;
  createdAt: string;
}

export function cardDetails(
  number: string = VISA,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    number,
    expMonth: 12,
    expYear: 2034,
    cvc: number.replace(/\s/g, '').length === 15 ? '1234' : '123',
    ...overrides,
  };
}

export async function cardToken(app: FastifyInstance, number: string = VISA): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/basic/card-tokens',
    payload: cardDetails(number),
  });
  if (response.statusCode !== 201) throw new Error(`card token: ${response.statusCode} ${response.body}`);
  return json<Envelope<{ token: string }>>(response).content.token;
}

export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  authToken?: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { ...(authToken === undefined ? {} : { authorization: authToken }), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export function subscribe(
  app: FastifyInstance,
  authToken: string,
  body: Record<string, unknown>,
  options: { studio?: string; key?: string } = {},
): Promise<LightMyRequestResponse> {
  const url = options.studio === undefined ? '/api/user/subscribe' : `/api/user/subscribe/${options.studio}`;
  return call(
    app,
    'POST',
    url,
    authToken,
    { source: 'website', ...body },
    options.key === undefined ? {} : { 'idempotency-key': options.key },
  );
}

export async function subscribed(
  app: FastifyInstance,
  authToken: string,
  body: Record<string, unknown>,
  options: { studio?: string; key?: string } = {},
) {
  const response = await subscribe(app, authToken, body, options);
  if (response.statusCode !== 201) throw new Error(`subscribe: ${response.statusCode} ${response.body}`);
  return json<Envelope<SubscribeContent>>(response).content;
}

export async function memberPayments(app: FastifyInstance, authToken: string): Promise<MemberPayments> {
  const response = await call(app, 'GET', '/api/user/subscription', authToken);
  if (response.statusCode !== 200) throw new Error(`subscription: ${response.statusCode} ${response.body}`);
  return json<Envelope<MemberPayments>>(response).content;
}

export async function charges(app: FastifyInstance, authToken: string): Promise<ApiCharge[]> {
  const response = await call(app, 'GET', '/api/user/charges', authToken);
  if (response.statusCode !== 200) throw new Error(`charges: ${response.statusCode} ${response.body}`);
  return json<Envelope<ApiCharge[]>>(response).content;
}

export function expectFailure(
  response: LightMyRequestResponse,
  status: number,
  code: string,
  content?: string | RegExp,
): void {
  const body = json<Failure>(response);
  if (response.statusCode !== status || body.code !== code) {
    throw new Error(`expected ${status} ${code}, got ${response.statusCode} ${response.body}`);
  }
  if (typeof content === 'string' && body.content !== content)
    throw new Error(`expected '${content}', got '${body.content}'`);
  if (content instanceof RegExp && !content.test(body.content))
    throw new Error(`expected ${content}, got '${body.content}'`);
}

/** Row counts that a refused request must leave untouched. */
export async function paymentRows(db: Database, userId: number) {
  const count = async (sql: string): Promise<number> =>
    (await db.query<{ n: number }>(sql, [userId]))[0]?.n ?? -1;
  return {
    subscriptions: await count('SELECT count(*)::int AS n FROM subscriptions WHERE user_id = $1'),
    charges: await count('SELECT count(*)::int AS n FROM charges WHERE user_id = $1'),
    cards: await count('SELECT count(*)::int AS n FROM payment_sources WHERE user_id = $1'),
    dayPasses: await count('SELECT count(*)::int AS n FROM day_passes WHERE user_id = $1'),
    redemptions: await count('SELECT count(*)::int AS n FROM promo_redemptions WHERE user_id = $1'),
    mails: await count('SELECT count(*)::int AS n FROM outbox_emails WHERE user_id = $1'),
  };
}

/** Every charge the local provider recorded, all members. */
export async function providerCharges(db: Database): Promise<number> {
  return (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM local_provider_charges'))[0]?.n ?? -1;
}

export async function mailSubjects(db: Database, userId: number): Promise<string[]> {
  const rows = await db.query<{ subject: string }>(
    'SELECT subject FROM outbox_emails WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return rows.map((row) => row.subject);
}
