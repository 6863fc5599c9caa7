import { graphql } from 'react-relay';
import { outcomeOf, type MutationOutcome, type UserErrorShape } from '../relay/mutationOutcome';

/**
 * What both ways of booking a class (free, and after paying) select from their payload: the
 * booking for the order summary; the class's `viewerBooking`, so every row showing the class
 * reads 'Booked' at once; and the booking's edge, added to the member's list of upcoming classes
 * when the store holds it (`$connections`, see upcomingBookings.ts). Spread with
 * `@relay(mask: false)`, so each mutation's data carries the fields.
 */
export const BookingPayloadFragment = graphql`
  fragment bookingPayload_payload on BookLiveClassPayload {
    bookingEdge @appendEdge(connections: $connections) {
      cursor
      node {
        ...UpcomingLiveClassesList_edgeNode @relay(mask: false)
      }
    }
    booking {
      id
      ...OrderSummaryModal_booking
      liveClass {
        id
        viewerBooking {
          id
        }
      }
    }
    liveClass {
      id
      viewerBooking {
        id
      }
    }
    userErrors {
      field
      message
      code
    }
  }
`;

/** A booking mutation's answer: the booking, or why there is none. */
export function bookingOutcome<Booking extends object>(payload: {
  readonly booking: Booking | null | undefined;
  readonly userErrors: ReadonlyArray<UserErrorShape>;
}): MutationOutcome<{ booking: Booking }> {
  return outcomeOf(payload, () => (payload.booking ? { booking: payload.booking } : null));
}
