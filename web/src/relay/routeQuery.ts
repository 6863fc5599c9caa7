import { useEffect } from 'react';
import { loadQuery, usePreloadedQuery, type GraphQLTaggedNode, type PreloadedQuery } from 'react-relay';
import type { IEnvironment, OperationType, PreloadableConcreteRequest } from 'relay-runtime';

/**
 * Starts a route's query from its loader, before the route renders
 * (render-as-you-fetch, as in relay-examples' issue-tracker).
 * `store-or-network`: going back to a page already in the store renders at once.
 *
 * Route queries are `@preloadable`: a loader holds only the query's persisted id
 * (`__generated__/<Query>$parameters.ts`), so the app's entry carries no page's query. The
 * request goes out at once by id; the query's full artifact arrives with the page's code and
 * registers itself, and Relay then files the answer in the store.
 */
export function preloadRouteQuery<T extends OperationType>(
  environment: IEnvironment,
  query: GraphQLTaggedNode | PreloadableConcreteRequest<T>,
  variables: T['variables'],
): PreloadedQuery<T> {
  return loadQuery<T>(environment, query, variables, { fetchPolicy: 'store-or-network' });
}

const pendingDisposals = new WeakMap<object, ReturnType<typeof setTimeout>>();

/**
 * `usePreloadedQuery` plus the release of the loader's retain once the page
 * leaves. The release waits a tick so StrictMode's mount/unmount/mount (and a
 * re-render with the same reference) does not dispose a query still in use.
 */
export function useRouteQuery<T extends OperationType>(
  query: GraphQLTaggedNode,
  queryRef: PreloadedQuery<T>,
): T['response'] {
  useEffect(() => {
    const pending = pendingDisposals.get(queryRef);
    if (pending !== undefined) {
      clearTimeout(pending);
      pendingDisposals.delete(queryRef);
    }
    return () => {
      pendingDisposals.set(
        queryRef,
        setTimeout(() => {
          pendingDisposals.delete(queryRef);
          queryRef.dispose();
        }, 0),
      );
    };
  }, [queryRef]);
  return usePreloadedQuery<T>(query, queryRef);
}
