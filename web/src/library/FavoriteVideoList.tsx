import type { ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { LoadMore } from '../ui/LoadMore';
import type { FavoriteVideoList_viewer$key } from './__generated__/FavoriteVideoList_viewer.graphql';
import { VideoCard } from './VideoCard';

/** What a favorite needs on the list, wherever it comes from: a page, or a favorite just added. */
export const FavoriteVideoNodeFragment = graphql`
  fragment FavoriteVideoList_node on Video {
    id
    ...VideoCard_video
  }
`;

/**
 * The member's favorite classes, newest first: a class added anywhere joins it and one taken
 * out leaves it at once (the favorite mutations update this `@connection` in the store).
 */
export function FavoriteVideoList({
  viewer,
  empty,
}: {
  viewer: FavoriteVideoList_viewer$key;
  empty: ReactNode;
}) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment FavoriteVideoList_viewer on User
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 12 }
        cursor: { type: "String" }
        studioId: { type: "ID" }
      )
      # The studio of a studio's own site never changes during a visit, so it does not split the list
      # (filters: []) that the favorite mutations keep up to date.
      @refetchable(queryName: "FavoriteVideoListPaginationQuery") {
        favoriteVideos(first: $count, after: $cursor, studioId: $studioId)
          @connection(key: "FavoriteVideoList_favoriteVideos", filters: []) {
          edges {
            node {
              ...FavoriteVideoList_node @relay(mask: false)
            }
          }
        }
      }
    `,
    viewer,
  );
  const edges = data.favoriteVideos.edges;
  return (
    <>
      {edges.length === 0 ? (
        empty
      ) : (
        <ul className="library-grid" aria-label="Favorite classes">
          {edges.map((edge) => (
            <VideoCard key={edge.node.id} video={edge.node} />
          ))}
        </ul>
      )}
      <LoadMore
        hasMore={hasNext}
        loading={isLoadingNext}
        onLoadMore={() => loadNext(12)}
        label="Show more favorites"
      />
    </>
  );
}
