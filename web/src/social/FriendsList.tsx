import { graphql, usePaginationFragment } from 'react-relay';
import { LoadMore } from '../ui/LoadMore';
import { FriendRow } from './FriendRow';
import type { FriendsList_viewer$key } from './__generated__/FriendsList_viewer.graphql';

/** How many friends a page of the list shows. */
export const FRIENDS_PAGE_SIZE = 20;

/** The member's friends, newest friendship first; an accepted request joins it live. */
export function FriendsList({ viewer }: { viewer: FriendsList_viewer$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment FriendsList_viewer on User
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
      @refetchable(queryName: "FriendsListPaginationQuery") {
        friends(first: $count, after: $cursor) @connection(key: "FriendsList_friends") {
          edges {
            node {
              id
              ...FriendRow_friendship
            }
          }
        }
      }
    `,
    viewer,
  );
  const friendships = data.friends.edges.map((edge) => edge.node);
  return (
    <section className="social-section" aria-labelledby="friends-heading">
      <h2 id="friends-heading">Your friends</h2>
      {friendships.length === 0 ? (
        <p>No friends yet: find a member by e-mail above, or invite someone.</p>
      ) : (
        <ul className="social-list" aria-label="Your friends">
          {friendships.map((friendship) => (
            <FriendRow key={friendship.id} friendship={friendship} />
          ))}
        </ul>
      )}
      <LoadMore
        hasMore={hasNext}
        loading={isLoadingNext}
        onLoadMore={() => loadNext(FRIENDS_PAGE_SIZE)}
        label="Show more friends"
      />
    </section>
  );
}
