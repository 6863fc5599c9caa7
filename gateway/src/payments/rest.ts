// The payments' REST resources (API.md "Payments") and their decoders. Every call goes
// through the request's RestClient; purchases and changes are POSTs, which it never retries.
import { decodeMembership, SUBSCRIPTION_PATH } from '../accounts/rest.js';
import { ErrorCode } from '../errors/index.js';
import { RestFailure, type RestClient } from '../rest/client.js';
import { array, bool, isObject, malformed, object, optionalStr, positiveInt, str } from '../rest/decode.js';
import { DEFAULT_CURRENCY, moneyFromDollars } from '../shared/money.js';
import type { RestPage } from '../relay/connection.js';
import type {
  ChargeKindValue,
  ChargeModel,
  ChargeStatusValue,
  DayPassModel,
  MemberPaymentsModel,
  MoneyModel,
  PaymentCardModel,
  PaymentProviderModel,
  PlanModel,
  ProductModel,
  MemberSubscriptionModel,
  PlanChangeModel,
  SubscriptionStatusValue,
} from './models.js';

export const PLANS_PATH = '/api/basic/plans';
export const STRIPE_PATH = '/api/basic/stripe';
export const CARD_TOKENS_PATH = '/api/basic/card-tokens';
export const VERIFY_PROMO_PATH = '/api/basic/verifyPromo';
export const PRODUCTS_PATH = '/api/products/list';
export const PAYMENT_SOURCES_PATH = `${SUBSCRIPTION_PATH}/payment-sources`;
export const DAY_PASS_PATH = '/api/user/daypass/purchase';
export const CHARGES_PATH = '/api/user/charges';
export const CHANGE_PLAN_PATH = `${SUBSCRIPTION_PATH}/change-plan`;
/** A charge's reference, as receipts name it (the backend's shape): checked before it becomes a path. */
export const CHARGE_REFERENCE = /^ch_[A-Za-z0-9]{1,64}$/;
/** GET /api/user/charges answers at most this many a page. */
export const MAX_CHARGES_PER_CALL = 100;
export { SUBSCRIPTION_PATH };

/** The changes to a subscription that take no details, by their REST path segment. */
export type SubscriptionAction = 'cancel' | 'un-cancel' | 'pause' | 'un-pause';

export function plansPath(studioShortName: string | null): string {
  return studioShortName === null
    ? PLANS_PATH
    : `${PLANS_PATH}?studio=${encodeURIComponent(studioShortName)}`;
}

export function planPath(packageId: string): string {
  return `${PLANS_PATH}/${encodeURIComponent(packageId)}`;
}

export function productsPath(ids: readonly number[]): string {
  return `${PRODUCTS_PATH}?productIds=${ids.join(',')}`;
}

/** POST /api/user/subscribe, or /subscribe/{studioShortName} on a studio's checkout (the name is checked by the caller). */
export function subscribePath(studioShortName: string | null): string {
  return studioShortName === null
    ? '/api/user/subscribe'
    : `/api/user/subscribe/${encodeURIComponent(studioShortName)}`;
}

export function subscriptionActionPath(action: SubscriptionAction | 'update-card'): string {
  return `${SUBSCRIPTION_PATH}/${action}`;
}

// ---- decoders -------------------------------------------------------------------------------

function optionalId(value: unknown, what: string): number | null {
  return value === null || value === undefined ? null : positiveInt(value, what);
}

/** An id the backend may send as a number or a string; kept as text (global ids are built from it). */
function idText(value: unknown, what: string): string {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return String(value);
  if (typeof value === 'string' && /^[A-Za-z0-9_.-]{1,128}$/.test(value)) return value;
  throw malformed(what);
}

function requiredStr(value: unknown, what: string): string {
  const text = str(value);
  if (text === '') throw malformed(what);
  return text;
}

function int(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw malformed(what);
  return value;
}

export function decodePlan(value: unknown, what: string): PlanModel {
  const plan = object(value, what);
  const kinds = { monthly: 'MONTHLY', yearly: 'YEARLY', daypass: 'DAY_PASS' } as const;
  const kind =
    typeof plan.kind === 'string' && Object.hasOwn(kinds, plan.kind)
      ? kinds[plan.kind as keyof typeof kinds]
      : null;
  if (kind === null) throw malformed(`${what}.kind`);
  const interval = plan.interval === 'month' ? 'MONTH' : plan.interval === 'year' ? 'YEAR' : null;
  return {
    __typename: 'Plan',
    packageId: idText(plan.packageId, `${what}.packageId`),
    kind,
    name: str(plan.name),
    price: moneyFromDollars(
      plan.price,
      `${what}.price`,
      str(plan.currency, DEFAULT_CURRENCY) || DEFAULT_CURRENCY,
    ),
    interval,
    trialDays:
      typeof plan.trialDays === 'number' && Number.isSafeInteger(plan.trialDays) && plan.trialDays >= 0
        ? plan.trialDays
        : 0,
    studioId: optionalId(plan.studioId, `${what}.studioId`),
    studioShortName: optionalStr(plan.studioShortName),
  };
}

export function decodeCard(value: unknown, what: string): PaymentCardModel {
  const card = object(value, what);
  return {
    databaseId: requiredStr(card.id, `${what}.id`),
    brand: str(card.brand),
    last4: str(card.last4),
    expMonth: int(card.expMonth, `${what}.expMonth`),
    expYear: int(card.expYear, `${what}.expYear`),
  };
}

const STATUSES: Readonly<Record<string, SubscriptionStatusValue>> = {
  trialing: 'TRIALING',
  active: 'ACTIVE',
  past_due: 'PAST_DUE',
  paused: 'PAUSED',
  canceled: 'CANCELED',
  expired: 'EXPIRED',
};

/** A plan change the backend priced: `{ packageId, price, firstPayment, startsAt, … }`. */
export function decodePlanChange(value: unknown, what: string): PlanChangeModel {
  const raw = object(value, what);
  return {
    packageId: requiredStr(raw.packageId, `${what}.packageId`),
    firstPayment: moneyFromDollars(raw.firstPayment, `${what}.firstPayment`),
    startsAt: requiredStr(raw.startsAt, `${what}.startsAt`),
  };
}

export function decodeSubscription(value: unknown, what: string): MemberSubscriptionModel {
  const raw = object(value, what);
  const status =
    typeof raw.status === 'string' && Object.hasOwn(STATUSES, raw.status) ? STATUSES[raw.status] : undefined;
  if (!status) throw malformed(`${what}.status`);
  const promo = isObject(raw.promo)
    ? { code: str(raw.promo.code), description: str(raw.promo.output) }
    : null;
  return {
    __typename: 'MemberSubscription',
    id: idText(raw.id, `${what}.id`),
    packageId: requiredStr(raw.packageId, `${what}.packageId`),
    studioId: optionalId(raw.studioId, `${what}.studioId`),
    studioShortName: optionalStr(raw.studioShortName),
    status,
    // The backend decides access; an answer without the flag is judged by the status it documents.
    grantsAccess: bool(raw.grantsAccess, status === 'TRIALING' || status === 'ACTIVE'),
    price: moneyFromDollars(raw.price, `${what}.price`),
    startedAt: requiredStr(raw.startedAt ?? raw.createdAt, `${what}.startedAt`),
    trialEndsAt: optionalStr(raw.trialEndsAt),
    currentPeriodEnd: requiredStr(raw.currentPeriodEnd, `${what}.currentPeriodEnd`),
    nextBillingAt: optionalStr(raw.nextBillingAt),
    nextBillingAmount:
      raw.nextBillingAmount === null || raw.nextBillingAmount === undefined
        ? null
        : moneyFromDollars(raw.nextBillingAmount, `${what}.nextBillingAmount`),
    cancelAtPeriodEnd: bool(raw.cancelAtPeriodEnd, false),
    endsAt: optionalStr(raw.endsAt),
    pausedAt: optionalStr(raw.pausedAt),
    card: isObject(raw.card) ? decodeCard(raw.card, `${what}.card`) : null,
    promo,
    // An older answer has neither: no switch scheduled, none offered.
    scheduledPlanChange: isObject(raw.scheduledChange)
      ? decodePlanChange(raw.scheduledChange, `${what}.scheduledChange`)
      : null,
    planChoices: (Array.isArray(raw.planChoices) ? raw.planChoices : []).map((row, index) =>
      decodePlanChange(row, `${what}.planChoices[${index}]`),
    ),
  };
}

const CHARGE_STATUSES: Readonly<Record<string, ChargeStatusValue>> = {
  succeeded: 'SUCCEEDED',
  pending: 'PENDING',
  failed: 'FAILED',
  refunded: 'REFUNDED',
};

const CHARGE_KINDS: Readonly<Record<string, ChargeKindValue>> = {
  subscription: 'SUBSCRIPTION',
  renewal: 'RENEWAL',
  daypass: 'DAY_PASS',
  liveclass: 'LIVE_CLASS',
  video: 'VIDEO',
};

export function decodeCharge(value: unknown, what: string): ChargeModel {
  const raw = object(value, what);
  const reference = requiredStr(raw.id, `${what}.id`);
  if (!CHARGE_REFERENCE.test(reference)) throw malformed(`${what}.id`);
  const status =
    typeof raw.status === 'string' && Object.hasOwn(CHARGE_STATUSES, raw.status)
      ? CHARGE_STATUSES[raw.status]
      : undefined;
  if (!status) throw malformed(`${what}.status`);
  const kind =
    typeof raw.kind === 'string' && Object.hasOwn(CHARGE_KINDS, raw.kind)
      ? CHARGE_KINDS[raw.kind]
      : undefined;
  if (!kind) throw malformed(`${what}.kind`);
  const currency = str(raw.currency, DEFAULT_CURRENCY) || DEFAULT_CURRENCY;
  const refunded =
    typeof raw.refundedAmount === 'number' && raw.refundedAmount > 0
      ? moneyFromDollars(raw.refundedAmount, `${what}.refundedAmount`, currency)
      : null;
  return {
    __typename: 'Charge',
    reference,
    createdAt: requiredStr(raw.createdAt, `${what}.createdAt`),
    description: str(raw.description),
    kind,
    amount: moneyFromDollars(raw.amount, `${what}.amount`, currency),
    status,
    cardBrand: optionalStr(raw.cardBrand),
    cardLast4: optionalStr(raw.cardLast4),
    failureMessage: optionalStr(raw.failureMessage),
    refundedAmount: refunded,
    refundedAt: refunded === null ? null : optionalStr(raw.refundedAt),
    studioId: isObject(raw.studio) ? optionalId(raw.studio.id, `${what}.studio.id`) : null,
  };
}

export function decodeDayPass(value: unknown, what: string): DayPassModel {
  const raw = object(value, what);
  return {
    __typename: 'DayPass',
    id: idText(raw.id, `${what}.id`),
    date: requiredStr(raw.passDate, `${what}.passDate`),
    timeZone: str(raw.timeZone, 'UTC') || 'UTC',
    startsAt: requiredStr(raw.startsAt, `${what}.startsAt`),
    endsAt: requiredStr(raw.endsAt, `${what}.endsAt`),
    active: bool(raw.active, false),
    studioId: optionalId(raw.studioId, `${what}.studioId`),
    price: moneyFromDollars(raw.price, `${what}.price`),
  };
}

/** GET /api/user/subscription. An older answer (`{ active, packageId, isClassOnly }`) has no subscription and no passes. */
export function decodeMemberPayments(value: unknown, what: string): MemberPaymentsModel {
  const raw = object(value, what);
  return {
    membership: decodeMembership(raw, what),
    subscription: isObject(raw.subscription)
      ? decodeSubscription(raw.subscription, `${what}.subscription`)
      : null,
    dayPasses: (Array.isArray(raw.dayPasses) ? raw.dayPasses : []).map((row, index) =>
      decodeDayPass(row, `${what}.dayPasses[${index}]`),
    ),
    // Missing in an older answer: promise no trial rather than one that may not come.
    trialAvailable: bool(raw.trialAvailable, false),
  };
}

export function decodeProduct(value: unknown, what: string): ProductModel {
  const raw = object(value, what);
  const types = { email: 'EMAIL', subscription: 'SUBSCRIPTION', credit: 'CREDIT' } as const;
  const type =
    typeof raw.type === 'string' && Object.hasOwn(types, raw.type)
      ? types[raw.type as keyof typeof types]
      : null;
  if (type === null) throw malformed(`${what}.type`);
  return {
    __typename: 'Product',
    id: positiveInt(raw.id, `${what}.id`),
    title: str(raw.title),
    type,
    creditType: raw.creditType === 'live' ? 'LIVE' : raw.creditType === 'ondemand' ? 'ONDEMAND' : null,
    price: moneyFromDollars(raw.price, `${what}.price`),
  };
}

export function decodePaymentProvider(value: unknown, what: string): PaymentProviderModel {
  const raw = object(value, what);
  const publishableKey = optionalStr(raw.publishable);
  // The older shape has only `publishable`: a key means Stripe.
  const kind =
    raw.provider === 'stripe'
      ? 'STRIPE'
      : raw.provider === 'local'
        ? 'LOCAL'
        : publishableKey
          ? 'STRIPE'
          : 'LOCAL';
  return { kind, publishableKey: kind === 'STRIPE' ? publishableKey : null };
}

// ---- reads ----------------------------------------------------------------------------------

/** The plans of a site; public catalogue data, so shared across requests by the catalogue cache. */
export async function fetchPlans(rest: RestClient, studioShortName: string | null): Promise<PlanModel[]> {
  const content = await rest.get(plansPath(studioShortName), { catalogue: true });
  return array(content, 'plans').map((row, index) => decodePlan(row, `plans[${index}]`));
}

/** One plan by package id; null when the backend knows none (404). Also catalogue data. */
export async function fetchPlan(rest: RestClient, packageId: string): Promise<PlanModel | null> {
  try {
    return decodePlan(await rest.get(planPath(packageId), { catalogue: true }), 'plan');
  } catch (error) {
    if (
      error instanceof RestFailure &&
      error.upstreamStatus === 404 &&
      error.extensions.code === ErrorCode.NotFound
    )
      return null;
    throw error;
  }
}

export async function fetchPaymentProvider(
  rest: RestClient,
  options: { catalogue?: boolean } = {},
): Promise<PaymentProviderModel> {
  return decodePaymentProvider(await rest.get(STRIPE_PATH, options), 'stripe');
}

export async function fetchMemberPayments(rest: RestClient): Promise<MemberPaymentsModel> {
  return decodeMemberPayments(await rest.get(SUBSCRIPTION_PATH), 'user/subscription');
}

/**
 * One page of the member's charges, newest first, as the backend pages them: each charge comes with
 * the cursor that continues after it. One more than asked is requested, so whether another page
 * follows is known (the backend answers at most MAX_CHARGES_PER_CALL: a full page of that many is
 * taken to have more).
 */
export async function fetchCharges(
  rest: RestClient,
  page: { first: number; after: string | null },
): Promise<RestPage<ChargeModel>> {
  const limit = Math.min(MAX_CHARGES_PER_CALL, page.first + 1);
  const query = new URLSearchParams({ limit: String(limit) });
  if (page.after !== null) query.set('after', page.after);
  const what = 'user/charges';
  const rows = array(await rest.get(`${CHARGES_PATH}?${query.toString()}`), what);
  const cursors = new Map<ChargeModel, string>();
  const items = rows.map((row, index) => {
    const charge = decodeCharge(row, `${what}[${index}]`);
    cursors.set(charge, requiredStr(object(row, `${what}[${index}]`).cursor, `${what}[${index}].cursor`));
    return charge;
  });
  const full = items.length >= limit && page.first >= limit;
  const last = items[items.length - 1];
  return {
    items,
    cursorOf: (charge) => cursors.get(charge) ?? '',
    // More than `first` came back: connectionFromRestPage cuts the page and says more follow.
    nextCursor: full && last !== undefined ? (cursors.get(last) ?? null) : null,
    totalCount: null,
  };
}

/** One of the member's charges by its reference; null when the member has none such (404). */
export async function fetchCharge(rest: RestClient, reference: string): Promise<ChargeModel | null> {
  try {
    return decodeCharge(
      await rest.get(`${CHARGES_PATH}/${encodeURIComponent(reference)}`),
      'user/charges/id',
    );
  } catch (error) {
    if (error instanceof RestFailure && error.upstreamStatus === 404) return null;
    throw error;
  }
}

export async function fetchPaymentCards(rest: RestClient): Promise<PaymentCardModel[]> {
  const content = await rest.get(PAYMENT_SOURCES_PATH);
  return array(content, 'payment-sources').map((row, index) => decodeCard(row, `payment-sources[${index}]`));
}

/** Products by id, in one call (the backend leaves unknown ids out). */
export async function fetchProducts(rest: RestClient, ids: readonly number[]): Promise<ProductModel[]> {
  const content = object(await rest.get(productsPath(ids)), 'products/list');
  return array(content.products, 'products/list.products').map((row, index) =>
    decodeProduct(row, `products[${index}]`),
  );
}

// ---- writes (never retried) -----------------------------------------------------------------

export interface PromoAnswer {
  /** The code as the backend normalised it; null when it did not say. */
  code: string | null;
  /** What the code gives, e.g. `50% off your first payment`. */
  output: string;
  newAmount: MoneyModel;
}

/**
 * POST /api/basic/verifyPromo: the server prices `packageId` (or `liveClassId`) itself and checks `amount` against it.
 * A read, but a POST (the API's method): sent once, never cached.
 */
export async function postVerifyPromo(
  rest: RestClient,
  body: { promo: string; amount: number } & ({ packageId: string } | { liveClassId: number }),
  currency: string,
): Promise<PromoAnswer> {
  const content = object(await rest.post(VERIFY_PROMO_PATH, { body }), 'verifyPromo');
  return {
    code: optionalStr(content.promo),
    output: str(content.output),
    newAmount: moneyFromDollars(content.newAmount, 'verifyPromo.newAmount', currency),
  };
}

export interface CardTokenBody {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name?: string;
}

export async function postCardToken(
  rest: RestClient,
  body: CardTokenBody,
): Promise<{ token: string; card: PaymentCardModel }> {
  const content = object(await rest.post(CARD_TOKENS_PATH, { body }), 'card-tokens');
  return {
    token: requiredStr(content.token, 'card-tokens.token'),
    card: decodeCard(content.card, 'card-tokens.card'),
  };
}

function idempotencyHeaders(idempotencyKey: string | null): Record<string, string> | undefined {
  return idempotencyKey === null ? undefined : { 'Idempotency-Key': idempotencyKey };
}

export interface SubscribeBody {
  source: string;
  packageId: string;
  token?: string;
  promo?: string;
}

export async function postSubscribe(
  rest: RestClient,
  studioShortName: string | null,
  body: SubscribeBody,
  idempotencyKey: string | null,
): Promise<MemberSubscriptionModel> {
  const headers = idempotencyHeaders(idempotencyKey);
  const content = object(
    await rest.post(subscribePath(studioShortName), { body, ...(headers ? { headers } : {}) }),
    'subscribe',
  );
  return decodeSubscription(content.subscription, 'subscribe.subscription');
}

export interface DayPassBody {
  source: string;
  passDate: string;
  timeZone?: string;
  studioId?: number;
  token?: string;
  paymentMethodId?: string;
  promo?: string;
}

export async function postDayPass(
  rest: RestClient,
  body: DayPassBody,
  idempotencyKey: string | null,
): Promise<DayPassModel> {
  const headers = idempotencyHeaders(idempotencyKey);
  const content = object(
    await rest.post(DAY_PASS_PATH, { body, ...(headers ? { headers } : {}) }),
    'daypass',
  );
  return decodeDayPass(content.dayPass, 'daypass.dayPass');
}

export async function postSubscriptionAction(
  rest: RestClient,
  action: SubscriptionAction,
): Promise<MemberSubscriptionModel> {
  return decodeSubscription(await rest.post(subscriptionActionPath(action)), action);
}

export async function postChangePlan(rest: RestClient, packageId: string): Promise<MemberSubscriptionModel> {
  return decodeSubscription(await rest.post(CHANGE_PLAN_PATH, { body: { packageId } }), 'change-plan');
}

export async function postUpdateCard(rest: RestClient, token: string): Promise<MemberSubscriptionModel> {
  return decodeSubscription(
    await rest.post(subscriptionActionPath('update-card'), { body: { token } }),
    'update-card',
  );
}
