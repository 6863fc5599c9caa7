import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import type { ReactNode } from 'react';
import { LoadMore } from '../ui/LoadMore';
import type { FilterPanel_facets$key } from './__generated__/FilterPanel_facets.graphql';
import type { VideoCatalogue_query$key } from './__generated__/VideoCatalogue_query.graphql';
import type { VideoCatalogue_summary$key } from './__generated__/VideoCatalogue_summary.graphql';
import { VideoCard } from './VideoCard';

/** How many classes a page of the library holds. */
export const CATALOGUE_PAGE_SIZE = 12;

/**
 * The library as the page's filter keeps it, a page at a time: the next page loads as the member
 * scrolls to the end (or asks for it). `empty` is what to show when the filter keeps nothing.
 */
export function VideoCatalogue({
  query,
  summary,
  empty,
  panel,
}: {
  query: VideoCatalogue_query$key;
  /** The count and the facets, read once for the filter (never again for each page scrolled to). */
  summary: VideoCatalogue_summary$key;
  empty: ReactNode;
  /** The filter panel, given the counts of each choice for the filter applied. */
  panel: (facets: FilterPanel_facets$key) => ReactNode;
}) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment VideoCatalogue_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 12 }, cursor: { type: "String" })
      @refetchable(queryName: "VideoCataloguePaginationQuery") {
        videos(filter: $filter, sort: $sort, first: $count, after: $cursor)
          @connection(key: "VideoCatalogue_videos", filters: ["filter", "sort"]) {
          edges {
            node {
              id
              ...VideoCard_video
            }
          }
        }
      }
    `,
    query,
  );
  const counted = useFragment(
    graphql`
      fragment VideoCatalogue_summary on Query {
        summary: videos(filter: $filter, sort: $sort, first: 1) {
          totalCount
          facets {
            ...FilterPanel_facets
          }
        }
      }
    `,
    summary,
  );
  const { edges } = data.videos;
  const { totalCount, facets } = counted.summary;
  return (
    <div className="library-layout">
      {panel(facets)}
      <div className="library-results">
        <p className="library-count" role="status">
          {totalCount === 1 ? '1 class' : `${totalCount} classes`}
        </p>
        {edges.length === 0 ? (
          empty
        ) : (
          <ul className="library-grid" aria-label="Classes">
            {edges.map((edge) => (
              <VideoCard key={edge.node.id} video={edge.node} />
            ))}
          </ul>
        )}
        <LoadMore
          hasMore={hasNext}
          loading={isLoadingNext}
          onLoadMore={() => loadNext(CATALOGUE_PAGE_SIZE)}
          label="Show more classes"
        />
      </div>
    </div>
  );
}
