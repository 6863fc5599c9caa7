import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useNavigate } from 'react-router-dom';
import { paymentPath } from '../accounts/access/redirects';
import { useSession } from '../accounts/session/SessionContext';
import { useRouteQuery } from '../relay/routeQuery';
import { useSite } from '../site/SiteContext';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { usePageMeta } from '../ui/pageMeta';
import type { ClassesPageCatalogueQuery } from './__generated__/ClassesPageCatalogueQuery.graphql';
import type { ClassesPageFavoritesQuery } from './__generated__/ClassesPageFavoritesQuery.graphql';
import type { ClassesPageHistoryQuery } from './__generated__/ClassesPageHistoryQuery.graphql';
import { FavoriteVideoList } from './FavoriteVideoList';
import { FilterPanel } from './FilterPanel';
import {
  BODY_FOCUS_GROUPS,
  DURATION_BUCKETS,
  libraryStateSearch,
  panelOf,
  SORTS,
  toVideoFilter,
  type LibraryState,
  type LibraryView,
  type PanelFilters,
} from './filters';
import type { ClassesPageData } from './loaders';
import { CLASSES_PATH, CLASSES_TITLE, classesPath } from './paths';
import { VideoCatalogue } from './VideoCatalogue';
import { WatchHistoryList } from './WatchHistoryList';
import './library.css';

const CatalogueQuery = graphql`
  query ClassesPageCatalogueQuery($filter: VideoFilter, $sort: VideoSort) @preloadable {
    ...VideoCatalogue_query
    ...VideoCatalogue_summary
  }
`;

const FavoritesQuery = graphql`
  query ClassesPageFavoritesQuery($studioId: ID) @preloadable {
    viewer {
      # A studio's own site lists the member's favorites of that studio's classes only.
      ...FavoriteVideoList_viewer @arguments(studioId: $studioId)
    }
  }
`;

const HistoryQuery = graphql`
  query ClassesPageHistoryQuery($studioId: ID) @preloadable {
    viewer {
      ...WatchHistoryList_viewer @arguments(studioId: $studioId)
    }
  }
`;

export const FAVORITES_FAILED = 'Failed to fetch Favorites';

function EmptyState({ children, onReset }: { children: ReactNode; onReset?: () => void }) {
  return (
    <div className="library-empty">
      <p>{children}</p>
      {onReset ? (
        <button type="button" className="button button--brand" onClick={onReset}>
          Reset filters
        </button>
      ) : null}
    </div>
  );
}

function Catalogue({
  queryRef,
  state,
  onApply,
  onReset,
}: {
  queryRef: PreloadedQuery<ClassesPageCatalogueQuery>;
  state: LibraryState;
  onApply: (filters: PanelFilters) => void;
  onReset: () => void;
}) {
  const data = useRouteQuery<ClassesPageCatalogueQuery>(CatalogueQuery, queryRef);
  const applied = panelOf(state.view);
  const filtered = state.view.kind !== 'all';
  return (
    <VideoCatalogue
      query={data}
      summary={data}
      panel={(facets) => <FilterPanel facets={facets} applied={applied} onApply={onApply} />}
      empty={
        <EmptyState onReset={filtered ? onReset : undefined}>
          {filtered ? 'No classes match these filters.' : 'There are no classes yet.'}
        </EmptyState>
      }
    />
  );
}

function Favorites({ queryRef }: { queryRef: PreloadedQuery<ClassesPageFavoritesQuery> }) {
  const data = useRouteQuery<ClassesPageFavoritesQuery>(FavoritesQuery, queryRef);
  const empty = (
    <EmptyState>You have no favorite classes yet. Tap the heart on a class to keep it here.</EmptyState>
  );
  return data.viewer ? <FavoriteVideoList viewer={data.viewer} empty={empty} /> : empty;
}

function History({ queryRef }: { queryRef: PreloadedQuery<ClassesPageHistoryQuery> }) {
  const data = useRouteQuery<ClassesPageHistoryQuery>(HistoryQuery, queryRef);
  const empty = <EmptyState>You have not watched a class yet.</EmptyState>;
  return data.viewer ? <WatchHistoryList viewer={data.viewer} empty={empty} /> : empty;
}

/** A button of the view switcher: pressed while its view is the one shown. */
function ViewButton({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={pressed ? 'library-chip is-on' : 'library-chip'}
      aria-pressed={pressed}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (words: string) => void }) {
  const [search, setSearch] = useState(initial);
  // The words follow the address (Back, a shared link) without taking focus from the box.
  const [shownFor, setShownFor] = useState(initial);
  if (shownFor !== initial) {
    setShownFor(initial);
    setSearch(initial);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(search);
  };
  return (
    <form role="search" className="library-search" onSubmit={submit}>
      <label htmlFor="library-search">Search classes, instructors and studios</label>
      <input
        id="library-search"
        type="search"
        maxLength={100}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <button type="submit" className="button button--brand">
        Search
      </button>
    </form>
  );
}

function SubscribeBanner() {
  const { isWhiteLabel } = useSite();
  const to = `${paymentPath(isWhiteLabel)}?redirect_path=${encodeURIComponent(CLASSES_PATH)}`;
  return (
    <aside className="library-subscribe" aria-label="Subscribe">
      <p>Browse every class here; a plan lets you play them all.</p>
      <Link className="button button--brand" to={to}>
        Subscribe to watch
      </Link>
    </aside>
  );
}

/**
 * /newplatform/items/classes: the on-demand library. One view at a time (everything, a duration, a
 * body focus, the filter panel's choices, favorites, history): choosing one turns the others off.
 * The whole state is in the address, so a view survives a reload, can be shared and Back returns
 * to the one before.
 */
export function ClassesPage() {
  const { state, query } = useLoaderData() as ClassesPageData;
  const navigate = useNavigate();
  const { subscribed } = useSession();
  usePageMeta({ section: CLASSES_TITLE });
  const { view, sort } = state;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const address = libraryStateSearch(state).toString();

  const show = (next: LibraryView, nextSort = sort) =>
    navigate(classesPath(libraryStateSearch({ view: next, sort: nextSort })));
  const applyPanel = (filters: PanelFilters) => {
    const next: LibraryView = { kind: 'filtered', filters };
    show(toVideoFilter(next) ? next : { kind: 'all' });
  };
  const reset = () => {
    show({ kind: 'all' });
    headingRef.current?.focus();
  };
  const catalogueView = view.kind !== 'favorites' && view.kind !== 'history';

  return (
    <div className="library-page">
      <h1 ref={headingRef} tabIndex={-1}>
        {CLASSES_TITLE}
      </h1>
      {subscribed ? null : <SubscribeBanner />}
      <SearchForm
        initial={panelOf(view).search}
        onSearch={(words) => applyPanel({ ...panelOf(view), search: words })}
      />
      <div className="library-views">
        <fieldset>
          <legend>Show</legend>
          <ViewButton pressed={view.kind === 'all'} onClick={() => show({ kind: 'all' })}>
            All classes
          </ViewButton>
          <ViewButton pressed={view.kind === 'favorites'} onClick={() => show({ kind: 'favorites' })}>
            Favorites
          </ViewButton>
          <ViewButton pressed={view.kind === 'history'} onClick={() => show({ kind: 'history' })}>
            History
          </ViewButton>
        </fieldset>
        <fieldset>
          <legend>Duration</legend>
          {DURATION_BUCKETS.map((bucket) => (
            <ViewButton
              key={bucket.value}
              pressed={view.kind === 'duration' && view.bucket === bucket.value}
              onClick={() => show({ kind: 'duration', bucket: bucket.value })}
            >
              {bucket.label}
            </ViewButton>
          ))}
        </fieldset>
        <fieldset>
          <legend>Body focus</legend>
          {BODY_FOCUS_GROUPS.map((focus) => (
            <ViewButton
              key={focus}
              pressed={view.kind === 'bodyFocus' && view.focus === focus}
              onClick={() => show({ kind: 'bodyFocus', focus })}
            >
              {focus}
            </ViewButton>
          ))}
        </fieldset>
        {catalogueView ? (
          <label className="library-sort">
            Sort by
            <select
              value={sort}
              onChange={(event) =>
                show(view, SORTS.find((choice) => choice.value === event.target.value)!.value)
              }
            >
              {SORTS.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      {query.kind === 'catalogue' ? (
        <Catalogue queryRef={query.ref} state={state} onApply={applyPanel} onReset={reset} />
      ) : query.kind === 'favorites' ? (
        <section aria-labelledby="library-favorites-heading">
          <h2 id="library-favorites-heading">Favorites</h2>
          <ErrorBoundary
            key={address}
            fallback={
              <p className="form-error" role="alert">
                {FAVORITES_FAILED}
              </p>
            }
          >
            <Favorites queryRef={query.ref} />
          </ErrorBoundary>
        </section>
      ) : (
        <section aria-labelledby="library-history-heading">
          <h2 id="library-history-heading">History</h2>
          <History queryRef={query.ref} />
        </section>
      )}
    </div>
  );
}
