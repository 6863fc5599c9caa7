import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { ok } from '../http/envelope.js';
import { HttpError } from '../http/errors.js';

export function registerSystemRoutes(app: FastifyInstance, db: Database, version: string): void {
  /** Liveness and readiness in one: answers only when the database does. */
  app.get('/api/health', async (request) => {
    try {
      await db.query('SELECT 1');
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unavailable');
      throw new HttpError(503, 'Database unavailable.');
    }
    return ok({ database: db.kind, version });
  });

  /** The build version clients compare with theirs; never cached, so a deploy shows. */
  app.get('/meta.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { version };
  });
}
