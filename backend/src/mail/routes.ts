import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { ok } from '../http/envelope.js';
import { NotFoundError } from '../http/errors.js';
import { normaliseEmail } from '../http/text.js';
import { listOutbox, type Mailer } from './mailer.js';

export const OUTBOX_LIMIT = 50;

/**
 * GET /api/dev/outbox: the newest recorded e-mails, for developers and end-to-end tests. Registered
 * only in development (the mail holds reset links), and answering only while mail stays local (no SMTP_URL).
 */
export function registerOutboxRoutes(app: FastifyInstance, db: Database, mailer: Mailer): void {
  app.get<{ Querystring: { to?: string } }>(
    '/api/dev/outbox',
    { schema: { querystring: { type: 'object', properties: { to: { type: 'string' } } } } },
    async (request) => {
      if (mailer.transport !== 'outbox') {
        throw new NotFoundError('The local outbox is not available on this server.');
      }
      const to = request.query.to === undefined ? undefined : normaliseEmail(request.query.to, 'to');
      const emails = await listOutbox(db, { limit: OUTBOX_LIMIT, ...(to !== undefined ? { to } : {}) });
      return ok(emails.map((email) => ({ ...email, sentAt: email.sentAt.toISOString() })));
    },
  );
}
