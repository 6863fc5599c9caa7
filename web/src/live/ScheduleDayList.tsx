import { graphql } from 'react-relay';
import { Link } from 'react-router-dom';
import { paymentPath } from '../accounts/access/redirects';
import { useSession } from '../accounts/session/SessionContext';
import { useSite } from '../site/SiteContext';
import type { BookingFlow_liveClass$key } from './__generated__/BookingFlow_liveClass.graphql';
import type { ScheduleDayListQuery$data } from './__generated__/ScheduleDayListQuery.graphql';
import { LiveClassRow } from './LiveClassRow';
import { addDays, classDateText, sameDay, startOfWeek } from './time';

/**
 * The selected week's classes (the viewer's local Monday 00:00 to the next Monday), and how far
 * ahead the site's schedule is published (asked in the same request, at no extra REST cost).
 */
export const LiveScheduleQuery = graphql`
  query ScheduleDayListQuery($from: DateTime!, $to: DateTime!, $host: String!) @preloadable {
    liveSchedule(from: $from, to: $to, host: $host) {
      id
      startsAt
      cancelledAt
      ...LiveClassRow_liveClass
    }
    liveSchedulePublishedUntil(host: $host)
  }
`;

/** The schedule page's texts, in the product's exact wording. */
export const NO_RESULTS = 'No Results';
export const NO_RESULTS_TEXT =
  "We're sorry, there are no classes scheduled for that day! Search for another date or start your free trial to browse our On-Demand classes.";

type WeekClasses = NonNullable<ScheduleDayListQuery$data['liveSchedule']>;

interface ScheduleDayListProps {
  /** The week's classes; null when the schedule could not be loaded. */
  classes: WeekClasses | null;
  day: Date;
  /** The last day with a class on the site's schedule; null when none is scheduled. */
  lastDay: Date | null;
  onBook: (liveClass: BookingFlow_liveClass$key) => void;
  onSelect: (day: Date) => void;
}

/** The day's classes, same local calendar day, not cancelled, by start time. */
export function ScheduleDayList({ classes: week, day, lastDay, onBook, onSelect }: ScheduleDayListProps) {
  if (week == null) {
    return (
      <p className="form-error" role="alert">
        We could not load the schedule right now. Please try again in a moment.
      </p>
    );
  }
  const classes = week
    .filter((liveClass) => !liveClass.cancelledAt && sameDay(new Date(liveClass.startsAt), day))
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  if (classes.length === 0) {
    // The apology invites another date: offer the next one that has classes, when this week has one.
    const next = week
      .filter((liveClass) => !liveClass.cancelledAt && Date.parse(liveClass.startsAt) > day.getTime())
      .filter((liveClass) => !sameDay(new Date(liveClass.startsAt), day))
      .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))[0];
    return (
      <div className="live-schedule__empty">
        <h3>{NO_RESULTS}</h3>
        <p>{NO_RESULTS_TEXT}</p>
        {next ? (
          <p>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => onSelect(new Date(next.startsAt))}
            >
              Next classes: {classDateText(next.startsAt)}
            </button>
          </p>
        ) : lastDay !== null && lastDay >= addDays(startOfWeek(day), 7) ? (
          <p>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => onSelect(addDays(startOfWeek(day), 7))}
            >
              Next week's classes
            </button>
          </p>
        ) : lastDay === null ? (
          <p>No classes are scheduled yet. New classes appear here as soon as the studios publish them.</p>
        ) : lastDay < day ? (
          // How far the schedule reaches is said under the calendar; here, the way back to it.
          <>
            <p>New classes appear here as soon as the studios publish them.</p>
            <p>
              <button type="button" className="button button--ghost" onClick={() => onSelect(lastDay)}>
                Last scheduled day: {classDateText(lastDay.toISOString())}
              </button>
            </p>
          </>
        ) : null}
        <EmptyScheduleLinks />
      </div>
    );
  }
  return (
    <ul className="live-schedule__list" aria-label="Classes">
      {classes.map((liveClass) => (
        <LiveClassRow key={liveClass.id} liveClass={liveClass} onBook={onBook} />
      ))}
    </ul>
  );
}

/**
 * The way on from an empty day: a visitor may start a trial or log in; a signed-in member without a
 * plan starts the trial at checkout; a subscriber already has everything these links offer.
 */
function EmptyScheduleLinks() {
  const { user } = useSession();
  const { isWhiteLabel } = useSite();
  if (user?.subscribed) return null;
  return (
    <p className="live-schedule__empty-actions">
      <Link className="button button--brand" to={user ? paymentPath(isWhiteLabel) : '/signup'}>
        Start Free Trial
      </Link>
      {!user && <Link to="/login">Log in here!</Link>}
    </p>
  );
}
