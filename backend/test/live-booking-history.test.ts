import type { ApiLiveClassBooking } from '../src/live/bookings-repository.js';
import type { ApiLiveClass } from '../src/live/present.js';
import { MINUTE } from './support/accounts.js';
import { subscribed } from './support/payments.js';
import {
  call,
  cancelClass,
  content,
  createClass,
  failureOf,
  liveRows,
  member,
  useLiveWorld,
} from './support/live.js';

/** The member's past live classes (GET /api/liveclass/purchased/history), newest first, paged by cursor. */

const w = useLiveWorld();

interface HistoryPage {
  bookings: ApiLiveClassBooking[];
  nextCursor: string | null;
}

/** What the gateway passes through to the backend as a cursor. */
const GATEWAY_CURSOR = /^[A-Za-z0-9_.:=-]{1,256}$/;

const historyCall = (token: string | undefined, query = '') =>
  call(w.app, 'GET', `/api/liveclass/purchased/history${query}`, token);

/**
 * One page, each booking's own cursor checked and taken off (so bookings compare with the
 * purchased list's): it has the gateway's shape, and the last one is the page's nextCursor.
 */
async function history(token: string, query = ''): Promise<HistoryPage> {
  const response = await historyCall(token, query);
  if (response.statusCode !== 200) throw new Error(`history: ${response.statusCode} ${response.body}`);
  const page = content<{
    bookings: Array<ApiLiveClassBooking & { cursor: string }>;
    nextCursor: string | null;
  }>(response);
  for (const booking of page.bookings) expect(booking.cursor).toMatch(GATEWAY_CURSOR);
  if (page.nextCursor !== null) expect(page.bookings.at(-1)?.cursor).toBe(page.nextCursor);
  return {
    nextCursor: page.nextCursor,
    bookings: page.bookings.map(({ cursor: _cursor, ...booking }) => booking),
  };
}

/** Every page from the first, `limit` at a time; `between(n)` runs after page n is read. */
async function allPages(
  token: string,
  limit: number,
  between: (pagesRead: number) => Promise<void> = async () => {},
): Promise<HistoryPage[]> {
  const pages: HistoryPage[] = [];
  let after: string | null = null;
  do {
    const query: string = `?limit=${limit}` + (after === null ? '' : `&after=${encodeURIComponent(after)}`);
    const page = await history(token, query);
    pages.push(page);
    after = page.nextCursor;
    if (after !== null) expect(after).toMatch(GATEWAY_CURSOR);
    await between(pages.length);
  } while (after !== null && pages.length < 20);
  return pages;
}

const ids = (bookings: ApiLiveClassBooking[]) => bookings.map((b) => b.id);

async function subscriber(): Promise<{ token: string; id: number }> {
  const { token, id } = await member(w);
  await subscribed(w.app, `Bearer ${token}`, { packageId: 'streamfit_monthly' });
  return { token, id };
}

async function booked(token: string, live: ApiLiveClass): Promise<ApiLiveClassBooking> {
  const response = await call(w.app, 'POST', '/api/liveclass/upcoming', token, { liveClassId: live.id });
  if (response.statusCode !== 201) throw new Error(`book: ${response.statusCode} ${response.body}`);
  return content<{ booking: ApiLiveClassBooking }>(response).booking;
}

const cancelBooking = (token: string, bookingId: number) =>
  call(w.app, 'DELETE', `/api/liveclass/purchased/${bookingId}`, token);

/** Classes starting `minutesAhead` from now (45 minutes each), in the order given. */
async function classesAt(...minutesAhead: number[]): Promise<ApiLiveClass[]> {
  const classes: ApiLiveClass[] = [];
  for (const minutes of minutesAhead) classes.push(await createClass(w, { minutesDuration: 45 }, minutes));
  return classes;
}

/** Moves the clock to just after `live` ended. */
function afterEnd(live: ApiLiveClass): void {
  w.clock.current = new Date(
    new Date(live.scheduledDatetime).getTime() + (live.minutesDuration + 1) * MINUTE,
  );
}

describe('GET /api/liveclass/purchased/history', () => {
  test('the ended classes, newest first: by class start descending, then booking id descending', async () => {
    const { token } = await subscriber();
    const [a, b, c, d] = await classesAt(60, 120, 120, 180);
    // c is booked before b: at the same start, the later booking comes first.
    const onA = await booked(token, a!);
    const onC = await booked(token, c!);
    const onB = await booked(token, b!);
    const onD = await booked(token, d!);
    expect(await history(token)).toEqual({ bookings: [], nextCursor: null });

    afterEnd(d!);
    const page = await history(token);
    // The same LiveClassBooking as booking answered and GET /api/liveclass/purchased lists.
    expect(page).toEqual({ bookings: [onD, onB, onC, onA], nextCursor: null });
    const purchased = content<{ purchased: ApiLiveClassBooking[] }>(
      await call(w.app, 'GET', '/api/liveclass/purchased', token),
    ).purchased;
    expect(purchased).toEqual([onA, onB, onC, onD]);
  });

  test("each booking's cursor continues right after it", async () => {
    const { token } = await subscriber();
    const classes = await classesAt(60, 120, 180);
    for (const liveClass of classes) await booked(token, liveClass);
    afterEnd(classes[2]!);
    const whole = content<{ bookings: Array<{ id: number; cursor: string }> }>(await historyCall(token));
    const [, second, third] = whole.bookings;
    const rest = await history(token, `?after=${encodeURIComponent(second!.cursor)}`);
    expect(ids(rest.bookings)).toEqual([third!.id]);
  });

  test('pages of 2 across 3 pages hand out every booking once, in order; the last page has no cursor', async () => {
    const { token } = await subscriber();
    // Two classes at the same start fall across the first page boundary.
    const classes = await classesAt(60, 90, 120, 150, 150, 200);
    const bookings: ApiLiveClassBooking[] = [];
    for (const live of classes) bookings.push(await booked(token, live));
    afterEnd(classes[classes.length - 1]!);
    const newestFirst = ids(bookings).reverse();

    const pages = await allPages(token, 2);
    expect(pages.map((p) => ids(p.bookings))).toEqual([
      newestFirst.slice(0, 2),
      newestFirst.slice(2, 4),
      newestFirst.slice(4, 6),
    ]);
    expect(pages.map((p) => p.nextCursor === null)).toEqual([false, false, true]);
    expect(await history(token, '?limit=100')).toEqual({
      bookings: pages.flatMap((p) => p.bookings),
      nextCursor: null,
    });
    // The default page is 20.
    expect(ids((await history(token)).bookings)).toEqual(newestFirst);
  });

  test('a booking cancelled or a class cancelled by the studio between pages neither skips nor repeats one', async () => {
    const { token } = await subscriber();
    const [e1, e2, e3, e4, s] = await classesAt(60, 120, 180, 240, 300);
    const [f] = await classesAt(1_000);
    const [b1, b2, b3, b4, bs, bf] = [
      await booked(token, e1!),
      await booked(token, e2!),
      await booked(token, e3!),
      await booked(token, e4!),
      await booked(token, s!),
      await booked(token, f!),
    ];
    await cancelClass(w, s!.id);
    afterEnd(e4!);

    const pages = await allPages(token, 2, async (pagesRead) => {
      // After the first page, the member clears the studio-cancelled class already shown: with
      // offsets, the next page would skip one.
      if (pagesRead === 1) expect((await cancelBooking(token, bs!.id)).statusCode).toBe(200);
      // After the second, the studio cancels a class to come: it joins the top of the history,
      // which with offsets would repeat one on the next page.
      if (pagesRead === 2) await cancelClass(w, f!.id);
    });
    expect(pages.map((p) => ids(p.bookings))).toEqual([[bs!.id, b4!.id], [b3!.id, b2!.id], [b1!.id]]);
    expect(ids((await history(token)).bookings)).toEqual([bf!.id, b4!.id, b3!.id, b2!.id, b1!.id]);
  });

  test('a class start finer than a millisecond still pages exactly', async () => {
    const { token } = await subscriber();
    const [a, b, c] = await classesAt(60, 60, 60);
    const onA = await booked(token, a!);
    const onB = await booked(token, b!);
    const onC = await booked(token, c!);
    // b starts a microsecond after a and c, which share their start: b is the newest.
    await w.db.query(
      "UPDATE live_classes SET scheduled_at = scheduled_at + interval '1 microsecond' WHERE id = $1",
      [b!.id],
    );
    afterEnd(a!);
    w.clock.advance(MINUTE);
    const pages = await allPages(token, 1);
    expect(pages.map((p) => ids(p.bookings))).toEqual([[onB.id], [onC.id], [onA.id]]);
    expect(pages[0]!.nextCursor).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}001Z_\d+$/);
  });

  test('a booking the member cancelled is never listed; booking the class again lists the new booking once', async () => {
    const { token } = await subscriber();
    const [gone, again] = await classesAt(60, 120);
    const cancelled = await booked(token, gone!);
    expect((await cancelBooking(token, cancelled.id)).statusCode).toBe(200);
    const first = await booked(token, again!);
    expect((await cancelBooking(token, first.id)).statusCode).toBe(200);
    const second = await booked(token, again!);
    afterEnd(again!);
    expect(await history(token)).toEqual({ bookings: [second], nextCursor: null });
  });

  test('a class the studio cancelled is listed even before its start time; one to come is not', async () => {
    const { token } = await subscriber();
    const [cancelledSoon, coming] = await classesAt(24 * 60, 48 * 60);
    const onCancelled = await booked(token, cancelledSoon!);
    await booked(token, coming!);
    expect((await history(token)).bookings).toEqual([]);
    await cancelClass(w, cancelledSoon!.id);
    const { bookings } = await history(token);
    expect(ids(bookings)).toEqual([onCancelled.id]);
    expect(bookings[0]!.liveClass.cancelledAt).not.toBeNull();
    expect(bookings[0]).toEqual({
      ...onCancelled,
      liveClass: { ...onCancelled.liveClass, cancelledAt: bookings[0]!.liveClass.cancelledAt },
    });
  });

  test('a class under way is not listed (it is still upcoming); it is from the moment it ends', async () => {
    const { token } = await subscriber();
    const [live] = await classesAt(30);
    const booking = await booked(token, live!);
    const start = new Date(live!.scheduledDatetime).getTime();
    for (const minutesIn of [0, 20, 44]) {
      w.clock.current = new Date(start + minutesIn * MINUTE);
      expect({ minutesIn, bookings: (await history(token)).bookings }).toEqual({ minutesIn, bookings: [] });
    }
    w.clock.current = new Date(start + 45 * MINUTE);
    expect(ids((await history(token)).bookings)).toEqual([booking.id]);
  });

  test("another member's bookings never appear, not even through their cursor", async () => {
    const me = await subscriber();
    const other = await subscriber();
    const [shared, mine, theirs, theirsToo] = await classesAt(60, 90, 120, 150);
    const myShared = await booked(me.token, shared!);
    const myOwn = await booked(me.token, mine!);
    const theirShared = await booked(other.token, shared!);
    const theirOwn = await booked(other.token, theirs!);
    const theirLast = await booked(other.token, theirsToo!);
    await cancelClass(w, theirsToo!.id);
    afterEnd(theirs!);

    expect(ids((await history(me.token)).bookings)).toEqual([myOwn.id, myShared.id]);
    const theirPage = await history(other.token, '?limit=1');
    expect(ids(theirPage.bookings)).toEqual([theirLast.id]);
    expect(ids((await history(other.token, '?limit=5')).bookings)).toEqual([
      theirLast.id,
      theirOwn.id,
      theirShared.id,
    ]);
    // A cursor is only a position in the order: used by me, it still reads my own bookings.
    expect(
      ids((await history(me.token, `?after=${encodeURIComponent(theirPage.nextCursor!)}`)).bookings),
    ).toEqual([myOwn.id, myShared.id]);
  });

  test('a bad limit or cursor is a 400 naming the field, and changes nothing', async () => {
    const { token } = await subscriber();
    const [live] = await classesAt(60);
    await booked(token, live!);
    afterEnd(live!);
    const before = await liveRows(w.db);

    const LIMIT = 'limit: must be a whole number from 1 to 100';
    const CURSOR = 'after: is not a valid cursor';
    const cases: Array<[string, string]> = [
      ['limit=0', LIMIT],
      ['limit=101', LIMIT],
      ['limit=-1', LIMIT],
      ['limit=1.5', LIMIT],
      ['limit=abc', LIMIT],
      ['limit=', LIMIT],
      ['limit=2&limit=3', LIMIT],
      ['after=', CURSOR],
      ['after=abc', CURSOR],
      ['after=12', CURSOR],
      // Not the shape handed out: milliseconds only, no id, a zone other than Z, two ids.
      ['after=2030-01-01T00:00:00.000Z_1', CURSOR],
      ['after=2030-01-01T00:00:00.000000Z', CURSOR],
      ['after=2030-01-01T00:00:00.000000%2B01:00_1', CURSOR],
      ['after=2030-01-01T00:00:00.000000Z_1_2', CURSOR],
      // Dates and times that do not exist.
      ['after=2030-02-31T00:00:00.000000Z_1', CURSOR],
      ['after=2030-13-01T00:00:00.000000Z_1', CURSOR],
      ['after=2030-01-01T24:00:00.000000Z_1', CURSOR],
      ['after=2030-01-01T23:60:00.000000Z_1', CURSOR],
      ['after=0000-01-01T00:00:00.000000Z_1', CURSOR],
      // Ids no booking has.
      ['after=2030-01-01T00:00:00.000000Z_0', CURSOR],
      ['after=2030-01-01T00:00:00.000000Z_-1', CURSOR],
      ['after=2030-01-01T00:00:00.000000Z_01', CURSOR],
      ['after=2030-01-01T00:00:00.000000Z_4294967295', CURSOR],
      ['after=2030-01-01T00:00:00.000000Z_99999999999', CURSOR],
      // Forged, with SQL in it, or in characters the gateway would pass through.
      [`after=${encodeURIComponent("2030-01-01T00:00:00.000000Z_1' OR '1'='1")}`, CURSOR],
      [
        `after=${encodeURIComponent('2030-01-01T00:00:00.000000Z_1); DROP TABLE live_class_bookings; --')}`,
        CURSOR,
      ],
      [`after=${encodeURIComponent("1'::timestamptz, 1) OR (1=1")}`, CURSOR],
      ['after=MjAzMC0wMS0wMVQwMDowMDowMC4wMDAwMDBaXzE=', CURSOR],
      [`after=${'9'.repeat(300)}`, CURSOR],
      ['after=a&after=b', CURSOR],
    ];
    for (const [query, message] of cases) {
      const refused = failureOf(await historyCall(token, `?${query}`));
      expect({ query, statusCode: refused.statusCode, content: refused.content }).toEqual({
        query,
        statusCode: 400,
        content: message,
      });
    }
    expect(await liveRows(w.db)).toEqual(before);
    expect((await history(token)).bookings).toHaveLength(1);
  });

  test('401 without a session', async () => {
    expect(failureOf(await historyCall(undefined))).toEqual({
      statusCode: 401,
      status: false,
      content: 'Your session has ended. Please log in again.',
    });
    expect((await historyCall('not-a-token', '?limit=2')).statusCode).toBe(401);
  });

  test('beside its neighbours: the booked list, cancelling by id and no other path under purchased', async () => {
    const { token } = await subscriber();
    const [live] = await classesAt(60);
    const booking = await booked(token, live!);
    expect(
      content<{ purchased: ApiLiveClassBooking[] }>(
        await call(w.app, 'GET', '/api/liveclass/purchased', token),
      ).purchased,
    ).toEqual([booking]);
    expect(failureOf(await call(w.app, 'DELETE', '/api/liveclass/purchased/history', token))).toMatchObject({
      statusCode: 400,
      content: 'bookingId: must be a positive whole number',
    });
    expect(
      failureOf(await call(w.app, 'GET', `/api/liveclass/purchased/${booking.id}`, token)),
    ).toMatchObject({
      statusCode: 404,
      content: `No such route: GET /api/liveclass/purchased/${booking.id}`,
    });
    expect(await history(token)).toEqual({ bookings: [], nextCursor: null });
  });
});
