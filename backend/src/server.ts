import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { prepareDatabase } from './bootstrap.js';
import type { Database } from './db/database.js';
import { openDatabase, pgliteDirectory } from './db/open.js';
import { seedLiveClasses } from './live/seed.js';

/** How often a running server rolls the seeded live class schedule forward (it also does at start). */
const LIVE_SCHEDULE_ROLL_MS = 6 * 60 * 60 * 1000;

async function main(): Promise<void> {
  const config = loadConfig();
  let db: Database;
  try {
    db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    console.error('StreamFit backend could not open its database:', error);
    process.exit(1);
  }
  let app: FastifyInstance | undefined;

  let roll: NodeJS.Timeout | undefined;
  let stopping = false;
  const stop = async (signal: string): Promise<void> => {
    if (stopping) {
      // A second Ctrl-C means "now": skip the graceful path.
      process.exit(130);
    }
    stopping = true;
    if (roll !== undefined) clearInterval(roll);
    app?.log.info({ signal }, 'shutting down');
    try {
      await app?.close();
    } finally {
      // PGlite only persists what it flushed on close.
      await db.close();
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    await prepareDatabase(db, { staffPassword: config.seedStaffPassword, instructorPassword: config.seedInstructorPassword });
    app = await buildApp({
      db,
      version: config.version,
      logger: { level: config.logLevel },
      outboxDir: config.outboxDir,
      mailFrom: config.mailFrom,
      devOutbox: config.devOutbox,
      publicUrl: config.publicUrl,
      trustProxy: config.trustProxy,
      ...(config.smtpUrl !== undefined ? { smtpUrl: config.smtpUrl } : {}),
      ...(config.gymBenefitSecret !== undefined ? { gymBenefitSecret: config.gymBenefitSecret } : {}),
      ...(config.stripeSecretKey !== undefined ? { stripeSecretKey: config.stripeSecretKey } : {}),
      ...(config.stripePublishableKey !== undefined ? { stripePublishableKey: config.stripePublishableKey } : {}),
      ...(config.stripeWebhookSecret !== undefined ? { stripeWebhookSecret: config.stripeWebhookSecret } : {}),
      ...(config.eventsStreamToken !== undefined ? { eventsStreamToken: config.eventsStreamToken } : {}),
      ...(config.newsletterWebhookUrl !== undefined
        ? { newsletterWebhook: { url: config.newsletterWebhookUrl, token: config.newsletterWebhookToken } }
        : {}),
    });
    if (config.eventsStreamToken === undefined) {
      app.log.warn('EVENTS_STREAM_TOKEN is not set: GET /api/events/stream accepts the public development token');
    }
    if (config.gymBenefitSecret === undefined) {
      app.log.warn('GYM_BENEFIT_SECRET is not set: gym-benefit invitations use the public development secret');
    }
    app.log.info(
      config.smtpUrl !== undefined
        ? 'mail: sent by SMTP (SMTP_URL), also recorded in the outbox'
        : `mail: local outbox only, in ${config.outboxDir} and GET /api/dev/outbox`,
    );
    app.log.info(
      config.newsletterWebhookUrl !== undefined
        ? `newsletter: sign-ups stored and sent to ${new URL(config.newsletterWebhookUrl).origin} (NEWSLETTER_WEBHOOK_URL)`
        : 'newsletter: sign-ups stored only (set NEWSLETTER_WEBHOOK_URL to send them to a mailing service)',
    );
    if (config.stripeSecretKey !== undefined) {
      app.log.info('payments: Stripe (STRIPE_SECRET_KEY)');
      if (config.stripePublishableKey === undefined) app.log.warn('STRIPE_PUBLISHABLE_KEY is not set: browsers cannot load Stripe.js');
      if (config.stripeWebhookSecret === undefined) app.log.warn('STRIPE_WEBHOOK_SECRET is not set: Stripe webhooks are refused');
    } else {
      app.log.info('payments: local test-card provider (set STRIPE_SECRET_KEY for Stripe)');
    }
    const where = config.databaseUrl ? 'postgres' : `pglite at ${pgliteDirectory(config.dataDir)}`;
    await app.listen({
      port: config.port,
      host: config.host,
      listenTextResolver: (address) =>
        `StreamFit backend listening on ${address} (database: ${where}, version ${config.version})`,
    });
    // A server that runs for weeks still has upcoming classes: the seed is idempotent and takes the schema lock.
    roll = setInterval(() => {
      seedLiveClasses(db)
        .then((added) => {
          if (added > 0) app?.log.info({ added }, 'live classes: the seeded schedule rolled forward');
        })
        .catch((error: unknown) => app?.log.error({ err: error }, 'live classes: could not roll the seeded schedule forward'));
    }, LIVE_SCHEDULE_ROLL_MS);
    roll.unref();
    if (config.billingIntervalMs > 0) {
      app.billing.start(config.billingIntervalMs);
      app.log.info(`billing: the lifecycle job runs now and every ${config.billingIntervalMs} ms`);
    } else {
      app.log.info('billing: the lifecycle job is off on this instance (BILLING_INTERVAL_MS=0)');
    }
  } catch (error) {
    console.error('StreamFit backend failed to start:', error);
    await app?.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    process.exit(1);
  }
}

void main();
