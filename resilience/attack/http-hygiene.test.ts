// HTTP hygiene on the public port: security headers on every kind of answer, the media proxy that
// reaches nothing but media, development routes that do not exist there, and odd requests (long,
// malformed, unusual methods, foreign hosts) answered in JSON with a 4xx.
import { countCases, gql, outbox, raw, signUp, stack } from './support/client.js';

const CATEGORY = 'HTTP hygiene';

function expectSecurityHeaders(headers: Record<string, string | string[] | undefined>, where: string): void {
  expect({ where, nosniff: headers['x-content-type-options'] }).toEqual({ where, nosniff: 'nosniff' });
  expect({ where, referrer: headers['referrer-policy'] }).toEqual({
    where,
    referrer: expect.stringMatching(
      /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
    ),
  });
  expect({ where, csp: typeof headers['content-security-policy'] }).toEqual({ where, csp: 'string' });
}

test('every kind of page and answer carries the security headers; pages cannot be framed by others', async () => {
  const pages = ['/', '/account', '/login', '/forgot-password', '/liveschedule', '/no-such-page'];
  for (const path of pages) {
    const answer = await raw({ path, headers: { accept: 'text/html' } });
    countCases(CATEGORY);
    expectSecurityHeaders(answer.headers, path);
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).toMatch(/script-src 'self'(?![^;]*unsafe-inline)/);
    expect(csp).toMatch(/object-src 'none'/);
    // No HSTS over plain HTTP (it would pin localhost to HTTPS).
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  }
  for (const [path, headers] of [
    ['/graphql', { accept: 'text/html' }],
    ['/meta.json', {}],
    ['/sw.js', {}],
    ['/healthz', {}],
    ['/media/brand/favicon.svg', {}],
  ] as const) {
    const answer = await raw({ path, headers });
    countCases(CATEGORY);
    expectSecurityHeaders(answer.headers, path);
  }
  const post = await gql('{ __typename }');
  countCases(CATEGORY);
  expectSecurityHeaders(post.headers, 'POST /graphql');
  // Behind a proxy that says the browser came over HTTPS, HSTS is sent.
  const secure = await raw({
    path: '/',
    headers: { accept: 'text/html', 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.18.9.9' },
  });
  countCases(CATEGORY);
  expect(secure.headers['strict-transport-security']).toMatch(/max-age=\d+/);
});

test('no cross-origin reader is invited in', async () => {
  for (const method of ['OPTIONS', 'POST'] as const) {
    const answer = await raw({
      method,
      path: '/graphql',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'content-type': 'application/json',
      },
      ...(method === 'POST' ? { body: '{"query":"{ __typename }"}' } : {}),
    });
    countCases(CATEGORY);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
  }
});

test('the media proxy reaches only media: no traversal to the API or the development outbox', async () => {
  // A reset mail exists for this member: reading it through the public port must be impossible.
  const member = await signUp('traversal');
  await gql('mutation ($i: RequestPasswordResetInput!) { requestPasswordReset(input: $i) { message } }', {
    i: { email: member.email },
  });
  expect((await outbox(member.email)).length).toBeGreaterThan(0);
  const target = `api/dev/outbox?to=${encodeURIComponent(member.email)}`;
  const attempts = [
    `/media/../${target}`,
    `/media/%2e%2e/${target}`,
    `/media/%2E%2E/${target}`,
    `/media/.%2e/${target}`,
    `/media/%2e./${target}`,
    `/media/%252e%252e/${target}`,
    `/media/..%2f${target}`,
    `/media/..%2F${target}`,
    `/media/..%5c${target}`,
    `/media/..\\${target}`,
    `/media/%c0%ae%c0%ae/${target}`,
    `/media/./../${target}`,
    `/media//../${target}`,
    `/media/brand/../../${target}`,
    `/media/%2e%2e%2f%2e%2e%2f${target}`,
    `/media/..;/${target}`,
    `/media/%00/../${target}`,
    `/media/http://127.0.0.1:${stack().backendPort}/${target}`,
    `/media/@127.0.0.1:${stack().backendPort}/${target}`,
    `/media/..%252f${target}`,
    `/media/%2e%2e/api/user/me`,
    `/media/%2e%2e/api/events/stream`,
  ];
  for (const path of attempts) {
    const answer = await raw({ path, timeoutMs: 10_000 });
    countCases(CATEGORY);
    expect({ path, status: answer.status < 500 }).toEqual({ path, status: true });
    expect({ path, leaked: answer.text.includes(member.email) || answer.text.includes('"subject"') }).toEqual(
      { path, leaked: false },
    );
  }
  // Development routes do not exist on the public port at all.
  for (const path of [`/${target}`, '/api/dev/billing/run', '/api/user/me', '/api/events/stream']) {
    const answer = await raw({ path, method: path.endsWith('run') ? 'POST' : 'GET' });
    countCases(CATEGORY);
    expect(answer.status).toBe(404);
    expect(answer.text).not.toContain(member.email);
  }
  // And the backend itself refuses them to anything that came through a proxy.
  const forwarded = await raw({
    to: 'backend',
    path: `/${target}`,
    headers: { 'x-forwarded-for': '198.18.1.1' },
  });
  countCases(CATEGORY);
  expect(forwarded.status).toBe(404);
});

test('odd requests get a JSON 4xx: long, malformed, unusual methods, foreign hosts', async () => {
  const odd: Array<{
    method?: string;
    path: string;
    headers?: Record<string, string>;
    expect: (status: number) => boolean;
  }> = [
    { path: `/media/live/${'9'.repeat(5_000)}`, expect: (s) => s >= 400 && s < 500 },
    {
      path: `/studios/${'a'.repeat(5_000)}`,
      headers: { accept: 'application/json' },
      expect: (s) => s === 404,
    },
    { path: '/%E0%A4%A', headers: { accept: 'application/json' }, expect: (s) => s === 400 || s === 404 },
    { path: '/media/%', expect: (s) => s === 400 },
    { method: 'TRACE', path: '/', expect: (s) => s >= 400 && s < 500 },
    { method: 'PUT', path: '/graphql', expect: (s) => s >= 400 && s < 500 },
    { method: 'DELETE', path: '/media/brand/favicon.svg', expect: (s) => s === 405 },
    {
      path: '/graphql',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', accept: 'application/json' },
      expect: (s) => s === 400,
    },
  ];
  for (const request of odd) {
    const answer = await raw({
      method: request.method ?? 'GET',
      path: request.path,
      ...(request.headers ? { headers: request.headers } : {}),
    });
    countCases(CATEGORY);
    expect({
      path: request.path.slice(0, 60),
      status: answer.status,
      ok: request.expect(answer.status),
    }).toEqual({ path: request.path.slice(0, 60), status: answer.status, ok: true });
    if (answer.text !== '' && request.method !== 'HEAD') expect(() => JSON.parse(answer.text)).not.toThrow();
  }
  // A foreign Host never leads anywhere foreign.
  const foreign = await raw({ path: '/', headers: { host: 'evil.example', accept: 'text/html' } });
  countCases(CATEGORY);
  expect(foreign.headers.location ?? '').not.toContain('evil.example');
});

// Whether /healthz keeps its details from peers off this machine needs a non-loopback peer, which
// this suite (all on loopback) cannot be: gateway/test/operations.test.ts covers it.
test('health answers ok while the stack serves, and liveness answers', async () => {
  const health = await raw({ path: '/healthz' });
  countCases(CATEGORY);
  expect(health.status).toBe(200);
  expect(JSON.parse(health.text)).toEqual(expect.objectContaining({ ok: true }));
  const live = await raw({ path: '/livez' });
  countCases(CATEGORY);
  expect(live.status).toBe(200);
});
