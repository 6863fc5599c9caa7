import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { ok } from '../http/envelope.js';
import { listTextOutbox } from './sender.js';

export const TEXT_OUTBOX_LIMIT = 50;

/**
 * GET /api/dev/text-outbox: the newest recorded text messages, for developers and end-to-end tests.
 * Development only, like the mail outbox (the messages hold invitation links).
 */
export function registerTextOutboxRoutes(app: FastifyInstance, db: Database): void {
  app.get<{ Querystring: { to?: string } }>(
    '/api/dev/text-outbox',
    {
      schema: {
        querystring: { type: 'object', properties: { to: { type: 'string', maxLength: 32 } } },
      },
    },
    async (request) => {
      const to = request.query.to?.trim();
      const messages = await listTextOutbox(db, {
        limit: TEXT_OUTBOX_LIMIT,
        ...(to !== undefined && to !== '' ? { to } : {}),
      });
      return ok(messages.map((message) => ({ ...message, sentAt: message.sentAt.toISOString() })));
    },
  );
}
