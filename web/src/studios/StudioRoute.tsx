import { Suspense } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { redirect, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { PageSpinner } from '../ui/Spinner';
import { preloadRouteQuery, useRouteQuery } from '../relay/routeQuery';
import type { StudioRouteQuery as StudioRouteQueryType } from './__generated__/StudioRouteQuery.graphql';
import { redirectsHome } from './specialStudios';
import { StudioNotFound } from './StudioNotFound';
import { StudioPage } from './StudioPage';

export const StudioRouteQuery = graphql`
  query StudioRouteQuery($slug: String!) {
    studio(slug: $slug) {
      id
      ...StudioPage_studio
    }
  }
`;

export interface StudioRouteData {
  slug: string;
  restricted: boolean;
  queryRef: PreloadedQuery<StudioRouteQueryType>;
}

/** The studio a studio card or menu link passes along as navigation state. */
interface PassedStudio {
  studio?: { name?: string };
}

/** /studios/:studioName: preloads the studio before the page renders. */
export function studioRouteLoader(environment: IEnvironment) {
  return ({ params, request }: LoaderFunctionArgs): StudioRouteData => {
    const slug = params.studioName ?? '';
    if (redirectsHome(slug)) throw redirect('/');
    const restricted = new URL(request.url).searchParams.get('view') === 'restricted';
    return {
      slug,
      restricted,
      queryRef: preloadRouteQuery<StudioRouteQueryType>(environment, StudioRouteQuery, { slug }),
    };
  };
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
