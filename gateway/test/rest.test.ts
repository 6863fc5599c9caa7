// The REST layer seen through the graph: how many calls an operation makes, the cross-request
// catalogue cache, retries, timeouts, error mapping, recovery and token forwarding.
import { RestClient } from '../src/rest/client.js';
import { FakeBackend } from './support/fake-backend.js';
import { startGateway, type TestGateway } from './support/harness.js';

const WEB_STUDIOS = '/api/basic/webStudiosInfo';
const CLASS_TYPES = '/api/basic/classTypes';

const EVERYTHING = `
  query Everything($host: String!) {
    studios(first: 50) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { cursor node {
        id databaseId name shortName slug about summary headerTitle headerDescription
        introH1 introH2 closingH1 closingH2 classTypes level
        equipment { key name hack } instructors { name bio imageUrl } testimonials { author text }
        images { logo combinedLogo hero img2 about howItWorks } contactEmail trialEnabled
        whiteLabel { domain localAlias color pageTitle faviconUrl }
      } }
    }
    studio(slug: "bkpilates") { id name }
    other: studio(slug: "BARISTUDIO") { id whiteLabel { domain } }
    site(host: $host) { mode studio { name } brand { name color } }
  }
`;

let backend: FakeBackend;
beforeAll(async () => {
  backend = new FakeBackend();
  await backend.start();
});
afterAll(() => backend.stop());
beforeEach(() => backend.reset());

describe('REST calls per operation', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startGateway(backend, { catalogueCacheTtlMs: 0 });
  });
  afterAll(() => gw.close());

  test('studios(first: 50) with every field + studio(slug) twice + site(host) is exactly one webStudiosInfo call', async () => {
    const reply = await gw.query(EVERYTHING, { host: 'www.baristudio.tv' });
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data?.site).toEqual({
      mode: 'WHITE_LABEL',
      studio: { name: 'Bari Studio' },
      brand: { name: 'Bari Studio', color: '#c0392b' },
    });
    expect(backend.count(WEB_STUDIOS)).toBe(1);
    expect(backend.requests).toHaveLength(1);
    // The gateway's own per-request log agrees.
    expect(gw.operations.at(-1)).toEqual([
      expect.objectContaining({ method: 'GET', path: WEB_STUDIOS, status: 200, attempts: 1, cached: false }),
    ]);
  });

  test('classTypes and node(ClassType) together are one classTypes call', async () => {
    const id = Buffer.from('ClassType:2').toString('base64');
    const reply = await gw.query(`{ classTypes { name } node(id: "${id}") { ... on ClassType { name } } }`);
    expect(reply.body.data?.node).toEqual({ name: 'Strength' });
    expect(backend.count(CLASS_TYPES, 'POST')).toBe(1);
    expect(backend.requests).toHaveLength(1);
  });

  test('a query needing no REST makes no call', async () => {
    const reply = await gw.query('{ __typename }');
    expect(reply.body).toEqual({ data: { __typename: 'Query' } });
    expect(backend.requests).toHaveLength(0);
    expect(gw.operations.at(-1)).toEqual([]);
  });

  test('with the cache off every request calls again', async () => {
    await gw.query('{ studios(first: 1) { totalCount } }');
    await gw.query('{ studios(first: 1) { totalCount } }');
    expect(backend.count(WEB_STUDIOS)).toBe(2);
  });

  test('forwards the caller’s Authorization and a request id', async () => {
    await gw.query('{ studios(first: 1) { totalCount } }', undefined, {
      authorization: 'token-123',
      'x-request-id': 'req-42',
    });
    expect(backend.requests[0]).toMatchObject({ authorization: 'token-123', requestId: 'req-42' });
    await gw.query('{ studios(first: 1) { totalCount } }');
    expect(backend.requests[1]?.authorization).toBeUndefined();
    expect(backend.requests[1]?.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('reports the browser’s address as X-Forwarded-For, believing only trusted proxies', async () => {
    // The test client is on loopback, a trusted proxy by default: its X-Forwarded-For is believed.
    await gw.query('{ studios(first: 1) { totalCount } }', undefined, { 'x-forwarded-for': '203.0.113.7' });
    expect(backend.requests[0]?.forwardedFor).toBe('203.0.113.7');
    await gw.query('{ studios(first: 1) { totalCount } }');
    expect(backend.requests[1]?.forwardedFor).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
    const untrusting = await startGateway(backend, { trustProxy: false });
    try {
      await untrusting.query('{ studios(first: 1) { totalCount } }', undefined, {
        'x-forwarded-for': '203.0.113.7',
      });
      expect(backend.requests[2]?.forwardedFor).not.toBe('203.0.113.7');
    } finally {
      await untrusting.close();
    }
  });
});

describe('catalogue cache across requests', () => {
  test('TTL > 0: the second request is served from the cache, and it expires', async () => {
    const gw = await startGateway(backend, { catalogueCacheTtlMs: 300 });
    try {
      await gw.query('{ studios(first: 1) { totalCount } classTypes { name } }');
      await gw.query('{ studio(slug: "bkpilates") { name } classTypes { name } }');
      expect(backend.count(WEB_STUDIOS)).toBe(1);
      expect(backend.count(CLASS_TYPES)).toBe(1);
      expect(gw.operations.at(-1)).toEqual([
        expect.objectContaining({ path: WEB_STUDIOS, cached: true, attempts: 0 }),
        expect.objectContaining({ path: CLASS_TYPES, cached: true, attempts: 0 }),
      ]);

      await new Promise((resolve) => setTimeout(resolve, 400));
      await gw.query('{ studios(first: 1) { totalCount } }');
      expect(backend.count(WEB_STUDIOS)).toBe(2);
    } finally {
      await gw.close();
    }
  });

  test('concurrent requests share one in-flight call', async () => {
    const gw = await startGateway(backend, { catalogueCacheTtlMs: 10_000 });
    try {
      backend.delayMs = 100;
      await Promise.all(Array.from({ length: 5 }, () => gw.query('{ studios(first: 1) { totalCount } }')));
      expect(backend.count(WEB_STUDIOS)).toBe(1);
    } finally {
      await gw.close();
    }
  });

  test('failures are never cached', async () => {
    const gw = await startGateway(backend, { catalogueCacheTtlMs: 10_000 });
    try {
      backend.script('GET', WEB_STUDIOS, { status: 404, body: { status: false, content: 'gone' }, times: 1 });
      const failed = await gw.query('{ studios(first: 1) { totalCount } }');
      expect(failed.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const ok = await gw.query('{ studios(first: 1) { totalCount } }');
      expect(ok.body.data?.studios).toEqual({ totalCount: 25 });
      const cached = await gw.query('{ studios(first: 1) { totalCount } }');
      expect(cached.body.data?.studios).toEqual({ totalCount: 25 });
      expect(backend.count(WEB_STUDIOS)).toBe(2);
    } finally {
      await gw.close();
    }
  });
});

describe('failures', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startGateway(backend, { restTimeoutMs: 150, restRetryDelaysMs: [10, 10] });
  });
  afterAll(() => gw.close());

  test('backend down: UPSTREAM_UNAVAILABLE for the fields that need it, siblings resolve; recovers when it is back', async () => {
    await backend.stop();
    try {
      const down = await gw.query(
        '{ __typename site(host: "localhost") { mode } studio(slug: "bkpilates") { name } }',
      );
      expect(down.status).toBe(200);
      expect(down.body.data).toEqual({ __typename: 'Query', site: null, studio: null });
      expect(down.body.errors).toHaveLength(2);
      for (const error of down.body.errors ?? []) {
        expect(error.extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE' });
        expect(error.message).toBe(
          'The StreamFit service is unavailable right now. Please try again shortly.',
        );
      }
      expect(down.body.errors?.map((e) => e.path)).toEqual(expect.arrayContaining([['site'], ['studio']]));
      // One studio-list attempt for the request (three tries: two retries), shared by both fields.
      expect(gw.operations.at(-1)).toEqual([
        expect.objectContaining({ path: WEB_STUDIOS, status: null, attempts: 3 }),
      ]);
    } finally {
      await backend.start();
    }
    const back = await gw.query('{ __typename site(host: "localhost") { mode } }');
    expect(back.body).toEqual({ data: { __typename: 'Query', site: { mode: 'GENERAL' } } });
  });

  test('a backend slower than REST_TIMEOUT_MS is UPSTREAM_UNAVAILABLE, after bounded retries', async () => {
    backend.delayMs = 400;
    const started = Date.now();
    const reply = await gw.query('{ studios(first: 1) { totalCount } }');
    expect(reply.body.data).toEqual({ studios: null });
    expect(reply.body.errors?.[0]?.extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE' });
    expect(backend.count(WEB_STUDIOS)).toBe(3);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  test('a GET answered 503 is retried and succeeds', async () => {
    backend.script('GET', WEB_STUDIOS, { status: 503, body: { status: false, content: 'busy' }, times: 2 });
    const reply = await gw.query('{ studios(first: 1) { totalCount } }');
    expect(reply.body).toEqual({ data: { studios: { totalCount: 25 } } });
    expect(backend.count(WEB_STUDIOS)).toBe(3);
  });

  test('a 503 that persists (the backend cannot serve for a moment) is UPSTREAM_UNAVAILABLE, retried for GETs only', async () => {
    backend.script('GET', WEB_STUDIOS, {
      status: 503,
      body: { status: false, content: 'The database is restarting.' },
    });
    backend.script('POST', CLASS_TYPES, {
      status: 503,
      body: { status: false, content: 'The database is restarting.' },
    });
    const reply = await gw.query('{ studios(first: 1) { totalCount } classTypes { name } }');
    expect(reply.body.data).toEqual({ studios: null, classTypes: null });
    for (const error of reply.body.errors ?? []) {
      expect(error).toMatchObject({
        message: 'The StreamFit service is unavailable right now. Please try again shortly.',
        extensions: { code: 'UPSTREAM_UNAVAILABLE', upstreamStatus: 503 },
      });
    }
    expect(backend.count(WEB_STUDIOS)).toBe(3);
    expect(backend.count(CLASS_TYPES)).toBe(1);
  });

  test('5xx that persists is UPSTREAM_ERROR without the backend’s message; POST is never retried', async () => {
    backend.script('GET', WEB_STUDIOS, {
      status: 500,
      body: { status: false, content: 'SELECT * FROM secrets failed' },
    });
    backend.script('POST', CLASS_TYPES, { status: 502, text: '<html>bad gateway</html>' });
    const reply = await gw.query('{ studios(first: 1) { totalCount } classTypes { name } }');
    expect(reply.body.data).toEqual({ studios: null, classTypes: null });
    for (const error of reply.body.errors ?? []) {
      expect(error).toMatchObject({
        message: 'The StreamFit service could not answer this request.',
        extensions: { code: 'UPSTREAM_ERROR' },
      });
    }
    expect(JSON.stringify(reply.body)).not.toContain('secrets');
    expect(backend.count(WEB_STUDIOS)).toBe(3);
    expect(backend.count(CLASS_TYPES)).toBe(1);
  });

  test.each([
    [404, 'NOT_FOUND', 'No such route: GET /api/basic/webStudiosInfo'],
    [400, 'BAD_USER_INPUT', 'ids: must be 1-100 positive integers'],
    [401, 'UNAUTHENTICATED', 'Log in first.'],
    [403, 'FORBIDDEN', 'Not yours.'],
  ])('HTTP %i maps to %s with the backend’s message, without retries', async (status, code, message) => {
    backend.script('GET', WEB_STUDIOS, { status, body: { status: false, content: message } });
    const reply = await gw.query('{ __typename studios(first: 1) { totalCount } }');
    expect(reply.body.data).toEqual({ __typename: 'Query', studios: null });
    expect(reply.body.errors).toEqual([
      expect.objectContaining({ message, path: ['studios'], extensions: { code, upstreamStatus: status } }),
    ]);
    expect(backend.count(WEB_STUDIOS)).toBe(1);
  });

  test('a 200 that is not JSON, or not an envelope, or not a studio list, is UPSTREAM_ERROR', async () => {
    backend.script('GET', WEB_STUDIOS, { status: 200, text: 'hello', times: 1 });
    backend.script('POST', CLASS_TYPES, { status: 200, body: { hello: 'world' }, times: 1 });
    const reply = await gw.query('{ studios(first: 1) { totalCount } classTypes { name } }');
    expect(reply.body.errors?.map((e) => e.extensions?.code)).toEqual(['UPSTREAM_ERROR', 'UPSTREAM_ERROR']);

    backend.script('GET', WEB_STUDIOS, {
      status: 200,
      body: { status: true, content: [{ name: 'no id' }] },
      times: 1,
    });
    const shape = await gw.query('{ studios(first: 1) { totalCount } }');
    expect(shape.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
  });
});

describe('RestClient', () => {
  test('reads the data.content envelope and reports 2xx status:false as BAD_USER_INPUT', async () => {
    backend.script('GET', '/api/studio/listWhitelabels', {
      status: 200,
      body: { status: true, data: { content: [{ id: 2 }] } },
    });
    backend.script('POST', '/api/user/login', {
      status: 200,
      body: { status: false, content: 'Wrong password.' },
    });
    const rest = new RestClient({ baseUrl: backend.url, timeoutMs: 500, retryDelaysMs: [] });
    await expect(rest.get('/api/studio/listWhitelabels')).resolves.toEqual([{ id: 2 }]);
    await expect(
      rest.post('/api/user/login', { body: { email: 'a@b.c', password: 'x' } }),
    ).rejects.toMatchObject({
      message: 'Wrong password.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(rest.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/studio/listWhitelabels',
      'POST /api/user/login',
    ]);
  });

  test('an unresolvable host is UPSTREAM_UNAVAILABLE', async () => {
    const rest = new RestClient({
      baseUrl: 'http://no-such-host.invalid',
      timeoutMs: 2_000,
      retryDelaysMs: [],
    });
    await expect(rest.get('/api/health')).rejects.toMatchObject({
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
  });
});
