import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/database.js';
import type { RateLimiter } from '../http/rate-limit.js';
import type { Mailer } from '../mail/mailer.js';
import { streamFitBrand, studioBrand, studioSiteUrl, type Brand } from '../mail/messages.js';
import { StudioRepository } from '../studios/repository.js';
import { invalidCardToken, PaymentError } from './errors.js';
import { randomId } from '../shared/ids.js';
import { CURRENCY } from '../shared/money.js';
import type { ChargeResult, PaymentProvider } from './provider.js';
import { type CardRecord, CardRepository } from './repository/cards.js';

/** What the purchase flows, the subscription actions and the billing job share. */
export interface PaymentsContext {
  db: Database;
  provider: PaymentProvider;
  mailer: Mailer;
  /** The site's base URL, for links in e-mails. */
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The shared limiter: payment attempts are counted before the provider is called. */
  limiter: RateLimiter;
}

export interface Member {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

/** A card refused by the provider: the purchase stores nothing and answers 402 with the provider's text. */
export class DeclinedPurchase extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DeclinedPurchase';
  }
}

/** Mail is signed by the studio whose white-label site sold the plan, else by StreamFit. */
export async function brandForStudio(tx: Queryable, studioId: number, publicUrl: string): Promise<Brand> {
  const [studio] = await new StudioRepository(tx).findByIds([studioId]);
  if (!studio || studio.whitelabelDomain === null) return streamFitBrand(publicUrl);
  return studioBrand(studio.name, studioSiteUrl(studio.whitelabelDomain, publicUrl));
}

/** The member's customer at the provider, created on first use. */
export async function customerFor(
  ctx: PaymentsContext,
  tx: Queryable,
  member: Member,
  now: Date,
): Promise<string> {
  const cards = new CardRepository(tx);
  const existing = await cards.customerRef(member.id, ctx.provider.kind);
  if (existing !== undefined) return existing;
  const created = await ctx.provider.createCustomer({
    userId: member.id,
    email: member.email,
    name: `${member.firstName} ${member.lastName}`.trim(),
  });
  await cards.insertCustomer(member.id, ctx.provider.kind, created, now);
  return created;
}

/**
 * The card a request pays with: one of the member's saved cards (`card_…`), or a new one-use
 * token the provider verifies and saves. A card the provider refuses throws DeclinedPurchase
 * before anything is written. Saving the same card again reuses its entry.
 */
export async function cardFor(
  ctx: PaymentsContext,
  tx: Queryable,
  member: Member,
  token: string,
  field: string,
  now: Date,
): Promise<CardRecord> {
  const cards = new CardRepository(tx);
  if (token.startsWith('card_')) {
    const saved = await cards.findCard(member.id, token);
    if (!saved || saved.provider !== ctx.provider.kind) throw invalidCardToken(field);
    return saved;
  }
  const customerRef = await customerFor(ctx, tx, member, now);
  let result;
  try {
    result = await ctx.provider.saveCard(tx, { customerRef, token, userId: member.id, now });
  } catch (error) {
    // The providers name the body's `token`; a request may have sent it under another name.
    if (error instanceof PaymentError && error.code === 'invalid_card_token') throw invalidCardToken(field);
    throw error;
  }
  if (result.status === 'declined') throw new DeclinedPurchase(result.message);
  const { card } = result;
  if (card.fingerprint !== null) {
    const same = await cards.findSameCard(
      member.id,
      ctx.provider.kind,
      card.fingerprint,
      card.expMonth,
      card.expYear,
    );
    if (same) return same;
  }
  const record: CardRecord = {
    id: card.cardId ?? randomId('card_'),
    userId: member.id,
    provider: ctx.provider.kind,
    providerRef: card.providerRef,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    fingerprint: card.fingerprint,
    createdAt: now,
  };
  await cards.insertCard(record);
  return record;
}

/** A provider key for a purchase: the client's Idempotency-Key when given, else one of its own. */
export function purchaseKey(
  kind: 'subscribe' | 'daypass' | 'video',
  userId: number,
  idempotencyKey: string | undefined,
): string {
  return `${kind}:${userId}:${idempotencyKey ?? randomUUID()}`;
}

export async function chargeCard(
  ctx: PaymentsContext,
  tx: Queryable,
  member: Member,
  card: CardRecord,
  charge: {
    amountCents: number;
    idempotencyKey: string;
    description: string;
    metadata: Record<string, string>;
    now: Date;
  },
): Promise<ChargeResult> {
  const customerRef = await customerFor(ctx, tx, member, charge.now);
  return ctx.provider.charge(tx, {
    customerRef,
    cardRef: card.providerRef,
    amountCents: charge.amountCents,
    currency: CURRENCY,
    idempotencyKey: charge.idempotencyKey,
    description: charge.description,
    metadata: charge.metadata,
    now: charge.now,
  });
}
