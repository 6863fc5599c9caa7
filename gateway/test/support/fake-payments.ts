// The payments part of the fake REST backend (backend/API.md "Payments"): plans, the
// provider config, local test-card tokens, promo codes, subscribe / day pass with Idempotency-Key
// replay, the subscription's lifecycle actions, saved cards and products, with the contract's
// statuses, messages and machine codes, in memory. It keeps the accounts fake's `subscription`
// (the /api/user/me membership) and `isCustomer` in step, as the real backend does.
import type { FakeAccounts, FakeAnswer, FakeUser } from './fake-accounts.js';
import type { WebStudioFixture } from './fixtures.js';

export const SESSION_ENDED = 'Your session has ended. Please log in again.';
export const NO_SUCH_COUPON = 'No such coupon';
export const PROMO_EXPIRED = 'This promo code has expired.';
export const PROMO_USED_UP = 'This promo code has reached its usage limit.';
export const CARD_DECLINED = 'Your card was declined.';
export const ALREADY_SUBSCRIBED = 'You already have a subscription. Manage it in Account Settings.';
export const NO_SUBSCRIPTION = 'You have no subscription.';
export const TEST_CARD_REQUIRED = 'number: the local payment provider accepts only test cards';

export interface FakePlan {
  packageId: string;
  kind: 'monthly' | 'yearly' | 'daypass';
  name: string;
  price: number;
  currency: 'usd';
  interval: 'month' | 'year' | null;
  trialDays: number;
  studioId: number | null;
  studioShortName: string;
}

export interface FakeCard {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface FakeSubscription {
  id: number;
  packageId: string;
  plan: 'monthly' | 'yearly';
  studioId: number | null;
  studioShortName: string;
  status: 'trialing' | 'active' | 'past_due' | 'paused' | 'canceled' | 'expired';
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
  card: FakeCard | null;
  scheduledChange: FakePlanChange | null;
  planChoices: FakePlanChange[];
  stripeSubscriptionId: string;
  failedAttempts: number;
  createdAt: string;
}

export interface FakePlanChange {
  packageId: string;
  plan: 'monthly' | 'yearly';
  name: string;
  price: number;
  firstPayment: number;
  startsAt: string;
}

export interface FakeCharge {
  id: string;
  amount: number;
  currency: 'usd';
  status: 'succeeded' | 'pending' | 'failed' | 'refunded';
  description: string;
  kind: 'subscription' | 'renewal' | 'daypass' | 'liveclass';
  cardBrand: string | null;
  cardLast4: string | null;
  failureMessage: string | null;
  refundedAmount: number;
  refundedAt: string | null;
  studio: { id: number; name: string; shortName: string } | null;
  createdAt: string;
}

export interface FakeDayPass {
  id: number;
  passDate: string;
  timeZone: string;
  startsAt: string;
  endsAt: string;
  active: boolean;
  studioId: number | null;
  studioShortName: string;
  price: number;
}

export interface FakeProduct {
  id: number;
  title: string;
  type: 'email' | 'subscription' | 'credit';
  creditType: 'live' | 'ondemand' | null;
  price: number;
  description: string;
}

interface FakePromo {
  percentOff: number;
  output: string;
  appliesTo: 'subscription' | 'daypass' | 'all';
  expired?: boolean;
  usedUp?: boolean;
}

interface FakeToken {
  card: FakeCard;
  /** 4000 0000 0000 0002: tokenizes, then every charge or save is declined. */
  declines: boolean;
  used: boolean;
}

const TEST_CARDS: Readonly<Record<string, { brand: string; declines: boolean }>> = {
  '4242424242424242': { brand: 'Visa', declines: false },
  '5555555555554444': { brand: 'Mastercard', declines: false },
  '4000000000000002': { brand: 'Visa', declines: true },
};

export const products: FakeProduct[] = [
  {
    id: 1,
    title: 'Live Class Credit',
    type: 'credit',
    creditType: 'live',
    price: 15,
    description: 'One live class.',
  },
  {
    id: 2,
    title: 'On-Demand Class Credit',
    type: 'credit',
    creditType: 'ondemand',
    price: 9.99,
    description: 'One on-demand class.',
  },
  {
    id: 3,
    title: 'Monthly Plan',
    type: 'subscription',
    creditType: null,
    price: 19.99,
    description: 'Unlimited classes.',
  },
  {
    id: 4,
    title: 'Home Workout Guide',
    type: 'email',
    creditType: null,
    price: 0,
    description: 'A PDF by e-mail.',
  },
];

const PROMOS: Readonly<Record<string, FakePromo>> = {
  WELCOME50: { percentOff: 50, output: '50% off your first payment', appliesTo: 'all' },
  FREEMONTH: { percentOff: 100, output: 'Your first month is free', appliesTo: 'subscription' },
  DAYONLY: { percentOff: 20, output: '20% off a day pass', appliesTo: 'daypass' },
  EXPIRED20: { percentOff: 20, output: '20% off', appliesTo: 'all', expired: true },
  ONEUSE: { percentOff: 10, output: '10% off', appliesTo: 'all', usedUp: true },
};

const DAY_MS = 86_400_000;

const ok = (content: unknown, status = 200): FakeAnswer => ({ status, body: { status: true, content } });
const fail = (status: number, code: string, content: string): FakeAnswer => ({
  status,
  body: { status: false, content, code },
});

const cents = (dollars: number) => Math.round(dollars * 100);
const dollars = (amount: number) => Math.round(amount) / 100;

export class FakePayments {
  provider: { provider: 'local' | 'stripe'; publishable: string | null } = {
    provider: 'local',
    publishable: null,
  };
  readonly subscriptions = new Map<number, FakeSubscription>();
  readonly dayPasses = new Map<number, FakeDayPass[]>();
  readonly cards = new Map<number, FakeCard[]>();
  readonly tokens = new Map<string, FakeToken>();
  /** `<user>:<Idempotency-Key>` → the first answer, replayed for a repeat. */
  readonly answered = new Map<string, FakeAnswer>();
  /** Charges taken, to prove a replay charges once. */
  readonly charges: { userId: number; amount: number }[] = [];
  /** Each member's payment history (GET /api/user/charges), oldest first; tests add them with `addReceipt`. */
  readonly receipts = new Map<number, FakeCharge[]>();
  private nextId = 1;

  constructor(
    private readonly accounts: FakeAccounts,
    private readonly studios: () => WebStudioFixture[],
  ) {}

  reset(): void {
    this.provider = { provider: 'local', publishable: null };
    this.subscriptions.clear();
    this.dayPasses.clear();
    this.cards.clear();
    this.tokens.clear();
    this.answered.clear();
    this.charges.length = 0;
    this.receipts.clear();
    this.nextId = 1;
  }

  // ---- fixtures for tests --------------------------------------------------------------------

  /** The plans of a studio's checkout, or the general site's (StreamFit's own, no studio record here). */
  plansFor(studioShortName: string | null): FakePlan[] | null {
    if (studioShortName === null) return this.planSet('streamfit', null, 19.99, 239.99, 9.99);
    const studio = this.studios().find((candidate) => candidate.shortName === studioShortName);
    return studio ? this.planSet(studio.shortName, studio.id, 24.99, 249.99, 12.99) : null;
  }

  allPlans(): FakePlan[] {
    return [
      this.plansFor(null) ?? [],
      ...this.studios().map((studio) => this.plansFor(studio.shortName) ?? []),
    ].flat();
  }

  /** A one-use token for a test card, as POST /api/basic/card-tokens makes. */
  issueToken(number = '4242424242424242'): string {
    const test = TEST_CARDS[number];
    if (!test) throw new Error(`not a test card: ${number}`);
    const id = this.nextId++;
    const token = `tok_${id}`;
    this.tokens.set(token, {
      card: { id: `card_${id}`, brand: test.brand, last4: number.slice(-4), expMonth: 12, expYear: 2030 },
      declines: test.declines,
      used: false,
    });
    return token;
  }

  /** Gives `user` a subscription in the given state, and the membership /api/user/me reports. */
  addSubscription(user: FakeUser, overrides: Partial<FakeSubscription> = {}): FakeSubscription {
    const plan = this.allPlans().find(
      (candidate) => candidate.packageId === (overrides.packageId ?? 'streamfit_monthly'),
    );
    if (!plan || plan.kind === 'daypass') throw new Error('not a subscription plan');
    const subscription = this.newSubscription(
      plan,
      false,
      null,
      'card' in overrides ? (overrides.card ?? null) : this.addCard(user),
    );
    Object.assign(subscription, overrides);
    this.subscriptions.set(user.id, subscription);
    this.syncMembership(user);
    return subscription;
  }

  /** Adds a charge to the member's history, a minute after the one before. */
  addReceipt(user: FakeUser, overrides: Partial<FakeCharge> = {}): FakeCharge {
    const list = this.receipts.get(user.id) ?? [];
    const id = this.nextId++;
    const charge: FakeCharge = {
      id: `ch_${id}`,
      amount: 19.99,
      currency: 'usd',
      status: 'succeeded',
      description: 'StreamFit Monthly Plan',
      kind: 'subscription',
      cardBrand: 'Visa',
      cardLast4: '4242',
      failureMessage: null,
      refundedAmount: 0,
      refundedAt: null,
      studio: null,
      createdAt: new Date(Date.UTC(2030, 0, 1, 9, list.length)).toISOString(),
      ...overrides,
    };
    this.receipts.set(user.id, [...list, charge]);
    return charge;
  }

  /** A charge's cursor as the backend writes it: `<created, microseconds>_<id>`. */
  private receiptCursor(charge: FakeCharge): string {
    return `${charge.createdAt.replace(/Z$/, '000Z')}_${charge.id.replace(/^ch_/, '')}`;
  }

  private chargesPage(user: FakeUser, url: URL): FakeAnswer {
    const limit = Number(url.searchParams.get('limit') ?? '100');
    if (!Number.isInteger(limit) || limit < 1 || limit > 100)
      return fail(400, 'invalid_input', 'limit: must be a whole number from 1 to 100');
    const newest = [...(this.receipts.get(user.id) ?? [])].reverse();
    const after = url.searchParams.get('after');
    const from = after === null ? 0 : newest.findIndex((charge) => this.receiptCursor(charge) === after) + 1;
    if (after !== null && from === 0) return fail(400, 'invalid_input', 'after: is not a valid cursor');
    return ok(
      newest.slice(from, from + limit).map((charge) => ({ ...charge, cursor: this.receiptCursor(charge) })),
    );
  }

  /** The other of monthly and annual (or, while a switch is scheduled, the plan it is on). */
  private refreshPlanChoices(subscription: FakeSubscription): void {
    const renewing =
      (subscription.status === 'trialing' || subscription.status === 'active') &&
      !subscription.cancelAtPeriodEnd;
    if (!renewing) {
      subscription.planChoices = [];
      return;
    }
    const current = subscription.scheduledChange?.plan ?? subscription.plan;
    const other = this.planChange(subscription, current === 'monthly' ? 'yearly' : 'monthly');
    subscription.planChoices = other ? [other] : [];
  }

  private planChange(subscription: FakeSubscription, kind: 'monthly' | 'yearly'): FakePlanChange | null {
    const plan = this.allPlans().find(
      (candidate) => candidate.studioShortName === subscription.studioShortName && candidate.kind === kind,
    );
    return plan
      ? {
          packageId: plan.packageId,
          plan: kind,
          name: plan.name,
          price: plan.price,
          firstPayment: plan.price,
          startsAt: subscription.currentPeriodEnd,
        }
      : null;
  }

  private changePlan(subscription: FakeSubscription, json: Record<string, unknown>): FakeAnswer {
    const packageId = typeof json.packageId === 'string' ? json.packageId : '';
    const plan = this.allPlans().find((candidate) => candidate.packageId === packageId);
    if (!plan || plan.kind === 'daypass' || plan.studioShortName !== subscription.studioShortName)
      return fail(400, 'invalid_input', `packageId: no such plan '${packageId}'`);
    if (subscription.status === 'paused')
      return fail(409, 'invalid_state', 'A paused plan cannot be switched: resume it first.');
    if (subscription.cancelAtPeriodEnd)
      return fail(409, 'invalid_state', 'A cancelled plan cannot be switched: undo the cancellation first.');
    if (packageId === subscription.packageId) {
      if (subscription.scheduledChange === null)
        return fail(409, 'same_plan', `You are already on the ${plan.name}.`);
      subscription.scheduledChange = null;
      subscription.nextBillingAmount = subscription.price;
    } else if (subscription.scheduledChange?.packageId === packageId) {
      return fail(409, 'same_plan', `Your plan already switches to the ${plan.name}.`);
    } else {
      subscription.scheduledChange = this.planChange(subscription, plan.kind);
      subscription.nextBillingAmount = plan.price;
    }
    return ok(subscription);
  }

  addCard(user: FakeUser, card: Partial<FakeCard> = {}): FakeCard {
    const id = this.nextId++;
    const saved: FakeCard = {
      id: `card_${id}`,
      brand: 'Visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
      ...card,
    };
    this.cards.set(user.id, [...(this.cards.get(user.id) ?? []), saved]);
    return saved;
  }

  addDayPass(user: FakeUser, passDate: string, studioId: number | null = null): FakeDayPass {
    const pass = this.newDayPass(passDate, 'UTC', studioId, 9.99);
    this.dayPasses.set(user.id, [...(this.dayPasses.get(user.id) ?? []), pass]);
    this.syncMembership(user);
    return pass;
  }

  // ---- the routes ----------------------------------------------------------------------------

  /** Answers a payments route, or null when the path is not one. */
  handle(
    method: string,
    url: URL,
    body: unknown,
    authorization: string | undefined,
    idempotencyKey: string | undefined,
  ): FakeAnswer | null {
    const path = url.pathname;
    const json = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;

    if (method === 'GET' && path === '/api/basic/plans') {
      const studio = url.searchParams.get('studio');
      const plans = this.plansFor(studio);
      return plans ? ok(plans) : fail(404, 'not_found', `No studio with short name '${studio ?? ''}'.`);
    }
    if (method === 'GET' && path.startsWith('/api/basic/plans/')) {
      const packageId = decodeURIComponent(path.slice('/api/basic/plans/'.length));
      const plan = this.allPlans().find((candidate) => candidate.packageId === packageId);
      return plan ? ok(plan) : fail(404, 'not_found', `No such plan: '${packageId}'.`);
    }
    if (method === 'GET' && path === '/api/basic/stripe') return ok(this.provider);
    if (method === 'POST' && path === '/api/basic/card-tokens') return this.cardToken(json);
    if (method === 'POST' && path === '/api/basic/verifyPromo') return this.verifyPromo(json);
    if (method === 'GET' && path === '/api/products/list') {
      const ids = (url.searchParams.get('productIds') ?? '').split(',').map(Number);
      return ok({ products: ids.flatMap((id) => products.filter((product) => product.id === id)) });
    }

    const isMemberRoute =
      path === '/api/user/subscription' ||
      path.startsWith('/api/user/subscription/') ||
      path.startsWith('/api/user/subscribe') ||
      path === '/api/user/daypass/purchase' ||
      path === '/api/user/charges' ||
      path.startsWith('/api/user/charges/');
    if (!isMemberRoute) return null;
    const user = this.accounts.userFor(authorization);
    if (!user) return fail(401, 'unauthenticated', SESSION_ENDED);

    if (method === 'GET' && path === '/api/user/subscription') return ok(this.status(user));
    if (method === 'GET' && path === '/api/user/charges') return this.chargesPage(user, url);
    if (method === 'GET' && path.startsWith('/api/user/charges/')) {
      const reference = decodeURIComponent(path.slice('/api/user/charges/'.length));
      // Another member's charge is the same 404 as an unknown one.
      const charge = (this.receipts.get(user.id) ?? []).find((candidate) => candidate.id === reference);
      return charge ? ok(charge) : fail(404, 'not_found', `No such charge: '${reference}'.`);
    }
    if (method === 'GET' && path === '/api/user/subscription/payment-sources')
      return ok(this.cards.get(user.id) ?? []);
    if (method === 'POST' && (path === '/api/user/subscribe' || path.startsWith('/api/user/subscribe/'))) {
      const studio =
        path === '/api/user/subscribe' ? null : decodeURIComponent(path.slice('/api/user/subscribe/'.length));
      return this.once(user, idempotencyKey, () => this.subscribe(user, studio, json));
    }
    if (method === 'POST' && path === '/api/user/daypass/purchase')
      return this.once(user, idempotencyKey, () => this.purchaseDayPass(user, json));
    if (method === 'POST' && path.startsWith('/api/user/subscription/'))
      return this.action(user, path.slice('/api/user/subscription/'.length), json);
    return null;
  }

  // ---- behaviour -----------------------------------------------------------------------------

  private planSet(
    shortName: string,
    studioId: number | null,
    monthly: number,
    yearly: number,
    daily: number,
  ): FakePlan[] {
    const base = { currency: 'usd' as const, studioId, studioShortName: shortName };
    return [
      {
        ...base,
        packageId: `${shortName}_monthly`,
        kind: 'monthly',
        name: 'Monthly Plan',
        price: monthly,
        interval: 'month',
        trialDays: 7,
      },
      {
        ...base,
        packageId: `${shortName}_yearly`,
        kind: 'yearly',
        name: 'Annual Plan',
        price: yearly,
        interval: 'year',
        trialDays: 7,
      },
      {
        ...base,
        packageId: `${shortName}_daily`,
        kind: 'daypass',
        name: 'Day Pass',
        price: daily,
        interval: null,
        trialDays: 0,
      },
    ];
  }

  private status(user: FakeUser): Record<string, unknown> {
    const membership = user.subscription;
    return {
      active: membership.active,
      packageId: membership.packageId,
      isClassOnly: membership.isClassOnly,
      studioId: membership.studioId ?? null,
      paused: membership.paused ?? false,
      subscription: this.subscriptions.get(user.id) ?? null,
      dayPasses: this.dayPasses.get(user.id) ?? [],
      // The fake keeps one subscription per member, so any subscription at all means a trial was had.
      trialAvailable: !this.subscriptions.has(user.id),
    };
  }

  /** The /api/user/me membership and isCustomer, from the subscription and today's pass. */
  private syncMembership(user: FakeUser): void {
    const subscription = this.subscriptions.get(user.id);
    const today = (this.dayPasses.get(user.id) ?? []).find((pass) => pass.active);
    if (subscription && subscription.status !== 'canceled' && subscription.status !== 'expired') {
      user.subscription = {
        active: subscription.grantsAccess,
        packageId: subscription.packageId,
        isClassOnly: false,
        studioId: subscription.studioId,
        paused: subscription.status === 'paused',
      };
      this.refreshPlanChoices(subscription);
    } else if (today) {
      user.subscription = {
        active: true,
        packageId: `${today.studioShortName}_daily`,
        isClassOnly: false,
        studioId: today.studioId,
      };
    }
    user.isCustomer = user.subscription.active && (user.subscription.studioId ?? null) !== null;
  }

  /** Replays the first answer to a repeated Idempotency-Key (same status and body, no second charge). */
  private once(user: FakeUser, key: string | undefined, run: () => FakeAnswer): FakeAnswer {
    if (key === undefined) return run();
    if (key.length > 255)
      return fail(400, 'invalid_input', 'Idempotency-Key: must NOT have more than 255 characters');
    const stored = this.answered.get(`${user.id}:${key}`);
    if (stored) return stored;
    const answer = run();
    this.answered.set(`${user.id}:${key}`, answer);
    return answer;
  }

  /**
   * One class bought on its own (POST /api/video/{id}/purchase): `refusal` is the class's own check
   * (unknown, owned, included), run after a repeated key's stored answer; `unlock` runs once paid.
   */
  purchaseClass(
    user: FakeUser,
    videoId: number,
    json: Record<string, unknown>,
    key: string | undefined,
    price: number,
    refusal: () => FakeAnswer | null,
    unlock: () => void,
  ): FakeAnswer {
    return this.once(user, key, () => {
      const refused = refusal();
      if (refused) return refused;
      if (typeof json.token === 'string' && typeof json.paymentMethodId === 'string')
        return fail(400, 'invalid_input', 'paymentMethodId: send either token or paymentMethodId, not both');
      if (typeof json.paymentMethodId === 'string') {
        if (!(this.cards.get(user.id) ?? []).some((card) => card.id === json.paymentMethodId))
          return fail(400, 'invalid_card_token', 'paymentMethodId: is not a valid card token');
      } else if (json.token === undefined || json.token === null) {
        return fail(400, 'invalid_input', `token: is required: $${price.toFixed(2)} is due now`);
      } else {
        const redeemed = this.redeem(json.token);
        if ('status' in redeemed) return redeemed;
      }
      this.charges.push({ userId: user.id, amount: cents(price) });
      unlock();
      const chargeId = `ch_video${this.charges.length}`;
      return ok(
        {
          unlock: { videoId, unlockedAt: new Date().toISOString(), productId: 4 },
          charged: { amount: price, chargeId },
        },
        201,
      );
    });
  }

  /** Redeems a one-use token; a refusal is the answer to send. */
  private redeem(token: unknown): FakeToken | FakeAnswer {
    const found = typeof token === 'string' ? this.tokens.get(token) : undefined;
    if (!found || found.used) return fail(400, 'invalid_card_token', 'token: is not a valid card token');
    found.used = true;
    if (found.declines) return fail(402, 'card_declined', CARD_DECLINED);
    return found;
  }

  private promo(code: unknown, plan: FakePlan): FakePromo | FakeAnswer {
    const promo = typeof code === 'string' ? PROMOS[code.trim().toUpperCase()] : undefined;
    if (!promo) return fail(400, 'no_such_coupon', NO_SUCH_COUPON);
    if (promo.expired) return fail(400, 'promo_expired', PROMO_EXPIRED);
    if (promo.usedUp) return fail(400, 'promo_used_up', PROMO_USED_UP);
    const kind = plan.kind === 'daypass' ? 'daypass' : 'subscription';
    if (promo.appliesTo !== 'all' && promo.appliesTo !== kind) {
      return fail(400, 'promo_not_applicable', `This promo code does not apply to the ${plan.name}.`);
    }
    return promo;
  }

  private cardToken(json: Record<string, unknown>): FakeAnswer {
    if (this.provider.provider === 'stripe')
      return fail(409, 'invalid_state', 'Card tokens are made by Stripe.js with the stripe provider.');
    const number = typeof json.number === 'string' ? json.number : '';
    if (!/^\d{12,19}$/.test(number)) return fail(400, 'invalid_card', 'number: must be a valid card number');
    if (typeof json.expYear !== 'number' || json.expYear < new Date().getUTCFullYear())
      return fail(400, 'invalid_card', 'expYear: the card has expired');
    if (typeof json.cvc !== 'string' || !/^\d{3}$/.test(json.cvc))
      return fail(400, 'invalid_card', 'cvc: must be 3 digits');
    if (!TEST_CARDS[number]) return fail(400, 'test_card_required', TEST_CARD_REQUIRED);
    const token = this.issueToken(number);
    const card = this.tokens.get(token)?.card;
    return ok({ token, card: { ...card, expMonth: json.expMonth, expYear: json.expYear } }, 201);
  }

  private verifyPromo(json: Record<string, unknown>): FakeAnswer {
    if (typeof json.promo !== 'string' || json.promo.trim() === '')
      return fail(400, 'invalid_input', 'promo: is required');
    if (typeof json.amount !== 'number') return fail(400, 'invalid_input', 'amount: must be number');
    const plan = this.allPlans().find((candidate) => candidate.packageId === json.packageId);
    if (!plan) return fail(400, 'invalid_input', `packageId: no such plan`);
    if (cents(json.amount) !== cents(plan.price)) {
      return fail(
        400,
        'invalid_input',
        `amount: does not match the price of ${plan.packageId} ($${plan.price.toFixed(2)})`,
      );
    }
    const promo = this.promo(json.promo, plan);
    if ('status' in promo) return promo;
    const newAmount = dollars(cents(plan.price) * (1 - promo.percentOff / 100));
    const content = {
      promo: json.promo.trim().toUpperCase(),
      output: promo.output,
      amount: plan.price,
      newAmount,
      discount: dollars(cents(plan.price) - cents(newAmount)),
    };
    return { status: 200, body: { status: 1, content } };
  }

  private newSubscription(
    plan: FakePlan,
    withPromo: boolean,
    promo: FakePromo | null,
    card: FakeCard | null,
  ): FakeSubscription {
    const now = Date.now();
    const id = this.nextId++;
    const periodEnd = new Date(now + (withPromo ? 30 : 7) * DAY_MS).toISOString();
    const firstPrice = promo ? dollars(cents(plan.price) * (1 - promo.percentOff / 100)) : plan.price;
    return {
      id,
      packageId: plan.packageId,
      plan: plan.kind === 'yearly' ? 'yearly' : 'monthly',
      studioId: plan.studioId,
      studioShortName: plan.studioShortName,
      status: withPromo ? 'active' : 'trialing',
      grantsAccess: true,
      trial: !withPromo,
      trialEndsAt: withPromo ? null : periodEnd,
      price: plan.price,
      startedAt: new Date(now).toISOString(),
      currentPeriodStart: new Date(now).toISOString(),
      currentPeriodEnd: periodEnd,
      nextBillingAt: periodEnd,
      nextBillingAmount: withPromo ? plan.price : firstPrice,
      cancelled: false,
      cancelAtPeriodEnd: false,
      cancelledAt: null,
      endsAt: null,
      pausedAt: null,
      promo: null,
      card,
      scheduledChange: null,
      planChoices: [],
      stripeSubscriptionId: `sub_${id}`,
      failedAttempts: 0,
      createdAt: new Date(now).toISOString(),
    };
  }

  private newDayPass(
    passDate: string,
    timeZone: string,
    studioId: number | null,
    price: number,
  ): FakeDayPass {
    const startsAt = Date.parse(`${passDate}T00:00:00.000Z`);
    const now = Date.now();
    const studio = this.studios().find((candidate) => candidate.id === studioId);
    return {
      id: this.nextId++,
      passDate,
      timeZone,
      startsAt: new Date(startsAt).toISOString(),
      endsAt: new Date(startsAt + DAY_MS).toISOString(),
      active: now >= startsAt && now < startsAt + DAY_MS,
      studioId,
      studioShortName: studio?.shortName ?? 'streamfit',
      price,
    };
  }

  private subscribe(
    user: FakeUser,
    studioShortName: string | null,
    json: Record<string, unknown>,
  ): FakeAnswer {
    const plans = this.plansFor(studioShortName);
    if (!plans) return fail(404, 'not_found', `No studio with short name '${studioShortName ?? ''}'.`);
    if (typeof json.packageId !== 'string') return fail(400, 'invalid_input', 'packageId: is required');
    if (json.token !== undefined && typeof json.token !== 'string')
      return fail(400, 'invalid_input', 'token: must be string');
    const plan = plans.find(
      (candidate) => candidate.packageId === json.packageId && candidate.kind !== 'daypass',
    );
    if (!plan)
      return fail(
        400,
        'invalid_input',
        `packageId: '${json.packageId}' is not a subscription plan of this checkout`,
      );
    const current = this.subscriptions.get(user.id);
    if (current && current.status !== 'canceled' && current.status !== 'expired')
      return fail(409, 'already_subscribed', ALREADY_SUBSCRIBED);

    let promo: FakePromo | null = null;
    if (json.promo !== undefined) {
      const checked = this.promo(json.promo, plan);
      if ('status' in checked) return checked;
      promo = checked;
    }
    const free = promo !== null && promo.percentOff === 100;
    let card: FakeCard | null = null;
    if (json.token === undefined) {
      if (!free) return fail(400, 'invalid_input', 'token: is required');
    } else {
      const redeemed = this.redeem(json.token);
      if ('status' in redeemed) return redeemed;
      card = redeemed.card;
      this.cards.set(user.id, [...(this.cards.get(user.id) ?? []), card]);
    }
    const subscription = this.newSubscription(plan, promo !== null, promo, card);
    if (promo) {
      subscription.promo = { code: String(json.promo).trim().toUpperCase(), output: promo.output };
      this.charges.push({ userId: user.id, amount: cents(plan.price) * (1 - promo.percentOff / 100) });
    }
    this.subscriptions.set(user.id, subscription);
    this.syncMembership(user);
    return ok(
      {
        subscription,
        stripeSubscriptionId: subscription.stripeSubscriptionId,
        charged: promo
          ? { amount: dollars(this.charges.at(-1)?.amount ?? 0), chargeId: `ch_${subscription.id}` }
          : null,
      },
      201,
    );
  }

  private purchaseDayPass(user: FakeUser, json: Record<string, unknown>): FakeAnswer {
    if (typeof json.passDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(json.passDate))
      return fail(400, 'invalid_input', 'passDate: must match format "date"');
    if (Date.parse(`${json.passDate}T00:00:00.000Z`) + DAY_MS <= Date.now())
      return fail(400, 'invalid_input', 'passDate: must be today or later');
    const studioId = typeof json.studioId === 'number' ? json.studioId : null;
    if (studioId !== null && !this.studios().some((studio) => studio.id === studioId))
      return fail(400, 'invalid_input', `studioId: no studio with id ${studioId}`);
    const passes = this.dayPasses.get(user.id) ?? [];
    if (passes.some((pass) => pass.passDate === json.passDate && pass.studioId === studioId)) {
      return fail(409, 'daypass_exists', 'You already have a day pass for that day.');
    }
    if (typeof json.paymentMethodId === 'string') {
      if (!(this.cards.get(user.id) ?? []).some((card) => card.id === json.paymentMethodId)) {
        return fail(400, 'invalid_card_token', 'token: is not a valid card token');
      }
    } else {
      const redeemed = this.redeem(json.token);
      if ('status' in redeemed) return redeemed;
    }
    const price = studioId === null ? 9.99 : 12.99;
    const pass = this.newDayPass(
      json.passDate,
      typeof json.timeZone === 'string' ? json.timeZone : 'UTC',
      studioId,
      price,
    );
    this.dayPasses.set(user.id, [...passes, pass]);
    this.charges.push({ userId: user.id, amount: cents(price) });
    this.syncMembership(user);
    return ok({ dayPass: pass, charged: { amount: price, chargeId: `ch_${pass.id}` } }, 201);
  }

  private action(user: FakeUser, action: string, json: Record<string, unknown>): FakeAnswer | null {
    const subscription = this.subscriptions.get(user.id);
    if (!['cancel', 'un-cancel', 'pause', 'un-pause', 'update-card', 'change-plan'].includes(action))
      return null;
    if (!subscription || subscription.status === 'canceled' || subscription.status === 'expired')
      return fail(404, 'no_subscription', NO_SUBSCRIPTION);
    const now = new Date().toISOString();
    switch (action) {
      case 'cancel':
        if (subscription.cancelAtPeriodEnd)
          return fail(409, 'invalid_state', 'Your subscription is already cancelled.');
        Object.assign(subscription, {
          cancelled: true,
          cancelAtPeriodEnd: true,
          cancelledAt: now,
          endsAt: subscription.currentPeriodEnd,
          nextBillingAt: null,
          nextBillingAmount: null,
        });
        break;
      case 'un-cancel':
        if (!subscription.cancelAtPeriodEnd)
          return fail(409, 'invalid_state', 'Your subscription is not cancelled.');
        Object.assign(subscription, {
          cancelled: false,
          cancelAtPeriodEnd: false,
          cancelledAt: null,
          endsAt: null,
          nextBillingAt: subscription.currentPeriodEnd,
          nextBillingAmount: subscription.price,
        });
        break;
      case 'pause':
        if (subscription.status !== 'trialing' && subscription.status !== 'active')
          return fail(409, 'invalid_state', 'Only a trialing or active subscription can be paused.');
        Object.assign(subscription, {
          status: 'paused',
          grantsAccess: false,
          pausedAt: now,
          nextBillingAt: null,
          nextBillingAmount: null,
        });
        break;
      case 'un-pause':
        if (subscription.status !== 'paused')
          return fail(409, 'invalid_state', 'Your subscription is not paused.');
        Object.assign(subscription, {
          status: subscription.trial ? 'trialing' : 'active',
          grantsAccess: true,
          pausedAt: null,
          nextBillingAt: subscription.currentPeriodEnd,
          nextBillingAmount: subscription.price,
        });
        break;
      case 'change-plan': {
        const answer = this.changePlan(subscription, json);
        this.syncMembership(user);
        return answer;
      }
      case 'update-card': {
        if (typeof json.token !== 'string') return fail(400, 'invalid_input', 'token: is required');
        const redeemed = this.redeem(json.token);
        if ('status' in redeemed) return redeemed;
        subscription.card = redeemed.card;
        this.cards.set(user.id, [...(this.cards.get(user.id) ?? []), redeemed.card]);
        break;
      }
      default:
        return null;
    }
    this.syncMembership(user);
    return ok(subscription);
  }
}
