import { Suspense } from 'react';
import { graphql } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { PageSpinner } from '../../ui/Spinner';
import { useRouteQuery } from '../../relay/routeQuery';
import type { LandingRouteData } from '../loaders';
import type { HomeRouteQuery as HomeRouteQueryType } from './__generated__/HomeRouteQuery.graphql';
import { LandingPage } from './LandingPage';

export const HomeRouteQuery = graphql`
  query HomeRouteQuery @preloadable {
    ...LandingPage_query
  }
`;

/** `/` on the general site: the landing page (a white-label site's `/` is WhiteLabelHomeRoute). */
export function HomeRoute() {
  const { queryRef } = useLoaderData() as LandingRouteData;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Landing queryRef={queryRef} />
    </Suspense>
  );
}

function Landing({ queryRef }: Pick<LandingRouteData, 'queryRef'>) {
  const data = useRouteQuery<HomeRouteQueryType>(HomeRouteQuery, queryRef);
  return <LandingPage query={data} />;
}
