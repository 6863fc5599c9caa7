import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { dropFromFriendLists, placeFriendRequest, placeFriendship } from './friendLists';
import type { useViewerFriendsChangedSubscription } from './__generated__/useViewerFriendsChangedSubscription.graphql';

const ViewerFriendsChangedSubscription = graphql`
  subscription useViewerFriendsChangedSubscription {
    viewerFriendsChanged {
      kind
      removedIds
      friendRequest {
        id
        direction
        ...FriendRequestRow_request
      }
      friendship {
        id
        ...FriendRow_friendship
      }
    }
  }
`;

/**
 * The member's friends as others change them: a request arriving (or sent from another device)
 * joins its list, an acceptance moves it to the friends, a decline, a withdrawal or a removal
 * takes it out. No reload, no polling.
 */
export function useViewerFriendsChanged(): void {
  const config = useMemo<GraphQLSubscriptionConfig<useViewerFriendsChangedSubscription>>(
    () => ({
      subscription: ViewerFriendsChangedSubscription,
      variables: {},
      updater: (store, response) => {
        const change = response?.viewerFriendsChanged;
        if (!change) return;
        dropFromFriendLists(store, change.removedIds);
        if (change.kind === 'REQUESTED' && change.friendRequest)
          placeFriendRequest(store, change.friendRequest.id);
        if (change.kind === 'ACCEPTED' && change.friendship) placeFriendship(store, change.friendship.id);
      },
      // A dropped socket must not break the page: graphql-ws retries, the lists stay as they are.
      onError: (error) => console.warn('[social] friend updates stopped', error),
    }),
    [],
  );
  useSubscription(config);
}
