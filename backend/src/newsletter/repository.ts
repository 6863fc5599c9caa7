import type { Queryable } from '../db/database.js';

/** The only place a sign-up can come from so far: the site footer's form. */
export const NEWSLETTER_SOURCES = ['footer'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

/** A row of newsletter_subscribers. */
export interface Subscriber {
  id: number;
  email: string;
  studioId: number | null;
  source: NewsletterSource;
  createdAt: Date;
  syncedAt: Date | null;
  syncAttempts: number;
  lastSyncError: string | null;
}

interface SubscriberRow {
  id: number;
  email: string;
  studio_id: number | null;
  source: NewsletterSource;
  created_at: Date | string;
  synced_at: Date | string | null;
  sync_attempts: number;
  last_sync_error: string | null;
}

const COLUMNS = 'id, email, studio_id, source, created_at, synced_at, sync_attempts, last_sync_error';

function toSubscriber(row: SubscriberRow): Subscriber {
  return {
    id: row.id,
    email: row.email,
    studioId: row.studio_id,
    source: row.source,
    createdAt: new Date(row.created_at),
    syncedAt: row.synced_at === null ? null : new Date(row.synced_at),
    syncAttempts: row.sync_attempts,
    lastSyncError: row.last_sync_error,
  };
}

/** Longest sync error kept on a row (the column's check). */
export const MAX_SYNC_ERROR_LENGTH = 500;

export class NewsletterRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Adds the address to the site's list; undefined when it is on it already (the unique index
   * decides, so two sign-ups racing still make one row).
   */
  async insert(subscriber: {
    email: string;
    studioId: number | null;
    source: NewsletterSource;
    createdAt: Date;
  }): Promise<Subscriber | undefined> {
    const rows = await this.db.query<SubscriberRow>(
      `INSERT INTO newsletter_subscribers (email, studio_id, source, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
      [subscriber.email, subscriber.studioId, subscriber.source, subscriber.createdAt],
    );
    return rows[0] ? toSubscriber(rows[0]) : undefined;
  }

  async find(email: string, studioId: number | null): Promise<Subscriber | undefined> {
    const rows = await this.db.query<SubscriberRow>(
      `SELECT ${COLUMNS} FROM newsletter_subscribers WHERE email = $1 AND COALESCE(studio_id, 0) = COALESCE($2::int, 0)`,
      [email, studioId],
    );
    return rows[0] ? toSubscriber(rows[0]) : undefined;
  }

  async markSynced(id: number, at: Date): Promise<void> {
    await this.db.query(
      'UPDATE newsletter_subscribers SET synced_at = $2, sync_attempts = sync_attempts + 1, last_sync_error = NULL WHERE id = $1',
      [id, at],
    );
  }

  async markSyncFailed(id: number, error: string): Promise<void> {
    await this.db.query(
      'UPDATE newsletter_subscribers SET sync_attempts = sync_attempts + 1, last_sync_error = $2 WHERE id = $1',
      [id, error.slice(0, MAX_SYNC_ERROR_LENGTH)],
    );
  }
}
