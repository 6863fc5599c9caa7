import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Database } from './db/database.js';
import { registerErrorHandlers } from './http/errors.js';
import { registerJsonBodyParser } from './http/json-body.js';
import { registerRequestIdEcho, requestIdFor } from './http/request-id.js';
import { ajvCustomOptions, formatSchemaErrors } from './http/validation.js';
import { registerMediaRoutes } from './studios/media-routes.js';
import { StudioRepository } from './studios/repository.js';
import { registerStudioRoutes } from './studios/routes.js';
import { registerSystemRoutes } from './system/routes.js';

/** Current time, injectable so time-dependent domains (trials, schedules) can be tested. */
export type Clock = () => Date;

export interface AppOptions {
  db: Database;
  /** The build version served by /meta.json and /api/health. */
  version: string;
  clock?: Clock;
  /** Fastify logger options; defaults to level LOG_LEVEL (or 'info') on stdout. */
  logger?: FastifyServerOptions['logger'];
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
  });
  app.decorate('clock', options.clock ?? (() => new Date()));

  registerErrorHandlers(app);
  registerRequestIdEcho(app);
  registerJsonBodyParser(app);

  const studios = new StudioRepository(options.db);
  registerSystemRoutes(app, options.db, options.version);
  registerStudioRoutes(app, studios);
  registerMediaRoutes(app, studios);
  // Not readied here: inject() and listen() do that, and callers may still add hooks.
  return app;
}
