import { Suspense } from 'react';
import { useLoaderData } from 'react-router-dom';
import { PageSpinner } from '../ui/Spinner';
import { useRouteQuery } from '../relay/routeQuery';
import type { StudioRouteQuery as StudioRouteQueryType } from './__generated__/StudioRouteQuery.graphql';
import type { WhiteLabelHomeRouteData } from './loaders';
import { StudioNotFound } from './StudioNotFound';
import { StudioPage } from './StudioPage';
import { StudioRouteQuery } from './StudioRoute';

/**
 * `/` on a white-label site: the studio's own (branded) page. Its code is apart from the general
 * landing page's, so neither site loads the other's.
 */
export function WhiteLabelHomeRoute() {
  const data = useLoaderData() as WhiteLabelHomeRouteData;
  return (
    <Suspense fallback={<PageSpinner />}>
      <WhiteLabelHome {...data} />
    </Suspense>
  );
}

function WhiteLabelHome({ slug, queryRef }: WhiteLabelHomeRouteData) {
  const data = useRouteQuery<StudioRouteQueryType>(StudioRouteQuery, queryRef);
  if (!data.studio) return <StudioNotFound slug={slug} />;
  return <StudioPage studio={data.studio} />;
}
