import { join } from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { UNCONFIGURED_CALENDAR_SYNC, type CalendarSyncSettings } from './calendar-sync/settings.js';
import { DEFAULT_BILLING_INTERVAL_MS, DEFAULT_PUBLIC_URL, DEFAULT_TRUST_PROXY } from './config.js';
import type { Database } from './db/database.js';
import { domains, type AppContext } from './domains.js';
import { DEFAULT_EVENTS_PING_MS } from './events/routes.js';
import { registerCompression } from './http/compression.js';
import { guardDevelopmentRoutes } from './http/development.js';
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandlers } from './http/errors.js';
import { registerJsonBodyParser } from './http/json-body.js';
import { registerOpenApi } from './http/openapi.js';
import { RateLimiter } from './http/rate-limit.js';
import { registerRequestIdEcho, requestIdFor } from './http/request-id.js';
import { registerCleanStop } from './http/shutdown.js';
import { formatSchemaErrors, registerValidators } from './http/validation.js';
import { registerControlCharacterCheck } from './http/text.js';
import { JobRunner } from './jobs/runner.js';
import { DEFAULT_MAIL_FROM } from './mail/from.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import type { NewsletterWebhookOptions } from './newsletter/webhook.js';
import { paymentProviderFor } from './payments/index.js';
import { membershipFor } from './payments/membership.js';
import type { PaymentProvider } from './payments/provider.js';
import { checkSecrets, type Secrets } from './secrets.js';
import { OutboxTextMessageSender, type TextMessageSender } from './sms/sender.js';
import { befriendOnJoining } from './social/invitations.js';
import type { DomainRuntime } from './shared/domain.js';
import { StudioRepository } from './studios/repository.js';
import { workoutCalendar } from './workouts/booking-calendar.js';

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
  /**
   * Where the library's generated video media lives (`DATA_DIR` in the server: `<it>/media/videos/`);
   * when absent no media is made and its routes answer 503 (apps in tests that play nothing).
   */
  mediaDir?: string;
  /** Set → e-mail is also sent by SMTP. */
  smtpUrl?: string;
  mailFrom?: string;
  /** Replaces the mailer built from outboxDir/smtpUrl/mailFrom (tests). */
  mailer?: Mailer;
  /** Replaces the outbox text-message sender (`<outboxDir>/text-messages`), e.g. with an SMS provider's. */
  textMessages?: TextMessageSender;
  /**
   * The development routes (GET /api/dev/outbox, POST /api/dev/billing/run): only in development
   * (not a production deployment and a loopback address; see config.ts). Default false: absent.
   */
  devRoutes?: boolean;
  /**
   * GYM_BENEFIT_SECRET, EVENTS_STREAM_TOKEN and PLAYBACK_URL_SECRET (see secrets.ts): required,
   * each at least 32 characters. There are no defaults; tests pass their own.
   */
  secrets: Secrets;
  publicUrl?: string;
  /** Fastify trustProxy; default: loopback only (a gateway on this machine). */
  trustProxy?: boolean | string;
  /** STRIPE_SECRET_KEY: set → the Stripe payment provider, else the local one. */
  stripeSecretKey?: string;
  /** STRIPE_PUBLISHABLE_KEY, handed to Stripe.js by GET /api/basic/stripe. */
  stripePublishableKey?: string;
  /** STRIPE_WEBHOOK_SECRET: set → POST /api/payments/stripe/webhook verifies events with it. */
  stripeWebhookSecret?: string;
  /** Replaces the provider built from the Stripe settings (tests: a Stripe provider on a fake server). */
  paymentProvider?: PaymentProvider;
  /** Interval of the event stream's `: ping` comment (ms); default 15 s. */
  eventsPingMs?: number;
  /**
   * NEWSLETTER_WEBHOOK_URL (+ NEWSLETTER_WEBHOOK_TOKEN): set → each new newsletter subscriber is also
   * POSTed to that mailing service after it is stored; unset → sign-ups stay in the database.
   */
  newsletterWebhook?: NewsletterWebhookOptions;
  /** RATE_LIMIT_FACTOR: multiplies every rate limit (never below 1); default 1. */
  rateLimitFactor?: number;
  /** BILLING_INTERVAL_MS: how often the billing job runs once `app.jobs` starts; 0 → not on this instance. */
  billingIntervalMs?: number;
  /**
   * Calendar sync (GOOGLE_CLIENT_ID/SECRET, MICROSOFT_CLIENT_ID/SECRET, the provider addresses,
   * CALENDAR_TOKEN_KEY): default none configured, and its routes say so.
   */
  calendarSync?: CalendarSyncSettings;
}

/** How often old rate-limit hits (past every window) are dropped, so the table stays small. */
export const RATE_LIMIT_PRUNE_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
    /** Every limit's counter; the server prunes its old hits now and then. */
    rateLimiter: RateLimiter;
    /** Every domain's background jobs; the server starts them, closing the app stops them. */
    jobs: JobRunner;
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  checkSecrets(options.secrets);
  const app = Fastify({
    logger: options.logger ?? { level: process.env['LOG_LEVEL'] ?? 'info' },
    genReqId: requestIdFor,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    // Let the short-name schema answer 400 for long names; longer ones are the router's 414 (in the envelope).
    routerOptions: { maxParamLength: 1000 },
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    // A stop closes idle keep-alive connections, never ones with a request in flight; a request
    // that still arrives while it drains is answered (with Connection: close), not refused.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
    schemaErrorFormatter: formatSchemaErrors,
    // Limits count per client address, which behind the gateway is X-Forwarded-For (from trusted proxies only).
    trustProxy: options.trustProxy ?? DEFAULT_TRUST_PROXY,
  });
  app.decorate('clock', options.clock ?? (() => new Date()));
  const devRoutes = options.devRoutes ?? false;
  // Before any route: a development route registered outside development fails here.
  guardDevelopmentRoutes(app, devRoutes);

  registerErrorHandlers(app);
  registerRequestIdEcho(app);
  registerCleanStop(app);
  registerJsonBodyParser(app);
  registerValidators(app);
  registerControlCharacterCheck(app);
  registerCompression(app);
  // Before any route: the contract is generated from the routes as they are added.
  await registerOpenApi(app, options.version);

  const mailer =
    options.mailer ??
    createMailer({
      outboxDir: options.outboxDir,
      smtpUrl: options.smtpUrl,
      from: options.mailFrom ?? DEFAULT_MAIL_FROM,
      log: app.log,
    });

  const textMessages =
    options.textMessages ??
    new OutboxTextMessageSender({
      outboxDir: options.outboxDir === undefined ? undefined : join(options.outboxDir, 'text-messages'),
      log: app.log,
    });

  // One limiter for every limit, counted in the database so every instance shares the counts.
  const limiter = new RateLimiter(options.db, options.rateLimitFactor ?? 1);
  app.decorate('rateLimiter', limiter);
  const context: AppContext = {
    db: options.db,
    version: options.version,
    mailer,
    textMessages,
    limiter,
    studios: new StudioRepository(options.db),
    provider:
      options.paymentProvider ??
      paymentProviderFor({
        secretKey: options.stripeSecretKey,
        publishableKey: options.stripePublishableKey,
      }),
    publicUrl: options.publicUrl ?? DEFAULT_PUBLIC_URL,
    secrets: options.secrets,
    devRoutes,
    stripeWebhookSecret: options.stripeWebhookSecret,
    eventsPingMs: options.eventsPingMs ?? DEFAULT_EVENTS_PING_MS,
    newsletterWebhook: options.newsletterWebhook,
    memberAccess: membershipFor,
    memberJoined: befriendOnJoining,
    calendar: workoutCalendar,
    billingIntervalMs: options.billingIntervalMs ?? DEFAULT_BILLING_INTERVAL_MS,
    mediaDir: options.mediaDir,
    calendarSync: options.calendarSync ?? UNCONFIGURED_CALENDAR_SYNC,
  };
  const jobs = new JobRunner(options.db, { log: app.log });
  app.decorate('jobs', jobs);
  jobs.register({
    name: 'rate-limit-prune',
    intervalMs: RATE_LIMIT_PRUNE_MS,
    run: async () => {
      const dropped = await limiter.prune(new Date());
      if (dropped > 0) app.log.info({ dropped }, 'rate limits: old hits dropped');
    },
  });
  const running: DomainRuntime[] = [];
  for (const domain of domains) {
    const runtime = domain.register?.(app, context);
    if (runtime) running.push(runtime);
    for (const job of domain.jobs?.(app, context) ?? []) jobs.register(job);
  }
  // The job under way first (a billing run still records and delivers its mail), then each domain's work, then the mailer.
  app.addHook('onClose', async () => {
    await jobs.stop();
    for (const runtime of running) await runtime.idle();
    await mailer.close();
    await textMessages.close();
  });
  // Not readied here: inject() and listen() do that, and callers may still add hooks.
  return app;
}
