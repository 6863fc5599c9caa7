import type { FastifyReply } from 'fastify';
import type { Queryable } from '../db/database.js';
import { failure } from '../http/envelope.js';
import type { OutboxEmail } from '../mail/mailer.js';
import type { StudioRecord } from '../studios/repository.js';
import {
  cardFor,
  chargeCard,
  brandForStudio,
  DeclinedPurchase,
  purchaseKey,
  type Member,
  type PaymentsContext,
} from './context.js';
import { addDays, formatLongDate } from '../shared/dates.js';
import { ALREADY_SUBSCRIBED_MESSAGE, invalidInput, PaymentError } from './errors.js';
import { storeAnswer, storedAnswer, type IdempotencyScope, type StoredAnswer } from './idempotency.js';
import { randomId } from '../shared/ids.js';
import { receiptMessage, subscriptionConfirmedMessage, trialStartedMessage } from './messages.js';
import { CURRENCY, formatUsd, toDollars } from '../shared/money.js';
import type { Plan, SubscriptionPlanKind } from './plans.js';
import { toApiDayPass, toApiSubscription } from './present.js';
import { discountCents, recordRedemption, usablePromo, type PromoCode } from './promo.js';
import type { CardRecord } from './repository/cards.js';
import { ChargeRepository } from './repository/charges.js';
import { DayPassRepository } from './repository/day-passes.js';
import { MemberRepository } from './repository/members.js';
import { SubscriptionRepository } from './repository/subscriptions.js';
import { periodEnd } from './rules.js';

/** What a purchase answers (the body as JSON text): the stored first answer for a repeat, else the new one. */
export interface PurchaseAnswer extends StoredAnswer {
  replayed: boolean;
}

/** Stored answers to repeated purchases carry this header. */
export const REPLAYED_HEADER = 'idempotent-replayed';

/** Sends a purchase's answer as stored, so a replay is the same bytes as the first answer. */
export function sendPurchaseAnswer(reply: FastifyReply, answer: PurchaseAnswer): FastifyReply {
  reply.code(answer.statusCode).type('application/json; charset=utf-8');
  if (answer.replayed) reply.header(REPLAYED_HEADER, 'true');
  return reply.send(answer.body);
}

/** What a purchase's work hands back: the answer, and the e-mails to deliver once it is committed. */
export interface PurchaseDone {
  statusCode: number;
  body: unknown;
  emails: OutboxEmail[];
}

/**
 * Runs a purchase: the member's row locked for its whole length (so a double submit waits and
 * then replays or sees the first one's subscription), a stored answer replayed, the work done,
 * the answer stored, mail delivered after the commit. A declined card rolls everything back
 * (nothing is stored, the token stays unused); only the 402 itself is remembered for the key.
 */
export async function runPurchase(
  ctx: PaymentsContext,
  member: Member,
  scope: IdempotencyScope | undefined,
  now: Date,
  work: (tx: Queryable) => Promise<PurchaseDone>,
): Promise<PurchaseAnswer> {
  try {
    const result = await ctx.db.transaction(async (tx) => {
      await new MemberRepository(tx).lockMember(member.id);
      if (scope !== undefined) {
        const stored = await storedAnswer(tx, scope);
        if (stored) return { ...stored, emails: [], replayed: true };
      }
      const done = await work(tx);
      const answer = { statusCode: done.statusCode, body: JSON.stringify(done.body) };
      if (scope !== undefined) await storeAnswer(tx, scope, answer, now);
      return { ...answer, emails: done.emails, replayed: false };
    });
    for (const email of result.emails) await ctx.mailer.deliver(email);
    return { statusCode: result.statusCode, body: result.body, replayed: result.replayed };
  } catch (error) {
    if (!(error instanceof DeclinedPurchase)) throw error;
    const answer = { statusCode: 402, body: JSON.stringify(failure(error.message, 'card_declined')) };
    if (scope !== undefined) await ctx.db.transaction((tx) => storeAnswer(tx, scope, answer, now));
    ctx.log.info({ userId: member.id, reason: error.message }, 'payments: purchase declined');
    return { ...answer, replayed: false };
  }
}

function description(plan: Plan): string {
  return `${plan.studio.name} ${plan.name}`;
}

export interface SubscribeInput {
  plan: Plan & { kind: SubscriptionPlanKind };
  source: string;
  token: string | undefined;
  promo: string | undefined;
  idempotencyKey: string | undefined;
}

/**
 * Starts a subscription (API.md "Subscribe"). First-time members get the free trial (nothing
 * charged now); a promo code replaces the trial and the discounted first period is charged now.
 * No card is needed when nothing is due now; without one, a plan that would later cost money is
 * created cancelled at period end.
 */
export async function subscribe(
  ctx: PaymentsContext,
  tx: Queryable,
  member: Member,
  input: SubscribeInput,
  now: Date,
): Promise<PurchaseDone> {
  const subscriptions = new SubscriptionRepository(tx);
  const charges = new ChargeRepository(tx);
  const { plan } = input;
  if (await subscriptions.currentSubscription(member.id))
    throw new PaymentError(409, 'already_subscribed', ALREADY_SUBSCRIBED_MESSAGE);

  const promo =
    input.promo === undefined
      ? null
      : await usablePromo(tx, input.promo, now, plan, { lock: true, memberId: member.id });
  const trial = promo === null && plan.trialDays > 0 && !(await subscriptions.hadTrial(member.id));
  const discounted =
    promo === null ? plan.priceCents : plan.priceCents - discountCents(promo, plan.priceCents);
  const dueNowCents = trial ? 0 : discounted;
  const renewalPriceCents = promo?.duration === 'forever' ? discounted : plan.priceCents;

  if (input.token === undefined && dueNowCents > 0) {
    throw invalidInput(`token: is required: ${formatUsd(dueNowCents)} is due now`);
  }
  const card = input.token === undefined ? null : await cardFor(ctx, tx, member, input.token, 'token', now);

  let charge: { reference: string; status: 'succeeded' | 'pending'; providerRef: string } | null = null;
  const idempotencyKey = purchaseKey('subscribe', member.id, input.idempotencyKey);
  if (dueNowCents > 0 && card !== null) {
    const result = await chargeCard(ctx, tx, member, card, {
      amountCents: dueNowCents,
      idempotencyKey,
      description: description(plan),
      metadata: { userId: String(member.id), packageId: plan.packageId, kind: 'subscription' },
      now,
    });
    if (result.status === 'declined') throw new DeclinedPurchase(result.message);
    charge = { reference: randomId('ch_'), status: result.status, providerRef: result.providerRef };
  }

  const trialEndsAt = trial ? addDays(now, plan.trialDays) : null;
  const anchor = trialEndsAt ?? now;
  const cancelAtPeriodEnd = card === null && renewalPriceCents > 0;
  const reference = randomId('sub_');
  const subscriptionId = await subscriptions.insertSubscription({
    reference,
    userId: member.id,
    packageId: plan.packageId,
    studioId: plan.studio.id,
    plan: plan.kind,
    priceCents: plan.priceCents,
    renewalPriceCents,
    status: trial ? 'trialing' : 'active',
    source: input.source,
    provider: ctx.provider.kind,
    cardId: card?.id ?? null,
    promoCode: promo?.code ?? null,
    startedAt: now,
    trialEndsAt,
    billingAnchorAt: anchor,
    periodIndex: trial ? 0 : 1,
    currentPeriodStart: now,
    currentPeriodEnd: trialEndsAt ?? periodEnd(anchor, plan.kind, 1),
    cancelAtPeriodEnd,
    cancelledAt: cancelAtPeriodEnd ? now : null,
  });
  if (charge !== null && card !== null) {
    await charges.insertCharge({
      reference: charge.reference,
      userId: member.id,
      subscriptionId,
      dayPassId: null,
      kind: 'subscription',
      amountCents: dueNowCents,
      currency: CURRENCY,
      status: charge.status,
      description: description(plan),
      idempotencyKey,
      provider: ctx.provider.kind,
      providerRef: charge.providerRef,
      periodIndex: 1,
      attempt: 1,
      card,
      failureMessage: null,
      createdAt: now,
    });
  }
  if (promo !== null)
    await recordRedemption(tx, { code: promo.code, userId: member.id, subscriptionId, at: now });

  const brand = await brandForStudio(tx, plan.studio.id, ctx.publicUrl);
  const emails: OutboxEmail[] = [];
  if (trialEndsAt !== null) {
    const message = trialStartedMessage(member, brand, {
      planName: plan.name,
      trialEndsAt,
      amountCents: renewalPriceCents,
      card,
      endsWithTrial: cancelAtPeriodEnd,
    });
    emails.push(await ctx.mailer.enqueue(tx, message, now));
  } else if (charge?.status === 'succeeded' && card !== null) {
    const message = receiptMessage(member, brand, {
      description: description(plan),
      amountCents: dueNowCents,
      card,
      chargeRef: charge.reference,
      paidAt: now,
    });
    emails.push(await ctx.mailer.enqueue(tx, message, now));
  } else if (charge === null) {
    const message = subscriptionConfirmedMessage(member, brand, {
      planName: plan.name,
      periodEnd: periodEnd(anchor, plan.kind, 1),
      renewalCents: renewalPriceCents,
      endsAtPeriodEnd: cancelAtPeriodEnd,
    });
    emails.push(await ctx.mailer.enqueue(tx, message, now));
  }

  const subscription = await subscriptions.subscriptionById(subscriptionId);
  if (!subscription) throw new Error(`Subscription ${subscriptionId} vanished`);
  ctx.log.info(
    {
      userId: member.id,
      subscription: reference,
      packageId: plan.packageId,
      trial,
      promo: promo?.code,
      charged: dueNowCents,
    },
    'payments: subscribed',
  );
  return {
    statusCode: 201,
    body: {
      status: true,
      content: {
        subscription: toApiSubscription(subscription, now),
        stripeSubscriptionId: reference,
        charged: charge === null ? null : { amount: toDollars(dueNowCents), chargeId: charge.reference },
      },
    },
    emails,
  };
}

export interface DayPassInput {
  studio: StudioRecord;
  plan: Plan;
  passDate: string;
  timeZone: string;
  startsAt: Date;
  endsAt: Date;
  source: string;
  /** A new token or a saved card id. */
  token: string | undefined;
  tokenField: string;
  promo: string | undefined;
  idempotencyKey: string | undefined;
}

/** Buys a day pass (API.md "Day pass"): charged now, or refused with nothing stored. */
export async function buyDayPass(
  ctx: PaymentsContext,
  tx: Queryable,
  member: Member,
  input: DayPassInput,
  now: Date,
): Promise<PurchaseDone> {
  const dayPasses = new DayPassRepository(tx);
  const charges = new ChargeRepository(tx);
  const { plan } = input;
  if (await dayPasses.dayPassExists(member.id, input.studio.id, input.passDate)) {
    throw new PaymentError(
      409,
      'daypass_exists',
      `You already have a day pass for ${formatLongDate(input.passDate)}.`,
    );
  }
  const promo: PromoCode | null =
    input.promo === undefined
      ? null
      : await usablePromo(tx, input.promo, now, plan, { lock: true, memberId: member.id });
  const amountCents =
    promo === null ? plan.priceCents : plan.priceCents - discountCents(promo, plan.priceCents);
  if (input.token === undefined && amountCents > 0) {
    throw invalidInput(`token: is required: ${formatUsd(amountCents)} is due now`);
  }
  const card: CardRecord | null =
    input.token === undefined ? null : await cardFor(ctx, tx, member, input.token, input.tokenField, now);

  const idempotencyKey = purchaseKey('daypass', member.id, input.idempotencyKey);
  let charged: { status: 'succeeded' | 'pending'; providerRef: string } | null = null;
  if (amountCents > 0 && card !== null) {
    const result = await chargeCard(ctx, tx, member, card, {
      amountCents,
      idempotencyKey,
      description: `${input.studio.name} ${plan.name}`,
      metadata: {
        userId: String(member.id),
        packageId: plan.packageId,
        passDate: input.passDate,
        kind: 'daypass',
      },
      now,
    });
    if (result.status === 'declined') throw new DeclinedPurchase(result.message);
    charged = { status: result.status, providerRef: result.providerRef };
  }

  const dayPassId = await dayPasses.insertDayPass({
    userId: member.id,
    studioId: input.studio.id,
    passDate: input.passDate,
    timeZone: input.timeZone,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    priceCents: amountCents,
    promoCode: promo?.code ?? null,
    source: input.source,
    createdAt: now,
  });
  // The member's row is locked, so only a pass bought before this request can be in the way.
  if (dayPassId === undefined)
    throw new PaymentError(
      409,
      'daypass_exists',
      `You already have a day pass for ${formatLongDate(input.passDate)}.`,
    );

  const emails: OutboxEmail[] = [];
  let chargeRef: string | null = null;
  if (charged !== null && card !== null) {
    chargeRef = randomId('ch_');
    await charges.insertCharge({
      reference: chargeRef,
      userId: member.id,
      subscriptionId: null,
      dayPassId,
      kind: 'daypass',
      amountCents,
      currency: CURRENCY,
      status: charged.status,
      description: `${input.studio.name} ${plan.name}`,
      idempotencyKey,
      provider: ctx.provider.kind,
      providerRef: charged.providerRef,
      periodIndex: null,
      attempt: 1,
      card,
      failureMessage: null,
      createdAt: now,
    });
    if (charged.status === 'succeeded') {
      const brand = await brandForStudio(tx, input.studio.id, ctx.publicUrl);
      const message = receiptMessage(member, brand, {
        description: `${input.studio.name} ${plan.name}`,
        amountCents,
        card,
        chargeRef,
        paidAt: now,
        passDate: input.passDate,
      });
      emails.push(await ctx.mailer.enqueue(tx, message, now));
    }
  }
  if (promo !== null) await recordRedemption(tx, { code: promo.code, userId: member.id, dayPassId, at: now });

  const pass = await dayPasses.dayPassById(dayPassId);
  if (!pass) throw new Error(`Day pass ${dayPassId} vanished`);
  ctx.log.info(
    {
      userId: member.id,
      dayPassId,
      passDate: input.passDate,
      studio: input.studio.shortName,
      charged: amountCents,
    },
    'payments: day pass bought',
  );
  return {
    statusCode: 201,
    body: {
      status: true,
      content: {
        dayPass: toApiDayPass(pass, now),
        charged: chargeRef === null ? null : { amount: toDollars(amountCents), chargeId: chargeRef },
      },
    },
    emails,
  };
}
