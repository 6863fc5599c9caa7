import { fetchQuery, graphql, loadQuery, type PreloadedQuery } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import type { SiteQuery as SiteQueryType, SiteMode } from './__generated__/SiteQuery.graphql';

/**
 * The first query of every page: which site the browser is on (general or a
 * studio's white-label site), its brand, and what the header and footer draw.
 */
export const SiteQuery = graphql`
  query SiteQuery($host: String!) {
    site(host: $host) @required(action: THROW) {
      mode
      studio {
        id
        databaseId
        slug
        shortName
      }
      ...SiteContext_site
      ...Header_site
      ...Footer_site
    }
    ...Header_query
  }
`;

export interface SiteSummary {
  mode: SiteMode;
  /** The white-label studio's slug; null on the general site. */
  whiteLabelStudioSlug: string | null;
  /** The white-label studio's short name (its checkout and day pass); null on the general site. */
  whiteLabelStudioShortName: string | null;
  /** The white-label studio's global id (its live schedule); null on the general site. */
  whiteLabelStudioId: string | null;
  /** The white-label studio's numeric id (the library's studio filter); null on the general site. */
  whiteLabelStudioDatabaseId: number | null;
}

export interface SitePreload {
  queryRef: PreloadedQuery<SiteQueryType>;
  /** Resolves once the site is known; route loaders that depend on the mode wait for it. */
  ready: Promise<SiteSummary>;
}

/** The host the graph resolves the site for (the gateway strips `www.` and the port). */
export function currentHost(): string {
  return window.location.host;
}

/** Starts loading the site at boot, before the router renders anything. */
export function preloadSite(environment: IEnvironment, host: string = currentHost()): SitePreload {
  const variables = { host };
  // Kept for the app's lifetime: the shell reads it on every page.
  const queryRef = loadQuery<SiteQueryType>(environment, SiteQuery, variables);
  // Shares the request above (Relay dedupes in-flight requests by query and variables).
  const ready = fetchQuery<SiteQueryType>(environment, SiteQuery, variables, {
    fetchPolicy: 'store-or-network',
  })
    .toPromise()
    .then((data) => {
      if (!data) throw new Error('The site query returned no data.');
      return {
        mode: data.site.mode,
        whiteLabelStudioSlug: data.site.studio?.slug ?? null,
        whiteLabelStudioShortName: data.site.studio?.shortName ?? null,
        whiteLabelStudioId: data.site.studio?.id ?? null,
        whiteLabelStudioDatabaseId: data.site.studio?.databaseId ?? null,
      };
    });
  // Loaders await `ready` and surface its failure; avoid an unhandled-rejection report too.
  ready.catch(() => undefined);
  return { queryRef, ready };
}
