import { useEffect, useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { onSubscriptionsReconnected } from '../relay/reconnects';
import type { useLiveScheduleChangedSubscription } from './__generated__/useLiveScheduleChangedSubscription.graphql';

const LiveScheduleChangedSubscription = graphql`
  subscription useLiveScheduleChangedSubscription($studioId: ID) {
    liveScheduleChanged(studioId: $studioId) {
      eventId
      kind
      changedFields
      liveClass {
        id
        startsAt
        cancelledAt
        ...LiveClassRow_liveClass
      }
    }
  }
`;

/** Changes that can move a class into or out of the list on screen (its day, its site). */
const LIST_FIELDS: ReadonlySet<string> = new Set(['startsAt', 'isOnMainSite', 'studio']);

/**
 * Keeps the schedule live while it is open. A CHANGED or CANCELLED class is updated in the
 * store by Relay itself (the payload selects what the rows show; a cancelled class drops out
 * of the list, which skips classes with `cancelledAt`). A new class, one whose time moved
 * (possibly into or out of the week on screen) or one that moved to another site or studio calls
 * `onListChanged` so the week is fetched again; so does the socket coming back after a drop.
 */
export function useLiveScheduleChanged(
  studioId: string | null,
  onListChanged: () => void,
  /** The signed-in member's id: a log-in or log-out replaces the socket, so the subscription starts again. */
  memberId: string | null = null,
): void {
  const config = useMemo<GraphQLSubscriptionConfig<useLiveScheduleChangedSubscription>>(
    () => ({
      subscription: LiveScheduleChangedSubscription,
      variables: { studioId },
      onNext: (response) => {
        const change = response?.liveScheduleChanged;
        if (!change) return;
        if (
          change.kind === 'CREATED' ||
          (change.kind === 'CHANGED' && change.changedFields.some((field) => LIST_FIELDS.has(field)))
        ) {
          onListChanged();
        }
      },
      // A dropped socket must not break the page: graphql-ws retries, the list stays as it is.
      onError: (error) => console.warn('[live] schedule updates stopped', error),
    }),
    // memberId only restarts the subscription (the socket was replaced with the new token).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [studioId, onListChanged, memberId],
  );
  useSubscription(config);
  useEffect(() => onSubscriptionsReconnected(onListChanged), [onListChanged]);
}
