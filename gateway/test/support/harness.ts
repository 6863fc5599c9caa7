// Starts the gateway in-process on port 0 against a FakeBackend and offers small request helpers.
import { createGateway, type Gateway, type GatewayOptions } from '../../src/app.js';
import type { GatewayContext } from '../../src/graph/context.js';
import type { RestCall } from '../../src/rest/client.js';
import { EventHub, EventStream } from '../../src/events/index.js';
import { FakeBackend } from './fake-backend.js';
import { TEST_EVENTS_STREAM_TOKEN, type FakeEventStream } from './fake-event-stream.js';

export const silentLogger = { info() {}, warn() {}, error() {} };

export interface GraphQLReply {
  status: number;
  body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
  };
}

export interface TestGateway {
  gateway: Gateway;
  url: string;
  /** REST call logs of the operations run so far, most recent last. */
  operations: RestCall[][];
  /**
   * The last operation's REST calls as `METHOD /path?query`, in the order sent; `query: false`
   * leaves the query strings out.
   */
  lastCalls(options?: { query?: boolean }): string[];
  post(body: unknown, headers?: Record<string, string>): Promise<GraphQLReply>;
  query(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphQLReply>;
  close(): Promise<void>;
}

function testExecution(): 'every' | 'off' {
  const chosen = process.env.GATEWAY_TEST_EXECUTION ?? 'every';
  if (chosen !== 'every' && chosen !== 'off')
    throw new Error(`GATEWAY_TEST_EXECUTION: every or off, got ${chosen}`);
  return chosen;
}

export async function startGateway(backend: FakeBackend, options: GatewayOptions = {}): Promise<TestGateway> {
  const operations: RestCall[][] = [];
  const gateway = await createGateway({
    backendUrl: backend.url,
    restTimeoutMs: 1_000,
    restRetryDelaysMs: [10, 20],
    catalogueCacheTtlMs: 0,
    persistedQueriesFile: '/nonexistent/persisted-queries.json',
    // The suite's documents are its own text, not persisted ones: every one runs compiled, so every
    // test holds compiled execution to graphql-js's answers; the suite's second pass
    // (GATEWAY_TEST_EXECUTION=off) runs the same tests on graphql-js.
    compiledExecution: testExecution(),
    webDist: '/nonexistent/web-dist',
    logger: silentLogger,
    onOperationDone: (context: GatewayContext) => operations.push(context.rest.calls),
    ...options,
  });
  const { port } = await gateway.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${port}`;

  async function post(body: unknown, headers: Record<string, string> = {}): Promise<GraphQLReply> {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as GraphQLReply['body'] };
  }

  return {
    gateway,
    url,
    operations,
    lastCalls: ({ query = true } = {}) =>
      (operations.at(-1) ?? []).map(
        (call) => `${call.method} ${query ? call.path : call.path.split('?')[0]}`,
      ),
    post,
    query: (query, variables, headers) => post({ query, ...(variables ? { variables } : {}) }, headers),
    close: () => gateway.close(),
  };
}

/** Starts a fake backend and a gateway in front of it. */
export async function startStack(
  options: GatewayOptions = {},
): Promise<{ backend: FakeBackend; gw: TestGateway }> {
  const backend = new FakeBackend();
  await backend.start();
  const gw = await startGateway(backend, options);
  return { backend, gw };
}

/**
 * A fake backend and a gateway for the whole test file: started before its tests, stopped after.
 * `onStart` receives them (tests keep them in their own variables).
 */
export function useStack(
  onStart: (stack: { backend: FakeBackend; gw: TestGateway }) => void,
  options: GatewayOptions = {},
): void {
  let started: { backend: FakeBackend; gw: TestGateway } | undefined;
  beforeAll(async () => {
    started = await startStack(options);
    onStart(started);
  });
  afterAll(async () => {
    await started?.gw.close();
    await started?.backend.stop();
  });
}

/**
 * An event stream of one gateway process connected to the fake backend's `server`, publishing into
 * `hub` (as server.ts wires the process's own), reconnecting quickly. Started; the caller stops it.
 */
export function followEventStream(
  server: FakeEventStream,
  hub: EventHub = new EventHub(),
): { hub: EventHub; stream: EventStream } {
  const stream = new EventStream({
    url: server.streamUrl,
    token: TEST_EVENTS_STREAM_TOKEN,
    logger: silentLogger,
    initialDelayMs: 20,
    maxDelayMs: 80,
    stallTimeoutMs: 2_000,
  });
  stream.onEvent((event) => hub.publish(event));
  stream.start();
  return { hub, stream };
}
