import { graphql } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { useRefetchOnReconnect } from '../relay/reconnects';
import { useRouteQuery } from '../relay/routeQuery';
import { usePageMeta } from '../ui/pageMeta';
import { IncomingFriendRequests, OutgoingFriendRequests } from './FriendRequestLists';
import { FriendSearch } from './FriendSearch';
import { FriendsList } from './FriendsList';
import { FRIENDS_TITLE } from './paths';
import { useViewerConversationChanged } from './useViewerConversationChanged';
import { useViewerFriendsChanged } from './useViewerFriendsChanged';
import type { FriendsPageQuery as FriendsPageQueryType } from './__generated__/FriendsPageQuery.graphql';
import type { FriendsPageData } from './loaders';
import './social.css';

export const FriendsPageQuery = graphql`
  query FriendsPageQuery @preloadable {
    viewer {
      id
      ...IncomingFriendRequests_viewer
      ...OutgoingFriendRequests_viewer
      ...FriendsList_viewer
    }
  }
`;

/**
 * The member's friends: search by e-mail (and invitations for someone without an account), the
 * requests waiting either way, the friends with their unread messages, all kept live.
 */
export function FriendsPage() {
  const { queryRef } = useLoaderData() as FriendsPageData;
  usePageMeta({ section: FRIENDS_TITLE });
  const { viewer } = useRouteQuery<FriendsPageQueryType>(FriendsPageQuery, queryRef);
  useViewerFriendsChanged();
  useViewerConversationChanged();
  // What changed while the socket was down was never pushed: the lists are read again.
  useRefetchOnReconnect<FriendsPageQueryType>(FriendsPageQuery, {});
  return (
    <div className="social-page">
      <h1>{FRIENDS_TITLE}</h1>
      <FriendSearch />
      {viewer ? (
        <>
          <IncomingFriendRequests viewer={viewer} />
          <OutgoingFriendRequests viewer={viewer} />
          <FriendsList viewer={viewer} />
        </>
      ) : null}
    </div>
  );
}
