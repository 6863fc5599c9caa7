import { Suspense } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { PageSpinner } from '../../ui/Spinner';
import { useRouteQuery } from '../../relay/routeQuery';
import type { HomeRouteData } from '../loaders';
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
