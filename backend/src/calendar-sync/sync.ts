import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import { retryDelayMs } from '../jobs/runner.js';
import type { CalendarClient } from './client.js';
import type { TokenCipher } from './crypto.js';
import { ProviderError } from './http.js';
import { changesFor, type SyncChange } from './plan.js';
import {
  recordConnectionChange,
  refusedReason,
  revokedReason,
  toApiConnection,
  unavailableReason,
  unreadableReason,
} from './present.js';
import {
  CalendarRepository,
  type ConnectionRecord,
  type RunOutcome,
  type StoredSyncState,
} from './repository.js';
import type { CalendarProvider } from './settings.js';
import { ReconnectNeeded, TokenSession } from './tokens.js';

/**
 * The sync job: each run claims the connections that are due (FOR UPDATE SKIP LOCKED, then a lease
 * on the row), works out what each calendar lacks or holds wrongly, and writes it. Every write is
 * recorded as soon as the provider confirms it, and every write is safe to repeat (deterministic
 * event ids), so a run cut short, a lost answer or two instances never leave a duplicate.
 */

/** Connections taken per claim (worked on side by side). */
export const CLAIM_BATCH = 8;
/** How long a claimed connection stays the run's; a run that dies frees it after this. */
export const CONNECTION_LEASE_MS = 5 * 60_000;
/** A run starts no new write for a connection after this long (the rest waits for the next run), well within the lease. */
export const CONNECTION_BUDGET_MS = 60_000;
export const MAX_WRITES_PER_CONNECTION = 200;
/** A run stops claiming after this long; the job runs again a few seconds later. */
export const RUN_BUDGET_MS = 30_000;
/** Every connection is compared in full this often, for changes no trigger announces (a video renamed). */
export const RECHECK_MS = 60 * 60_000;
/** The wait after a failed sync, doubling per failure in a row, up to the maximum. */
export const RETRY_BASE_MS = 30_000;
export const RETRY_MAX_MS = 60 * 60_000;
/** Connects never finished are forgotten this long after they expire. */
export const AUTHORIZATION_KEPT_MS = 60 * 60_000;

export interface SyncRunReport {
  /** Connections worked on. */
  connections: number;
  inserted: number;
  updated: number;
  deleted: number;
  /** Connections left in error (to be retried, or waiting for the member to reconnect). */
  failed: number;
  /** Connections removed after a disconnect. */
  disconnected: number;
}

export interface CalendarSyncOptions {
  db: Database;
  /** The configured providers' clients. */
  clients: ReadonlyMap<CalendarProvider, CalendarClient>;
  /** Set whenever a provider is configured. */
  cipher: TokenCipher | undefined;
  publicUrl: string;
  clock: () => Date;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export class CalendarSync {
  constructor(private readonly options: CalendarSyncOptions) {}

  /** One run over every connection that is due. */
  async runOnce(): Promise<SyncRunReport> {
    const report: SyncRunReport = {
      connections: 0,
      inserted: 0,
      updated: 0,
      deleted: 0,
      failed: 0,
      disconnected: 0,
    };
    const { db, clients, cipher, clock } = this.options;
    if (cipher === undefined || clients.size === 0) return report;
    // Distinct per run, so two runs in one process (or two instances) never take each other's leases.
    const runId = `calendar-sync-${randomBytes(6).toString('hex')}`;
    const repository = new CalendarRepository(db);
    // Kept a while past their expiry, so a member coming back late is told it expired rather than unknown.
    await repository.pruneAuthorizations(new Date(clock().getTime() - AUTHORIZATION_KEPT_MS));
    const started = performance.now();
    while (performance.now() - started < RUN_BUDGET_MS) {
      const now = clock();
      const claimed = await repository.claimDue(
        [...clients.keys()],
        runId,
        now,
        new Date(now.getTime() + CONNECTION_LEASE_MS),
        CLAIM_BATCH,
      );
      if (claimed.length === 0) break;
      // Side by side; a failure that is not the provider's (the database) is raised once all have ended.
      const outcomes = await Promise.allSettled(
        claimed.map((connection) => this.work(connection, runId, cipher, report)),
      );
      const failure = outcomes.find((outcome) => outcome.status === 'rejected');
      if (failure !== undefined) throw failure.reason;
    }
    return report;
  }

  private async work(
    connection: ConnectionRecord,
    runId: string,
    cipher: TokenCipher,
    report: SyncRunReport,
  ): Promise<void> {
    const client = this.options.clients.get(connection.provider) as CalendarClient;
    const repository = new CalendarRepository(this.options.db);
    const session = new TokenSession(connection, client, cipher, repository, runId, this.options.clock);
    report.connections += 1;
    if (connection.disconnectRequestedAt !== null)
      await this.disconnect(connection, session, client, runId, report);
    else await this.reconcile(connection, session, client, runId, report);
  }

  private async reconcile(
    connection: ConnectionRecord,
    session: TokenSession,
    client: CalendarClient,
    runId: string,
    report: SyncRunReport,
  ): Promise<void> {
    const { db, clock, publicUrl } = this.options;
    const started = performance.now();
    const repository = new CalendarRepository(db);
    // What this run brings the calendar up to; a change committed after this is another run's.
    const claimedSeq = connection.changeSeq;
    let state: StoredSyncState = connection.state;
    let changes: SyncChange[] = [];
    let written = 0;
    try {
      changes = await changesFor(db, connection, publicUrl, clock());
      if (changes.length > 0 && state !== 'syncing') {
        const now = clock();
        const pending = changes.length;
        await db.transaction(async (tx) => {
          if (!(await new CalendarRepository(tx).markSyncing(connection.id, runId, now))) return;
          state = 'syncing';
          await recordConnectionChange(
            tx,
            connection.userId,
            toApiConnection(connection.provider, true, { ...connection, state, reason: null }, pending),
            now,
          );
        });
      }
      for (const change of changes) {
        if (written >= MAX_WRITES_PER_CONNECTION || performance.now() - started > CONNECTION_BUDGET_MS) {
          // The rest next run: the sequence is not advanced, so the connection is still due.
          await repository.release(connection.id, runId);
          return;
        }
        await this.apply(change, connection, session, client, repository, report);
        written += 1;
      }
    } catch (error) {
      await this.fail({ ...connection, state }, runId, error, changes.length - written, report);
      return;
    }
    const now = clock();
    await db.transaction(async (tx) => {
      const finished = await new CalendarRepository(tx).finishRun(
        connection.id,
        runId,
        {
          state: 'synced',
          reason: null,
          syncedSeq: claimedSeq,
          attempts: 0,
          nextAttemptAt: null,
          nextCheckAt: new Date(now.getTime() + RECHECK_MS),
          lastSyncedAt: now,
        },
        now,
      );
      if (finished !== undefined && state !== 'synced')
        await recordConnectionChange(
          tx,
          connection.userId,
          toApiConnection(connection.provider, true, finished, 0),
          now,
        );
    });
    if (changes.length > 0)
      this.options.log.info(
        { connectionId: connection.id, provider: connection.provider, changes: changes.length },
        'calendar sync: calendar brought up to date',
      );
  }

  private async apply(
    change: SyncChange,
    connection: ConnectionRecord,
    session: TokenSession,
    client: CalendarClient,
    repository: CalendarRepository,
    report: SyncRunReport,
  ): Promise<void> {
    const { clock } = this.options;
    if (change.kind === 'delete') {
      await session.withAccess((token) => client.deleteEvent(token, change.providerEventId));
      await repository.deleteMapping(connection.id, change.workoutId);
      report.deleted += 1;
      return;
    }
    const key = { connectionId: connection.id, workoutId: change.event.workoutId };
    if (change.kind === 'update') {
      try {
        await session.withAccess((token) =>
          client.updateEvent(token, change.providerEventId, key, change.event),
        );
        await repository.saveMapping(
          connection.id,
          key.workoutId,
          change.providerEventId,
          change.hash,
          clock(),
        );
        report.updated += 1;
        return;
      } catch (error) {
        // Removed from the calendar by the member: made again below.
        if (!(error instanceof ProviderError) || error.failure !== 'not_found') throw error;
      }
    }
    const providerEventId = await session.withAccess((token) => client.insertEvent(token, key, change.event));
    await repository.saveMapping(connection.id, key.workoutId, providerEventId, change.hash, clock());
    report.inserted += 1;
  }

  /** Removes every event we made, gives the grant back, then forgets the connection. */
  private async disconnect(
    connection: ConnectionRecord,
    session: TokenSession,
    client: CalendarClient,
    runId: string,
    report: SyncRunReport,
  ): Promise<void> {
    const { db, clock, log } = this.options;
    const started = performance.now();
    const repository = new CalendarRepository(db);
    const mappings = await repository.mappings(connection.id);
    try {
      let removed = 0;
      for (const mapping of mappings) {
        if (removed >= MAX_WRITES_PER_CONNECTION || performance.now() - started > CONNECTION_BUDGET_MS) {
          await repository.release(connection.id, runId);
          return;
        }
        await session.withAccess((token) => client.deleteEvent(token, mapping.providerEventId));
        await repository.deleteMapping(connection.id, mapping.workoutId);
        removed += 1;
        report.deleted += 1;
      }
      try {
        await session.revoke();
      } catch (error) {
        // Only an outage is worth waiting for; a refusal will not change, and our copy goes anyway.
        if (error instanceof ProviderError && error.failure === 'unavailable') throw error;
        log.warn(
          { connectionId: connection.id, provider: connection.provider, err: error },
          'calendar sync: the provider refused to revoke the tokens; forgetting them',
        );
      }
    } catch (error) {
      if (!(error instanceof ReconnectNeeded)) {
        const attempts = connection.attempts + 1;
        const now = clock();
        log.warn(
          { connectionId: connection.id, provider: connection.provider, attempt: attempts, err: error },
          `calendar sync: disconnect could not finish (${errorMessage(error)}); trying again`,
        );
        await repository.finishRun(
          connection.id,
          runId,
          {
            state: connection.state,
            reason: connection.reason,
            attempts,
            nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts, RETRY_BASE_MS, RETRY_MAX_MS)),
          },
          now,
        );
        return;
      }
      // Access is gone already: the events cannot be removed any more, and there is nothing to revoke.
      log.warn(
        { connectionId: connection.id, provider: connection.provider, left: mappings.length },
        'calendar sync: access was revoked before the disconnect finished; events left in the calendar',
      );
    }
    if (await repository.deleteConnection(connection.id, runId)) report.disconnected += 1;
  }

  /** A run that could not finish: an error state, and either a retry after a growing wait or a reconnect. */
  private async fail(
    connection: ConnectionRecord,
    runId: string,
    error: unknown,
    pending: number,
    report: SyncRunReport,
  ): Promise<void> {
    const { db, clock, log } = this.options;
    const { provider } = connection;
    const now = clock();
    let outcome: RunOutcome;
    if (error instanceof ReconnectNeeded) {
      outcome = {
        state: 'error',
        reason: error.why === 'revoked' ? revokedReason(provider) : unreadableReason(provider),
        attempts: 0,
        nextAttemptAt: null,
        needsReconnect: true,
      };
      log.warn(
        { connectionId: connection.id, provider },
        `calendar sync: ${error.message}; the member must reconnect`,
      );
    } else {
      const attempts = connection.attempts + 1;
      const retryInMs = retryDelayMs(attempts, RETRY_BASE_MS, RETRY_MAX_MS);
      const unavailable = !(error instanceof ProviderError) || error.failure === 'unavailable';
      outcome = {
        state: 'error',
        reason: unavailable ? unavailableReason(provider) : refusedReason(provider),
        attempts,
        nextAttemptAt: new Date(now.getTime() + retryInMs),
      };
      const details = { connectionId: connection.id, provider, attempt: attempts, retryInMs, err: error };
      const message = `calendar sync: failed (attempt ${attempts}): ${errorMessage(error)}; retrying in ${retryInMs} ms`;
      // A provider's trouble is expected now and then; anything else is ours.
      if (error instanceof ProviderError) log.warn(details, message);
      else log.error(details, message);
    }
    report.failed += 1;
    await db.transaction(async (tx) => {
      const finished = await new CalendarRepository(tx).finishRun(connection.id, runId, outcome, now);
      if (finished !== undefined && (connection.state !== 'error' || connection.reason !== outcome.reason))
        await recordConnectionChange(
          tx,
          connection.userId,
          toApiConnection(provider, true, finished, pending),
          now,
        );
    });
  }
}
