import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { DEV_GYM_BENEFIT_SECRET } from './accounts/gym-benefit.js';
import { registerAccountRoutes } from './accounts/routes.js';
import { DEFAULT_MAIL_FROM, DEFAULT_PUBLIC_URL, DEFAULT_TRUST_PROXY } from './config.js';
import type { Database } from './db/database.js';
import { DEFAULT_EVENTS_PING_MS, DEV_EVENTS_STREAM_TOKEN, registerEventRoutes } from './events/routes.js';
import { registerErrorHandlers } from './http/errors.js';
import { registerJsonBodyParser } from './http/json-body.js';
import { registerRequestIdEcho, requestIdFor } from './http/request-id.js';
import { ajvCustomOptions, formatSchemaErrors } from './http/validation.js';
import { registerLiveClassRoutes } from './live/routes.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { registerOutboxRoutes } from './mail/routes.js';
import { registerNewsletterRoutes } from './newsletter/routes.js';
import type { NewsletterWebhookOptions } from './newsletter/webhook.js';
import type { BillingScheduler } from './payments/billing.js';
import { LocalPaymentProvider } from './payments/local-provider.js';
import type { PaymentProvider } from './payments/provider.js';
import { registerPaymentRoutes } from './payments/routes.js';
import { StripePaymentProvider } from './payments/stripe-provider.js';
import { registerMediaRoutes } from './studios/media-routes.js';
import { StudioRepository } from './studios/repository.js';
import { registerStudioRoutes } from './studios/routes.js';
import { registerSystemRoutes } from './system/routes.js';
import { registerWorkoutRoutes } from './workouts/routes.js';

/** Current time, injectable so time-dependent domains (sessions, throttling, trials) can be tested. */
export type Clock = () => Date;

export interface AppOptions {
  db: Database;
  /** The build version served by /meta.json and /api/health. */
  version: string;
  clock?: Clock;
  /** Fastify logger options; defaults to level LOG_LEVEL (or 'info') on stdout. */
  logger?: FastifyServerOptions['logger'];
  /** Folder for the outbox's `.eml` copies (`<DATA_DIR>/outbox` in the server); none when absent. */
  outboxDir?: string;
  /** Set → e-mail is also sent by SMTP. */
  smtpUrl?: string;
  mailFrom?: string;
  /** Replaces the mailer built from outboxDir/smtpUrl/mailFrom (tests). */
  mailer?: Mailer;
  /** GET /api/dev/outbox while mail stays local; default true. */
  devOutbox?: boolean;
  /** Defaults to the development secret. */
  gymBenefitSecret?: string;
  publicUrl?: string;
  /** Fastify trustProxy; default: loopback and private networks. */
  trustProxy?: boolean | string;
  /** STRIPE_SECRET_KEY: set → the Stripe payment provider, else the local one. */
  stripeSecretKey?: string;
  /** STRIPE_PUBLISHABLE_KEY, handed to Stripe.js by GET /api/basic/stripe. */
  stripePublishableKey?: string;
  /** STRIPE_WEBHOOK_SECRET: set → POST /api/payments/stripe/webhook verifies events with it. */
  stripeWebhookSecret?: string;
  /** Replaces the provider built from the Stripe settings (tests: a Stripe provider on a fake server). */
  paymentProvider?: PaymentProvider;
  /** EVENTS_STREAM_TOKEN for GET /api/events/stream; defaults to the development token. */
  eventsStreamToken?: string;
  /** Interval of the event stream's `: ping` comment (ms); default 15 s. */
  eventsPingMs?: number;
  /**
   * NEWSLETTER_WEBHOOK_URL (+ NEWSLETTER_WEBHOOK_TOKEN): set → each new newsletter subscriber is also
   * POSTed to that mailing service after it is stored; unset → sign-ups stay in the database.
   */
  newsletterWebhook?: NewsletterWebhookOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
    /** The subscription lifecycle job: the server starts it; tests call `runDue(now)`. */
    billing: BillingScheduler;
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: process.env['LOG_LEVEL'] ?? 'info' },
    genReqId: requestIdFor,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    // Let the short-name schema answer 400 for long names instead of the router's 404.
    routerOptions: { maxParamLength: 1000 },
    ajv: { customOptions: ajvCustomOptions },
    schemaErrorFormatter: formatSchemaErrors,
    // The log-in throttle counts per client address, which behind the gateway is X-Forwarded-For.
    trustProxy: options.trustProxy ?? DEFAULT_TRUST_PROXY,
  });
  app.decorate('clock', options.clock ?? (() => new Date()));

  registerErrorHandlers(app);
  registerRequestIdEcho(app);
  registerJsonBodyParser(app);

  const mailer =
    options.mailer ??
    createMailer({
      outboxDir: options.outboxDir,
      smtpUrl: options.smtpUrl,
      from: options.mailFrom ?? DEFAULT_MAIL_FROM,
      log: app.log,
    });

  const studios = new StudioRepository(options.db);
  registerSystemRoutes(app, options.db, options.version);
  registerStudioRoutes(app, studios);
  registerMediaRoutes(app, studios);
  registerAccountRoutes(app, {
    db: options.db,
    studios,
    mailer,
    gymBenefitSecret: options.gymBenefitSecret ?? DEV_GYM_BENEFIT_SECRET,
    publicUrl: options.publicUrl ?? DEFAULT_PUBLIC_URL,
  });
  registerOutboxRoutes(app, options.db, mailer, options.devOutbox ?? true);
  // One provider for the payments calls and per-class payments (issue 5).
  const provider = options.paymentProvider ?? paymentProviderFor(options);
  const publicUrl = options.publicUrl ?? DEFAULT_PUBLIC_URL;
  const billing = registerPaymentRoutes(app, {
    db: options.db,
    studios,
    mailer,
    provider,
    publicUrl,
    stripeWebhookSecret: options.stripeWebhookSecret,
    devRoutes: options.devOutbox ?? true,
  });
  app.decorate('billing', billing);
  registerEventRoutes(app, {
    db: options.db,
    token: options.eventsStreamToken ?? DEV_EVENTS_STREAM_TOKEN,
    pingMs: options.eventsPingMs ?? DEFAULT_EVENTS_PING_MS,
  });
  registerLiveClassRoutes(app, { db: options.db, payments: { db: options.db, provider, mailer, publicUrl, log: app.log } });
  registerWorkoutRoutes(app, options.db);
  const newsletter = registerNewsletterRoutes(app, { db: options.db, studios, mailer, publicUrl, webhook: options.newsletterWebhook });
  // The billing job first: a run under way still records and delivers its mail.
  app.addHook('onClose', async () => {
    await billing.stop();
    await newsletter.idle();
    await mailer.close();
  });
  // Not readied here: inject() and listen() do that, and callers may still add hooks.
  return app;
}

function paymentProviderFor(options: AppOptions): PaymentProvider {
  if (options.stripeSecretKey === undefined) return new LocalPaymentProvider();
  return new StripePaymentProvider({ secretKey: options.stripeSecretKey, publishableKey: options.stripePublishableKey ?? null });
}
