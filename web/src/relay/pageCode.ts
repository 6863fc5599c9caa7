import { createElement, type ComponentType } from 'react';
import type { LoaderFunction } from 'react-router-dom';

/**
 * A route's page code, fetched on first use (a JSResource, as in relay-examples' issue-tracker):
 * the route's loader starts it together with the page's query, so neither waits for the other.
 */
export interface PageCode {
  /** Starts fetching the page's code (once; again after a failure) and settles when it is here. */
  load(): Promise<ComponentType>;
  /** Renders the page; suspends only if its code is still on its way (the loader waits for it). */
  Page: ComponentType;
}

/** Page code on its way, so tests can wait for it as they wait for queries. */
const fetching = new Set<Promise<unknown>>();

/** Settles once every page code being fetched has arrived (or failed). */
export async function pageCodeSettled(): Promise<void> {
  while (fetching.size > 0) await Promise.allSettled([...fetching]);
}

/** Counts `code` (a page's, or routes') as on its way until it settles; returns it. */
export function trackCode<T>(code: Promise<T>): Promise<T> {
  fetching.add(code);
  void code.then(
    () => fetching.delete(code),
    () => fetching.delete(code),
  );
  return code;
}

export function pageCode(fetchPage: () => Promise<ComponentType>): PageCode {
  let pending: Promise<ComponentType> | null = null;
  let page: ComponentType | null = null;
  const load = () => {
    pending ??= fetchPage().then(
      (loaded) => {
        page = loaded;
        return loaded;
      },
      (error: unknown) => {
        // A failed fetch (a dropped connection) is tried again on the next visit.
        pending = null;
        throw error;
      },
    );
    return trackCode(pending);
  };
  function Page() {
    if (page) return createElement(page);
    throw load();
  }
  return { load, Page };
}

/** A page component that renders `Component` with props known when its code is fetched. */
export function withProps<P extends object>(Component: ComponentType<P>, props: P): ComponentType {
  function PageWithProps() {
    return createElement(Component, props);
  }
  PageWithProps.displayName = Component.displayName ?? Component.name;
  return PageWithProps;
}

/**
 * The route's loader: its own work (the query, the access rules) and the page's code, started
 * together; the page renders once both are done. Without a query, the code alone.
 */
export function withPageCode(code: PageCode, loader?: LoaderFunction): LoaderFunction {
  return async (args, handlerContext) => {
    const [data] = await Promise.all([loader ? loader(args, handlerContext) : null, code.load()]);
    return data;
  };
}
