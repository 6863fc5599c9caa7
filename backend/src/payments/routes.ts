import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate, identify, memberOf } from '../accounts/auth.js';
import type { Database } from '../db/database.js';
import { ok } from '../http/envelope.js';
import { errorResponse } from '../http/errors.js';
import type { RateLimiter } from '../http/rate-limit.js';
import type { Mailer } from '../mail/mailer.js';
import type { StudioRecord, StudioRepository } from '../studios/repository.js';
import { correctShortName, GENERAL_STUDIO_SHORT_NAME, isClassOnlyPackage } from '../studios/package-ids.js';
import { IDS_MESSAGE, MAX_ID } from '../studios/schemas.js';
import { changeSubscription, updateCard, type SubscriptionAction } from './actions.js';
import {
  chargeCursor,
  chargeParamsSchema,
  chargesQuerySchema,
  INVALID_CHARGE_CURSOR_MESSAGE,
  readChargeCursor,
} from './charge-history.js';
import { changePlan } from './plan-change.js';
import { BillingJob } from './billing.js';
import { liveClassListCents } from './class-prices.js';
import { customerFor, type Member, type PaymentsContext } from './context.js';
import {
  canonicalTimeZone,
  daysBetween,
  localDate,
  nextDate,
  parseDate,
  startOfDay,
} from '../shared/dates.js';
import {
  defaultCode,
  invalidCardToken,
  invalidInput,
  invalidState,
  PaymentError,
  type PaymentErrorCode,
} from './errors.js';
import { scopeFor } from './idempotency.js';
import {
  CARD_TOKENS_PER_ADDRESS,
  CARD_TOKENS_PER_MEMBER,
  keysFor,
  paymentAttemptKeys,
  PROMO_CHECKS_PER_ADDRESS,
  PROMO_CHECKS_PER_MEMBER,
  tooManyCardsMessage,
  tooManyPaymentsMessage,
  tooManyPromoChecksMessage,
} from './limits.js';
import { checkCard, LocalPaymentProvider } from './local-provider.js';
import { membershipFor } from './membership.js';
import { CURRENCY, formatUsd, hasAtMostTwoDecimals, toCents, toDollars } from '../shared/money.js';
import { findPlan, planFor, plansFor, type Plan, type SubscriptionPlanKind } from './plans.js';
import {
  toApiCard,
  toApiCharge,
  toApiDayPass,
  toApiPlan,
  toApiProduct,
  toApiSubscription,
  type ProductRow,
} from './present.js';
import { discountCents, promoOutput, usablePromo } from './promo.js';
import type { PaymentProvider } from './provider.js';
import { buyDayPass, runPurchase, sendPurchaseAnswer, subscribe } from './purchases.js';
import { CardRepository } from './repository/cards.js';
import { ChargeRepository } from './repository/charges.js';
import { DayPassRepository } from './repository/day-passes.js';
import { MemberRepository } from './repository/members.js';
import { SubscriptionRepository } from './repository/subscriptions.js';
import {
  cardParamsSchema,
  cardTokenBodySchema,
  dayPassBodySchema,
  idempotencyHeadersSchema,
  noPayloadBodySchema,
  paymentIntentBodySchema,
  planParamsSchema,
  plansQuerySchema,
  productsQuerySchema,
  subscribeBodySchema,
  subscribeParamsSchema,
  changePlanBodySchema,
  updateCardBodySchema,
  verifyPromoBodySchema,
} from './schemas.js';
import { registerStripeWebhook } from './webhooks.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The machine code a failed schema validation of this route carries (default `invalid_input`). */
    validationCode?: PaymentErrorCode;
  }
}

export interface PaymentsOptions {
  db: Database;
  studios: StudioRepository;
  mailer: Mailer;
  provider: PaymentProvider;
  publicUrl: string;
  /** STRIPE_WEBHOOK_SECRET; without it the webhook answers 404. */
  stripeWebhookSecret?: string | undefined;
  /** POST /api/dev/billing/run: only in development (like the outbox). */
  devRoutes: boolean;
  limiter: RateLimiter;
}

const blank = (value: string | null | undefined): string | undefined =>
  value === null || value === undefined || value.trim() === '' ? undefined : value.trim();

function toMember(user: { id: number; email: string; firstName: string; lastName: string }): Member {
  return { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName };
}

interface SubscribeBody {
  source?: string;
  packageId: string;
  token?: string | null;
  promo?: string | null;
}

interface DayPassBody {
  source?: string;
  token?: string | null;
  paymentMethodId?: string | null;
  studioId?: number | null;
  passDate: string;
  timeZone?: string | null;
  promo?: string | null;
}

type IdempotencyHeaders = { 'idempotency-key'?: string };

interface SubscribeRoute {
  Params: { studioShortName?: string };
  Body: SubscribeBody;
  Headers: IdempotencyHeaders;
}

/**
 * The payments calls (API.md "Payments"), in their own scope so every failure carries its
 * machine code, and the billing job. Returns the job; the server starts it.
 */
export function registerPaymentRoutes(app: FastifyInstance, options: PaymentsOptions): BillingJob {
  const { db, studios, provider, limiter } = options;
  const ctx: PaymentsContext = {
    db,
    provider,
    mailer: options.mailer,
    publicUrl: options.publicUrl,
    log: app.log,
    limiter,
  };
  const billing = new BillingJob(ctx, () => app.clock());
  const requireMember = authenticate(app, db);
  const identifyMember = identify(app, db);

  /** Counts one payment attempt of the member from this address, or answers the 429 (before any provider call). */
  async function countPaymentAttempt(request: FastifyRequest, memberId: number, now: Date): Promise<void> {
    await limiter.enforce(paymentAttemptKeys(memberId, request.ip), now, tooManyPaymentsMessage);
  }

  async function studioByShortName(shortName: string): Promise<StudioRecord> {
    const studio = await studios.findByShortName(correctShortName(shortName));
    if (!studio) throw new PaymentError(404, 'not_found', `No studio with short name '${shortName}'.`);
    return studio;
  }

  /** A monthly or yearly plan, of `studio` when the checkout names one; anything else is a 400 naming packageId. */
  async function subscriptionPlan(
    packageId: string,
    studio: StudioRecord | undefined,
  ): Promise<Plan & { kind: SubscriptionPlanKind }> {
    if (isClassOnlyPackage(packageId)) {
      throw invalidInput(`packageId: '${packageId}' is a class-only purchase, not a subscription plan`);
    }
    const plan = await findPlan(studios, packageId);
    if (!plan) throw invalidInput(`packageId: no such plan '${packageId}'`);
    if (plan.kind === 'daypass')
      throw invalidInput(`packageId: '${packageId}' is a day pass, not a subscription plan`);
    if (studio !== undefined && plan.studio.id !== studio.id) {
      throw invalidInput(`packageId: '${packageId}' is not sold on the ${studio.shortName} checkout`);
    }
    return { ...plan, kind: plan.kind };
  }

  void app.register(async (scope) => {
    scope.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const { statusCode, body, headers } = errorResponse(error, request);
      const validationCode =
        error.validation !== undefined ? request.routeOptions.config.validationCode : undefined;
      return reply
        .code(statusCode)
        .headers(headers)
        .send({ ...body, code: body.code ?? validationCode ?? defaultCode(statusCode) });
    });

    // ---- public: plans, provider, card tokens, promo codes, products ----

    scope.get<{ Querystring: { studio?: string } }>(
      '/api/basic/plans',
      { schema: { querystring: plansQuerySchema } },
      async (request) => {
        const studio = await studioByShortName(request.query.studio ?? GENERAL_STUDIO_SHORT_NAME);
        return ok(plansFor(studio).map(toApiPlan));
      },
    );

    scope.get<{ Params: { packageId: string } }>(
      '/api/basic/plans/:packageId',
      { schema: { params: planParamsSchema } },
      async (request) => {
        const plan = await findPlan(studios, request.params.packageId);
        if (!plan) throw new PaymentError(404, 'not_found', `No such plan: '${request.params.packageId}'.`);
        return ok(toApiPlan(plan));
      },
    );

    scope.get('/api/basic/stripe', async () =>
      ok({ provider: provider.kind, publishable: provider.publishableKey }),
    );

    scope.post<{ Body: { number: string; expMonth: number; expYear: number; cvc: string; name?: string } }>(
      '/api/basic/card-tokens',
      {
        schema: { body: cardTokenBodySchema },
        config: { validationCode: 'invalid_card' },
        preHandler: identifyMember,
      },
      async (request, reply) => {
        if (!(provider instanceof LocalPaymentProvider)) {
          throw invalidState('Card tokens come from Stripe.js with the Stripe payment provider.');
        }
        const now = app.clock();
        // Card details are checked first: a typo is answered, not counted.
        checkCard(request.body, now);
        const keys = keysFor(CARD_TOKENS_PER_ADDRESS, CARD_TOKENS_PER_MEMBER, request.ip, request.member?.id);
        await limiter.enforce(keys, now, tooManyCardsMessage);
        const issued = await provider.createToken(db, request.body, now);
        reply.code(201);
        return ok(issued);
      },
    );

    scope.post<{ Body: { promo: string; amount: number; packageId?: string; liveClassId?: number } }>(
      '/api/basic/verifyPromo',
      { schema: { body: verifyPromoBodySchema }, preHandler: identifyMember },
      async (request) => {
        const { promo: code, amount, packageId, liveClassId } = request.body;
        if (!hasAtMostTwoDecimals(amount)) throw invalidInput('amount: must have at most two decimals');
        if (packageId !== undefined && liveClassId !== undefined)
          throw invalidInput('liveClassId: give either packageId or liveClassId, not both');
        // Public, so counted per address; per member too when a session comes along (the gateway sends it).
        const keys = keysFor(
          PROMO_CHECKS_PER_ADDRESS,
          PROMO_CHECKS_PER_MEMBER,
          request.ip,
          request.member?.id,
        );
        await limiter.enforce(keys, app.clock(), tooManyPromoChecksMessage);
        const amountCents = toCents(amount);
        let plan: Plan | undefined;
        if (liveClassId !== undefined) {
          const priceCents = await liveClassListCents(db, liveClassId);
          if (priceCents === undefined)
            throw new PaymentError(404, 'not_found', 'liveClassId: no such live class');
          if (priceCents !== amountCents)
            throw invalidInput(`amount: does not match the price of this class (${formatUsd(priceCents)})`);
        }
        if (packageId !== undefined) {
          plan = await findPlan(studios, packageId);
          if (!plan) throw invalidInput(`packageId: no such plan '${packageId}'`);
          // The server prices the plan; a client's different amount is refused, not believed.
          if (plan.priceCents !== amountCents) {
            throw invalidInput(
              `amount: does not match the price of ${plan.packageId} (${formatUsd(plan.priceCents)})`,
            );
          }
        }
        // With the member's session (the gateway sends it) the member's own use counts too, so they
        // learn before paying that they have had it.
        const promo = await usablePromo(
          db,
          code,
          app.clock(),
          liveClassId !== undefined ? 'liveclass' : plan,
          { memberId: request.member?.id },
        );
        const discount = discountCents(promo, amountCents);
        return {
          status: 1,
          content: {
            promo: promo.code,
            output: promoOutput(promo, liveClassId !== undefined ? 'liveclass' : 'plan'),
            amount: toDollars(amountCents),
            newAmount: toDollars(amountCents - discount),
            discount: toDollars(discount),
          },
        };
      },
    );

    scope.get<{ Querystring: { productIds?: string } }>(
      '/api/products/list',
      { schema: { querystring: productsQuerySchema } },
      async (request) => {
        const columns = 'id, title, type, credit_type, price_cents, description';
        if (request.query.productIds === undefined) {
          return ok({
            products: (await db.query<ProductRow>(`SELECT ${columns} FROM products ORDER BY id`)).map(
              toApiProduct,
            ),
          });
        }
        const values = request.query.productIds.split(',').map(Number);
        if (values.some((id) => id > MAX_ID)) throw invalidInput(`productIds: ${IDS_MESSAGE}`);
        const wanted = [...new Set(values)];
        const rows = await db.query<ProductRow>(`SELECT ${columns} FROM products WHERE id = ANY($1::int[])`, [
          wanted,
        ]);
        const found = new Map(rows.map((row) => [row.id, row]));
        return ok({ products: wanted.flatMap((id) => found.get(id) ?? []).map(toApiProduct) });
      },
    );

    // ---- members: purchases ----

    const subscribeHandler = async (request: FastifyRequest<SubscribeRoute>, reply: FastifyReply) => {
      const member = toMember(memberOf(request).member);
      const now = app.clock();
      const studio =
        request.params.studioShortName === undefined
          ? undefined
          : await studioByShortName(request.params.studioShortName);
      const plan = await subscriptionPlan(request.body.packageId, studio);
      await countPaymentAttempt(request, member.id, now);
      const key = request.headers['idempotency-key'];
      const scopeOfKey = scopeFor(
        member.id,
        key,
        `POST /api/user/subscribe/${studio?.shortName ?? ''}`,
        request.body,
      );
      const answer = await runPurchase(ctx, member, scopeOfKey, now, (tx) =>
        subscribe(
          ctx,
          tx,
          member,
          {
            plan,
            source: request.body.source ?? 'website',
            token: blank(request.body.token),
            promo: blank(request.body.promo),
            idempotencyKey: key,
          },
          now,
        ),
      );
      return sendPurchaseAnswer(reply, answer);
    };
    const subscribeSchema = { body: subscribeBodySchema, headers: idempotencyHeadersSchema };
    scope.post<SubscribeRoute>(
      '/api/user/subscribe',
      { schema: subscribeSchema, preHandler: requireMember },
      subscribeHandler,
    );
    scope.post<SubscribeRoute>(
      '/api/user/subscribe/:studioShortName',
      { schema: { ...subscribeSchema, params: subscribeParamsSchema }, preHandler: requireMember },
      subscribeHandler,
    );

    scope.post<{ Body: DayPassBody; Headers: IdempotencyHeaders }>(
      '/api/user/daypass/purchase',
      { schema: { body: dayPassBodySchema, headers: idempotencyHeadersSchema }, preHandler: requireMember },
      async (request, reply) => {
        const member = toMember(memberOf(request).member);
        const now = app.clock();
        const body = request.body;
        let studio: StudioRecord | undefined;
        if (body.studioId === undefined || body.studioId === null) {
          studio = await studios.findByShortName(GENERAL_STUDIO_SHORT_NAME);
        } else {
          [studio] = await studios.findByIds([body.studioId]);
          if (!studio) throw invalidInput(`studioId: no studio with id ${body.studioId}`);
        }
        if (!studio) throw new Error('The general site studio is missing from the catalogue');
        const timeZone = canonicalTimeZone(blank(body.timeZone) ?? 'UTC');
        if (timeZone === undefined) throw invalidInput('timeZone: is not a known IANA time zone');
        if (!parseDate(body.passDate)) throw invalidInput('passDate: is not a valid date');
        const today = localDate(now, timeZone);
        const ahead = daysBetween(today, body.passDate);
        if (ahead < 0) throw invalidInput(`passDate: must be today (${today} in ${timeZone}) or later`);
        if (ahead > 365) throw invalidInput('passDate: must be at most 365 days ahead');
        const token = blank(body.token);
        const savedCard = blank(body.paymentMethodId);
        if (token !== undefined && savedCard !== undefined && token !== savedCard) {
          throw invalidInput('paymentMethodId: send either token or paymentMethodId, not both');
        }
        if (savedCard !== undefined && !savedCard.startsWith('card_'))
          throw invalidCardToken('paymentMethodId');
        await countPaymentAttempt(request, member.id, now);
        const key = request.headers['idempotency-key'];
        const scopeOfKey = scopeFor(member.id, key, 'POST /api/user/daypass/purchase', body);
        const answer = await runPurchase(ctx, member, scopeOfKey, now, (tx) =>
          buyDayPass(
            ctx,
            tx,
            member,
            {
              studio,
              plan: planFor(studio, 'daypass'),
              passDate: body.passDate,
              timeZone,
              startsAt: startOfDay(body.passDate, timeZone),
              endsAt: startOfDay(nextDate(body.passDate), timeZone),
              source: body.source ?? 'website',
              token: token ?? savedCard,
              tokenField: token !== undefined ? 'token' : 'paymentMethodId',
              promo: blank(body.promo),
              idempotencyKey: key,
            },
            now,
          ),
        );
        return sendPurchaseAnswer(reply, answer);
      },
    );

    scope.post<{ Body: { packageId: string } }>(
      '/api/user/subscription/payment-intent',
      { schema: { body: paymentIntentBodySchema }, preHandler: requireMember },
      async (request) => {
        const member = toMember(memberOf(request).member);
        if (provider.kind !== 'stripe')
          throw invalidState('The wallet button needs the Stripe payment provider.');
        if (isClassOnlyPackage(request.body.packageId)) {
          throw invalidInput(`packageId: '${request.body.packageId}' is a class-only purchase, not a plan`);
        }
        const plan = await findPlan(studios, request.body.packageId);
        if (!plan) throw invalidInput(`packageId: no such plan '${request.body.packageId}'`);
        const now = app.clock();
        await countPaymentAttempt(request, member.id, now);
        const customerRef = await db.transaction((tx) => customerFor(ctx, tx, member, now));
        const intent = await provider.createWalletIntent({
          customerRef,
          amountCents: plan.priceCents,
          currency: CURRENCY,
          metadata: { userId: String(member.id), packageId: plan.packageId },
        });
        return ok({
          clientSecret: intent.clientSecret,
          amount: toDollars(plan.priceCents),
          currency: CURRENCY,
        });
      },
    );

    // ---- members: the subscription and its changes ----

    scope.get('/api/user/subscription', { preHandler: requireMember }, async (request) => {
      const { member } = memberOf(request);
      const now = app.clock();
      const subscriptions = new SubscriptionRepository(db);
      const dayPasses = new DayPassRepository(db);
      const [access, subscription, passes, hadTrial] = await Promise.all([
        membershipFor(db, member, now),
        subscriptions.currentSubscription(member.id),
        dayPasses.upcomingDayPasses(member.id, now),
        subscriptions.hadTrial(member.id),
      ]);
      return ok({
        ...access.subscription,
        // The trial is once per account: checkout copy must not promise one to a returning member.
        trialAvailable: !hadTrial,
        subscription: subscription === undefined ? null : toApiSubscription(subscription, now),
        dayPasses: passes.map((pass) => toApiDayPass(pass, now)),
      });
    });

    scope.delete(
      '/api/user/subscription',
      { schema: { body: noPayloadBodySchema }, preHandler: requireMember },
      async (request) => {
        const member = toMember(memberOf(request).member);
        const { subscription, before } = await changeSubscription(ctx, member, 'cancel', app.clock());
        return ok({
          subscriptionRecord: {
            packageId: subscription.packageId,
            trial: before.status === 'trialing',
            cancelled: subscription.cancelled,
            price: subscription.price,
            stripeSubscriptionId: subscription.stripeSubscriptionId,
            endsAt: subscription.endsAt,
          },
        });
      },
    );

    for (const action of [
      'cancel',
      'un-cancel',
      'pause',
      'un-pause',
    ] as const satisfies readonly SubscriptionAction[]) {
      scope.post(
        `/api/user/subscription/${action}`,
        { schema: { body: noPayloadBodySchema }, preHandler: requireMember },
        async (request) => {
          const member = toMember(memberOf(request).member);
          return ok((await changeSubscription(ctx, member, action, app.clock())).subscription);
        },
      );
    }

    scope.post<{ Body: { token: string } }>(
      '/api/user/subscription/update-card',
      { schema: { body: updateCardBodySchema }, preHandler: requireMember },
      async (request) => {
        const member = toMember(memberOf(request).member);
        const now = app.clock();
        await countPaymentAttempt(request, member.id, now);
        return ok(await updateCard(ctx, member, request.body.token.trim(), now));
      },
    );

    scope.get('/api/user/subscription/payment-sources', { preHandler: requireMember }, async (request) => {
      const { member } = memberOf(request);
      return ok((await new CardRepository(db).listCards(member.id, provider.kind)).map(toApiCard));
    });

    scope.delete<{ Params: { id: string } }>(
      '/api/user/subscription/payment-source/:id',
      { schema: { params: cardParamsSchema, body: noPayloadBodySchema }, preHandler: requireMember },
      async (request) => {
        const { member } = memberOf(request);
        const now = app.clock();
        const removed = await db.transaction(async (tx) => {
          const members = new MemberRepository(tx);
          const cards = new CardRepository(tx);
          const subscriptions = new SubscriptionRepository(tx);
          await members.lockMember(member.id);
          const card = await cards.findCard(member.id, request.params.id);
          if (!card) throw new PaymentError(404, 'not_found', `No such card: '${request.params.id}'.`);
          for (const sub of await subscriptions.subscriptionsUsingCard(card.id)) {
            if (!sub.cancelAtPeriodEnd && sub.renewalPriceCents > 0) {
              throw invalidState(
                'This card pays for your subscription: put another card on it (update-card) first.',
              );
            }
            await subscriptions.updateSubscription(sub.id, { cardId: null }, now);
          }
          await cards.removeCard(card.id, now);
          return card;
        });
        await provider.removeCard(removed.providerRef);
        return ok({ removed: true });
      },
    );

    // Between monthly and annual, from the next renewal (plan-change.ts).
    scope.post<{ Body: { packageId: string } }>(
      '/api/user/subscription/change-plan',
      { schema: { body: changePlanBodySchema }, preHandler: requireMember },
      async (request) => {
        const member = toMember(memberOf(request).member);
        return ok(await changePlan(ctx, studios, member, request.body.packageId.trim(), app.clock()));
      },
    );

    // The member's payment history, newest first, paged by position (charge-history.ts).
    scope.get<{ Querystring: { limit: number; after?: string } }>(
      '/api/user/charges',
      { schema: { querystring: chargesQuerySchema }, preHandler: requireMember },
      async (request) => {
        const { member } = memberOf(request);
        const { limit, after } = request.query;
        const from = after === undefined ? undefined : readChargeCursor(after);
        if (after !== undefined && from === undefined) throw invalidInput(INVALID_CHARGE_CURSOR_MESSAGE);
        const page = await new ChargeRepository(db).listCharges(member.id, limit, from);
        return ok(
          page.map((charge) => ({
            ...toApiCharge(charge),
            cursor: chargeCursor({ createdAt: charge.position, id: charge.id }),
          })),
        );
      },
    );

    // One receipt: the member's own charges only; anyone else's is the same 404 as an unknown one.
    scope.get<{ Params: { id: string } }>(
      '/api/user/charges/:id',
      { schema: { params: chargeParamsSchema }, preHandler: requireMember },
      async (request) => {
        const { member } = memberOf(request);
        const charge = await new ChargeRepository(db).chargeOfMember(member.id, request.params.id);
        if (!charge) throw new PaymentError(404, 'not_found', `No such charge: '${request.params.id}'.`);
        return ok(toApiCharge(charge));
      },
    );

    // ---- development: run the billing job now ----

    if (options.devRoutes) {
      scope.post('/api/dev/billing/run', { schema: { body: noPayloadBodySchema } }, async () => {
        const ranAt = app.clock();
        const actions = await billing.runDue(ranAt);
        return ok({ ranAt: ranAt.toISOString(), actions });
      });
    }

    registerStripeWebhook(scope, ctx, options.stripeWebhookSecret);
  });

  return billing;
}
