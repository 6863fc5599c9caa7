import Stripe from 'stripe';
import { invalidCardToken, paymentUnavailable } from './errors.js';
import type {
  ChargeRequest,
  ChargeResult,
  CustomerDetails,
  PaymentProvider,
  RefundRequest,
  RefundResult,
  SaveCardResult,
  WalletIntentRequest,
} from './provider.js';

/**
 * The Stripe provider (STRIPE_SECRET_KEY set): a Customer per member, cards as PaymentMethods
 * attached to it, charges as off-session PaymentIntents carrying our idempotency key, so a
 * repeated purchase or a billing run re-done after a crash gets Stripe's recorded answer.
 */

export interface StripeSettings {
  secretKey: string;
  publishableKey: string | null;
  /** The API's address; tests point it at a fake Stripe. Defaults to api.stripe.com over https. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  /** Per request; the billing job holds a row lock while it waits. */
  timeoutMs?: number;
  maxNetworkRetries?: number;
}

const BRAND_NAMES: Readonly<Record<string, string>> = {
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  eftpos_au: 'EFTPOS Australia',
  jcb: 'JCB',
  link: 'Link',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

export function brandName(brand: string): string {
  return (
    BRAND_NAMES[brand] ??
    (brand === 'unknown' || brand === '' ? 'Card' : brand.charAt(0).toUpperCase() + brand.slice(1))
  );
}

/** Stripe could not be reached or answered with its own trouble: nothing can be said to have happened. */
function isUnavailable(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    error instanceof Stripe.errors.StripeAuthenticationError
  );
}

function unavailableOr(error: unknown): Error {
  return isUnavailable(error)
    ? paymentUnavailable()
    : error instanceof Error
      ? error
      : new Error(String(error));
}

/** A PaymentIntent's outcome in our words. */
export function chargeResultOf(intent: Stripe.PaymentIntent): ChargeResult {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', providerRef: intent.id };
    case 'processing':
      return { status: 'pending', providerRef: intent.id };
    case 'requires_action':
      // Off-session there is nobody to authenticate: the member has to add the card again.
      return {
        status: 'declined',
        providerRef: intent.id,
        message: 'Your bank asked to confirm this payment. Please add your card again.',
      };
    default:
      return {
        status: 'declined',
        providerRef: intent.id,
        message: intent.last_payment_error?.message ?? 'Your card was declined.',
      };
  }
}

export class StripePaymentProvider implements PaymentProvider {
  readonly kind = 'stripe' as const;
  readonly publishableKey: string | null;
  private readonly stripe: Stripe;

  constructor(settings: StripeSettings) {
    this.publishableKey = settings.publishableKey;
    this.stripe = new Stripe(settings.secretKey, {
      ...(settings.host !== undefined ? { host: settings.host } : {}),
      ...(settings.port !== undefined ? { port: settings.port } : {}),
      ...(settings.protocol !== undefined ? { protocol: settings.protocol } : {}),
      timeout: settings.timeoutMs ?? 20_000,
      // Safe to retry: every write below carries an idempotency key (the SDK adds one where we do not).
      maxNetworkRetries: settings.maxNetworkRetries ?? 2,
      telemetry: false,
    });
  }

  async createCustomer(customer: CustomerDetails): Promise<string> {
    try {
      const created = await this.stripe.customers.create(
        { email: customer.email, name: customer.name, metadata: { userId: String(customer.userId) } },
        // A retried purchase whose transaction rolled back gets the same Customer again.
        { idempotencyKey: `customer:${customer.userId}` },
      );
      return created.id;
    } catch (error) {
      throw unavailableOr(error);
    }
  }

  /** Accepts a Stripe.js card token (`tok_…`) or PaymentMethod (`pm_…`) and attaches it to the customer. */
  async saveCard(_ledger: unknown, request: { customerRef: string; token: string }): Promise<SaveCardResult> {
    if (!/^(tok|pm)_[A-Za-z0-9_]{4,250}$/.test(request.token)) throw invalidCardToken();
    try {
      let paymentMethodId = request.token;
      if (request.token.startsWith('tok_')) {
        const created = await this.stripe.paymentMethods.create({
          type: 'card',
          card: { token: request.token },
        });
        paymentMethodId = created.id;
      }
      const attached = await this.stripe.paymentMethods.attach(paymentMethodId, {
        customer: request.customerRef,
      });
      const card = attached.card;
      if (!card) throw invalidCardToken();
      return {
        status: 'saved',
        card: {
          providerRef: attached.id,
          brand: brandName(card.brand),
          last4: card.last4,
          expMonth: card.exp_month,
          expYear: card.exp_year,
          fingerprint: card.fingerprint ?? null,
        },
      };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError)
        return { status: 'declined', message: error.message };
      // No such token, already used, another account's: the token is not one we can use.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) throw invalidCardToken();
      throw unavailableOr(error);
    }
  }

  async charge(_ledger: unknown, request: ChargeRequest): Promise<ChargeResult> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currency,
          customer: request.customerRef,
          payment_method: request.cardRef,
          off_session: true,
          confirm: true,
          description: request.description,
          metadata: { ...request.metadata },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return chargeResultOf(intent);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        return { status: 'declined', providerRef: error.payment_intent?.id ?? null, message: error.message };
      }
      throw unavailableOr(error);
    }
  }

  /** A Refund of the charge's PaymentIntent, carrying our key: Stripe answers a repeat with the first refund. */
  async refund(_ledger: unknown, request: RefundRequest): Promise<RefundResult> {
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: request.chargeRef, amount: request.amountCents, metadata: { ...request.metadata } },
        { idempotencyKey: request.idempotencyKey },
      );
      return { providerRef: refund.id, amountCents: refund.amount };
    } catch (error) {
      throw unavailableOr(error);
    }
  }

  async removeCard(cardRef: string): Promise<void> {
    try {
      await this.stripe.paymentMethods.detach(cardRef);
    } catch {
      // Best effort: our own record is what stops the card being charged.
    }
  }

  /**
   * For the wallet button: a SetupIntent, so confirming it in the browser moves no money. The
   * wallet's PaymentMethod then goes to subscribe as `token`, which prices and charges as usual.
   */
  async createWalletIntent(request: WalletIntentRequest): Promise<{ clientSecret: string }> {
    try {
      const intent = await this.stripe.setupIntents.create({
        customer: request.customerRef,
        usage: 'off_session',
        allowed_payment_method_types: ['card'],
        metadata: { ...request.metadata, amount: String(request.amountCents), currency: request.currency },
      });
      if (!intent.client_secret) throw new Error('Stripe returned a SetupIntent without a client secret');
      return { clientSecret: intent.client_secret };
    } catch (error) {
      throw unavailableOr(error);
    }
  }
}

/**
 * Verifies a webhook's signature on the raw body (and its age against `nowMs`, the app's clock)
 * and parses the event; throws when either fails.
 */
export function verifyStripeEvent(
  rawBody: Buffer,
  signature: string,
  secret: string,
  nowMs: number,
): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature, secret, undefined, undefined, nowMs);
}
