import { useSyncExternalStore } from 'react';
import { isOffline, subscribeConnection } from '../../relay/offline/connection';
import './offline.css';

export const OFFLINE_TEXT =
  "You're offline. Live schedules and bookings need a connection; pages you have opened still work.";

/**
 * A banner while the app has no connection. The live region is always in the page
 * (role=status), so screen readers announce the text when it appears.
 */
export function OfflineNotice() {
  const offline = useSyncExternalStore(subscribeConnection, isOffline, () => false);
  return (
    <div role="status" className={offline ? 'offline-notice offline-notice--shown' : 'offline-notice'}>
      {offline ? OFFLINE_TEXT : null}
    </div>
  );
}
