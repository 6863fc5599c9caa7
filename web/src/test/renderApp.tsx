import { act, render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator, type MockResolvers } from 'relay-test-utils';
import { AppRoot } from '../app/AppRoot';
import { buildRoutes } from '../app/routes';
import { preloadSite } from '../site/SiteQuery';
import { generalSite, studioList, type SiteFixture, type StudioFixture } from './fixtures';

/** What the mock graph answers: a site, the studios (sorted by name) and studio pages. */
export interface MockGraph {
  site: SiteFixture;
  studios: StudioFixture[];
  /** `studio(slug:)`; by default the studio in `studios` with that slug (case-insensitive). */
  studio?: (slug: string) => StudioFixture | null;
  /** The catalogue is unreachable: `studios` answers null (the gateway adds an error). */
  studiosUnavailable?: boolean;
}

export type MockEnvironment = ReturnType<typeof createMockEnvironment>;

interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
}

/** Resolvers answering one operation from the mock graph, like the gateway would. */
export function resolversFor(graph: MockGraph, operation: OperationDescriptor): MockResolvers {
  const variables = operation.request.variables as { slug?: string };
  const findStudio =
    graph.studio ??
    ((slug: string) => graph.studios.find((studio) => studio.slug === slug.toLowerCase()) ?? null);
  return {
    Query: () => ({
      site: graph.site,
      studio: variables.slug !== undefined ? findStudio(variables.slug) : null,
      ...(graph.studiosUnavailable ? { studios: null, heroStudios: null } : {}),
    }),
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
}

/** The names of the operations each mock environment has answered, in order. */
const answered = new WeakMap<MockEnvironment, string[]>();

export function answeredOperations(environment: MockEnvironment): string[] {
  return answered.get(environment) ?? [];
}

/** Answers every operation the app has started, until it starts no more. */
export async function resolveAll(environment: MockEnvironment, graph: MockGraph): Promise<void> {
  const names = answered.get(environment) ?? [];
  answered.set(environment, names);
  for (let round = 0; round < 10; round += 1) {
    // Let loaders, suspense and effects run, then look for new requests.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const operations = [...environment.mock.getAllOperations()];
    if (operations.length === 0) return;
    await act(async () => {
      for (const operation of operations) {
        names.push(operation.request.node.params.name);
        environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, resolversFor(graph, operation)));
      }
    });
  }
}

export interface RenderAppOptions extends Partial<MockGraph> {
  /** Leave requests pending (to test loading states); answer them with `resolveAll`. */
  manual?: boolean;
}

/** Renders the whole app (router, shell, pages) at `path` against a mock graph. */
export async function renderApp(path: string, options: RenderAppOptions = {}) {
  const graph: MockGraph = {
    site: options.site ?? generalSite(),
    studios: options.studios ?? studioList(3),
    studio: options.studio,
    studiosUnavailable: options.studiosUnavailable,
  };
  const environment = createMockEnvironment();
  const site = preloadSite(environment, graph.site.host);
  const router = createMemoryRouter(buildRoutes({ environment, site }), { initialEntries: [path] });
  const view = render(<AppRoot environment={environment} router={router} />);
  if (!options.manual) await resolveAll(environment, graph);
  return { ...view, environment, router, graph };
}
