// Relay persisted queries over HTTP and graphql-ws, PERSISTED_QUERIES_ONLY, and plain queries over
// a real graphql-ws client.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Client, type ExecutionResult } from 'graphql-ws';
import WebSocket from 'ws';
import { PersistedQueries } from '../src/http/persisted-queries.js';
import type { FakeBackend } from './support/fake-backend.js';
import { startGateway, startStack, type TestGateway } from './support/harness.js';

const STUDIO_QUERY = 'query StudioNameQuery($slug: String!) { studio(slug: $slug) { name } }';
const documents = {
  abc123: STUDIO_QUERY,
  site1: 'query SiteQuery { site(host: "www.baristudio.tv") { mode brand { name } } }',
};

let backend: FakeBackend;
let gw: TestGateway;
beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'gateway-pq-'));
  const file = join(dir, 'persisted-queries.json');
  writeFileSync(file, JSON.stringify(documents));
  ({ backend, gw } = await startStack({ persistedQueriesFile: file }));
});
afterAll(async () => {
  await gw.close();
  await backend.stop();
});

function wsClient(url: string, connectionParams?: Record<string, unknown>): Client {
  return createClient({
    url: url.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    ...(connectionParams ? { connectionParams } : {}),
  });
}

/** Runs one operation over graphql-ws and returns its single result (or the error it ended with). */
function wsRun(client: Client, payload: Parameters<Client['subscribe']>[0]): Promise<ExecutionResult> {
  return new Promise((resolve, reject) => {
    let result: ExecutionResult | undefined;
    client.subscribe(payload, {
      next: (value) => {
        result = value as ExecutionResult;
      },
      error: (error) =>
        Array.isArray(error)
          ? resolve({ errors: error })
          : reject(error instanceof Error ? error : new Error(String(error))),
      complete: () => (result ? resolve(result) : reject(new Error('completed without a result'))),
    });
  });
}

describe('persisted queries over HTTP', () => {
  test('loads the file at startup', () => {
    expect(gw.gateway.persistedQueries.size).toBe(2);
  });

  test('a known doc_id runs its document with the variables', async () => {
    const reply = await gw.post({ doc_id: 'abc123', variables: { slug: 'bkpilates' } });
    expect(reply).toEqual({ status: 200, body: { data: { studio: { name: 'BK Pilates' } } } });
  });

  test('a known doc_id works over GET too', async () => {
    const response = await fetch(`${gw.url}/graphql?doc_id=site1`, {
      headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      data: { site: { mode: 'WHITE_LABEL', brand: { name: 'Bari Studio' } } },
    });
  });

  test('an unknown doc_id is a 400 PERSISTED_QUERY_NOT_FOUND', async () => {
    const reply = await gw.post({ doc_id: 'nope', variables: {} });
    expect(reply).toEqual({
      status: 400,
      body: {
        errors: [
          { message: 'Unknown persisted query id', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } },
        ],
      },
    });
  });

  test('raw query text is still accepted when not persisted-only', async () => {
    const reply = await gw.query('{ __typename }');
    expect(reply.body).toEqual({ data: { __typename: 'Query' } });
  });

  test('a missing file knows no ids; a malformed file stops startup', () => {
    expect(PersistedQueries.load('/nonexistent/persisted.json').size).toBe(0);
    const dir = mkdtempSync(join(tmpdir(), 'gateway-pq-bad-'));
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{ "x": 1 }');
    expect(() => PersistedQueries.load(bad)).toThrow(/persisted query 'x' is not a string/);
  });
});

describe('subscriptions over HTTP', () => {
  test('are refused with a 400 that points at the WebSocket, never run (no REST call, no internal error)', async () => {
    backend.reset();
    for (const query of [
      'subscription { liveScheduleChanged { kind } }',
      'subscription Mine { viewerLiveClassBooked { id } }',
    ]) {
      const reply = await gw.post({ query });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({
        errors: [
          {
            message: 'Subscriptions are served over WebSocket (graphql-ws) at /graphql, not over HTTP.',
            extensions: { code: 'BAD_REQUEST' },
          },
        ],
      });
    }
    expect(backend.requests).toEqual([]);
  });
});

describe('PERSISTED_QUERIES_ONLY', () => {
  let only: TestGateway;
  beforeAll(async () => {
    only = await startGateway(backend, {
      persistedQueriesOnly: true,
      persistedQueries: PersistedQueries.of(documents),
    });
  });
  afterAll(() => only.close());

  test('rejects raw query text over HTTP POST and GET with a 400', async () => {
    const reply = await only.query('{ __typename }');
    expect(reply.status).toBe(400);
    expect(reply.body.errors?.[0]).toEqual({
      message: 'Only persisted queries are accepted: send a known doc_id instead of query text.',
      extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
    });
    const get = await fetch(`${only.url}/graphql?query=%7B__typename%7D`, {
      headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
    });
    expect(get.status).toBe(400);
  });

  test('still runs known ids', async () => {
    const reply = await only.post({ doc_id: 'abc123', variables: { slug: 'baristudio' } });
    expect(reply.body).toEqual({ data: { studio: { name: 'Bari Studio' } } });
  });

  test('rejects raw query text over graphql-ws, runs known ids', async () => {
    const client = wsClient(only.url);
    try {
      const raw = await wsRun(client, { query: '{ __typename }' });
      expect(raw.errors?.[0]).toMatchObject({
        message: 'Only persisted queries are accepted: send a known doc_id instead of query text.',
        extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
      });
      const persisted = await wsRun(client, {
        query: '',
        extensions: { doc_id: 'abc123' },
        variables: { slug: 'corelab' },
      });
      expect(persisted).toEqual({ data: { studio: { name: 'Core Lab' } } });
    } finally {
      await client.dispose();
    }
  });
});

describe('graphql-ws', () => {
  test('runs a query over a real WebSocket client, through the same loaders', async () => {
    backend.reset();
    const client = wsClient(gw.url);
    try {
      const result = await wsRun(client, {
        query:
          '{ studios(first: 2) { edges { node { name } } } site(host: "baristudio.localhost") { mode } }',
      });
      expect(result).toEqual({
        data: {
          studios: { edges: [{ node: { name: 'Bari Studio' } }, { node: { name: 'BK Pilates' } }] },
          site: { mode: 'WHITE_LABEL' },
        },
      });
      expect(backend.count('/api/basic/webStudiosInfo')).toBe(1);
    } finally {
      await client.dispose();
    }
  });

  test('persisted ids travel in extensions.doc_id; unknown ids are refused', async () => {
    const client = wsClient(gw.url);
    try {
      expect(
        await wsRun(client, {
          query: '',
          extensions: { doc_id: 'abc123' },
          variables: { slug: 'bkpilates' },
        }),
      ).toEqual({
        data: { studio: { name: 'BK Pilates' } },
      });
      const unknown = await wsRun(client, { query: '', extensions: { doc_id: 'nope' } });
      expect(unknown.errors?.[0]).toMatchObject({
        message: 'Unknown persisted query id',
        extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
      });
    } finally {
      await client.dispose();
    }
  });

  test('forwards the connectionParams token to REST as Authorization', async () => {
    backend.reset();
    const client = wsClient(gw.url, { authToken: 'ws-token-1' });
    try {
      await wsRun(client, { query: '{ classTypes { name } }' });
      expect(backend.requests.at(-1)?.authorization).toBe('ws-token-1');
    } finally {
      await client.dispose();
    }
  });

  test('resolves the viewer from the connectionParams token (raw or Bearer, either spelling)', async () => {
    backend.reset();
    const { token } = backend.accounts.addUser({ email: 'ws@example.com' });
    for (const params of [{ authToken: token }, { Authorization: `Bearer ${token}` }]) {
      const client = wsClient(gw.url, params);
      try {
        expect(await wsRun(client, { query: '{ viewer { email } }' })).toEqual({
          data: { viewer: { email: 'ws@example.com' } },
        });
      } finally {
        await client.dispose();
      }
    }
    const anonymous = wsClient(gw.url);
    try {
      expect(await wsRun(anonymous, { query: '{ viewer { email } }' })).toEqual({ data: { viewer: null } });
    } finally {
      await anonymous.dispose();
    }
  });

  test('applies the same protection: syntax errors, limits and upstream errors come back as errors', async () => {
    const client = wsClient(gw.url);
    try {
      const syntax = await wsRun(client, { query: '{ studios(first: 1) {' });
      expect(syntax.errors?.[0]?.message).toMatch(/^Syntax Error/);
      const aliases = Array.from({ length: 31 }, (_, i) => `a${i}: __typename`).join(' ');
      const tooMany = await wsRun(client, { query: `{ ${aliases} }` });
      expect(tooMany.errors?.[0]?.message).toBe('Query uses too many aliases: 31, and the limit is 30.');
      const badInput = await wsRun(client, { query: '{ __typename studios(first: 101) { totalCount } }' });
      expect(badInput).toEqual({
        data: { __typename: 'Query', studios: null },
        errors: [
          expect.objectContaining({
            message: '`first` must be between 0 and 100, got 101.',
            extensions: { code: 'BAD_USER_INPUT' },
          }),
        ],
      });
    } finally {
      await client.dispose();
    }
  });
});
