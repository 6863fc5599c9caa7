import type { Queryable } from '../db/database.js';
import { isKnownTimeZone } from '../workouts/local-time.js';
import type { SyncedWorkout } from './event.js';
import type { CalendarProvider } from './settings.js';

/**
 * Calendar sync's tables: `calendar_connections`, `calendar_events` (what each calendar holds from
 * us) and `calendar_authorizations` (connects under way). It reads the member's workouts with the
 * video or live class and studio they show, as the workouts domain does.
 */

export type StoredSyncState = 'unsynced' | 'syncing' | 'synced' | 'error';

export interface ConnectionRecord {
  id: number;
  userId: number;
  provider: CalendarProvider;
  state: StoredSyncState;
  reason: string | null;
  accessTokenEncrypted: string;
  refreshTokenEncrypted: string | null;
  accessExpiresAt: Date | null;
  changeSeq: number;
  syncedSeq: number;
  nextCheckAt: Date;
  attempts: number;
  nextAttemptAt: Date | null;
  needsReconnect: boolean;
  disconnectRequestedAt: Date | null;
  lastSyncedAt: Date | null;
}

interface ConnectionRow {
  id: number;
  user_id: number;
  provider: CalendarProvider;
  state: StoredSyncState;
  reason: string | null;
  access_token_encrypted: string;
  refresh_token_encrypted: string | null;
  access_expires_at: Date | string | null;
  change_seq: string;
  synced_seq: string;
  next_check_at: Date | string;
  attempts: number;
  next_attempt_at: Date | string | null;
  needs_reconnect: boolean;
  disconnect_requested_at: Date | string | null;
  last_synced_at: Date | string | null;
}

// Sequences are bigint: read as text, so both drivers hand back the same thing.
const COLUMNS = `c.id, c.user_id, c.provider, c.state, c.reason, c.access_token_encrypted, c.refresh_token_encrypted,
  c.access_expires_at, c.change_seq::text AS change_seq, c.synced_seq::text AS synced_seq, c.next_check_at,
  c.attempts, c.next_attempt_at, c.needs_reconnect, c.disconnect_requested_at, c.last_synced_at`;

const dateOrNull = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

function toRecord(row: ConnectionRow): ConnectionRecord {
  return {
    id: row.id,
    userId: row.user_id,
    provider: row.provider,
    state: row.state,
    reason: row.reason,
    accessTokenEncrypted: row.access_token_encrypted,
    refreshTokenEncrypted: row.refresh_token_encrypted,
    accessExpiresAt: dateOrNull(row.access_expires_at),
    changeSeq: Number(row.change_seq),
    syncedSeq: Number(row.synced_seq),
    nextCheckAt: new Date(row.next_check_at),
    attempts: row.attempts,
    nextAttemptAt: dateOrNull(row.next_attempt_at),
    needsReconnect: row.needs_reconnect,
    disconnectRequestedAt: dateOrNull(row.disconnect_requested_at),
    lastSyncedAt: dateOrNull(row.last_synced_at),
  };
}

export interface EventMapping {
  workoutId: number;
  providerEventId: string;
  syncedHash: string;
}

export interface AuthorizationRecord {
  stateHash: string;
  userId: number;
  provider: CalendarProvider;
  codeVerifierEncrypted: string;
  /** What the provider's redirect brought back, once it has (encrypted); null before. */
  callbackEncrypted: string | null;
  expiresAt: Date;
}

interface AuthorizationRow {
  state_hash: string;
  user_id: number;
  provider: CalendarProvider;
  code_verifier_encrypted: string;
  callback_encrypted: string | null;
  expires_at: Date | string;
}

const AUTHORIZATION_COLUMNS =
  'state_hash, user_id, provider, code_verifier_encrypted, callback_encrypted, expires_at';

function toAuthorization(row: AuthorizationRow): AuthorizationRecord {
  return {
    stateHash: row.state_hash,
    userId: row.user_id,
    provider: row.provider,
    codeVerifierEncrypted: row.code_verifier_encrypted,
    callbackEncrypted: row.callback_encrypted,
    expiresAt: new Date(row.expires_at),
  };
}

export interface EncryptedTokens {
  accessTokenEncrypted: string;
  refreshTokenEncrypted: string | null;
  accessExpiresAt: Date | null;
}

/** The state a run leaves a connection in (only if the run still holds it). */
export interface RunOutcome {
  state: StoredSyncState;
  reason: string | null;
  /** Set: the changes up to this sequence are in the calendar. */
  syncedSeq?: number;
  attempts: number;
  nextAttemptAt: Date | null;
  nextCheckAt?: Date;
  needsReconnect?: boolean;
  lastSyncedAt?: Date;
}

interface WorkoutRow {
  workout_id: number;
  kind: 'video' | 'live';
  item_id: number;
  title: string;
  about: string | null;
  instructor: string;
  start_at: Date | string;
  duration_seconds: number;
  time_zone: string | null;
  whitelabel_domain: string | null;
}

export class CalendarRepository {
  constructor(private readonly db: Queryable) {}

  async connectionsOf(userId: number): Promise<ConnectionRecord[]> {
    const rows = await this.db.query<ConnectionRow>(
      `SELECT ${COLUMNS} FROM calendar_connections c WHERE c.user_id = $1 ORDER BY c.provider`,
      [userId],
    );
    return rows.map(toRecord);
  }

  /** The member's connection to `provider`; `lock` holds it to the end of the transaction. */
  async connectionOf(
    userId: number,
    provider: CalendarProvider,
    lock = false,
  ): Promise<ConnectionRecord | undefined> {
    const rows = await this.db.query<ConnectionRow>(
      `SELECT ${COLUMNS} FROM calendar_connections c WHERE c.user_id = $1 AND c.provider = $2${lock ? ' FOR UPDATE' : ''}`,
      [userId, provider],
    );
    const row = rows[0];
    return row === undefined ? undefined : toRecord(row);
  }

  async createAuthorization(
    stateHash: string,
    userId: number,
    provider: CalendarProvider,
    codeVerifierEncrypted: string,
    expiresAt: Date,
    now: Date,
  ): Promise<void> {
    await this.db.query(
      `INSERT INTO calendar_authorizations (state_hash, user_id, provider, code_verifier_encrypted, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [stateHash, userId, provider, codeVerifierEncrypted, expiresAt, now],
    );
  }

  /** The connect a redirect's `state` names, locked until the transaction ends. */
  async authorizationForUpdate(stateHash: string): Promise<AuthorizationRecord | undefined> {
    const rows = await this.db.query<AuthorizationRow>(
      `SELECT ${AUTHORIZATION_COLUMNS} FROM calendar_authorizations WHERE state_hash = $1 FOR UPDATE`,
      [stateHash],
    );
    return rows[0] === undefined ? undefined : toAuthorization(rows[0]);
  }

  /** Keeps what the provider sent back under a one-time grant, until `expiresAt`. */
  async returnAuthorization(
    stateHash: string,
    grantHash: string,
    callbackEncrypted: string,
    now: Date,
    expiresAt: Date,
  ): Promise<void> {
    await this.db.query(
      `UPDATE calendar_authorizations
          SET grant_hash = $2, callback_encrypted = $3, returned_at = $4, expires_at = $5
        WHERE state_hash = $1`,
      [stateHash, grantHash, callbackEncrypted, now, expiresAt],
    );
  }

  /** Forgets a connect for good (refused, declined or replayed). */
  async discardAuthorization(stateHash: string): Promise<void> {
    await this.db.query(`DELETE FROM calendar_authorizations WHERE state_hash = $1`, [stateHash]);
  }

  /** Takes a returned connect by its grant, for good: a grant is handed in once, whoever hands it in. */
  async takeGrant(grantHash: string): Promise<AuthorizationRecord | undefined> {
    const rows = await this.db.query<AuthorizationRow>(
      `DELETE FROM calendar_authorizations WHERE grant_hash = $1 RETURNING ${AUTHORIZATION_COLUMNS}`,
      [grantHash],
    );
    return rows[0] === undefined ? undefined : toAuthorization(rows[0]);
  }

  /** Forgets connects never finished, a batch at a time. */
  async pruneAuthorizations(expiredBefore: Date): Promise<number> {
    const rows = await this.db.query<{ state_hash: string }>(
      `DELETE FROM calendar_authorizations WHERE state_hash IN (
         SELECT state_hash FROM calendar_authorizations WHERE expires_at < $1 LIMIT 1000)
       RETURNING state_hash`,
      [expiredBefore],
    );
    return rows.length;
  }

  /**
   * Stores a new grant: a new connection, or fresh tokens for the member's existing one (its error
   * cleared, every event rewritten, since the member may have picked another account). Undefined
   * while that connection is being disconnected.
   */
  async saveGrant(
    userId: number,
    provider: CalendarProvider,
    tokens: EncryptedTokens,
    now: Date,
  ): Promise<ConnectionRecord | undefined> {
    const rows = await this.db.query<ConnectionRow>(
      `INSERT INTO calendar_connections AS c (user_id, provider, state, access_token_encrypted,
         refresh_token_encrypted, access_expires_at, next_check_at, connected_at, updated_at)
       VALUES ($1, $2, 'unsynced', $3, $4, $5, $6, $6, $6)
       ON CONFLICT (user_id, provider) DO UPDATE SET
         state = 'unsynced', reason = NULL, access_token_encrypted = EXCLUDED.access_token_encrypted,
         refresh_token_encrypted = EXCLUDED.refresh_token_encrypted, access_expires_at = EXCLUDED.access_expires_at,
         change_seq = c.change_seq + 1, attempts = 0, next_attempt_at = NULL, needs_reconnect = false,
         next_check_at = EXCLUDED.next_check_at, connected_at = EXCLUDED.connected_at, updated_at = EXCLUDED.updated_at
       WHERE c.disconnect_requested_at IS NULL
       RETURNING ${COLUMNS}`,
      [
        userId,
        provider,
        tokens.accessTokenEncrypted,
        tokens.refreshTokenEncrypted,
        tokens.accessExpiresAt,
        now,
      ],
    );
    const row = rows[0];
    if (row === undefined) return undefined;
    await this.db.query(`UPDATE calendar_events SET synced_hash = '' WHERE connection_id = $1`, [row.id]);
    return toRecord(row);
  }

  /** The member asked for a sync: due at once, even while a failure is waiting to be retried. */
  async requestSync(connectionId: number, now: Date): Promise<void> {
    await this.db.query(
      `UPDATE calendar_connections SET change_seq = change_seq + 1, next_attempt_at = NULL, updated_at = $2
        WHERE id = $1`,
      [connectionId, now],
    );
  }

  async requestDisconnect(connectionId: number, now: Date): Promise<void> {
    await this.db.query(
      `UPDATE calendar_connections SET disconnect_requested_at = $2, attempts = 0, next_attempt_at = NULL,
              updated_at = $2
        WHERE id = $1`,
      [connectionId, now],
    );
  }

  /**
   * Takes up to `limit` connections that are due and free, for `runId` until `leaseUntil`. FOR UPDATE
   * SKIP LOCKED: two runs claiming at once (two instances) never take the same connection, and
   * the lease keeps it theirs after this transaction, while they call the provider.
   */
  async claimDue(
    providers: readonly CalendarProvider[],
    runId: string,
    now: Date,
    leaseUntil: Date,
    limit: number,
  ): Promise<ConnectionRecord[]> {
    if (providers.length === 0) return [];
    const rows = await this.db.query<ConnectionRow>(
      `WITH due AS (
         SELECT id FROM calendar_connections
          WHERE provider = ANY($1::text[])
            AND (leased_until IS NULL OR leased_until <= $3)
            AND (next_attempt_at IS NULL OR next_attempt_at <= $3)
            AND (disconnect_requested_at IS NOT NULL
                 OR (NOT needs_reconnect AND (change_seq > synced_seq OR next_check_at <= $3)))
          ORDER BY COALESCE(next_attempt_at, next_check_at), id
          LIMIT $5
          FOR UPDATE SKIP LOCKED)
       UPDATE calendar_connections c SET leased_by = $2, leased_until = $4
         FROM due WHERE c.id = due.id
       RETURNING ${COLUMNS}`,
      [[...providers], runId, now, leaseUntil, limit],
    );
    return rows.map(toRecord);
  }

  /** Whether `runId` still holds the connection (its lease may have run out and gone to another run). */
  async holds(connectionId: number, runId: string): Promise<boolean> {
    const rows = await this.db.query<{ id: number }>(
      'SELECT id FROM calendar_connections WHERE id = $1 AND leased_by = $2',
      [connectionId, runId],
    );
    return rows.length === 1;
  }

  async storeTokens(connectionId: number, runId: string, tokens: EncryptedTokens, now: Date): Promise<void> {
    await this.db.query(
      `UPDATE calendar_connections SET access_token_encrypted = $3, refresh_token_encrypted = $4,
              access_expires_at = $5, updated_at = $6
        WHERE id = $1 AND leased_by = $2`,
      [
        connectionId,
        runId,
        tokens.accessTokenEncrypted,
        tokens.refreshTokenEncrypted,
        tokens.accessExpiresAt,
        now,
      ],
    );
  }

  /** Records a run's outcome and gives the lease back; the connection as it now is, or undefined if the run lost it. */
  async finishRun(
    connectionId: number,
    runId: string,
    outcome: RunOutcome,
    now: Date,
  ): Promise<ConnectionRecord | undefined> {
    const rows = await this.db.query<ConnectionRow>(
      `UPDATE calendar_connections c SET state = $3, reason = $4,
              synced_seq = GREATEST(c.synced_seq, COALESCE($5::bigint, c.synced_seq)),
              attempts = $6, next_attempt_at = $7, next_check_at = COALESCE($8, c.next_check_at),
              needs_reconnect = COALESCE($9, c.needs_reconnect), last_synced_at = COALESCE($10, c.last_synced_at),
              leased_by = NULL, leased_until = NULL, updated_at = $11
        WHERE c.id = $1 AND c.leased_by = $2
        RETURNING ${COLUMNS}`,
      [
        connectionId,
        runId,
        outcome.state,
        outcome.reason,
        outcome.syncedSeq ?? null,
        outcome.attempts,
        outcome.nextAttemptAt,
        outcome.nextCheckAt ?? null,
        outcome.needsReconnect ?? null,
        outcome.lastSyncedAt ?? null,
        now,
      ],
    );
    const row = rows[0];
    return row === undefined ? undefined : toRecord(row);
  }

  /** Sets the state while the run goes on (syncing), keeping the lease. */
  async markSyncing(connectionId: number, runId: string, now: Date): Promise<boolean> {
    const rows = await this.db.query<{ id: number }>(
      `UPDATE calendar_connections SET state = 'syncing', reason = NULL, updated_at = $3
        WHERE id = $1 AND leased_by = $2 RETURNING id`,
      [connectionId, runId, now],
    );
    return rows.length === 1;
  }

  /** Gives the lease back with nothing else changed (a run that ran out of time comes back next run). */
  async release(connectionId: number, runId: string): Promise<void> {
    await this.db.query(
      'UPDATE calendar_connections SET leased_by = NULL, leased_until = NULL WHERE id = $1 AND leased_by = $2',
      [connectionId, runId],
    );
  }

  /** Removes a disconnected connection and what it knew of the calendar (only by the run holding it). */
  async deleteConnection(connectionId: number, runId: string): Promise<boolean> {
    const rows = await this.db.query<{ id: number }>(
      'DELETE FROM calendar_connections WHERE id = $1 AND leased_by = $2 RETURNING id',
      [connectionId, runId],
    );
    return rows.length === 1;
  }

  async mappings(connectionId: number): Promise<EventMapping[]> {
    const rows = await this.db.query<{ workout_id: number; provider_event_id: string; synced_hash: string }>(
      `SELECT workout_id, provider_event_id, synced_hash FROM calendar_events
        WHERE connection_id = $1 ORDER BY workout_id`,
      [connectionId],
    );
    return rows.map((row) => ({
      workoutId: row.workout_id,
      providerEventId: row.provider_event_id,
      syncedHash: row.synced_hash,
    }));
  }

  async countMappings(connectionId: number): Promise<number> {
    const rows = await this.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM calendar_events WHERE connection_id = $1',
      [connectionId],
    );
    return rows[0]?.count ?? 0;
  }

  async saveMapping(
    connectionId: number,
    workoutId: number,
    providerEventId: string,
    syncedHash: string,
    now: Date,
  ): Promise<void> {
    await this.db.query(
      `INSERT INTO calendar_events (connection_id, workout_id, provider_event_id, synced_hash, synced_at)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (connection_id, workout_id) DO UPDATE SET
         provider_event_id = EXCLUDED.provider_event_id, synced_hash = EXCLUDED.synced_hash, synced_at = EXCLUDED.synced_at`,
      [connectionId, workoutId, providerEventId, syncedHash, now],
    );
  }

  async deleteMapping(connectionId: number, workoutId: number): Promise<void> {
    await this.db.query('DELETE FROM calendar_events WHERE connection_id = $1 AND workout_id = $2', [
      connectionId,
      workoutId,
    ]);
  }

  /**
   * What the calendar should hold: the member's scheduled workouts in [from, to) (at most `limit`,
   * nearest first), plus every scheduled workout it already holds an event for, wherever it now is.
   * A workout whose live class was cancelled, or no longer exists, is not one to show.
   */
  async workoutsToShow(
    userId: number,
    connectionId: number,
    from: Date,
    to: Date,
    limit: number,
  ): Promise<SyncedWorkout[]> {
    const rows = await this.db.query<WorkoutRow>(
      `SELECT w.id AS workout_id,
              CASE WHEN w.live_class_id IS NOT NULL THEN 'live' ELSE 'video' END AS kind,
              COALESCE(w.live_class_id, w.video_id) AS item_id,
              COALESCE(l.title, v.title) AS title,
              COALESCE(l.description, v.summary) AS about,
              COALESCE(l.instructor, v.instructor_name) AS instructor,
              COALESCE(l.scheduled_at, w.when_at) AS start_at,
              COALESCE(l.minutes_duration * 60, v.duration_seconds) AS duration_seconds,
              COALESCE(w.time_zone, s.time_zone) AS time_zone,
              s.whitelabel_domain
         FROM workouts w
         LEFT JOIN live_classes l ON l.id = w.live_class_id
         LEFT JOIN videos v ON v.id = w.video_id AND w.live_class_id IS NULL
         JOIN studios s ON s.id = COALESCE(l.studio_id, v.studio_id)
        WHERE w.user_id = $1 AND w.status = 'scheduled' AND l.cancelled_at IS NULL
          AND (w.id IN (SELECT workout_id FROM calendar_events WHERE connection_id = $2)
               OR w.id IN (SELECT id FROM workouts
                            WHERE user_id = $1 AND status = 'scheduled' AND when_at >= $3 AND when_at < $4
                            ORDER BY when_at, id LIMIT ${Math.trunc(limit)}))
        ORDER BY start_at, w.id`,
      [userId, connectionId, from, to],
    );
    return rows.map((row) => ({
      workoutId: row.workout_id,
      kind: row.kind,
      itemId: row.item_id,
      title: row.title,
      about: row.about ?? '',
      instructor: row.instructor,
      start: new Date(row.start_at),
      durationSeconds: row.duration_seconds,
      // Zones are checked where they are entered; one this runtime does not know is shown in UTC.
      timeZone: row.time_zone !== null && isKnownTimeZone(row.time_zone) ? row.time_zone : 'UTC',
      studioDomain: row.whitelabel_domain,
    }));
  }
}
