import type { BackendDomain } from '../shared/domain.js';
import type { BillingJob } from './billing.js';
import { LocalPaymentProvider } from './local-provider.js';
import type { PaymentProvider } from './provider.js';
import { registerPaymentRoutes, type PaymentsOptions } from './routes.js';
import { seedPayments } from './seed.js';
import { StripePaymentProvider } from './stripe-provider.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The subscription lifecycle job: the job runner runs it on the server; tests call `runDue(now)`. */
    billing: BillingJob;
  }
}

/** Plans, promo codes, cards, subscriptions, day passes, the billing job, Stripe webhooks. */
export const payments: BackendDomain<PaymentsOptions & { billingIntervalMs: number }> = {
  name: 'payments',
  register: (app, options) => {
    app.decorate('billing', registerPaymentRoutes(app, options));
  },
  seed: (db) => seedPayments(db),
  // BILLING_INTERVAL_MS=0 turns billing off on this instance; other instances still run it.
  jobs: (app, { billingIntervalMs }) =>
    billingIntervalMs > 0
      ? [
          {
            name: 'billing',
            intervalMs: billingIntervalMs,
            run: async () => {
              await app.billing.runDue(app.clock());
            },
          },
        ]
      : [],
};

/** STRIPE_SECRET_KEY set → Stripe (the official SDK), else the local provider that takes test cards only. */
export function paymentProviderFor(stripe: {
  secretKey: string | undefined;
  publishableKey: string | undefined;
}): PaymentProvider {
  if (stripe.secretKey === undefined) return new LocalPaymentProvider();
  return new StripePaymentProvider({
    secretKey: stripe.secretKey,
    publishableKey: stripe.publishableKey ?? null,
  });
}
