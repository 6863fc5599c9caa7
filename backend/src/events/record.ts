import type { Queryable } from '../db/database.js';

/** The NOTIFY channel every backend instance LISTENs on; the payload is the new event's id. */
export const EVENTS_CHANNEL = 'streamfit_events';

/**
 * Advisory lock key serialising event writers (a different key from the schema lock). Held to the
 * end of the writing transaction, so ids are committed in increasing order: a stream that has sent
 * id N and then queries `id > N` can never miss an event that commits later with a smaller id.
 */
export const EVENTS_LOCK_KEY = 0x53_46_45_56; // 'SFEV'

export interface EventSubject {
  kind: string;
  id: string | number;
}

export interface NewEvent {
  /** `domain.verb`, e.g. `liveclass.created`. */
  type: string;
  occurredAt: Date;
  subject: EventSubject;
  /** null: public; otherwise the only members allowed to be shown it. */
  audienceUserIds: readonly number[] | null;
  payload: Record<string, unknown>;
}

/**
 * Writes a domain event inside the caller's transaction and NOTIFYs the listeners (delivered only
 * if, and when, that transaction commits). Must be called with a transaction, never the bare pool.
 */
export async function recordEvent(tx: Queryable, event: NewEvent): Promise<number> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [EVENTS_LOCK_KEY]);
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO events (type, occurred_at, subject_kind, subject_id, audience_user_ids, payload)
     VALUES ($1, $2, $3, $4, $5::int[], $6::jsonb) RETURNING id::text AS id`,
    [
      event.type,
      event.occurredAt,
      event.subject.kind,
      String(event.subject.id),
      event.audienceUserIds === null ? null : [...event.audienceUserIds],
      JSON.stringify(event.payload),
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('event insert returned no id');
  await tx.query('SELECT pg_notify($1, $2)', [EVENTS_CHANNEL, id]);
  return Number(id);
}
