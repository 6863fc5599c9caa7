import { graphql, usePaginationFragment } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { useRouteQuery } from '../relay/routeQuery';
import { usePageMeta } from '../ui/pageMeta';
import type { StudiosPage_query$key } from './__generated__/StudiosPage_query.graphql';
import type { StudiosPageQuery as StudiosPageQueryType } from './__generated__/StudiosPageQuery.graphql';
import { STUDIOS_PAGE_SIZE, type StudiosPageData } from './loaders';
import { StudioCard } from './StudioCard';
import './studiosPage.css';

export const StudiosPageQuery = graphql`
  query StudiosPageQuery($count: Int!) @preloadable {
    ...StudiosPage_query @arguments(count: $count)
  }
`;

export function StudiosPage() {
  const { queryRef } = useLoaderData() as StudiosPageData;
  const data = useRouteQuery<StudiosPageQueryType>(StudiosPageQuery, queryRef);
  usePageMeta({
    section: 'All Studios',
    description:
      'Every partner studio on StreamFit: boutique Pilates, barre, yoga, HIIT, boxing and more, live and on demand.',
  });
  return (
    <div className="studios-page">
      <div className="page-intro">
        <p className="eyebrow">Partner studios</p>
        <h1>All Studios</h1>
        <p className="page-intro__lead">
          The best boutique studios, streaming live and on demand. Pick one to see its classes, instructors
          and what members say.
        </p>
      </div>
      <StudiosList query={data} />
    </div>
  );
}

/** The studios, sorted by name by the graph, one page at a time. */
function StudiosList({ query }: { query: StudiosPage_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment StudiosPage_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 24 }, cursor: { type: "String" })
      @refetchable(queryName: "StudiosPagePaginationQuery") {
        studios(first: $count, after: $cursor)
          @connection(key: "StudiosPage_studios")
          @required(action: THROW) {
          totalCount
          edges {
            node {
              id
              ...StudioCard_studio
            }
          }
        }
      }
    `,
    query,
  );
  const { edges, totalCount } = data.studios;
  return (
    <section aria-labelledby="studios-count">
      <p id="studios-count" className="studios-page__count">
        Showing {edges.length} of {totalCount} studios
      </p>
      <ul className="studio-grid">
        {edges.map(({ node }) => (
          <li key={node.id}>
            <StudioCard studio={node} />
          </li>
        ))}
      </ul>
      {hasNext && (
        <div className="studios-page__more">
          <button
            type="button"
            className="button button--ghost button--large"
            onClick={() => loadNext(STUDIOS_PAGE_SIZE)}
            disabled={isLoadingNext}
            aria-busy={isLoadingNext}
          >
            {isLoadingNext ? 'Loading studios…' : 'Show more studios'}
          </button>
        </div>
      )}
    </section>
  );
}
