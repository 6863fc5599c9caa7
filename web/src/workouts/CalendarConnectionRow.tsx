import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { clockTime, dayLabel } from './calendarDays';
import { PROVIDER_NAMES } from './calendarReturn';
import { useConnectCalendar } from './useConnectCalendar';
import { useDisconnectCalendar } from './useDisconnectCalendar';
import { useSyncCalendar } from './useSyncCalendar';
import type { CalendarConnectionRow_connection$key } from './__generated__/CalendarConnectionRow_connection.graphql';

export const NOT_CONFIGURED = 'Calendar sync is not configured on this server.';
export const SYNC_NOW = 'Sync Now';
export const SYNCED = 'Synced ✔';

function lastSyncedText(at: string | null | undefined): string | null {
  if (!at) return null;
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? null : `Last synced ${dayLabel(date)} at ${clockTime(date)}.`;
}

/**
 * One calendar (Google or Outlook) and where its sync stands: not configured on this server (said,
 * with no button), Connect, then 'Sync Now' (grey), a spinner while syncing (blue) and 'Synced ✔'
 * in the brand colour; an error says why and offers Reconnect. The state follows the server's pushes.
 */
export function CalendarConnectionRow({ connection }: { connection: CalendarConnectionRow_connection$key }) {
  const data = useFragment(
    graphql`
      fragment CalendarConnectionRow_connection on CalendarConnection {
        provider
        configured
        state
        reason
        lastSyncedAt
        pending
      }
    `,
    connection,
  );
  const headingId = useId();
  const [connect, connecting] = useConnectCalendar();
  const [sync, asking] = useSyncCalendar();
  const [disconnect, disconnecting] = useDisconnectCalendar();
  const [problem, setProblem] = useState<string | null>(null);
  const name = PROVIDER_NAMES[data.provider] ?? data.provider;
  const busy = connecting || asking || disconnecting;

  const startConnecting = async () => {
    setProblem(null);
    const outcome = await connect(data.provider);
    // The provider's page asks the member's permission, then sends the browser back to the calendar.
    if (outcome.ok) window.location.assign(outcome.authorizationUrl);
    else setProblem(outcome.message);
  };
  const syncNow = async () => {
    setProblem(null);
    const outcome = await sync(data.provider);
    if (!outcome.ok) setProblem(outcome.message);
  };
  const stop = async () => {
    setProblem(null);
    const outcome = await disconnect(data.provider);
    if (!outcome.ok) setProblem(outcome.message);
  };

  const syncing = data.state === 'SYNCING' || asking;
  const connected = data.state !== 'UNCONNECTED';
  const lastSynced = lastSyncedText(data.lastSyncedAt);

  return (
    <div className="calendar-connection" role="group" aria-labelledby={headingId}>
      <h2 id={headingId} className="calendar-connection__name">
        {name}
      </h2>
      {!data.configured ? (
        <p className="calendar-connection__note">{NOT_CONFIGURED}</p>
      ) : (
        <>
          {data.state === 'ERROR' ? (
            <p className="calendar-connection__reason">
              {data.reason ?? 'The last sync did not go through.'}
            </p>
          ) : null}
          {data.state === 'UNSYNCED' && data.pending > 0 ? (
            <p className="calendar-connection__note">
              {data.pending === 1 ? '1 change is waiting.' : `${data.pending} changes are waiting.`}
            </p>
          ) : null}
          {lastSynced && connected ? <p className="calendar-connection__note">{lastSynced}</p> : null}
          <p className="calendar-connection__actions">
            {!connected ? (
              <button
                type="button"
                className="button button--brand"
                disabled={busy}
                onClick={() => void startConnecting()}
              >
                Connect
              </button>
            ) : data.state === 'ERROR' ? (
              <button
                type="button"
                className="button button--brand"
                disabled={busy}
                onClick={() => void startConnecting()}
              >
                Reconnect
              </button>
            ) : syncing ? (
              <button
                type="button"
                className="calendar-sync-button calendar-sync-button--syncing"
                disabled
                aria-busy="true"
              >
                <span className="calendar-sync-button__spinner" aria-hidden="true" />
                Syncing…
              </button>
            ) : data.state === 'SYNCED' ? (
              <button
                type="button"
                className="calendar-sync-button calendar-sync-button--synced"
                disabled={busy}
                onClick={() => void syncNow()}
              >
                {SYNCED}
              </button>
            ) : (
              <button
                type="button"
                className="calendar-sync-button calendar-sync-button--idle"
                disabled={busy}
                onClick={() => void syncNow()}
              >
                {SYNC_NOW}
              </button>
            )}
            {connected ? (
              <button
                type="button"
                className="button button--ghost"
                disabled={busy}
                onClick={() => void stop()}
              >
                Disconnect
              </button>
            ) : null}
          </p>
        </>
      )}
      {problem ? (
        <p className="form-error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
