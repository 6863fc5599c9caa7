// Runs an operation against the real schema and resolvers with stub loaders: no HTTP server, no
// REST backend. What a test does not stub is the real loader, whose REST calls go to an address
// that answers nothing (UPSTREAM_UNAVAILABLE), so a resolver reaching past its stubs shows.
import { execute, parse, validate, type ExecutionResult } from 'graphql';
import { defaultConfig } from '../../src/config.js';
import { createContextFactory, type LoaderOverrides } from '../../src/context.js';
import type { GatewayContext } from '../../src/graph/context.js';
import { CatalogueCache } from '../../src/rest/cache.js';
import { loadSchema } from '../../src/schema.js';

const schema = loadSchema(defaultConfig().schemaFile);

export interface RunQueryOptions {
  /** The viewer's token as the Authorization header carries it; none means signed out. */
  authorization?: string;
  variables?: Record<string, unknown>;
  /** WHITELABEL_STUDIO for this run. */
  whitelabelStudio?: string;
  /** BLOG_URL for this run. */
  blogUrl?: string;
}

export interface RunQueryResult extends ExecutionResult {
  /** The context the operation ran with (its `rest.calls` lists any REST call that was tried). */
  context: GatewayContext;
}

/** Executes `query` with `loaders` answering instead of the backend. */
export async function runQuery(
  query: string,
  loaders: LoaderOverrides = {},
  options: RunQueryOptions = {},
): Promise<RunQueryResult> {
  const createContext = createContextFactory({
    // Port 9 (discard) on loopback: nothing listens, so an unstubbed call fails at once.
    backendUrl: 'http://127.0.0.1:9',
    restTimeoutMs: 500,
    restRetryDelaysMs: [],
    cache: new CatalogueCache(0),
    whitelabelStudio: options.whitelabelStudio ?? null,
    blogUrl: options.blogUrl ?? null,
    loaders,
  });
  const context = createContext({ authorization: options.authorization });
  const document = parse(query);
  // Validated as the server validates, so a field the schema does not have is refused, not ignored.
  const invalid = validate(schema, document);
  if (invalid.length > 0) return { errors: invalid, context };
  const result = await execute({
    schema,
    document,
    contextValue: context,
    variableValues: options.variables,
  });
  return { ...result, context };
}

/** The data of an operation that must succeed: fails the test with the errors otherwise. */
export async function runQueryData(
  query: string,
  loaders: LoaderOverrides = {},
  options: RunQueryOptions = {},
): Promise<Record<string, unknown>> {
  const result = await runQuery(query, loaders, options);
  if (result.errors?.length)
    throw new Error(`Unexpected errors: ${result.errors.map((error) => error.message).join('; ')}`);
  return result.data ?? {};
}
