import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { Failure } from '../payments/mutationResult';
import { callFailed } from '../payments/mutationResult';
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
export type BookOutcome = { ok: true; booking: BookedLiveClass } | Failure;

/**
 * Books a class without paying (subscribers). The class's `viewerBooking` in the store is
 * updated from the payload, so every row showing it reads 'Booked' at once. Never rejects.
 */
export function useBookLiveClass(): [(liveClassId: string) => Promise<BookOutcome>, boolean] {
  const [commit, inFlight] = useMutation<useBookLiveClassMutation>(BookLiveClassMutation);
  const book = useCallback(
    (liveClassId: string) =>
      new Promise<BookOutcome>((resolve) => {
        commit({
          variables: { input: { liveClassId } },
          onCompleted: ({ bookLiveClass: payload }) => {
            resolve(bookingOutcome(payload));
          },
          onError: (error) => resolve(callFailed(error)),
        });
      }),
    [commit],
  );
  return [book, inFlight];
}
