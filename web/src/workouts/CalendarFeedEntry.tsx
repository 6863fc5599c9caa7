import { Suspense, useId, useRef, useState, type ReactNode } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { Dialog } from '../ui/Dialog';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { useRegenerateCalendarFeed } from './useRegenerateCalendarFeed';
import type { CalendarFeedEntry_viewer$key } from './__generated__/CalendarFeedEntry_viewer.graphql';
import type { CalendarFeedEntryQuery } from './__generated__/CalendarFeedEntryQuery.graphql';

export const FEED_REFRESH_NOTE =
  'Calendar apps that subscribe to this address refresh it on their own schedule, often every few hours. For changes in seconds, connect Google or Outlook above.';
export const NEW_ADDRESS = 'Get a new address';

const FeedQuery = graphql`
  query CalendarFeedEntryQuery {
    viewer {
      ...CalendarFeedEntry_viewer
    }
  }
`;

/**
 * The feed, asked for when the sync menu opens rather than with the month: the server makes a
 * member's secret address on the first ask, so only a member who looks for it gets one.
 */
export function CalendarFeedSection() {
  const unavailable = (
    <p className="form-error" role="alert">
      Your calendar address could not be loaded. Please try again later.
    </p>
  );
  return (
    <ErrorBoundary fallback={unavailable}>
      <Suspense fallback={<p className="calendar-connection__note">Loading your calendar address…</p>}>
        <LoadedFeed unavailable={unavailable} />
      </Suspense>
    </ErrorBoundary>
  );
}

function LoadedFeed({ unavailable }: { unavailable: ReactNode }) {
  const data = useLazyLoadQuery<CalendarFeedEntryQuery>(FeedQuery, {}, { fetchPolicy: 'store-or-network' });
  return data.viewer ? <CalendarFeedEntry viewer={data.viewer} /> : unavailable;
}

/**
 * The member's private iCalendar feed: its address to copy into any calendar app, and a new
 * address when the old one was shared (after a confirm: the old one stops working).
 */
export function CalendarFeedEntry({ viewer }: { viewer: CalendarFeedEntry_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment CalendarFeedEntry_viewer on User {
        calendarFeed {
          url
        }
      }
    `,
    viewer,
  );
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [regenerate, regenerating] = useRegenerateCalendarFeed();
  const url = data.calendarFeed.url;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('Address copied.');
    } catch {
      // No clipboard (an older browser, no permission): the address is selected for the member to copy.
      inputRef.current?.select();
      setCopied('Press Ctrl+C (⌘C on a Mac) to copy the selected address.');
    }
  };

  const renew = async () => {
    setProblem(null);
    const outcome = await regenerate();
    if (!outcome.ok) {
      setProblem(outcome.message);
      return;
    }
    setConfirming(false);
    setCopied('Your calendar has a new address. Subscribe to it again in your calendar apps.');
  };

  return (
    <div className="calendar-feed" role="group" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="calendar-connection__name">
        iCalendar feed
      </h2>
      <p className="calendar-connection__note">
        Subscribe to this private address in any calendar app. Anyone who has it can see your plan.
      </p>
      <label htmlFor={`${id}-url`} className="calendar-feed__label">
        Your calendar address
      </label>
      <div className="calendar-feed__address">
        <input
          id={`${id}-url`}
          ref={inputRef}
          type="text"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="button button--ghost" onClick={() => void copy()}>
          Copy
        </button>
      </div>
      <p className="calendar-feed__status" role="status">
        {copied}
      </p>
      <p className="calendar-connection__note">{FEED_REFRESH_NOTE}</p>
      <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
        {NEW_ADDRESS}
      </button>
      {confirming ? (
        <Dialog title="Get a new calendar address?" onClose={() => setConfirming(false)} closeButton={false}>
          <p>
            The address you have now stops working: calendar apps subscribed to it stop updating until you
            subscribe them to the new one.
          </p>
          {problem ? (
            <p className="form-error" role="alert">
              {problem}
            </p>
          ) : null}
          <p className="modal__actions">
            <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
              Cancel
            </button>
            <button
              type="button"
              className="button button--brand"
              disabled={regenerating}
              onClick={() => void renew()}
            >
              {NEW_ADDRESS}
            </button>
          </p>
        </Dialog>
      ) : null}
    </div>
  );
}
