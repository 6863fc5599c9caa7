import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useMutationWithOutcome, type MutationOutcome } from '../relay/mutationOutcome';
import { bookingOutcome } from './bookingPayload';
import type {
  useBookLiveClassMutation,
  useBookLiveClassMutation$data,
} from './__generated__/useBookLiveClassMutation.graphql';

const BookLiveClassMutation = graphql`
  mutation useBookLiveClassMutation($input: BookLiveClassInput!) {
    bookLiveClass(input: $input) {
      ...bookingPayload_payload @relay(mask: false)
    }
  }
`;

export type BookedLiveClass = NonNullable<useBookLiveClassMutation$data['bookLiveClass']['booking']>;
export type BookOutcome = MutationOutcome<{ booking: BookedLiveClass }>;

/**
 * Books a class without paying (subscribers). The class's `viewerBooking` in the store is
 * updated from the payload, so every row showing it reads 'Booked' at once. Never rejects.
 */
export function useBookLiveClass(): [(liveClassId: string) => Promise<BookOutcome>, boolean] {
  const [commit, inFlight] = useMutationWithOutcome<useBookLiveClassMutation, { booking: BookedLiveClass }>(
    BookLiveClassMutation,
    ({ bookLiveClass: payload }) => bookingOutcome(payload),
  );
  const book = useCallback((liveClassId: string) => commit({ variables: { input: { liveClassId } } }), [commit]);
  return [book, inFlight];
}
