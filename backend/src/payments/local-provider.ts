import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { addDays } from '../shared/dates.js';
import { randomId } from '../shared/ids.js';
import { invalidCardToken, invalidState, PaymentError, TEST_CARD_REQUIRED_MESSAGE } from './errors.js';
import type {
  ChargeRequest,
  ChargeResult,
  CustomerDetails,
  PaymentProvider,
  ProviderCard,
  RefundRequest,
  RefundResult,
  SaveCardResult,
} from './provider.js';

/**
 * The default payment provider: only the documented test cards exist, so it can never take a
 * real card. Tokens and charges are rows in this database (any instance redeems a token; a
 * repeated idempotency key returns the recorded result and charges nothing more).
 */

export const CARD_TOKEN_LIFETIME_MS = 15 * 60 * 1000;

type Behaviour = 'succeeds' | 'declined' | 'insufficient_funds' | 'declines_on_charge';

interface TestCard {
  brand: string;
  behaviour: Behaviour;
}

/** API.md "Local provider". */
export const TEST_CARDS: Readonly<Record<string, TestCard>> = {
  '4242424242424242': { brand: 'Visa', behaviour: 'succeeds' },
  '5555555555554444': { brand: 'Mastercard', behaviour: 'succeeds' },
  '378282246310005': { brand: 'American Express', behaviour: 'succeeds' },
  '4000000000000002': { brand: 'Visa', behaviour: 'declined' },
  '4000000000009995': { brand: 'Visa', behaviour: 'insufficient_funds' },
  '4000000000000341': { brand: 'Visa', behaviour: 'declines_on_charge' },
};

const DECLINE_MESSAGES: Readonly<Record<Exclude<Behaviour, 'succeeds'>, string>> = {
  declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  declines_on_charge: 'Your card was declined.',
};

/** A stable id for a card number that reveals nothing about it (beyond being a test card). */
function fingerprintOf(number: string): string {
  return createHash('sha256').update(`streamfit-local-card:${number}`).digest('hex').slice(0, 24);
}

/** The local provider's reference for a saved test card: it names the card by fingerprint only. */
const BEHAVIOUR_BY_REF: ReadonlyMap<string, Behaviour> = new Map(
  Object.entries(TEST_CARDS).map(([number, card]) => [`lpm_${fingerprintOf(number)}`, card.behaviour]),
);

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Luhn checksum, as every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

function invalidCard(message: string): PaymentError {
  return new PaymentError(400, 'invalid_card', message);
}

/**
 * Checks card details the way a card form's processor would, in order: number shape, Luhn, test
 * card, expiry (the card is good through the end of its month), CVC length for the brand.
 */
export function checkCard(details: CardDetails, now: Date): { number: string; card: TestCard } {
  const number = details.number.replace(/[\s-]/g, '');
  if (!/^[0-9]{12,19}$/.test(number)) throw invalidCard('number: must be 12 to 19 digits');
  if (!passesLuhn(number)) throw invalidCard('number: is not a valid card number');
  const card = TEST_CARDS[number];
  if (!card) throw new PaymentError(400, 'test_card_required', TEST_CARD_REQUIRED_MESSAGE);
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  if (details.expYear < year) throw invalidCard('expYear: the card has expired');
  if (details.expYear === year && details.expMonth < month)
    throw invalidCard('expMonth: the card has expired');
  const cvcLength = card.brand === 'American Express' ? 4 : 3;
  if (!new RegExp(`^[0-9]{${cvcLength}}$`).test(details.cvc)) {
    throw invalidCard(`cvc: must be ${cvcLength} digits${cvcLength === 4 ? ' for American Express' : ''}`);
  }
  return { number, card };
}

export interface IssuedToken {
  token: string;
  card: { id: string; brand: string; last4: string; expMonth: number; expYear: number };
}

export class LocalPaymentProvider implements PaymentProvider {
  readonly kind = 'local' as const;
  readonly publishableKey = null;

  /** POST /api/basic/card-tokens: checks the card and stores a one-use token for it. */
  async createToken(db: Queryable, details: CardDetails, now: Date): Promise<IssuedToken> {
    const { number, card } = checkCard(details, now);
    const token = randomId('tok_', 18);
    const cardId = randomId('card_');
    const fingerprint = fingerprintOf(number);
    const last4 = number.slice(-4);
    await db.query(
      `INSERT INTO card_tokens (token_hash, card_id, provider_ref, brand, last4, exp_month, exp_year,
         fingerprint, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        sha256(token),
        cardId,
        `lpm_${fingerprint}`,
        card.brand,
        last4,
        details.expMonth,
        details.expYear,
        fingerprint,
        now,
        new Date(now.getTime() + CARD_TOKEN_LIFETIME_MS),
      ],
    );
    // Old tokens are worth nothing; keep the table small as we go.
    await db.query('DELETE FROM card_tokens WHERE expires_at < $1', [addDays(now, -1)]);
    return {
      token,
      card: { id: cardId, brand: card.brand, last4, expMonth: details.expMonth, expYear: details.expYear },
    };
  }

  async createCustomer(customer: CustomerDetails): Promise<string> {
    return `cus_local_${customer.userId}`;
  }

  /**
   * Redeems a token: unknown, used or expired → invalid_card_token. The decline test cards are
   * refused here (before anything is written), so a declined card leaves its token unused.
   */
  async saveCard(
    ledger: Queryable,
    request: { token: string; userId: number; now: Date },
  ): Promise<SaveCardResult> {
    if (!/^tok_[A-Za-z0-9]{10,64}$/.test(request.token)) throw invalidCardToken();
    const [row] = await ledger.query<{
      card_id: string;
      provider_ref: string;
      brand: string;
      last4: string;
      exp_month: number;
      exp_year: number;
      fingerprint: string;
    }>(
      `SELECT card_id, provider_ref, brand, last4, exp_month, exp_year, fingerprint FROM card_tokens
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 FOR UPDATE`,
      [sha256(request.token), request.now],
    );
    if (!row) throw invalidCardToken();
    const behaviour = BEHAVIOUR_BY_REF.get(row.provider_ref);
    if (behaviour === 'declined' || behaviour === 'insufficient_funds') {
      return { status: 'declined', message: DECLINE_MESSAGES[behaviour] };
    }
    await ledger.query('UPDATE card_tokens SET used_at = $2, used_by = $3 WHERE token_hash = $1', [
      sha256(request.token),
      request.now,
      request.userId,
    ]);
    const card: ProviderCard = {
      providerRef: row.provider_ref,
      brand: row.brand,
      last4: row.last4,
      expMonth: row.exp_month,
      expYear: row.exp_year,
      fingerprint: row.fingerprint,
      cardId: row.card_id,
    };
    return { status: 'saved', card };
  }

  async charge(ledger: Queryable, request: ChargeRequest): Promise<ChargeResult> {
    const behaviour = BEHAVIOUR_BY_REF.get(request.cardRef);
    if (behaviour === undefined) throw new Error(`The local provider has no card ${request.cardRef}`);
    const failure = behaviour === 'succeeds' ? null : DECLINE_MESSAGES[behaviour];
    // Recorded first time only; a repeated key (a retry after a crash, a double submit) reads it back.
    await ledger.query(
      `INSERT INTO local_provider_charges (idempotency_key, reference, payment_method, amount_cents, currency,
         status, failure_message, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (idempotency_key) DO NOTHING`,
      [
        request.idempotencyKey,
        randomId('ch_local_'),
        request.cardRef,
        request.amountCents,
        request.currency,
        failure === null ? 'succeeded' : 'declined',
        failure,
        request.now,
      ],
    );
    const [recorded] = await ledger.query<{
      reference: string;
      status: 'succeeded' | 'declined';
      failure_message: string | null;
      amount_cents: number;
      payment_method: string;
    }>(
      'SELECT reference, status, failure_message, amount_cents, payment_method FROM local_provider_charges WHERE idempotency_key = $1',
      [request.idempotencyKey],
    );
    if (!recorded) throw new Error(`Recording local charge ${request.idempotencyKey} failed`);
    // As a real processor does: a key belongs to one set of parameters.
    if (recorded.amount_cents !== request.amountCents || recorded.payment_method !== request.cardRef) {
      throw new Error(
        `Idempotency key ${request.idempotencyKey} was reused with different charge parameters`,
      );
    }
    return recorded.status === 'succeeded'
      ? { status: 'succeeded', providerRef: recorded.reference }
      : {
          status: 'declined',
          providerRef: recorded.reference,
          message: recorded.failure_message ?? DECLINE_MESSAGES.declined,
        };
  }

  /** Refunds at once; a repeated key reads the first refund back and gives nothing more. */
  async refund(ledger: Queryable, request: RefundRequest): Promise<RefundResult> {
    const [charge] = await ledger.query<{ amount_cents: number; status: string }>(
      'SELECT amount_cents, status FROM local_provider_charges WHERE reference = $1 FOR UPDATE',
      [request.chargeRef],
    );
    if (charge === undefined || charge.status !== 'succeeded')
      throw new Error(`The local provider has no paid charge ${request.chargeRef}`);
    await ledger.query(
      `INSERT INTO local_provider_refunds (idempotency_key, reference, charge_reference, amount_cents, created_at)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (idempotency_key) DO NOTHING`,
      [request.idempotencyKey, randomId('re_local_'), request.chargeRef, request.amountCents, request.now],
    );
    const [recorded] = await ledger.query<{
      reference: string;
      charge_reference: string;
      amount_cents: number;
    }>(
      'SELECT reference, charge_reference, amount_cents FROM local_provider_refunds WHERE idempotency_key = $1',
      [request.idempotencyKey],
    );
    if (!recorded) throw new Error(`Recording local refund ${request.idempotencyKey} failed`);
    if (recorded.charge_reference !== request.chargeRef || recorded.amount_cents !== request.amountCents) {
      throw new Error(
        `Idempotency key ${request.idempotencyKey} was reused with different refund parameters`,
      );
    }
    const [total] = await ledger.query<{ cents: number }>(
      'SELECT COALESCE(sum(amount_cents), 0)::int AS cents FROM local_provider_refunds WHERE charge_reference = $1',
      [request.chargeRef],
    );
    // As a processor does: never more back than was paid.
    if ((total?.cents ?? 0) > charge.amount_cents)
      throw new Error(`Refunds of ${request.chargeRef} would exceed what was charged`);
    return { providerRef: recorded.reference, amountCents: recorded.amount_cents };
  }

  async removeCard(): Promise<void> {
    // Local cards are references to test cards; there is nothing to forget.
  }

  async createWalletIntent(): Promise<{ clientSecret: string }> {
    throw invalidState('The wallet button needs the Stripe payment provider.');
  }
}
