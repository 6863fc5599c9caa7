import { useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { CalendarConnectionRow } from './CalendarConnectionRow';
import { CalendarFeedSection } from './CalendarFeedEntry';
import type { CalendarSyncMenu_viewer$key } from './__generated__/CalendarSyncMenu_viewer.graphql';

export const SYNC_MENU_LABEL = 'Calendar sync';

/**
 * The calendar-sync dropdown: a button that opens each calendar the member can sync with (Google,
 * Outlook) and the private iCalendar feed (read when the menu first opens). Escape closes it and gives focus back to the button.
 */
export function CalendarSyncMenu({
  viewer,
  initiallyOpen = false,
}: {
  viewer: CalendarSyncMenu_viewer$key;
  initiallyOpen?: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment CalendarSyncMenu_viewer on User {
        calendarConnections {
          provider
          ...CalendarConnectionRow_connection
        }
      }
    `,
    viewer,
  );
  const [open, setOpen] = useState(initiallyOpen);
  // The way back from Google or Outlook opens the menu, where the new connection shows.
  const [openedFor, setOpenedFor] = useState(initiallyOpen);
  if (openedFor !== initiallyOpen) {
    setOpenedFor(initiallyOpen);
    if (initiallyOpen) setOpen(true);
  }
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      // A dialog opened from the menu (a new feed address) closes itself first.
      if (event.key !== 'Escape' || (event.target as Element | null)?.closest?.('[role="dialog"]')) return;
      if (!containerRef.current?.contains(document.activeElement)) return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div className="calendar-sync" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className="button button--ghost calendar-sync__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
      >
        {SYNC_MENU_LABEL} <span aria-hidden="true">▾</span>
      </button>
      <div id={panelId} className="calendar-sync__panel" hidden={!open}>
        {open ? (
          <>
            {data.calendarConnections.map((connection) => (
              <CalendarConnectionRow key={connection.provider} connection={connection} />
            ))}
            <CalendarFeedSection />
          </>
        ) : null}
      </div>
    </div>
  );
}
