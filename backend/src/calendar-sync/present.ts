import type { Queryable } from '../db/database.js';
import { recordEvent } from '../events/record.js';
import type { ConnectionRecord } from './repository.js';
import { CALENDAR_NAMES, PROVIDER_LABELS, type CalendarProvider } from './settings.js';

/** How a member's calendar connection reads in the API and in its event. */

export type SyncState = 'unconnected' | 'unsynced' | 'syncing' | 'synced' | 'error';

export interface ApiCalendarConnection {
  provider: CalendarProvider;
  /** Whether this server can sync with the provider at all (its OAuth client is configured). */
  configured: boolean;
  state: SyncState;
  /** Why it is in `error`, for the member. */
  reason?: string;
  /** ISO 8601: the end of the last sync that left nothing to write. */
  lastSyncedAt?: string;
  /** Changes not yet in the calendar (events to add, change or remove). */
  pending: number;
}

export function notConfiguredMessage(provider: CalendarProvider): string {
  return `${CALENDAR_NAMES[provider]} sync is not configured on this server.`;
}

export function revokedReason(provider: CalendarProvider): string {
  return `Reconnect your ${PROVIDER_LABELS[provider]} calendar: access was revoked.`;
}

export function unreadableReason(provider: CalendarProvider): string {
  return `Reconnect your ${PROVIDER_LABELS[provider]} calendar: its access can no longer be read on this server.`;
}

export function unavailableReason(provider: CalendarProvider): string {
  return `${CALENDAR_NAMES[provider]} is not answering; StreamFit will try again shortly.`;
}

export function refusedReason(provider: CalendarProvider): string {
  return `${CALENDAR_NAMES[provider]} did not accept a change; StreamFit will try again later.`;
}

/**
 * The connection as the member sees it. A connection being disconnected is already `unconnected`
 * (its `pending` counts the events still to remove); one whose provider this server no longer has
 * credentials for is an `error`; a synced one with changes waiting is `syncing`.
 */
export function toApiConnection(
  provider: CalendarProvider,
  configured: boolean,
  connection: ConnectionRecord | undefined,
  pending: number,
): ApiCalendarConnection {
  if (connection === undefined || connection.disconnectRequestedAt !== null)
    return { provider, configured, state: 'unconnected', pending };
  const lastSyncedAt =
    connection.lastSyncedAt === null ? {} : { lastSyncedAt: connection.lastSyncedAt.toISOString() };
  if (!configured)
    return {
      provider,
      configured,
      state: 'error',
      reason: notConfiguredMessage(provider),
      ...lastSyncedAt,
      pending,
    };
  if (connection.state === 'error')
    return {
      provider,
      configured,
      state: 'error',
      ...(connection.reason === null ? {} : { reason: connection.reason }),
      ...lastSyncedAt,
      pending,
    };
  const state = connection.state === 'synced' && pending > 0 ? 'syncing' : connection.state;
  return { provider, configured, state, ...lastSyncedAt, pending };
}

export const CONNECTION_CHANGED_EVENT = 'calendar.connection_changed';

/** Tells the member's open pages (through the gateway) that a connection changed; inside the change's transaction. */
export async function recordConnectionChange(
  tx: Queryable,
  userId: number,
  connection: ApiCalendarConnection,
  now: Date,
): Promise<void> {
  await recordEvent(tx, {
    type: CONNECTION_CHANGED_EVENT,
    occurredAt: now,
    subject: { kind: 'user', id: userId },
    audienceUserIds: [userId],
    payload: { connection: { ...connection } },
  });
}
