import { connect } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { findControlCharacter, findMalformedText, normaliseEmail, normaliseName } from '../src/http/text.js';
import { json, type TestApp } from './support/app.js';
import { register, signUp, userInfo } from './support/accounts.js';
import { cardToken } from './support/payments.js';
import { call, createClass, startLiveWorld, type LiveWorld } from './support/live.js';

/**
 * What the edge refuses before any domain sees it: control characters anywhere, bodies of the
 * wrong type (no coercion), e-mail addresses that are not the HTML form's, invisible and
 * text-direction characters in names, and addresses too long for the router or for HTTP itself.
 */

let w: LiveWorld;
let t: TestApp;

beforeAll(async () => {
  w = await startLiveWorld();
  t = w.t;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

function expect400(response: LightMyRequestResponse, message: string): void {
  expect(response.statusCode).toBe(400);
  expect(json<{ content: string }>(response).content).toBe(message);
}

describe('control characters', () => {
  test('a NUL in paymentIntentId (live class confirmation) is a 400 naming the field, not a 500', async () => {
    const { authToken } = await signUp(t.app);
    const response = await call(t.app, 'POST', '/api/liveclass/upcoming/1/confirmation', authToken, {
      amount: 1200,
      studioId: 1,
      paymentIntentId: 'lcpay_\u0000x',
    });
    expect400(response, 'paymentIntentId: must not contain control characters');
  });

  test('a NUL in paymentMethodId (day pass) is a 400 naming the field, with the payments code', async () => {
    const { authToken } = await signUp(t.app);
    const response = await call(t.app, 'POST', '/api/user/daypass/purchase', authToken, {
      passDate: '2099-01-01',
      paymentMethodId: 'card_\u0000abc',
    });
    expect400(response, 'paymentMethodId: must not contain control characters');
    expect(json<{ code: string }>(response).code).toBe('invalid_input');
  });

  test.each([['\u0000'], ['\u0008'], ['\u000b'], ['\u000c'], ['\u000e'], ['\u001f'], ['\u007f']])(
    '%j in a nested body field is refused with its path; nothing is created',
    async (character) => {
      const info = userInfo({ lastName: `Love${character}lace` });
      const response = await register(t.app, { userInfo: info });
      expect400(response, 'userInfo.lastName: must not contain control characters');
      const rows = await t.database.db.query('SELECT 1 FROM users WHERE email = $1', [info['email']]);
      expect(rows).toEqual([]);
    },
  );

  test.each([['\ud800'], ['\udfff'], ['a\udc00b']])(
    'a lone surrogate %j is not text: refused, nothing stored as U+FFFD',
    async (text) => {
      const info = userInfo({ firstName: `Ada${text}` });
      const response = await register(t.app, { userInfo: info });
      expect400(response, 'userInfo.firstName: must be valid text');
      const rows = await t.database.db.query('SELECT 1 FROM users WHERE email = $1', [info['email']]);
      expect(rows).toEqual([]);
    },
  );

  test('tab, newline and carriage return stay allowed in bodies', async () => {
    const live = await createClass(w);
    const response = await call(t.app, 'PATCH', `/api/liveclass/${live.id}`, w.staffToken, {
      description: 'Warm up\n\tthen ride\r\nthen stretch',
    });
    expect(response.statusCode).toBe(200);
  });

  test.each([
    ['a query value', '/api/dev/outbox?to=a%09b%40example.com', 'to: must not contain control characters'],
    [
      'a query value (NUL)',
      '/api/liveclass/upcoming/public/all?studioId=1%00',
      'studioId: must not contain control characters',
    ],
    [
      'a path parameter',
      '/api/studio/logos/bari%00studio',
      'studioShortName: must not contain control characters',
    ],
    [
      'a path parameter (newline)',
      '/api/studio/packages/bari%0Astudio',
      'shortName: must not contain control characters',
    ],
  ])('none at all in %s', async (_what, url, message) => {
    expect400(await t.app.inject({ method: 'GET', url }), message);
  });

  test('the walker names the path of the first control character it finds', () => {
    expect(findControlCharacter({ a: [{ b: 'ok' }, { c: 'x\u0000' }] }, 'body', true)).toBe('a.1.c');
    expect(findControlCharacter({ a: 'tab\tnewline\ncr\r' }, 'body', true)).toBeUndefined();
    expect(findControlCharacter({ a: 'tab\t' }, 'query', false)).toBe('a');
    expect(findControlCharacter('\u0001', 'body', true)).toBe('body');
    expect(findControlCharacter({ 'key\u0000': 1 }, 'body', true)).toBe('body');
    expect(findControlCharacter({ n: 1, b: true, z: null }, 'body', true)).toBeUndefined();
    expect(findMalformedText({ a: ['ok', 'x\ud800'] }, 'body')).toBe('a.1');
    expect(findMalformedText({ a: 'lone low \udc00' }, 'body')).toBe('a');
    expect(findMalformedText({ a: 'a pair 💪🏽 is fine', b: 'é' }, 'body')).toBeUndefined();
  });
});

describe('bodies are not coerced (a number is not a string, an array is not a scalar)', () => {
  test.each([
    ['a number for a string', { firstName: 42 }, 'userInfo.firstName: must be string'],
    ['an array for a string', { firstName: ['Ada'] }, 'userInfo.firstName: must be string'],
    ['a boolean for a string', { password: true }, 'userInfo.password: must be string'],
  ])('sign-up refuses %s', async (_what, fields, message) => {
    const info = userInfo(fields);
    expect400(await register(t.app, { userInfo: info }), message);
  });

  test('a string for a number is refused too (the price of a class)', async () => {
    const live = await createClass(w);
    const response = await call(t.app, 'PATCH', `/api/liveclass/${live.id}`, w.staffToken, { price: '15' });
    expect400(response, 'price: must be a number of dollars from 0 to 10000');
  });

  test('card details: expMonth as text is refused', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/basic/card-tokens',
      payload: { number: '4242424242424242', expMonth: '12', expYear: 2034, cvc: '123' },
    });
    expect(response.statusCode).toBe(400);
    expect(json<{ content: string; code: string }>(response)).toMatchObject({
      content: 'expMonth: must be integer',
      code: 'invalid_card',
    });
  });

  test('query and path parameters are still read as numbers (they are text on the wire)', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/liveclass/upcoming/public/all?studioId=1' }))
        .statusCode,
    ).toBe(200);
    const live = await createClass(w);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/liveclass/public?ids=${live.id}` })).statusCode,
    ).toBe(200);
    expect((await call(t.app, 'GET', `/api/liveclass/upcoming/${live.id}`, w.staffToken)).statusCode).toBe(
      200,
    );
  });

  test('unknown body fields are still dropped, and a real purchase still goes through', async () => {
    const info = userInfo();
    expect(
      (await register(t.app, { userInfo: { ...info, passwordConfirmation: info['password'] }, extra: 1 }))
        .statusCode,
    ).toBe(201);
    const { authToken } = await signUp(t.app);
    const response = await call(t.app, 'POST', '/api/user/daypass/purchase', authToken, {
      passDate: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
      token: await cardToken(t.app),
      studioId: null,
      timeZone: null,
      promo: null,
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('e-mail addresses: only what an HTML e-mail field accepts', () => {
  test.each([
    'ada@example.com',
    'Ada.Lovelace+newsletter@Mail.Example.co.uk',
    "o'brien@example.com",
    'first_last-1@sub-domain.example.org',
    "!#$%&'*+/=?^_`{|}~-@example.com",
  ])('%s is accepted', (email) => {
    expect(normaliseEmail(` ${email} `, 'email')).toBe(email.toLowerCase());
  });

  test.each([
    '<script>@example.com',
    'a<b@example.com',
    'ada@example.com>',
    '"ada"@example.com',
    'ada(comment)@example.com',
    'ada lovelace@example.com',
    'ada@exa mple.com',
    'ada,b@example.com',
    'ada;b@example.com',
    'ada@example',
    'ada@-example.com',
    'ada@example-.com',
    'ada@example..com',
    'ada@.example.com',
    'ada@example.com.',
    'adà@example.com',
    'ada@exämple.com',
    'ada@@example.com',
    '@example.com',
    'ada@',
  ])('%s is refused', (email) => {
    expect(() => normaliseEmail(email, 'userInfo.email')).toThrow(
      'userInfo.email: must be a valid e-mail address',
    );
  });

  test('sign-up and the newsletter refuse markup in an address', async () => {
    expect400(
      await register(t.app, { userInfo: userInfo({ email: 'x<img src=a>@example.com' }) }),
      'userInfo.email: must be a valid e-mail address',
    );
    const newsletter = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: '"><b>@example.com' },
    });
    expect400(newsletter, 'email: must be a valid e-mail address');
  });
});

describe('invisible and text-direction characters in names', () => {
  const invisible = [
    '\u061c',
    '\u180e',
    '\u200b',
    '\u200c',
    '\u200d',
    '\u200e',
    '\u200f',
    '\u202a',
    '\u202b',
    '\u202c',
    '\u202d',
    '\u202e',
    '\u2060',
    '\u2061',
    '\u2064',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
    '\ufeff',
  ];

  test.each(invisible.map((c) => [`U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`, c]))(
    '%s is refused in a name',
    (_code, c) => {
      expect(() => normaliseName(`Ada${c}`, 'userInfo.firstName')).toThrow(
        'userInfo.firstName: must not contain invisible or text-direction characters',
      );
    },
  );

  test('names in other scripts and with accents are fine', () => {
    expect(normaliseName(' Zoë ', 'firstName')).toBe('Zoë');
    expect(normaliseName('محمد', 'firstName')).toBe('محمد');
    expect(normaliseName('李', 'firstName')).toBe('李');
  });

  test('sign-up refuses a right-to-left override in a name and creates nothing', async () => {
    const info = userInfo({ firstName: 'gpj.\u202eexe' });
    expect400(
      await register(t.app, { userInfo: info }),
      'userInfo.firstName: must not contain invisible or text-direction characters',
    );
  });

  test.each([
    ['title', { title: 'Ride\u200b' }],
    ['instructor', { instructor: '\u202eJane' }],
  ])('a live class %s staff enter is refused too, and the class is not created', async (field, overrides) => {
    const before = await t.database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM live_classes');
    const response = await call(t.app, 'POST', '/api/liveclass', w.staffToken, {
      studioId: 1,
      title: 'Ride',
      instructor: 'Jane',
      price: 10,
      scheduledDatetime: new Date(Date.now() + 86_400_000).toISOString(),
      minutesDuration: 45,
      ...overrides,
    });
    expect400(response, `${field}: must not contain invisible or text-direction characters`);
    expect(await t.database.db.query('SELECT count(*)::int AS n FROM live_classes')).toEqual(before);
    const live = await createClass(w);
    expect400(
      await call(t.app, 'PATCH', `/api/liveclass/${live.id}`, w.staffToken, overrides),
      `${field}: must not contain invisible or text-direction characters`,
    );
  });
});

describe('addresses too long', () => {
  test('a 5,000-character path parameter is a 414 in the envelope', async () => {
    for (const url of [
      `/api/studio/logos/${'a'.repeat(5000)}`,
      `/media/studios/${'a'.repeat(5000)}/logo.svg`,
      `/api/liveclass/upcoming/${'1'.repeat(5000)}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(414);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['x-request-id']).toBeDefined();
      expect(json(response)).toEqual({ status: false, content: 'The address is too long.' });
    }
  });

  test('a malformed address is a 400 in the envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/studio/logos/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ status: false, content: 'The address is not valid.' });
  });

  test("one too long for HTTP itself (Node's header limit) is a 431 in the envelope", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening');
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(address.port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
      socket.write(`GET /api/studio/logos/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    expect(raw).toMatch(/content-type: application\/json; charset=utf-8/i);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
      status: false,
      content: "The request's address or headers are too long.",
    });
  });
});
