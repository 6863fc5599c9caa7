import { graphql, useFragment } from 'react-relay';
import type { BookingFlow_liveClass$key } from './__generated__/BookingFlow_liveClass.graphql';
import type { LiveClassRow_liveClass$key } from './__generated__/LiveClassRow_liveClass.graphql';
import { FriendsBookedLine } from './FriendsBooked';
import { formatCents, listCentsOf } from './price';
import { classTime } from './time';

interface LiveClassRowProps {
  liveClass: LiveClassRow_liveClass$key;
  onBook: (liveClass: BookingFlow_liveClass$key) => void;
}

/**
 * One class of the schedule: time (local, and the studio's when different), logo, title, instructor,
 * studio, which of the member's friends booked it, what it costs this member ('Included' when their
 * plan covers it) and Book.
 */
export function LiveClassRow({ liveClass, onBook }: LiveClassRowProps) {
  const data = useFragment(
    graphql`
      fragment LiveClassRow_liveClass on LiveClass {
        id
        title
        instructor
        startsAt
        minutesDuration
        studioTimeZone
        studioLogoUrl
        studio {
          name
        }
        price {
          cents
        }
        includedForViewer
        viewerBooking {
          id
        }
        ...BookingFlow_liveClass
        ...FriendsBookedLine_liveClass
      }
    `,
    liveClass,
  );
  const time = classTime(data.startsAt, data.studioTimeZone);
  const booked = data.viewerBooking != null;
  const cents = listCentsOf(data.price);
  return (
    <li className="live-row" data-testid={`live-row-${data.id}`}>
      <div className="live-row__time">
        <time dateTime={data.startsAt}>{time.local}</time>
        {time.studio && <span className="live-row__studio-time">({time.studio} studio time)</span>}
        <span className="live-row__duration">{data.minutesDuration} min</span>
      </div>
      <img className="live-row__logo" src={data.studioLogoUrl} alt={`${data.studio.name} logo`} />
      <div className="live-row__class">
        <h3 className="live-row__title">{data.title}</h3>
        <p className="live-row__instructor">{data.instructor}</p>
        <p className="live-row__studio">{data.studio.name}</p>
        <FriendsBookedLine liveClass={data} />
      </div>
      <div className="live-row__action">
        {/* What booking costs this member, before they ask: their plan covers it, or its price. */}
        <p className="live-row__price">
          {data.includedForViewer ? 'Included' : cents === 0 ? 'Free' : formatCents(cents)}
        </p>
        {/* One element for both states, so focus stays on it when the class becomes booked. Its name
            says which class, as a list of buttons all named 'Book' tells a screen reader nothing. */}
        <button
          type="button"
          className={booked ? 'button button--ghost live-row__booked' : 'button button--brand'}
          aria-label={`${booked ? 'Booked' : 'Book'} ${data.title}, ${time.local}`}
          onClick={() => onBook(data)}
        >
          {booked ? 'Booked' : 'Book'}
        </button>
      </div>
    </li>
  );
}
