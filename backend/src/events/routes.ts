import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import { EventHub } from './hub.js';
import { sseMessage, toApiEvent, type EventRow } from './present.js';

export const DEFAULT_EVENTS_PING_MS = 15_000;
/** Events sent per query while catching up. */
export const EVENTS_PAGE_SIZE = 200;

export const STREAM_UNAUTHORIZED_MESSAGE = 'Authorization: a valid Bearer events stream token is required';
const LAST_EVENT_ID_MESSAGE = 'Last-Event-ID: must be a whole number from 0 (an event id)';
const LAST_EVENT_ID = /^(0|[1-9][0-9]{0,17})$/;

export interface EventsOptions {
  db: Database;
  /** EVENTS_STREAM_TOKEN. */
  token: string;
  /** How often a `: ping` comment is sent (and the stream re-checks for events). */
  pingMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's event listener and open streams. */
    events: EventHub;
  }
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

function authorized(header: string | undefined, token: string): boolean {
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

function lastEventIdOf(request: FastifyRequest): bigint | undefined {
  const header = request.headers['last-event-id'];
  const query = (request.query as Record<string, unknown> | undefined)?.['lastEventId'];
  const raw =
    typeof header === 'string' && header.trim() !== ''
      ? header.trim()
      : typeof query === 'string' && query !== ''
        ? query
        : undefined;
  if (raw === undefined) return undefined;
  if (!LAST_EVENT_ID.test(raw)) throw new HttpError(400, LAST_EVENT_ID_MESSAGE);
  return BigInt(raw);
}

export function registerEventRoutes(app: FastifyInstance, options: EventsOptions): EventHub {
  const { db } = options;
  const hub = new EventHub(db, app.log);
  app.decorate('events', hub);
  // Before the server stops: open streams would otherwise keep app.close() waiting forever.
  app.addHook('preClose', async () => {
    await hub.close();
  });

  app.get('/api/events/stream', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!authorized(request.headers.authorization, options.token)) {
      throw new HttpError(401, STREAM_UNAUTHORIZED_MESSAGE);
    }
    const resumeFrom = lastEventIdOf(request);
    // Listen before reading the starting point, so nothing committed after it goes unnoticed.
    await hub.ensureListening();
    const newest = BigInt(
      (await db.query<{ id: string }>('SELECT COALESCE(MAX(id), 0)::text AS id FROM events'))[0]?.id ?? '0',
    );
    // An id beyond the newest can only come from another database (a reset one): resuming from it
    // would hold back every event until the ids caught up, so such a client starts from now.
    let lastSent = resumeFrom !== undefined && resumeFrom <= newest ? resumeFrom : newest;

    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
      'X-Request-Id': String(request.id),
    });
    // Tell EventSource clients how soon to come back, and where this stream starts: a client that
    // drops before its first event then resumes from here instead of from "now" (no gap).
    raw.write(`retry: 2000\nid: ${lastSent.toString()}\n\n`);

    let closed = false;
    let running = false;
    let again = false;

    const write = async (chunk: string): Promise<void> => {
      if (closed) return;
      if (!raw.write(chunk)) {
        await new Promise<void>((resolve) => {
          const done = (): void => {
            raw.off('drain', done);
            raw.off('close', done);
            resolve();
          };
          raw.on('drain', done);
          raw.on('close', done);
        });
      }
    };

    const pump = async (): Promise<void> => {
      if (running) {
        again = true;
        return;
      }
      running = true;
      try {
        do {
          again = false;
          for (;;) {
            if (closed) return;
            const rows = await db.query<EventRow>(
              `SELECT id::text AS id, type, occurred_at, subject_kind, subject_id, audience_user_ids, payload
                 FROM events WHERE events.id > $1::bigint ORDER BY events.id LIMIT $2`,
              [lastSent.toString(), EVENTS_PAGE_SIZE],
            );
            for (const row of rows) {
              if (closed) return;
              await write(sseMessage(toApiEvent(row)));
              lastSent = BigInt(row.id);
            }
            if (rows.length < EVENTS_PAGE_SIZE) break;
          }
        } while (again && !closed);
      } catch (error) {
        // The client reconnects with Last-Event-ID and loses nothing.
        request.log.error({ err: error }, 'events: stream query failed; closing the stream');
        end();
      } finally {
        running = false;
      }
    };

    const wake = (): void => void pump();
    const ping = setInterval(() => {
      void write(': ping\n\n');
      // A safety net: a notification lost with a dropped listener is picked up here.
      void pump();
    }, options.pingMs);

    const cleanup = (): void => {
      if (closed) return;
      closed = true;
      clearInterval(ping);
      detach();
    };
    const end = (): void => {
      cleanup();
      raw.end();
    };
    const detach = hub.attach(wake, end);
    raw.on('close', cleanup);
    request.raw.on('close', cleanup);
    void pump();
  });

  return hub;
}
