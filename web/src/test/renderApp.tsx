import { act, render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator, type MockResolvers } from 'relay-test-utils';
import { startSession } from '../accounts/session/session';
import { AUTH_TOKEN_KEY, STORED_USER_KEY } from '../accounts/session/storage';
import { AppRoot } from '../app/AppRoot';
import { NetworkError } from '../relay/errors';
import { pageCodeSettled } from '../relay/pageCode';
import { discoverPageRoutes, entryRoutes } from '../app/shellRoutes';
import { preloadSite } from '../site/SiteQuery';
import {
  generalSite,
  LOCAL_PROVIDER,
  planFixtures,
  studioList,
  type PaymentProviderFixture,
  type PlanFixture,
  type ProductFixture,
  type SiteFixture,
  type StudioFixture,
  type UserFixture,
} from './fixtures';
import schemaText from '../../../schema/schema.graphql?raw';

/** What the mock graph answers: a site, the studios (sorted by name), studio pages, the viewer and mutations. */
export interface MockGraph {
  site: SiteFixture;
  studios: StudioFixture[];
  /** `studio(slug:)`; by default the studio in `studios` with that slug (case-insensitive). */
  studio?: (slug: string) => StudioFixture | null;
  /** The catalogue is unreachable: `studios` answers null (the gateway adds an error). */
  studiosUnavailable?: boolean;
  /** `Query.viewer`: the member the token signs in; null or absent when signed out. */
  viewer?: UserFixture | null;
  /**
   * Answers a mutation by operation name (`useLogInMutation`, …) and its input: the
   * payload, or an Error to fail it like an unreachable gateway.
   */
  mutate?: (name: string, input: Record<string, unknown>) => Record<string, unknown> | Error;
  /** Queries (by operation name) that fail like an unreachable gateway. */
  failQueries?: string[];
  /** `plans(studioShortName:)`; the general site's three plans by default. */
  plans?: PlanFixture[] | null | ((studioShortName: string | null) => PlanFixture[] | null);
  /** `paymentProvider`; the LOCAL provider by default. */
  paymentProvider?: PaymentProviderFixture | null;
  /** `verifyPromo(input:)`: the PromoCheck for a code and a plan (or a live class). */
  verifyPromo?: (input: {
    code: string;
    packageId: string;
    liveClassId?: string;
  }) => Record<string, unknown> | null;
  /** `products(ids:)`: by default none are known. */
  products?: (ids: string[]) => Array<ProductFixture | null>;
  /** More resolvers for an operation (types the defaults do not answer, such as LiveClass), merged over them. */
  resolvers?: (operation: OperationDescriptor) => MockResolvers;
}

export type MockEnvironment = ReturnType<typeof createMockEnvironment>;

interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
}

/** The graph's mutation payload types, read from the schema snapshot the app is compiled against. */
const PAYLOAD_TYPES = [...schemaText.matchAll(/^type (\w+Payload)\b/gm)].map(([, type]) => type!);

/** Resolvers answering one operation from the mock graph, like the gateway would. */
export function resolversFor(
  graph: MockGraph,
  operation: OperationDescriptor,
  /** The mutation's payload from `graph.mutate`, asked once per operation. */
  payload?: Record<string, unknown>,
): MockResolvers {
  const variables = operation.request.variables as {
    slug?: string;
    studioShortName?: string | null;
    input?: { code: string; packageId: string; liveClassId?: string };
    ids?: string[];
  };
  const findStudio =
    graph.studio ??
    ((slug: string) => graph.studios.find((studio) => studio.slug === slug.toLowerCase()) ?? null);
  const mutationPayload = () => payload;
  const extra = graph.resolvers?.(operation) ?? {};
  const base: MockResolvers = {
    Query: () => ({
      site: graph.site,
      studio: variables.slug !== undefined ? findStudio(variables.slug) : null,
      viewer: graph.viewer ?? null,
      ...(graph.studiosUnavailable ? { studios: null, heroStudios: null } : {}),
      // Only operations that ask for plans declare $studioShortName.
      plans: !('studioShortName' in variables)
        ? null
        : typeof graph.plans === 'function'
          ? graph.plans(variables.studioShortName ?? null)
          : graph.plans === undefined
            ? planFixtures()
            : graph.plans,
      paymentProvider: graph.paymentProvider === undefined ? LOCAL_PROVIDER : graph.paymentProvider,
      verifyPromo: variables.input ? (graph.verifyPromo?.(variables.input) ?? null) : null,
      products: variables.ids ? (graph.products?.(variables.ids) ?? variables.ids.map(() => null)) : [],
    }),
    // Every mutation's payload (a new domain's too) is what the test's `mutate` answers.
    ...Object.fromEntries(PAYLOAD_TYPES.map((type) => [type, mutationPayload])),
    LogOutPayload: () => mutationPayload() ?? { loggedOut: true },
    StudioConnection: (context) => {
      const args = (context.args ?? {}) as ConnectionArgs;
      const start = args.after ? Number(args.after.replace('cursor:', '')) + 1 : 0;
      const page = graph.studios.slice(start, start + (args.first ?? graph.studios.length));
      const end = start + page.length;
      return {
        totalCount: graph.studios.length,
        edges: page.map((studio, index) => ({ cursor: `cursor:${start + index}`, node: studio })),
        pageInfo: {
          hasNextPage: end < graph.studios.length,
          hasPreviousPage: start > 0,
          startCursor: page.length ? `cursor:${start}` : null,
          endCursor: page.length ? `cursor:${end - 1}` : null,
        },
      };
    },
  };
  return {
    ...base,
    ...extra,
    Query: (context, generateId) => ({
      ...(base.Query?.(context, generateId) as object),
      ...(extra.Query?.(context, generateId) as object | undefined),
    }),
  };
}

/** The names of the operations each mock environment has answered, in order. */
const answered = new WeakMap<MockEnvironment, string[]>();

/** The router `renderApp` made for each environment: `resolveAll` waits while it navigates. */
const routers = new WeakMap<MockEnvironment, ReturnType<typeof createMemoryRouter>>();

/** Queries and mutations waiting for an answer (subscriptions stay open). */
function pendingOperations(environment: MockEnvironment) {
  return environment.mock
    .getAllOperations()
    .filter((operation) => operation.request.node.params.operationKind !== 'subscription');
}

/**
 * Waits (up to `limitMs`) until the router is idle or the page it is going to asks for data: a
 * navigation may first fetch the route table's code, then start its loaders.
 */
async function navigationSettled(environment: MockEnvironment, limitMs = 5000): Promise<void> {
  const router = routers.get(environment);
  const until = Date.now() + limitMs;
  while (
    router &&
    router.state.navigation.state !== 'idle' &&
    pendingOperations(environment).length === 0 &&
    Date.now() < until
  ) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export function answeredOperations(environment: MockEnvironment): string[] {
  return answered.get(environment) ?? [];
}

/** Answers every operation the app has started, until it starts no more. */
/** Waits for the page code a navigation fetches (the route commits once its page is here). */
export async function pageArrived(): Promise<void> {
  await act(async () => {
    await pageCodeSettled();
  });
}

export async function resolveAll(environment: MockEnvironment, graph: MockGraph): Promise<void> {
  const names = answered.get(environment) ?? [];
  answered.set(environment, names);
  for (let round = 0; round < 10; round += 1) {
    // Let loaders (with their pages' code), suspense and effects run, then look for new requests.
    await act(async () => {
      await pageCodeSettled();
      await new Promise((resolve) => setTimeout(resolve, 0));
      await navigationSettled(environment);
      await pageCodeSettled();
    });
    // Subscriptions stay open; tests push their events with `environment.mock.nextValue`.
    const operations = pendingOperations(environment);
    if (operations.length === 0) return;
    await act(async () => {
      for (const operation of operations) {
        const name = operation.request.node.params.name;
        names.push(name);
        const answer =
          operation.request.node.params.operationKind === 'mutation'
            ? graph.mutate?.(
                name,
                (operation.request.variables as { input?: Record<string, unknown> }).input ?? {},
              )
            : graph.failQueries?.includes(name)
              ? new NetworkError(`Could not reach the gateway for ${name}.`)
              : undefined;
        if (answer instanceof Error) {
          environment.mock.reject(operation, answer);
        } else {
          // Like the gateway: once a mutation signs a member in or changes them, later queries see it.
          if (
            answer &&
            'viewer' in answer &&
            answer.viewer &&
            (answer.userErrors as unknown[] | undefined)?.length === 0
          ) {
            graph.viewer = answer.viewer as UserFixture;
          }
          if (name === 'useLogOutMutation') graph.viewer = null;
          environment.mock.resolve(
            operation,
            MockPayloadGenerator.generate(operation, resolversFor(graph, operation, answer)),
          );
        }
      }
    });
  }
}

export interface RenderAppOptions extends Partial<MockGraph> {
  /** Leave requests pending (to test loading states); answer them with `resolveAll`. */
  manual?: boolean;
  /**
   * Signs this member in: a stored token (and stored copy) that the session query
   * answers with the member, unless `viewer` says otherwise.
   */
  signedIn?: UserFixture;
  /** A stored token without a member (for the failure cases). */
  storedToken?: string;
}

/** Renders the whole app (router, shell, pages) at `path` against a mock graph. */
export async function renderApp(path: string, options: RenderAppOptions = {}) {
  const graph: MockGraph = {
    site: options.site ?? generalSite(),
    studios: options.studios ?? studioList(3),
    studio: options.studio,
    studiosUnavailable: options.studiosUnavailable,
    viewer: options.viewer !== undefined ? options.viewer : (options.signedIn ?? null),
    mutate: options.mutate,
    failQueries: options.failQueries,
    plans: options.plans,
    paymentProvider: options.paymentProvider,
    verifyPromo: options.verifyPromo,
    products: options.products,
    resolvers: options.resolvers,
  };
  if (options.signedIn) {
    window.localStorage.setItem(AUTH_TOKEN_KEY, options.storedToken ?? 'token-stored');
    window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(options.signedIn));
  } else if (options.storedToken) {
    window.localStorage.setItem(AUTH_TOKEN_KEY, options.storedToken);
  }
  const environment = createMockEnvironment();
  const site = preloadSite(environment, graph.site.host);
  const session = startSession(environment, graph.site.host);
  // Started as the browser starts it: the studio pages first, the rest added on the way.
  const context = { environment, site, session };
  const router = createMemoryRouter(entryRoutes(context), {
    initialEntries: [path],
    patchRoutesOnNavigation: discoverPageRoutes(context),
  });
  routers.set(environment, router);
  const view = render(<AppRoot environment={environment} router={router} />);
  if (!options.manual) await resolveAll(environment, graph);
  return { ...view, environment, router, graph, session };
}
