// Injection and unicode edge cases in every text input the graph takes: SQL, markup, template and
// format strings, path tricks, control, bidi and zero-width characters, lone surrogates and very long
// strings. Each is refused with a clear message or stored and shown back exactly as given, never
// executed; a name made of markup renders as text in the browser.
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import {
  countCases,
  createClass,
  expectSafe,
  gql,
  instructorToken,
  signUp,
  staffToken,
  stack,
  subscribe,
  type GraphQLAnswer,
  type Member,
} from './support/client.js';

const CATEGORY = 'Injection and unicode';

const PAYLOADS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  "Robert'); DROP TABLE students;--",
  '" OR ""="',
  '\\',
  "1'; SELECT pg_sleep(5); --",
  '$1',
  '%s%s%s%n',
  '{{7*7}}',
  '${7*7}',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  'a\u0000b',
  '\u202eevil',
  'zero\u200bwidth',
  '💪🏽',
  'e\u0301',
  '\ud800',
  'x'.repeat(10_000),
  '   ',
  '\r\nSet-Cookie: stolen=1',
  '__proto__',
  '{"$gt": ""}',
  'null',
];

/** Where a member types text: each sends one payload and returns the answer (and what it should echo). */
type Site = {
  name: string;
  send(payload: string): Promise<{ answer: GraphQLAnswer<Record<string, unknown>>; echoed?: () => unknown }>;
};

let member: Member;
let subscriber: Member;
let instructor: string;
let openClassId = '';

beforeAll(async () => {
  [member, subscriber] = await Promise.all([signUp('inject'), signUp('inject-sub')]);
  await subscribe(subscriber);
  instructor = await instructorToken();
  openClassId = String((await createClass(await staffToken(), { minutesAhead: 10, studio: 'streamfit' })).id);
});

const email = (tag: string) => `inject-${tag}-${Math.random().toString(36).slice(2, 10)}@attack.example`;
const ask = (document: string, variables: Record<string, unknown>, token?: string) =>
  gql(document, variables, token ? { token } : {});
const SIGN_UP =
  'mutation ($input: SignUpInput!) { signUp(input: $input) { authToken viewer { firstName lastName } userErrors { code field message } } }';

const sites: Site[] = [
  {
    name: 'signUp.firstName',
    async send(payload) {
      const answer = await ask(SIGN_UP, {
        input: {
          email: email('first'),
          firstName: payload,
          lastName: 'Tester',
          password: 'correct-horse-battery',
        },
      });
      return {
        answer,
        echoed: () =>
          (answer.body.data?.signUp as { viewer?: { firstName: string } } | null)?.viewer?.firstName,
      };
    },
  },
  {
    name: 'signUp.lastName',
    async send(payload) {
      const answer = await ask(SIGN_UP, {
        input: {
          email: email('last'),
          firstName: 'Avery',
          lastName: payload,
          password: 'correct-horse-battery',
        },
      });
      return {
        answer,
        echoed: () =>
          (answer.body.data?.signUp as { viewer?: { lastName: string } } | null)?.viewer?.lastName,
      };
    },
  },
  {
    name: 'signUp.email',
    send: async (p) => ({
      answer: await ask(SIGN_UP, {
        input: { email: p, firstName: 'Avery', lastName: 'Tester', password: 'correct-horse-battery' },
      }),
    }),
  },
  {
    name: 'signUp.password',
    send: async (p) => ({
      answer: await ask(SIGN_UP, {
        input: { email: email('pw'), firstName: 'Avery', lastName: 'Tester', password: p },
      }),
    }),
  },
  {
    name: 'logIn.email',
    send: async (p) => ({
      answer: await ask('mutation ($i: LogInInput!) { logIn(input: $i) { authToken userErrors { code } } }', {
        i: { email: p, password: 'x' },
      }),
    }),
  },
  {
    name: 'logIn.password',
    send: async (p) => ({
      answer: await ask('mutation ($i: LogInInput!) { logIn(input: $i) { authToken userErrors { code } } }', {
        i: { email: email('login'), password: p },
      }),
    }),
  },
  {
    name: 'logIn.studioShortName',
    send: async (p) => ({
      answer: await ask('mutation ($i: LogInInput!) { logIn(input: $i) { authToken userErrors { code } } }', {
        i: { email: email('login'), password: 'x', studioShortName: p },
      }),
    }),
  },
  {
    name: 'requestPasswordReset.email',
    send: async (p) => ({
      answer: await ask(
        'mutation ($i: RequestPasswordResetInput!) { requestPasswordReset(input: $i) { message userErrors { code } } }',
        { i: { email: p } },
      ),
    }),
  },
  {
    name: 'subscribeToNewsletter.email',
    send: async (p) => ({
      answer: await ask(
        'mutation ($i: SubscribeToNewsletterInput!) { subscribeToNewsletter(input: $i) { email userErrors { code } } }',
        { i: { email: p } },
      ),
    }),
  },
  {
    name: 'verifyPromo.code',
    send: async (p) => ({
      answer: await ask('query ($i: VerifyPromoInput!) { verifyPromo(input: $i) { valid message } }', {
        i: { code: p, packageId: 'streamfit_monthly' },
      }),
    }),
  },
  {
    name: 'verifyPromo.packageId',
    send: async (p) => ({
      answer: await ask('query ($i: VerifyPromoInput!) { verifyPromo(input: $i) { valid message } }', {
        i: { code: 'WELCOME50', packageId: p },
      }),
    }),
  },
  {
    name: 'subscribe.promoCode',
    send: async (p) => ({
      answer: await ask(
        'mutation ($i: SubscribeInput!) { subscribe(input: $i) { subscription { id } userErrors { code } } }',
        { i: { packageId: 'streamfit_monthly', promoCode: p, paymentToken: 'tok_none' } },
        member.token,
      ),
    }),
  },
  {
    name: 'subscribe.packageId',
    send: async (p) => ({
      answer: await ask(
        'mutation ($i: SubscribeInput!) { subscribe(input: $i) { subscription { id } userErrors { code } } }',
        { i: { packageId: p, paymentToken: 'tok_none' } },
        member.token,
      ),
    }),
  },
  {
    name: 'subscribe.source',
    send: async (p) => ({
      answer: await ask(
        'mutation ($i: SubscribeInput!) { subscribe(input: $i) { subscription { id } userErrors { code } } }',
        { i: { packageId: 'streamfit_monthly', source: p, paymentToken: 'tok_none' } },
        member.token,
      ),
    }),
  },
  {
    name: 'purchaseDayPass.date',
    send: async (p) => ({
      answer: await ask(
        'mutation ($i: PurchaseDayPassInput!) { purchaseDayPass(input: $i) { dayPass { id } userErrors { code } } }',
        { i: { date: p, paymentToken: 'tok_none' } },
        member.token,
      ),
    }),
  },
  {
    name: 'purchaseDayPass.timeZone',
    send: async (p) => ({
      answer: await ask(
        'mutation ($i: PurchaseDayPassInput!) { purchaseDayPass(input: $i) { dayPass { id } userErrors { code } } }',
        { i: { date: '2031-01-01', timeZone: p, paymentToken: 'tok_none' } },
        member.token,
      ),
    }),
  },
  {
    name: 'createCardToken.number',
    send: async (p) => ({
      answer: await ask(
        'mutation ($i: CreateCardTokenInput!) { createCardToken(input: $i) { token userErrors { code } } }',
        { i: { number: p, expMonth: 12, expYear: 2031, cvc: '123' } },
      ),
    }),
  },
  {
    name: 'createCardToken.name',
    send: async (p) => ({
      answer: await ask(
        'mutation ($i: CreateCardTokenInput!) { createCardToken(input: $i) { token userErrors { code } } }',
        { i: { number: '4242424242424242', expMonth: 12, expYear: 2031, cvc: '123', name: p } },
      ),
    }),
  },
  {
    name: 'joinLiveClass.userAgent',
    send: async (p) => ({
      answer: await ask(
        'mutation ($i: JoinLiveClassInput!) { joinLiveClass(input: $i) { attendance { id } userErrors { code } } }',
        { i: { liveClassId: openClassId, userAgent: p, browser: p } },
        subscriber.token,
      ),
    }),
  },
  {
    name: 'createBroadcast.streamId',
    send: async (p) => ({
      answer: await gql(
        'mutation ($i: CreateBroadcastInput!) { createBroadcast(input: $i) { broadcast { streamId } userErrors { code } } }',
        { i: { liveClassId: openClassId, streamId: p } },
        { token: instructor },
      ),
    }),
  },
  {
    name: 'site(host:)',
    send: async (p) => ({
      answer: await ask('query ($h: String!) { site(host: $h) { isWhiteLabel } }', { h: p }),
    }),
  },
  {
    name: 'studio(slug:)',
    send: async (p) => ({ answer: await ask('query ($s: String!) { studio(slug: $s) { name } }', { s: p }) }),
  },
  {
    name: 'plans(studioShortName:)',
    send: async (p) => ({
      answer: await ask('query ($s: String) { plans(studioShortName: $s) { packageId } }', { s: p }),
    }),
  },
];

test.each(sites.map((site) => [site.name, site] as const))(
  '%s: every payload refused clearly or kept exactly',
  async (_name, site) => {
    for (const payload of PAYLOADS) {
      const started = Date.now();
      const { answer, echoed } = await site.send(payload);
      countCases(CATEGORY);
      expectSafe(answer, `${site.name} ← ${JSON.stringify(payload).slice(0, 30)}`);
      // A time-based injection would make this one answer late; nothing here takes seconds.
      if (payload.includes('pg_sleep')) expect(Date.now() - started).toBeLessThan(4_500);
      const shown = echoed?.();
      if (shown !== undefined && shown !== null) expect(shown).toBe(payload.trim());
    }
  },
);

test('the database is intact after every payload', async () => {
  const studios = await gql<{ studios: { edges: unknown[] } }>(
    '{ studios(first: 100) { edges { node { id } } } }',
  );
  expect(studios.body.data?.studios.edges.length).toBeGreaterThan(30);
  const me = await gql<{ viewer: { email: string } }>('{ viewer { email } }', {}, { token: member.token });
  expect(me.body.data?.viewer.email).toBe(member.email);
});

test('a name made of markup is shown as text in the browser, never run', async () => {
  const markup = '<img src=x onerror="window.__pwned=1">';
  const answer = await gql<{ signUp: { authToken: string } }>(
    SIGN_UP.replace('viewer { firstName lastName }', ''),
    {
      input: {
        email: email('markup'),
        firstName: markup,
        lastName: '<script>window.__pwned=2</script>',
        password: 'correct-horse-battery',
      },
    },
  );
  countCases(CATEGORY);
  const token = answer.body.data?.signUp.authToken;
  expect(token).toBeTruthy();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  try {
    const page = await browser.newPage();
    const { port } = stack();
    await page.goto(`http://localhost:${port}/`);
    await page.evaluate((t) => localStorage.setItem('streamfit.authToken', t), token!);
    await page.goto(`http://localhost:${port}/account`);
    await page.getByText(markup, { exact: false }).first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
  } finally {
    await browser.close();
  }
});
