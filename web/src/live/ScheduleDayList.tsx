import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { BookingFlow_liveClass$key } from './__generated__/BookingFlow_liveClass.graphql';
import type { ScheduleDayListQuery } from './__generated__/ScheduleDayListQuery.graphql';
import { LiveClassRow } from './LiveClassRow';
import { sameDay } from './time';

/** The selected week's classes (the viewer's local Monday 00:00 to the next Monday). */
export const LiveScheduleQuery = graphql`
  query ScheduleDayListQuery($from: DateTime!, $to: DateTime!, $studioId: ID) {
    liveSchedule(from: $from, to: $to, studioId: $studioId) {
      id
      startsAt
      cancelledAt
      ...LiveClassRow_liveClass
    }
  }
`;

/** The schedule page's texts, in the product's exact wording. */
export const NO_RESULTS = 'No Results';
export const NO_RESULTS_TEXT =
  "We're sorry, there are no classes scheduled for that day! Search for another date or start your free trial to browse our On-Demand classes.";

interface ScheduleDayListProps {
  queryRef: PreloadedQuery<ScheduleDayListQuery>;
  day: Date;
  onBook: (liveClass: BookingFlow_liveClass$key) => void;
}

/** The day's classes, same local calendar day, not cancelled, by start time. */
export function ScheduleDayList({ queryRef, day, onBook }: ScheduleDayListProps) {
  const data = usePreloadedQuery<ScheduleDayListQuery>(LiveScheduleQuery, queryRef);
  const classes = (data.liveSchedule ?? [])
    .filter((liveClass) => !liveClass.cancelledAt && sameDay(new Date(liveClass.startsAt), day))
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));

  if (data.liveSchedule == null) {
    return (
      <p className="form-error" role="alert">
        We could not load the schedule right now. Please try again in a moment.
      </p>
    );
  }
  if (classes.length === 0) {
    return (
      <div className="live-schedule__empty">
        <h3>{NO_RESULTS}</h3>
        <p>{NO_RESULTS_TEXT}</p>
        <p className="live-schedule__empty-actions">
          <Link className="button button--brand" to="/signup">
            Start Free Trial
          </Link>
          <Link to="/login">Log in here!</Link>
        </p>
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
