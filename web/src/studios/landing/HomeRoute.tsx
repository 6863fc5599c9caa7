import { Suspense } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { PageSpinner } from '../../ui/Spinner';
import { preloadRouteQuery, useRouteQuery } from '../../relay/routeQuery';
import type { SitePreload } from '../../site/SiteQuery';
import type { StudioRouteQuery as StudioRouteQueryType } from '../__generated__/StudioRouteQuery.graphql';
import { StudioNotFound } from '../StudioNotFound';
import { StudioPage } from '../StudioPage';
import { StudioRouteQuery } from '../StudioRoute';
import type { HomeRouteQuery as HomeRouteQueryType } from './__generated__/HomeRouteQuery.graphql';
import { LandingPage } from './LandingPage';

export const HomeRouteQuery = graphql`
  query HomeRouteQuery {
    ...LandingPage_query
  }
`;

type HomeRouteData =
  | { kind: 'landing'; queryRef: PreloadedQuery<HomeRouteQueryType> }
  | { kind: 'whiteLabel'; slug: string; queryRef: PreloadedQuery<StudioRouteQueryType> };

/**
 * `/`: the landing page with the studio chooser on the general site; on a
 * white-label site, the studio's own (branded) page. Waits for the site,
 * which is usually already known (it is preloaded at boot).
 */
export function homeRouteLoader(environment: IEnvironment, site: SitePreload) {
  return async (): Promise<HomeRouteData> => {
    const { mode, whiteLabelStudioSlug } = await site.ready;
    if (mode === 'WHITE_LABEL' && whiteLabelStudioSlug) {
      return {
        kind: 'whiteLabel',
        slug: whiteLabelStudioSlug,
        queryRef: preloadRouteQuery<StudioRouteQueryType>(environment, StudioRouteQuery, {
          slug: whiteLabelStudioSlug,
        }),
      };
    }
    return {
      kind: 'landing',
      queryRef: preloadRouteQuery<HomeRouteQueryType>(environment, HomeRouteQuery, {}),
    };
  };
}

export function HomeRoute() {
  const data = useLoaderData() as HomeRouteData;
  return (
    <Suspense fallback={<PageSpinner />}>
      {data.kind === 'whiteLabel' ? (
        <WhiteLabelHome slug={data.slug} queryRef={data.queryRef} />
      ) : (
        <Landing queryRef={data.queryRef} />
      )}
    </Suspense>
  );
}

function Landing({ queryRef }: { queryRef: PreloadedQuery<HomeRouteQueryType> }) {
  const data = useRouteQuery<HomeRouteQueryType>(HomeRouteQuery, queryRef);
  return <LandingPage query={data} />;
}

function WhiteLabelHome({
  slug,
  queryRef,
}: {
  slug: string;
  queryRef: PreloadedQuery<StudioRouteQueryType>;
}) {
  const data = useRouteQuery<StudioRouteQueryType>(StudioRouteQuery, queryRef);
  if (!data.studio) return <StudioNotFound slug={slug} />;
  return <StudioPage studio={data.studio} />;
}
