// The member's upcoming bookings as a Relay connection, the edge a booking hands the client
// (`@appendEdge`) and the id a cancellation hands it (`@deleteEdge`). Cursors are positions in the
// list's order (class start, then booking), so a booking made or cancelled between two pages
// neither skips nor repeats one; the list costs one GET /api/liveclass/purchased per request.
import type { FakeUser } from './support/fake-accounts.js';
import type { FakeBackend } from './support/fake-backend.js';
import { useStack, type TestGateway } from './support/harness.js';

const PURCHASED = '/api/liveclass/purchased';
const BOOK = '/api/liveclass/upcoming';
const ME = '/api/user/me';
const SUBSCRIBED = { active: true, packageId: 'streamfit_monthly', isClassOnly: false, studioId: null };
const globalId = (type: string, key: number | string) => Buffer.from(`${type}:${key}`).toString('base64');

let backend: FakeBackend;
let gw: TestGateway;
useStack((stack) => ({ backend, gw } = stack));
beforeEach(() => backend.reset());

const lastCalls = () => gw.lastCalls({ query: false });

function subscriber(): { user: FakeUser; token: string } {
  return backend.accounts.addUser({ subscription: { ...SUBSCRIBED } });
}

async function query(
  text: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<{ data?: Record<string, unknown>; errors?: { message: string }[] }> {
  const reply = await gw.query(text, variables, token ? { authorization: token } : {});
  return reply.body as { data?: Record<string, unknown>; errors?: { message: string }[] };
}

const PAGE = `query($first: Int, $after: String) { viewer { upcomingLiveClassBookings(first: $first, after: $after) {
  edges { cursor node { databaseId liveClass { databaseId } } }
  pageInfo { hasNextPage hasPreviousPage endCursor } totalCount } } }`;

interface Page {
  edges: { cursor: string; node: { databaseId: number; liveClass: { databaseId: number } } }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
  totalCount: number;
}

async function page(token: string, first: number, after?: string | null): Promise<Page> {
  const body = await query(PAGE, { first, after: after ?? null }, token);
  expect(body.errors).toBeUndefined();
  return (body.data?.viewer as { upcomingLiveClassBookings: Page }).upcomingLiveClassBookings;
}

const classIds = (shown: Page) => shown.edges.map((edge) => edge.node.liveClass.databaseId);

describe('User.upcomingLiveClassBookings', () => {
  test('by class start; only classes still to come or under way; one purchased call however many classes', async () => {
    const { user, token } = subscriber();
    const later = backend.live.addClass({ startsInMinutes: 300 });
    const sooner = backend.live.addClass({ startsInMinutes: 60 });
    const underWay = backend.live.addClass({ startsInMinutes: -10 });
    const ended = backend.live.addClass({ startsInMinutes: -600 });
    const cancelled = backend.live.addClass({ startsInMinutes: 90, cancelledAt: new Date().toISOString() });
    for (const liveClass of [later, sooner, underWay, ended, cancelled])
      backend.live.addBooking(user, liveClass);

    const shown = await page(token, 10);
    expect(classIds(shown)).toEqual([underWay.id, sooner.id, later.id]);
    expect(shown.totalCount).toBe(3);
    expect(shown.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
    expect(lastCalls().sort()).toEqual([`GET ${PURCHASED}`, `GET ${ME}`]);
  });

  test('pages forward; a booking cancelled or made before the cursor neither skips nor repeats one', async () => {
    const { user, token } = subscriber();
    const classes = [60, 120, 180, 240].map((minutes) => backend.live.addClass({ startsInMinutes: minutes }));
    for (const liveClass of classes) backend.live.addBooking(user, liveClass);

    const first = await page(token, 2);
    expect(classIds(first)).toEqual([classes[0]!.id, classes[1]!.id]);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });

    // Meanwhile, on another screen: the first class is cancelled and an earlier one is booked.
    backend.live.bookings = backend.live.bookings.filter((booking) => booking.liveClassId !== classes[0]!.id);
    backend.live.addBooking(user, backend.live.addClass({ startsInMinutes: 30 }));

    const second = await page(token, 2, first.pageInfo.endCursor);
    expect(classIds(second)).toEqual([classes[2]!.id, classes[3]!.id]);
    expect(second.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
  });

  test('a cursor we did not issue, a page too large or backward paging is an error with no REST call', async () => {
    const { token } = subscriber();
    const offsetCursor = Buffer.from('offset:3').toString('base64');
    const forged = Buffer.from('key:{"a":1}').toString('base64');
    for (const [variables, message] of [
      [{ first: 2, after: 'nonsense' }, '`after` is not a valid cursor.'],
      [{ first: 2, after: offsetCursor }, '`after` is not a valid cursor.'],
      [{ first: 2, after: forged }, '`after` is not a valid cursor.'],
      [{ first: 101 }, '`first` must be between 0 and 100, got 101.'],
    ] as const) {
      const body = await query(PAGE, variables, token);
      expect(body.errors?.[0]?.message).toBe(message);
      expect(lastCalls().filter((call) => call.endsWith(PURCHASED))).toEqual([]);
    }
    const backward = await query(
      `{ viewer { upcomingLiveClassBookings(last: 2) { totalCount } } }`,
      {},
      token,
    );
    expect(backward.errors?.[0]?.message).toMatch(/Unknown argument "last"/);
  });
});

describe('bookLiveClass { bookingEdge }', () => {
  test('the edge of the new booking, whose cursor continues the list after it', async () => {
    const { user, token } = subscriber();
    const sooner = backend.live.addClass({ startsInMinutes: 60 });
    const later = backend.live.addClass({ startsInMinutes: 300 });
    backend.live.addBooking(user, later);
    const body = await query(
      `mutation($input: BookLiveClassInput!) { bookLiveClass(input: $input) {
        bookingEdge { cursor node { databaseId liveClass { databaseId } } } } }`,
      { input: { liveClassId: globalId('LiveClass', sooner.id) } },
      token,
    );
    expect(body.errors).toBeUndefined();
    const edge = (body.data?.bookLiveClass as { bookingEdge: Page['edges'][number] }).bookingEdge;
    expect(edge.node.liveClass.databaseId).toBe(sooner.id);
    // The booking answer carries its class: the edge costs no call of its own.
    expect(lastCalls()).toEqual([`POST ${BOOK}`]);
    expect(classIds(await page(token, 10, edge.cursor))).toEqual([later.id]);
  });

  test('null when nothing was booked', async () => {
    const { token } = backend.accounts.addUser();
    const liveClass = backend.live.addClass();
    const body = await query(
      `mutation($input: BookLiveClassInput!) { bookLiveClass(input: $input) { bookingEdge { cursor } userErrors { code } } }`,
      { input: { liveClassId: globalId('LiveClass', liveClass.id) } },
      token,
    );
    expect(body.data?.bookLiveClass).toEqual({
      bookingEdge: null,
      userErrors: [{ code: 'PAYMENT_REQUIRED' }],
    });
  });
});

const CANCEL = `mutation($input: CancelLiveClassBookingInput!) { cancelLiveClassBooking(input: $input) {
  cancelledBookingId liveClass { databaseId viewerBooking { id } }
  viewer { upcomingLiveClassBookings { totalCount } } userErrors { field message code } } }`;

describe('cancelLiveClassBooking', () => {
  test("the member's own booking: its global id to delete, the class without it, the list read again after", async () => {
    const { user, token } = subscriber();
    const liveClass = backend.live.addClass({ startsInMinutes: 120 });
    const booking = backend.live.addBooking(user, liveClass);
    const body = await query(
      CANCEL,
      { input: { bookingId: globalId('LiveClassBooking', booking.id) } },
      token,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.cancelLiveClassBooking).toEqual({
      cancelledBookingId: globalId('LiveClassBooking', booking.id),
      liveClass: { databaseId: liveClass.id, viewerBooking: null },
      viewer: { upcomingLiveClassBookings: { totalCount: 0 } },
      userErrors: [],
    });
    expect(backend.live.bookings).toEqual([]);
    // DELETE once, then the member read once after the change (no purchased call before it).
    expect(
      lastCalls()
        .filter((call) => !call.endsWith('/api/liveclass/public'))
        .sort(),
    ).toEqual([`DELETE ${PURCHASED}/${booking.id}`, `GET ${PURCHASED}`, `GET ${ME}`]);
  });

  test("another member's booking and an unknown one read alike: NOT_FOUND, nothing changes", async () => {
    const { token } = subscriber();
    const other = backend.accounts.addUser({ email: 'other@example.com' });
    const theirs = backend.live.addBooking(other.user, backend.live.addClass());
    for (const bookingId of [globalId('LiveClassBooking', theirs.id), String(theirs.id + 100)]) {
      const body = await query(CANCEL, { input: { bookingId } }, token);
      expect(body.data?.cancelLiveClassBooking).toMatchObject({
        cancelledBookingId: null,
        liveClass: null,
        userErrors: [{ field: 'bookingId', message: 'There is no such booking.', code: 'NOT_FOUND' }],
      });
    }
    expect(backend.live.bookings).toHaveLength(1);
  });

  test('a class that has started is CLASS_STARTED with the backend text; nothing changes', async () => {
    const { user, token } = subscriber();
    const booking = backend.live.addBooking(user, backend.live.addClass({ startsInMinutes: -5 }));
    const body = await query(
      CANCEL,
      { input: { bookingId: globalId('LiveClassBooking', booking.id) } },
      token,
    );
    expect(body.data?.cancelLiveClassBooking).toMatchObject({
      cancelledBookingId: null,
      userErrors: [
        {
          field: null,
          message: 'This class has already started, so its booking can no longer be cancelled.',
          code: 'CLASS_STARTED',
        },
      ],
    });
    expect(backend.live.bookings).toHaveLength(1);
  });

  test('a malformed or foreign id and a missing session make no REST call', async () => {
    const CANCEL = `mutation($input: CancelLiveClassBookingInput!) { cancelLiveClassBooking(input: $input) {
      cancelledBookingId userErrors { code } } }`;
    const { user, token } = subscriber();
    const booking = backend.live.addBooking(user, backend.live.addClass());
    for (const bookingId of ['0', '-3', 'abc', globalId('LiveClass', booking.id), '1/../../user/me']) {
      const body = await query(CANCEL, { input: { bookingId } }, token);
      expect(body.data?.cancelLiveClassBooking).toMatchObject({ userErrors: [{ code: 'NOT_FOUND' }] });
      expect(lastCalls()).toEqual([]);
    }
    const signedOut = await query(CANCEL, { input: { bookingId: String(booking.id) } });
    expect(signedOut.data?.cancelLiveClassBooking).toMatchObject({
      userErrors: [{ code: 'UNAUTHENTICATED' }],
    });
    expect(lastCalls()).toEqual([]);
    expect(backend.live.bookings).toHaveLength(1);
  });
});

const PAST = `query($first: Int, $after: String) { viewer { pastLiveClassBookings(first: $first, after: $after) {
  edges { cursor node { databaseId liveClass { databaseId cancelledAt } } }
  pageInfo { hasNextPage hasPreviousPage endCursor } totalCount } } }`;

describe('User.pastLiveClassBookings', () => {
  async function past(token: string, first: number, after?: string | null): Promise<Page> {
    const body = await query(PAST, { first, after: after ?? null }, token);
    expect(body.errors).toBeUndefined();
    return (body.data?.viewer as { pastLiveClassBookings: Page }).pastLiveClassBookings;
  }

  test("newest first, with the backend's cursors passed through; one history call a page", async () => {
    const { user, token } = subscriber();
    const ended = [-3000, -2000, -1000].map((minutes) => backend.live.addClass({ startsInMinutes: minutes }));
    const studioCancelled = backend.live.addClass({
      startsInMinutes: 600,
      cancelledAt: new Date().toISOString(),
    });
    const upcoming = backend.live.addClass({ startsInMinutes: 60 });
    for (const liveClass of [...ended, studioCancelled, upcoming]) backend.live.addBooking(user, liveClass);

    const first = await past(token, 2);
    expect(classIds(first)).toEqual([studioCancelled.id, ended[2]!.id]);
    expect(first.totalCount).toBeNull();
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const calls = backend.requests.filter((request) => request.path === '/api/liveclass/purchased/history');
    expect(calls.map((request) => request.search)).toEqual(['?limit=2']);

    const second = await past(token, 2, first.pageInfo.endCursor);
    expect(classIds(second)).toEqual([ended[1]!.id, ended[0]!.id]);
    expect(second.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    expect(lastCalls().filter((call) => call.includes('/history'))).toEqual([
      'GET /api/liveclass/purchased/history',
    ]);
  });

  test('a cursor we did not issue is an error with no call; without a session the list is empty', async () => {
    const { token } = subscriber();
    const forged = await query(PAST, { first: 2, after: Buffer.from('offset:2').toString('base64') }, token);
    expect(forged.errors?.[0]?.message).toBe('`after` is not a valid cursor.');
    const injected = await query(
      PAST,
      { first: 2, after: Buffer.from("rest:x' OR 1=1 --").toString('base64') },
      token,
    );
    expect(injected.errors?.[0]?.message).toBe('`after` is not a valid cursor.');
    expect(backend.count('/api/liveclass/purchased/history')).toBe(0);
  });
});
