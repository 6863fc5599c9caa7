import type { Queryable } from '../db/database.js';
import { eventFor, hashOf, type CalendarEventBody } from './event.js';
import { CalendarRepository, type ConnectionRecord, type EventMapping } from './repository.js';

/**
 * What a sync has to write: the workouts the calendar should show compared with what it holds from
 * us (`calendar_events`). Missing → insert; held with another hash → update; held for a workout that
 * is gone or no longer scheduled → delete. Nothing else is ever touched.
 */

/** Events are made for scheduled workouts from a day ago to a year ahead. */
export const SYNC_WINDOW_BEFORE_MS = 24 * 60 * 60 * 1000;
export const SYNC_WINDOW_AFTER_MS = 366 * 24 * 60 * 60 * 1000;
/** The most workouts of that window one connection shows (the calendar page reads at most 1000 too). */
export const MAX_SYNCED_WORKOUTS = 1000;

export type SyncChange =
  | { kind: 'insert'; event: CalendarEventBody; hash: string }
  | { kind: 'update'; event: CalendarEventBody; hash: string; providerEventId: string }
  | { kind: 'delete'; workoutId: number; providerEventId: string };

export function planChanges(
  events: readonly CalendarEventBody[],
  mappings: readonly EventMapping[],
): SyncChange[] {
  const held = new Map(mappings.map((mapping) => [mapping.workoutId, mapping]));
  const updates: SyncChange[] = [];
  const inserts: SyncChange[] = [];
  const wanted = new Set<number>();
  for (const event of events) {
    wanted.add(event.workoutId);
    const hash = hashOf(event);
    const mapping = held.get(event.workoutId);
    if (mapping === undefined) inserts.push({ kind: 'insert', event, hash });
    else if (mapping.syncedHash !== hash)
      updates.push({ kind: 'update', event, hash, providerEventId: mapping.providerEventId });
  }
  const deletes: SyncChange[] = mappings
    .filter((mapping) => !wanted.has(mapping.workoutId))
    .map((mapping) => ({
      kind: 'delete',
      workoutId: mapping.workoutId,
      providerEventId: mapping.providerEventId,
    }));
  // Events already there are corrected first, then the new ones (nearest first), then removals.
  return [...updates, ...inserts, ...deletes];
}

/** The changes a sync of `connection` would write now. */
export async function changesFor(
  db: Queryable,
  connection: Pick<ConnectionRecord, 'id' | 'userId'>,
  publicUrl: string,
  now: Date,
): Promise<SyncChange[]> {
  const repository = new CalendarRepository(db);
  const workouts = await repository.workoutsToShow(
    connection.userId,
    connection.id,
    new Date(now.getTime() - SYNC_WINDOW_BEFORE_MS),
    new Date(now.getTime() + SYNC_WINDOW_AFTER_MS),
    MAX_SYNCED_WORKOUTS,
  );
  const mappings = await repository.mappings(connection.id);
  return planChanges(
    workouts.map((workout) => eventFor(workout, publicUrl)),
    mappings,
  );
}
