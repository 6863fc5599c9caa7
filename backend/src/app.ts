import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { DEV_GYM_BENEFIT_SECRET } from './accounts/gym-benefit.js';
import { registerAccountRoutes } from './accounts/routes.js';
import { DEFAULT_MAIL_FROM, DEFAULT_PUBLIC_URL, DEFAULT_TRUST_PROXY } from './config.js';
import type { Database } from './db/database.js';
import { registerErrorHandlers } from './http/errors.js';
import { registerJsonBodyParser } from './http/json-body.js';
import { registerRequestIdEcho, requestIdFor } from './http/request-id.js';
import { ajvCustomOptions, formatSchemaErrors } from './http/validation.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { registerOutboxRoutes } from './mail/routes.js';
import { registerMediaRoutes } from './studios/media-routes.js';
import { StudioRepository } from './studios/repository.js';
import { registerStudioRoutes } from './studios/routes.js';
import { registerSystemRoutes } from './system/routes.js';

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
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
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
  app.addHook('onClose', async () => mailer.close());

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
  // Not readied here: inject() and listen() do that, and callers may still add hooks.
  return app;
}
