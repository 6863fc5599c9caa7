import { Suspense } from 'react';
import { graphql } from 'react-relay';
import { useLoaderData, useLocation } from 'react-router-dom';
import { PageSpinner } from '../ui/Spinner';
import { useRouteQuery } from '../relay/routeQuery';
import type { StudioRouteQuery as StudioRouteQueryType } from './__generated__/StudioRouteQuery.graphql';
import type { StudioRouteData } from './loaders';
import { StudioNotFound } from './StudioNotFound';
import { StudioPage } from './StudioPage';

export const StudioRouteQuery = graphql`
  query StudioRouteQuery($slug: String!) @preloadable {
    studio(slug: $slug) {
      id
      ...StudioPage_studio
    }
  }
`;

/** The studio a studio card or menu link passes along as navigation state. */
interface PassedStudio {
  studio?: { name?: string };
}

export function StudioRoute() {
  const { slug, restricted, queryRef } = useLoaderData() as StudioRouteData;
  const passed = useLocation().state as PassedStudio | null;
  const name = passed?.studio?.name;
  return (
    // Shows the passed studio's name at once while its page loads.
    <Suspense fallback={<PageSpinner label={name ? `Loading ${name}…` : 'Loading studio…'} />}>
      <StudioRouteContent slug={slug} restricted={restricted} queryRef={queryRef} />
    </Suspense>
  );
}

function StudioRouteContent({ slug, restricted, queryRef }: StudioRouteData) {
  const data = useRouteQuery<StudioRouteQueryType>(StudioRouteQuery, queryRef);
  if (!data.studio) return <StudioNotFound slug={slug} />;
  return <StudioPage studio={data.studio} restricted={restricted} />;
}
