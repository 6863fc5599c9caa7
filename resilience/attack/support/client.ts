// How the attack suite talks to the stack: raw HTTP (so a test can choose its source address, its
// X-Forwarded-For, its headers and its body bytes), GraphQL over that, the backend's REST contract
// for setup, and the one rule every answer must keep: never a 5xx, never an internal error.
import { appendFileSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { CASES_FILE, INSTRUCTOR_PASSWORD, STACK_FILE, STAFF_PASSWORD } from './files.js';

export interface StackInfo {
  port: number;
  backendPort: number;
  url: string;
  backendUrl: string;
  dataDir: string;
  pids: { backend: number; gateway: number };
}

let info: StackInfo | undefined;
export function stack(): StackInfo {
  info ??= JSON.parse(readFileSync(STACK_FILE, 'utf8')) as StackInfo;
  return info;
}

// ---- case counting: each file says how many cases it ran, by category ----

const counted = new Map<string, number>();
/** Counts `n` cases of `category`; the suite's teardown prints the totals. */
export function countCases(category: string, n = 1): void {
  counted.set(category, (counted.get(category) ?? 0) + n);
}
afterAll(() => {
  for (const [category, cases] of counted)
    appendFileSync(CASES_FILE, `${JSON.stringify({ category, cases })}\n`);
  counted.clear();
});

// ---- addresses: every test plays its own browsers ----

// 198.18.0.0/15 is reserved for benchmarks: no real client has these addresses. Each file starts
// at a random point so files never share one.
let nextAddress = Math.floor(Math.random() * 60_000);
export function newClientAddress(): string {
  nextAddress += 1;
  return `198.${18 + ((nextAddress >> 16) & 1)}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
}

// ---- raw HTTP ----

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

export interface RawRequest {
  method?: string;
  path: string;
  headers?: Record<string, string | string[]>;
  body?: string | Buffer;
  /** The source address of the TCP connection (e.g. 127.0.0.2: a peer the stack does not trust). */
  localAddress?: string;
  /** Which server: the public gateway (default) or the backend. */
  to?: 'gateway' | 'backend';
  /** An answer slower than this is a hang: the request fails the test. */
  timeoutMs?: number;
}

export function raw(request: RawRequest): Promise<RawAnswer> {
  const { port, backendPort } = stack();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: request.to === 'backend' ? backendPort : port,
        method: request.method ?? 'GET',
        path: request.path,
        headers: request.headers,
        ...(request.localAddress ? { localAddress: request.localAddress } : {}),
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    const timeoutMs = request.timeoutMs ?? 20_000;
    req.setTimeout(timeoutMs, () =>
      req.destroy(
        new Error(`${request.method ?? 'GET'} ${request.path.slice(0, 80)} hung for ${timeoutMs} ms`),
      ),
    );
    req.on('error', reject);
    req.end(request.body);
  });
}

// ---- GraphQL ----

export interface GraphQLErrorShape {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; [key: string]: unknown };
}

export interface GraphQLAnswer<T = Record<string, unknown>> {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: { data?: T | null; errors?: GraphQLErrorShape[] };
}

export interface GraphQLOptions {
  token?: string;
  /** X-Forwarded-For: the browser this request plays (default: a new one). Null: none sent. */
  address?: string | null;
  localAddress?: string;
  headers?: Record<string, string>;
}

export async function gql<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  options: GraphQLOptions = {},
): Promise<GraphQLAnswer<T>> {
  const address = options.address === undefined ? newClientAddress() : options.address;
  const answer = await raw({
    method: 'POST',
    path: '/graphql',
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: options.token } : {}),
      ...(address ? { 'x-forwarded-for': address } : {}),
      ...options.headers,
    },
    body: JSON.stringify({ query, variables }),
    ...(options.localAddress ? { localAddress: options.localAddress } : {}),
  });
  let body: GraphQLAnswer<T>['body'];
  try {
    body = JSON.parse(answer.text) as GraphQLAnswer<T>['body'];
  } catch {
    throw new Error(
      `The gateway answered ${answer.status} with a body that is not JSON: ${answer.text.slice(0, 200)}`,
    );
  }
  return { status: answer.status, headers: answer.headers, body };
}

/** Codes that mean the product failed, not the caller: never acceptable in an answer. */
const FAILURE_CODES = new Set(['INTERNAL_SERVER_ERROR', 'UPSTREAM_ERROR', 'UPSTREAM_UNAVAILABLE']);

/** The rule of the whole suite: a clear 4xx or a correct result, never a 5xx or an internal error. */
export function expectSafe(
  answer: { status: number; body?: { errors?: GraphQLErrorShape[] } },
  what = '',
): void {
  if (answer.status >= 500)
    throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
  for (const error of answer.body?.errors ?? []) {
    if (error.extensions?.code && FAILURE_CODES.has(error.extensions.code)) {
      throw new Error(`${what} failed inside the product (${error.extensions.code}): ${error.message}`);
    }
    // A caller's own input may be echoed (it is JSON, never markup); the product's insides may not.
    if (
      /\bat .*\(.*:\d+:\d+\)|\n\s+at |ECONN|127\.0\.0\.1|syntax error at or near|violates .* constraint|duplicate key|relation "|node_modules|\.ts:\d+/i.test(
        error.message,
      )
    ) {
      throw new Error(`${what} leaked internals in an error: ${error.message}`);
    }
  }
}

export function errorCodes(answer: GraphQLAnswer<unknown>): string[] {
  return (answer.body.errors ?? []).map((e) => e.extensions?.code ?? '(none)');
}

// ---- the backend's REST contract, for setting the scene ----

export interface RestAnswer<T> {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: { status: boolean | number; content: T; code?: string };
}

export async function rest<T = unknown>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; address?: string | null; headers?: Record<string, string> } = {},
): Promise<RestAnswer<T>> {
  const address = options.address === undefined ? newClientAddress() : options.address;
  const answer = await raw({
    to: 'backend',
    method,
    path,
    headers: {
      ...(options.token ? { authorization: options.token } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(address ? { 'x-forwarded-for': address } : {}),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return {
    status: answer.status,
    headers: answer.headers,
    body: JSON.parse(answer.text) as RestAnswer<T>['body'],
  };
}

// ---- members, staff and classes ----

export const PASSWORD = 'correct-horse-battery-staple';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

export interface Member {
  email: string;
  password: string;
  token: string;
  /** The member's global id (viewer.id). */
  id: string;
}

export async function signUp(prefix = 'member'): Promise<Member> {
  const email = `${prefix}-${unique()}@attack.example`;
  const answer = await gql<{
    signUp: { authToken: string | null; viewer: { id: string } | null; userErrors: { message: string }[] };
  }>(
    'mutation ($input: SignUpInput!) { signUp(input: $input) { authToken viewer { id } userErrors { message } } }',
    { input: { email, firstName: 'Avery', lastName: 'Tester', password: PASSWORD } },
  );
  const payload = answer.body.data?.signUp;
  if (!payload?.authToken || !payload.viewer)
    throw new Error(`sign-up failed: ${JSON.stringify(answer.body)}`);
  return { email, password: PASSWORD, token: payload.authToken, id: payload.viewer.id };
}

/** A one-use card token of the local provider's test card. */
export async function cardToken(number = '4242424242424242', token?: string): Promise<string> {
  const answer = await rest<{ token: string }>('POST', '/api/basic/card-tokens', {
    ...(token ? { token } : {}),
    body: { number, expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' },
  });
  if (answer.status !== 201) throw new Error(`card token refused: ${JSON.stringify(answer.body)}`);
  return answer.body.content.token;
}

/** Subscribes the member to the general monthly plan (a trial) over REST. */
export async function subscribe(member: Member): Promise<void> {
  const answer = await rest('POST', '/api/user/subscribe', {
    token: member.token,
    headers: { 'idempotency-key': `setup-${unique()}` },
    body: {
      source: 'website',
      packageId: 'streamfit_monthly',
      token: await cardToken(undefined, member.token),
    },
  });
  if (answer.status >= 300) throw new Error(`subscribe failed: ${JSON.stringify(answer.body)}`);
}

async function logInOverRest(email: string, password: string): Promise<string> {
  const answer = await rest<{ authToken: string }>('POST', '/api/user/login', { body: { email, password } });
  if (answer.status !== 200) throw new Error(`log-in of ${email} failed: ${JSON.stringify(answer.body)}`);
  return answer.body.content.authToken;
}

export const staffToken = () => logInOverRest('staff@streamfit.app', STAFF_PASSWORD);
export const instructorToken = () => logInOverRest('instructor@streamfit.app', INSTRUCTOR_PASSWORD);

export interface LiveClass {
  id: number;
  studioId: number;
  title: string;
  scheduledDatetime: string;
  price: number;
}

/** A class of `studio` starting `minutesAhead` from now (members may join from an hour before), made by staff. */
export async function createClass(
  staff: string,
  options: { minutesAhead?: number; price?: number; studio?: string; title?: string } = {},
): Promise<LiveClass> {
  const studios = await rest<Array<{ id: number; shortName: string }>>('GET', '/api/basic/webStudiosInfo');
  const studio = studios.body.content.find((s) => s.shortName === (options.studio ?? 'bkpilates'));
  if (!studio) throw new Error('studio missing from the seed');
  const start = new Date(Date.now() + (options.minutesAhead ?? 24 * 60) * 60_000);
  start.setUTCSeconds(0, 0);
  const created = await rest<LiveClass>('POST', '/api/liveclass', {
    token: staff,
    body: {
      studioId: studio.id,
      title: options.title ?? `Attack class ${unique()}`,
      instructor: 'Ana Ruiz',
      description: 'A class for the attack suite.',
      price: options.price ?? 12,
      scheduledDatetime: start.toISOString(),
      minutesDuration: 45,
    },
  });
  if (created.status !== 201) throw new Error(`class not created: ${JSON.stringify(created.body)}`);
  return created.body.content;
}

/** The global id the gateway gives a record of `type` (opaque to clients; the suite builds foreign ones). */
export function globalId(type: string, id: number | string): string {
  return Buffer.from(`${type}:${id}`).toString('base64');
}

/** The development outbox's messages to one address (read on the backend's loopback port only). */
export async function outbox(to: string): Promise<Array<{ subject: string; text: string; html?: string }>> {
  const answer = await rest<Array<{ subject: string; text: string; html?: string }>>(
    'GET',
    `/api/dev/outbox?to=${encodeURIComponent(to)}`,
    { address: null },
  );
  if (answer.status !== 200) throw new Error(`outbox unreadable: ${answer.status}`);
  return answer.body.content;
}
