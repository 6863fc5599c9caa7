import type { ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { LoadMore } from '../ui/LoadMore';
import type { WatchHistoryList_viewer$key } from './__generated__/WatchHistoryList_viewer.graphql';
import { VideoCard } from './VideoCard';

/** What the member has watched, most recent first, a page at a time. */
export function WatchHistoryList({
  viewer,
  empty,
}: {
  viewer: WatchHistoryList_viewer$key;
  empty: ReactNode;
}) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment WatchHistoryList_viewer on User
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 12 }
        cursor: { type: "String" }
        studioId: { type: "ID" }
      )
      # The studio of a studio's own site never changes during a visit, so it does not split the list
      # (filters: []) that the favorite mutations keep up to date.
      @refetchable(queryName: "WatchHistoryListPaginationQuery") {
        watchHistory(first: $count, after: $cursor, studioId: $studioId)
          @connection(key: "WatchHistoryList_watchHistory", filters: []) {
          edges {
            node {
              id
              ...VideoCard_video
            }
          }
        }
      }
    `,
    viewer,
  );
  const edges = data.watchHistory.edges;
  return (
    <>
      {edges.length === 0 ? (
        empty
      ) : (
        <ul className="library-grid" aria-label="Classes you watched">
          {edges.map((edge) => (
            <VideoCard key={edge.node.id} video={edge.node} />
          ))}
        </ul>
      )}
      <LoadMore
        hasMore={hasNext}
        loading={isLoadingNext}
        onLoadMore={() => loadNext(12)}
        label="Show more classes"
      />
    </>
  );
}
