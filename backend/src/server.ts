import type { FastifyInstance } from 'fastify';
import { prepareVideoMedia } from './library/media/index.js';
import { buildApp } from './app.js';
import { DEFAULT_CALENDAR_TIMEOUT_MS } from './calendar-sync/settings.js';
import { loadConfig, type Config } from './config.js';
import { prepareDatabase } from './bootstrap.js';
import type { Database } from './db/database.js';
import { openDatabase, pgliteDirectory } from './db/open.js';

import {
  CALENDAR_TOKEN_KEY_VARIABLE,
  describeDevelopmentSecrets,
  resolveCalendarTokenKey,
  resolveSecrets,
  type ResolvedCalendarTokenKey,
  type ResolvedSecrets,
  type SecretName,
} from './secrets.js';

/** How long a start waits for the library's clips before it answers anyway. */
const MEDIA_START_WAIT_MS = 30_000;

/** How long a stop waits for requests still in flight before closing their connections. */
const SHUTDOWN_GRACE_MS = 10_000;

/** What needs CALENDAR_TOKEN_KEY: the calendar providers configured, in words; undefined → none. */
function calendarSyncNamed(config: Config): string | undefined {
  const names = [
    ...(config.googleCalendar !== undefined ? ['Google Calendar sync (GOOGLE_CLIENT_ID)'] : []),
    ...(config.outlookCalendar !== undefined ? ['Outlook calendar sync (MICROSOFT_CLIENT_ID)'] : []),
  ];
  return names.length === 0 ? undefined : names.join(' and ');
}

/** The configuration and secrets, or a one-line reason the server will not start (exit code 1). */
function configure(): {
  config: Config;
  secrets: ResolvedSecrets<SecretName>;
  calendarTokenKey: ResolvedCalendarTokenKey;
} {
  try {
    const config = loadConfig();
    const development = config.development;
    return {
      config,
      secrets: resolveSecrets(process.env, { development, dataDir: config.dataDir }),
      calendarTokenKey: resolveCalendarTokenKey(process.env, {
        development,
        dataDir: config.dataDir,
        neededFor: calendarSyncNamed(config),
      }),
    };
  } catch (error) {
    console.error(
      `StreamFit backend cannot start: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const { config, secrets, calendarTokenKey } = configure();
  let db: Database;
  try {
    db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    console.error('StreamFit backend could not open its database:', error);
    process.exit(1);
  }
  let app: FastifyInstance | undefined;

  let stopping = false;
  /**
   * SIGTERM/SIGINT: requests in flight are answered (with `Connection: close`), idle keep-alive
   * connections and event streams are closed, the job under way (billing, …) finishes its run, then the database
   * is closed and the process exits 0. A client that never finishes its request is cut off after
   * a grace period rather than holding the stop forever.
   */
  const stop = async (signal: string): Promise<void> => {
    if (stopping) {
      // A second Ctrl-C means "now": skip the graceful path.
      process.exit(130);
    }
    stopping = true;
    const log = app?.log;
    log?.info({ signal }, 'shutting down');
    let exitCode = 0;
    const grace = setTimeout(() => {
      log?.warn(`requests still open after ${SHUTDOWN_GRACE_MS} ms: closing their connections`);
      app?.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    grace.unref();
    try {
      await app?.close();
    } catch (error) {
      log?.error({ err: error }, 'the server did not stop cleanly');
      exitCode = 1;
    } finally {
      clearTimeout(grace);
    }
    try {
      // PGlite only persists what it flushed on close.
      await db.close();
      if (log) log.info('database closed');
      else console.log('StreamFit backend: database closed');
    } catch (error) {
      console.error('StreamFit backend could not close its database:', error);
      exitCode = 1;
    }
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    await prepareDatabase(db, {
      staffPassword: config.seedStaffPassword,
      instructorPassword: config.seedInstructorPassword,
      videos: config.seedVideos,
    });
    app = await buildApp({
      db,
      version: config.version,
      logger: { level: config.logLevel },
      outboxDir: config.outboxDir,
      mediaDir: config.dataDir,
      mailFrom: config.mailFrom,
      devRoutes: config.development,
      publicUrl: config.publicUrl,
      trustProxy: config.trustProxy,
      rateLimitFactor: config.rateLimitFactor,
      billingIntervalMs: config.billingIntervalMs,
      secrets: secrets.secrets,
      calendarSync: {
        google: config.googleCalendar,
        outlook: config.outlookCalendar,
        tokenKey: calendarTokenKey.key,
        urls: config.calendarUrls,
        intervalMs: config.calendarSyncIntervalMs,
        timeoutMs: DEFAULT_CALENDAR_TIMEOUT_MS,
      },
      ...(config.smtpUrl !== undefined ? { smtpUrl: config.smtpUrl } : {}),
      ...(config.stripeSecretKey !== undefined ? { stripeSecretKey: config.stripeSecretKey } : {}),
      ...(config.stripePublishableKey !== undefined
        ? { stripePublishableKey: config.stripePublishableKey }
        : {}),
      ...(config.stripeWebhookSecret !== undefined
        ? { stripeWebhookSecret: config.stripeWebhookSecret }
        : {}),
      ...(config.newsletterWebhookUrl !== undefined
        ? { newsletterWebhook: { url: config.newsletterWebhookUrl, token: config.newsletterWebhookToken } }
        : {}),
    });
    if (config.rateLimitFactor !== 1)
      app.log.warn(`rate limits: every limit is multiplied by ${config.rateLimitFactor} (RATE_LIMIT_FACTOR)`);
    const fromFile = describeDevelopmentSecrets(secrets);
    if (fromFile !== undefined) app.log.info(fromFile);
    if (calendarTokenKey.fromFile)
      app.log.info(
        `secrets: ${CALENDAR_TOKEN_KEY_VARIABLE} is not set; development value from ${calendarTokenKey.file}`,
      );
    const calendars = calendarSyncNamed(config);
    app.log.info(
      calendars === undefined
        ? 'calendar sync: not offered (set GOOGLE_CLIENT_ID/SECRET or MICROSOFT_CLIENT_ID/SECRET)'
        : config.calendarSyncIntervalMs > 0
          ? `calendar sync: ${calendars}, the job every ${config.calendarSyncIntervalMs} ms`
          : `calendar sync: ${calendars}; the job is off on this instance (CALENDAR_SYNC_INTERVAL_MS=0)`,
    );
    app.log.info(
      config.smtpUrl !== undefined
        ? 'mail: sent by SMTP (SMTP_URL), also recorded in the outbox'
        : `mail: local outbox only, in ${config.outboxDir}${config.development ? ' and GET /api/dev/outbox' : ''}`,
    );
    app.log.info(
      config.development
        ? 'development: the /api/dev routes are on (direct calls only)'
        : 'production-like (STREAMFIT_ENV=production, NODE_ENV=production without STREAMFIT_ENV, or a non-loopback BACKEND_HOST): no /api/dev routes',
    );
    app.log.info(
      config.newsletterWebhookUrl !== undefined
        ? `newsletter: sign-ups stored and sent to ${new URL(config.newsletterWebhookUrl).origin} (NEWSLETTER_WEBHOOK_URL)`
        : 'newsletter: sign-ups stored only (set NEWSLETTER_WEBHOOK_URL to send them to a mailing service)',
    );
    if (config.stripeSecretKey !== undefined) {
      app.log.info('payments: Stripe (STRIPE_SECRET_KEY)');
      if (config.stripePublishableKey === undefined)
        app.log.warn('STRIPE_PUBLISHABLE_KEY is not set: browsers cannot load Stripe.js');
      if (config.stripeWebhookSecret === undefined)
        app.log.warn('STRIPE_WEBHOOK_SECRET is not set: Stripe webhooks are refused');
    } else {
      app.log.info('payments: local test-card provider (set STRIPE_SECRET_KEY for Stripe)');
    }
    // The library's clips are made (first start only: a few seconds) before the server answers, so a
    // member's first page of classes never meets posters that are not there yet.
    // A very slow machine does not hold the server back for long: past 30 s it answers, and media
    // routes say 'try again shortly' until the clips are there.
    let waiting: NodeJS.Timeout | undefined;
    const media = await Promise.race([
      prepareVideoMedia({ dataDir: config.dataDir, log: app.log }).ready,
      new Promise<undefined>((done) => {
        waiting = setTimeout(() => done(undefined), MEDIA_START_WAIT_MS);
      }),
    ]);
    clearTimeout(waiting);
    app.log.info(
      media === undefined
        ? 'video media: still being made; its addresses answer 503 with Retry-After until it is ready'
        : media.kind === 'ready'
          ? `video media: ${media.generated ? `made in ${Math.round(media.elapsedMs)} ms` : 'ready'} in ${config.dataDir}`
          : `video media: not available (${media.reason}); the library works without playback`,
    );
    const where = config.databaseUrl ? 'postgres' : `pglite at ${pgliteDirectory(config.dataDir)}`;
    await app.listen({
      port: config.port,
      host: config.host,
      listenTextResolver: (address) =>
        `StreamFit backend listening on ${address} (database: ${where}, version ${config.version})`,
    });
    if (config.billingIntervalMs > 0) {
      app.log.info(`billing: the lifecycle job runs now and every ${config.billingIntervalMs} ms`);
    } else {
      app.log.info('billing: the lifecycle job is off on this instance (BILLING_INTERVAL_MS=0)');
    }
    // Every domain's jobs (billing, the live schedule, pruning old rate-limit hits), shared with other instances.
    app.jobs.start();
  } catch (error) {
    console.error('StreamFit backend failed to start:', error);
    await app?.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    process.exit(1);
  }
}

void main();
