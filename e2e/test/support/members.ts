// Members and classes made over the backend's REST API, as another device or the studio's staff
// would make them, so a journey starts from the state it is about.
import { E2E_STAFF_PASSWORD, stackInfo } from './browser.js';

export const MEMBER_PASSWORD = 'correct-horse-battery';
export const TOKEN_KEY = 'streamfit.authToken';

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export interface RestAnswer<T> {
  status: number;
  body: { status: boolean; content: T; code?: string };
}

export async function rest<T>(
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<RestAnswer<T>> {
  const res = await fetch(`${stackInfo().backendUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: token } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as RestAnswer<T>['body'] };
}

function expectStatus(answer: RestAnswer<unknown>, status: number, what: string): void {
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** A new member without a plan, with the address they signed up with (others find them by it). */
export async function newMemberAccount(firstName: string): Promise<{ token: string; email: string }> {
  const email = `${firstName.toLowerCase()}.${unique()}@example.com`;
  const registered = await rest<{ authToken: string }>('POST', '/api/user/register', undefined, {
    userInfo: { email, firstName, lastName: 'Member', password: MEMBER_PASSWORD },
  });
  expectStatus(registered, 201, 'sign-up');
  return { token: registered.body.content.authToken, email };
}

/** A new member without a plan; their token. */
export async function newMember(firstName: string): Promise<string> {
  return (await newMemberAccount(firstName)).token;
}

/** A member with a monthly plan (in its trial), with their address. */
export async function newSubscriberAccount(firstName: string): Promise<{ token: string; email: string }> {
  const account = await newMemberAccount(firstName);
  await subscribe(account.token);
  return account;
}

/** A member with a monthly plan (in its trial); their token. */
export async function newSubscriber(firstName: string): Promise<string> {
  const token = await newMember(firstName);
  await subscribe(token);
  return token;
}

/** Gives a member the monthly plan, paid with the test card. */
async function subscribe(token: string): Promise<void> {
  const card = await rest<{ token: string }>('POST', '/api/basic/card-tokens', token, {
    number: '4242424242424242',
    expMonth: 12,
    expYear: 2034,
    cvc: '123',
  });
  expectStatus(card, 201, 'card token');
  const subscribed = await rest('POST', '/api/user/subscribe', token, {
    source: 'web',
    packageId: 'streamfit_monthly',
    token: card.body.content.token,
  });
  expectStatus(subscribed, 201, 'subscribe');
}

let staffToken: string | undefined;
/** The seeded staff account's token (staff make classes). */
export async function staff(): Promise<string> {
  if (staffToken) return staffToken;
  const login = await rest<{ authToken: string }>('POST', '/api/user/login', undefined, {
    email: 'staff@streamfit.app',
    password: E2E_STAFF_PASSWORD,
  });
  expectStatus(login, 200, 'staff log-in');
  staffToken = login.body.content.authToken;
  return staffToken;
}

/** A live class as the backend answers it. */
export interface LiveClass {
  id: number;
  studioId: number;
  title: string;
  scheduledDatetime: string;
  price: number;
  timeZone: string;
  cancelledAt: string | null;
}

/** A class of BK Pilates starting `hoursAhead` hours from now (whole quarter hours), made by staff. */
export async function createClass(title: string, hoursAhead: number, price = 12): Promise<LiveClass> {
  const studios = await rest<Array<{ id: number; shortName: string }>>('GET', '/api/basic/webStudiosInfo');
  const studio = studios.body.content.find((s) => s.shortName === 'bkpilates');
  if (!studio) throw new Error('no bkpilates studio');
  const start = new Date(Date.now() + hoursAhead * 3_600_000);
  start.setUTCMinutes(Math.ceil(start.getUTCMinutes() / 15) * 15, 0, 0);
  const created = await rest<LiveClass>('POST', '/api/liveclass', await staff(), {
    studioId: studio.id,
    title,
    instructor: 'Ana Ruiz',
    description: 'An end-to-end class.',
    price,
    scheduledDatetime: start.toISOString(),
    minutesDuration: 45,
    isOnJetsweat: true,
  });
  expectStatus(created, 201, 'class');
  return created.body.content;
}
