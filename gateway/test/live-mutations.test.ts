// The live-class mutations: booking, per-class payment, join/leave, broadcasts.
// Every REST refusal the schema names becomes a userError with the backend's message as sent;
// input the gateway can check itself makes no REST call; outages stay GraphQL errors; the payload's
// viewer is read again after a change.
import type { FakeUser } from './support/fake-accounts.js';
import type { FakeBackend } from './support/fake-backend.js';
import { BAD_TOKEN, DECLINED_TOKEN, type FakeLiveClass } from './support/fake-live.js';
import { useStack, type TestGateway } from './support/harness.js';
import { liveFailure, type LiveOperation } from '../src/live/user-errors.js';
import { RestFailure } from '../src/rest/client.js';

const BOOK = '/api/liveclass/upcoming';
const INTENT = '/api/liveclass/upcoming/payment-intent';
const PURCHASED = '/api/liveclass/purchased';
const BY_IDS = '/api/liveclass/public';
const ME = '/api/user/me';

const globalId = (type: string, key: number | string) => Buffer.from(`${type}:${key}`).toString('base64');
const SUBSCRIBED = { active: true, packageId: 'streamfit_monthly', isClassOnly: false, studioId: null };

let backend: FakeBackend;
let gw: TestGateway;
useStack((stack) => ({ backend, gw } = stack));
beforeEach(() => backend.reset());

const lastCalls = () => gw.lastCalls({ query: false });

async function run(
  query: string,
  input: Record<string, unknown>,
  token?: string,
): Promise<Record<string, unknown>> {
  const reply = await gw.query(query, { input }, token ? { authorization: token } : {});
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data ?? {};
}

const USER_ERRORS = 'userErrors { field message code }';
const BOOK_MUTATION = `mutation($input: BookLiveClassInput!) { bookLiveClass(input: $input) {
  booking { databaseId source amountPaid { cents } liveClass { databaseId } } liveClass { databaseId cancelledAt } ${USER_ERRORS} } }`;
const PAY = `mutation($input: CreateLiveClassPaymentInput!) { createLiveClassPayment(input: $input) {
  payment { paymentIntentId clientSecret amount { cents } listPrice { cents } isFree } ${USER_ERRORS} } }`;
const CONFIRM = `mutation($input: ConfirmLiveClassPaymentInput!) { confirmLiveClassPayment(input: $input) {
  booking { databaseId source amountPaid { cents } promoCode } ${USER_ERRORS} } }`;
const JOIN = `mutation($input: JoinLiveClassInput!) { joinLiveClass(input: $input) {
  attendance { id databaseId joinedAt leftAt liveClass { databaseId } } channel { channelId playbackUrl } ${USER_ERRORS} } }`;
const LEAVE = `mutation($input: LeaveLiveClassInput!) { leaveLiveClass(input: $input) { attendance { databaseId leftAt cameraOn cameraOnDurationSeconds } ${USER_ERRORS} } }`;
const CREATE_BROADCAST = `mutation($input: CreateBroadcastInput!) { createBroadcast(input: $input) { broadcast { streamId createdAt liveClass { databaseId } } ${USER_ERRORS} } }`;
const DELETE_BROADCAST = `mutation($input: DeleteBroadcastInput!) { deleteBroadcast(input: $input) { deletedStreamId ${USER_ERRORS} } }`;

function member(subscribed = false): { user: FakeUser; token: string } {
  return backend.accounts.addUser(subscribed ? { subscription: { ...SUBSCRIBED } } : {});
}

const field = (data: Record<string, unknown>, name: string) => data[name] as Record<string, unknown>;

describe('bookLiveClass', () => {
  test('a subscriber books: the booking, the class and the refreshed viewer (read after the change)', async () => {
    const { user, token } = member(true);
    const liveClass = backend.live.addClass();
    const data = await run(
      `mutation($input: BookLiveClassInput!) { bookLiveClass(input: $input) { booking { databaseId source } viewer { bookedLiveClasses { liveClass { databaseId } } }
        liveClass { databaseId viewerBooking { source } } ${USER_ERRORS} } }`,
      { liveClassId: globalId('LiveClass', liveClass.id) },
      token,
    );
    const booking = backend.live.bookings.find((b) => b.userId === user.id)!;
    expect(data.bookLiveClass).toEqual({
      booking: { databaseId: booking.id, source: 'SUBSCRIPTION' },
      viewer: { bookedLiveClasses: [{ liveClass: { databaseId: liveClass.id } }] },
      liveClass: { databaseId: liveClass.id, viewerBooking: { source: 'SUBSCRIPTION' } },
      userErrors: [],
    });
    expect(backend.live.workouts).toHaveLength(1);
    // POST, then the member read once after the change: /me and one purchased call; no by-id call.
    expect(lastCalls().sort()).toEqual([`GET ${PURCHASED}`, `GET ${ME}`, `POST ${BOOK}`]);
  });

  test.each<
    [string, (live: FakeBackend['live'], user: FakeUser) => FakeLiveClass, boolean, Record<string, unknown>]
  >([
    [
      'PAYMENT_REQUIRED',
      (live) => live.addClass(),
      false,
      {
        field: null,
        code: 'PAYMENT_REQUIRED',
        message: 'Booking this class needs a subscription. You can pay for this class instead.',
      },
    ],
    [
      'ALREADY_BOOKED',
      (live, user) => {
        const liveClass = live.addClass();
        live.addBooking(user, liveClass);
        return liveClass;
      },
      true,
      { field: null, code: 'ALREADY_BOOKED', message: 'You are already registered for this class.' },
    ],
    [
      'CLASS_ENDED',
      (live) => live.addClass({ startsInMinutes: -120 }),
      true,
      { field: null, code: 'CLASS_ENDED', message: 'This live class has already ended.' },
    ],
    [
      'CLASS_CANCELLED',
      (live) => live.addClass({ cancelledAt: '2030-01-01T00:00:00.000Z' }),
      true,
      { field: null, code: 'CLASS_CANCELLED', message: 'This live class was cancelled.' },
    ],
  ])('%s as a userError, with the class as it is now', async (_code, setUp, subscribed, userError) => {
    const { user, token } = member(subscribed);
    const liveClass = setUp(backend.live, user);
    const data = await run(BOOK_MUTATION, { liveClassId: String(liveClass.id) }, token);
    expect(data.bookLiveClass).toEqual({
      booking: null,
      liveClass: { databaseId: liveClass.id, cancelledAt: liveClass.cancelledAt },
      userErrors: [userError],
    });
  });

  test('an unknown class is NOT_FOUND (field liveClassId); a malformed or foreign id is NOT_FOUND with no REST call', async () => {
    const { token } = member(true);
    const unknown = await run(BOOK_MUTATION, { liveClassId: '987654' }, token);
    expect(field(unknown, 'bookLiveClass').userErrors).toEqual([
      { field: 'liveClassId', code: 'NOT_FOUND', message: 'liveClassId: no such live class' },
    ]);
    for (const liveClassId of [globalId('Studio', 1), 'abc', '-3']) {
      const bad = await run(BOOK_MUTATION, { liveClassId }, token);
      expect(bad.bookLiveClass).toEqual({
        booking: null,
        liveClass: null,
        userErrors: [{ field: 'liveClassId', code: 'NOT_FOUND', message: 'There is no such live class.' }],
      });
      expect(lastCalls()).toEqual([]);
    }
  });

  test('UNAUTHENTICATED: no token makes no call; an ended session is the 401 as a userError', async () => {
    const liveClass = backend.live.addClass();
    const none = await run(BOOK_MUTATION, { liveClassId: String(liveClass.id) });
    expect(field(none, 'bookLiveClass').userErrors).toEqual([
      { field: null, code: 'UNAUTHENTICATED', message: 'Please log in to continue.' },
    ]);
    // Only the payload's (public) class is read; the booking is never sent.
    expect(lastCalls()).toEqual([`GET ${BY_IDS}`]);
    const ended = await run(BOOK_MUTATION, { liveClassId: String(liveClass.id) }, 'tok-revoked');
    expect(field(ended, 'bookLiveClass').userErrors).toEqual([
      { field: null, code: 'UNAUTHENTICATED', message: 'Your session has ended. Please log in again.' },
    ]);
  });

  test('a backend 5xx stays a GraphQL error', async () => {
    const { token } = member(true);
    backend.script('POST', BOOK, { status: 500, body: { status: false, content: 'boom' } });
    const reply = await gw.query(BOOK_MUTATION, { input: { liveClassId: '1' } }, { authorization: token });
    // The payload is non-null, so the error nulls the mutation's data.
    expect(reply.body.data).toBeNull();
    expect(reply.body.errors?.[0]).toMatchObject({ extensions: { code: 'UPSTREAM_ERROR' } });
    expect(reply.body.errors?.[0]?.message).not.toContain('boom');
  });
});

describe('createLiveClassPayment and confirmLiveClassPayment', () => {
  test('pay for a class: the intent (priced by the server), then the confirmation books it (source PAYMENT)', async () => {
    const { user, token } = member();
    const liveClass = backend.live.addClass({ price: 12 });
    const created = await run(
      PAY,
      { liveClassId: globalId('LiveClass', liveClass.id), amountCents: 1200 },
      token,
    );
    const payment = field(created, 'createLiveClassPayment').payment as Record<string, unknown>;
    expect(payment).toEqual({
      paymentIntentId: expect.stringMatching(/^pi_/),
      clientSecret: expect.any(String),
      amount: { cents: 1200 },
      listPrice: { cents: 1200 },
      isFree: false,
    });
    // The class's studio comes from the by-id call: one read, one POST.
    expect(lastCalls()).toEqual([`GET ${BY_IDS}`, `POST ${INTENT}`]);
    expect(backend.requests.find((r) => r.path === INTENT)?.body).toEqual({
      liveClassId: liveClass.id,
      amount: 1200,
      studioId: liveClass.studioId,
    });

    const input = {
      paymentIntentId: payment.paymentIntentId,
      liveClassId: String(liveClass.id),
      amountCents: 1200,
      paymentToken: 'tok_visa',
    };
    const confirmed = await run(CONFIRM, input, token);
    const booking = backend.live.bookings.find((b) => b.userId === user.id)!;
    expect(confirmed.confirmLiveClassPayment).toEqual({
      booking: { databaseId: booking.id, source: 'PAYMENT', amountPaid: { cents: 1200 }, promoCode: null },
      userErrors: [],
    });
    // Repeating it returns the same booking and charges once.
    const again = await run(CONFIRM, input, token);
    expect(field(again, 'confirmLiveClassPayment').booking).toEqual({
      databaseId: booking.id,
      source: 'PAYMENT',
      amountPaid: { cents: 1200 },
      promoCode: null,
    });
    expect(backend.live.charges).toHaveLength(1);
  });

  test('a free promo code: isFree, and no card is needed (source PROMO)', async () => {
    const { token } = member();
    const liveClass = backend.live.addClass();
    const created = await run(
      PAY,
      { liveClassId: String(liveClass.id), amountCents: 0, promoCode: 'free100' },
      token,
    );
    const payment = field(created, 'createLiveClassPayment').payment as Record<string, unknown>;
    expect(payment).toMatchObject({ amount: { cents: 0 }, listPrice: { cents: 1200 }, isFree: true });
    const confirmed = await run(
      CONFIRM,
      { paymentIntentId: payment.paymentIntentId, liveClassId: String(liveClass.id), amountCents: 0 },
      token,
    );
    expect(field(confirmed, 'confirmLiveClassPayment').booking).toMatchObject({
      source: 'PROMO',
      amountPaid: { cents: 0 },
      promoCode: 'FREE100',
    });
  });

  test('AMOUNT_MISMATCH, INVALID_PROMO and an included class, with the backend text as sent', async () => {
    const { token } = member();
    const liveClass = backend.live.addClass();
    const mismatch = await run(PAY, { liveClassId: String(liveClass.id), amountCents: 100 }, token);
    expect(field(mismatch, 'createLiveClassPayment')).toEqual({
      payment: null,
      userErrors: [
        {
          field: 'amountCents',
          code: 'AMOUNT_MISMATCH',
          message: 'amount: the price of this class is $12.00',
        },
      ],
    });
    const promo = await run(
      PAY,
      { liveClassId: String(liveClass.id), amountCents: 1200, promoCode: 'NOPE' },
      token,
    );
    expect(field(promo, 'createLiveClassPayment').userErrors).toEqual([
      { field: 'promoCode', code: 'INVALID_PROMO', message: 'No such coupon' },
    ]);
    const subscriber = member(true);
    const included = await run(
      PAY,
      { liveClassId: String(liveClass.id), amountCents: 1200 },
      subscriber.token,
    );
    expect(field(included, 'createLiveClassPayment').userErrors).toEqual([
      {
        field: null,
        code: 'INVALID_STATE',
        message: 'This class is included in your subscription: book it without paying.',
      },
    ]);
  });

  test('bad input makes no REST call', async () => {
    const { token } = member();
    const bad = await run(PAY, { liveClassId: 'x', amountCents: -5, promoCode: 'P'.repeat(65) }, token);
    expect(field(bad, 'createLiveClassPayment').userErrors).toEqual([
      { field: 'liveClassId', code: 'NOT_FOUND', message: 'There is no such live class.' },
      {
        field: 'amountCents',
        code: 'INVALID_INPUT',
        message: 'Amount must be a whole number of cents, 0 or more.',
      },
      { field: 'promoCode', code: 'INVALID_INPUT', message: 'Promo code must be at most 64 characters.' },
    ]);
    expect(lastCalls()).toEqual([]);
    const confirm = await run(CONFIRM, { paymentIntentId: ' ', liveClassId: '1', amountCents: 0 }, token);
    expect(field(confirm, 'confirmLiveClassPayment').userErrors).toEqual([
      { field: 'paymentIntentId', code: 'NOT_FOUND', message: 'There is no such payment.' },
    ]);
    expect(lastCalls()).toEqual([]);
  });

  test("CARD_DECLINED, INVALID_CARD, another member's payment NOT_FOUND, PAYMENT_UNAVAILABLE", async () => {
    const { token } = member();
    const liveClass = backend.live.addClass();
    const created = await run(PAY, { liveClassId: String(liveClass.id), amountCents: 1200 }, token);
    const paymentIntentId = (field(created, 'createLiveClassPayment').payment as Record<string, unknown>)
      .paymentIntentId;
    const confirm = (paymentToken: string, as = token) =>
      run(
        CONFIRM,
        { paymentIntentId, liveClassId: String(liveClass.id), amountCents: 1200, paymentToken },
        as,
      ).then((data) => field(data, 'confirmLiveClassPayment'));

    expect(await confirm(DECLINED_TOKEN)).toEqual({
      booking: null,
      userErrors: [{ field: null, code: 'CARD_DECLINED', message: 'Your card was declined.' }],
    });
    expect((await confirm(BAD_TOKEN)).userErrors).toEqual([
      { field: 'paymentToken', code: 'INVALID_CARD', message: 'token: is not a valid card token' },
    ]);
    expect((await confirm('tok_visa', member().token)).userErrors).toEqual([
      { field: 'paymentIntentId', code: 'NOT_FOUND', message: 'paymentIntentId: no such payment' },
    ]);

    backend.script('POST', `${BOOK}/${liveClass.id}/confirmation`, {
      status: 502,
      body: { status: false, code: 'payment_unavailable', content: 'stripe said no' },
    });
    expect((await confirm('tok_visa')).userErrors).toEqual([
      {
        field: null,
        code: 'PAYMENT_UNAVAILABLE',
        message:
          'The payment service could not be reached, and nothing was charged. Please try again in a few minutes.',
      },
    ]);
    expect(backend.live.bookings).toHaveLength(0);
  });
});

describe('joinLiveClass and leaveLiveClass', () => {
  test('join records the attendance and returns the channel (two calls); leave records camera time', async () => {
    const { token } = member(true);
    const liveClass = backend.live.addClass({ startsInMinutes: 10 });
    const joined = field(
      await run(
        JOIN,
        { liveClassId: globalId('LiveClass', liveClass.id), userAgent: 'Mozilla/5.0', browser: 'Chrome' },
        token,
      ),
      'joinLiveClass',
    );
    const attendance = backend.live.attendances[0]!;
    expect(joined).toEqual({
      attendance: {
        id: globalId('LiveClassAttendance', attendance.attendanceId),
        databaseId: attendance.attendanceId,
        joinedAt: attendance.joinedAt,
        leftAt: null,
        liveClass: { databaseId: liveClass.id },
      },
      channel: { channelId: `streamfit-live-${liveClass.id}`, playbackUrl: `/media/live/${liveClass.id}` },
      userErrors: [],
    });
    expect(backend.requests.find((r) => r.path === '/api/events/live-class')?.body).toEqual({
      liveClassId: liveClass.id,
      userAgent: 'Mozilla/5.0',
      browser: 'Chrome',
    });
    expect(lastCalls().filter((call) => call.startsWith('POST'))).toEqual([
      'POST /api/events/live-class',
      `POST /api/livestream/channel/channelId/${liveClass.id}`,
    ]);

    const left = field(
      await run(
        LEAVE,
        {
          attendanceId: globalId('LiveClassAttendance', attendance.attendanceId),
          cameraOn: true,
          cameraOnDurationSeconds: 0,
        },
        token,
      ),
      'leaveLiveClass',
    );
    expect(left).toEqual({
      attendance: {
        databaseId: attendance.attendanceId,
        leftAt: expect.any(String),
        cameraOn: true,
        cameraOnDurationSeconds: 0,
      },
      userErrors: [],
    });

    // Someone else's attendance is NOT_FOUND; a negative duration never reaches REST.
    const other = member(true);
    const foreign = field(
      await run(LEAVE, { attendanceId: String(attendance.attendanceId) }, other.token),
      'leaveLiveClass',
    );
    expect(foreign.userErrors).toEqual([
      { field: 'attendanceId', code: 'NOT_FOUND', message: 'attendanceId: no such attendance' },
    ]);
    const negative = field(
      await run(LEAVE, { attendanceId: '1', cameraOnDurationSeconds: -1 }, token),
      'leaveLiveClass',
    );
    expect(negative.userErrors).toEqual([
      {
        field: 'cameraOnDurationSeconds',
        code: 'INVALID_INPUT',
        message: 'Camera time must be a whole number of seconds, 0 or more.',
      },
    ]);
    expect(lastCalls()).toEqual([]);
  });

  test('PAYMENT_REQUIRED without access, CLASS_NOT_LIVE before the class opens, CLASS_CANCELLED', async () => {
    const { token } = member();
    const soon = backend.live.addClass({ startsInMinutes: 10 });
    expect(
      field(await run(JOIN, { liveClassId: String(soon.id) }, token), 'joinLiveClass').userErrors,
    ).toEqual([{ field: null, code: 'PAYMENT_REQUIRED', message: 'Book this class to watch it.' }]);
    const subscriber = member(true);
    const later = backend.live.addClass({ startsInMinutes: 180 });
    expect(
      field(await run(JOIN, { liveClassId: String(later.id) }, subscriber.token), 'joinLiveClass').userErrors,
    ).toEqual([
      { field: null, code: 'CLASS_NOT_LIVE', message: 'This class opens 60 minutes before it starts.' },
    ]);
    const cancelled = backend.live.addClass({ startsInMinutes: 10, cancelledAt: '2030-01-01T00:00:00.000Z' });
    expect(
      field(await run(JOIN, { liveClassId: String(cancelled.id) }, subscriber.token), 'joinLiveClass'),
    ).toEqual({
      attendance: null,
      channel: null,
      userErrors: [{ field: null, code: 'CLASS_CANCELLED', message: 'This live class was cancelled.' }],
    });
    const longAgent = field(
      await run(JOIN, { liveClassId: String(soon.id), userAgent: 'x'.repeat(501) }, token),
      'joinLiveClass',
    );
    expect(longAgent.userErrors).toEqual([
      { field: 'userAgent', code: 'INVALID_INPUT', message: 'User agent must be at most 500 characters.' },
    ]);
    expect(lastCalls()).toEqual([]);
  });
});

describe('createBroadcast and deleteBroadcast', () => {
  test('staff register and remove a stream; the id in use is STREAM_ID_IN_USE with the backend text', async () => {
    const staff = backend.accounts.addUser({ userType: 'internal' });
    const liveClass = backend.live.addClass();
    const created = field(
      await run(CREATE_BROADCAST, { liveClassId: String(liveClass.id), streamId: 'studio-a_1' }, staff.token),
      'createBroadcast',
    );
    expect(created).toEqual({
      broadcast: {
        streamId: 'studio-a_1',
        createdAt: expect.any(String),
        liveClass: { databaseId: liveClass.id },
      },
      userErrors: [],
    });
    expect(backend.requests.find((r) => r.path === '/rest/v2/broadcasts/create')?.body).toEqual({
      streamId: 'studio-a_1',
      subFolder: `instructor_streams/${liveClass.id}`,
    });

    const taken = field(
      await run(CREATE_BROADCAST, { liveClassId: String(liveClass.id), streamId: 'studio-a_1' }, staff.token),
      'createBroadcast',
    );
    expect(taken).toEqual({
      broadcast: null,
      userErrors: [
        {
          field: 'streamId',
          code: 'STREAM_ID_IN_USE',
          message: 'Stream id is already being used. Please change stream id or keep it empty',
        },
      ],
    });
    const generated = field(
      await run(CREATE_BROADCAST, { liveClassId: String(liveClass.id), streamId: '' }, staff.token),
      'createBroadcast',
    );
    expect((generated.broadcast as Record<string, unknown>).streamId).toMatch(/^stream-/);

    expect(
      field(await run(DELETE_BROADCAST, { streamId: 'studio-a_1' }, staff.token), 'deleteBroadcast'),
    ).toEqual({ deletedStreamId: 'studio-a_1', userErrors: [] });
    expect(
      field(await run(DELETE_BROADCAST, { streamId: 'studio-a_1' }, staff.token), 'deleteBroadcast'),
    ).toEqual({
      deletedStreamId: null,
      userErrors: [{ field: 'streamId', code: 'NOT_FOUND', message: 'streamId: no such broadcast' }],
    });
  });

  test('a member is FORBIDDEN; a bad stream id never reaches REST', async () => {
    const { token } = member(true);
    const liveClass = backend.live.addClass();
    expect(
      field(await run(CREATE_BROADCAST, { liveClassId: String(liveClass.id) }, token), 'createBroadcast')
        .userErrors,
    ).toEqual([
      {
        field: null,
        code: 'FORBIDDEN',
        message: "Only the class's instructors and studio staff can broadcast.",
      },
    ]);
    expect(
      field(
        await run(CREATE_BROADCAST, { liveClassId: String(liveClass.id), streamId: 'bad id!' }, token),
        'createBroadcast',
      ).userErrors,
    ).toEqual([
      {
        field: 'streamId',
        code: 'INVALID_INPUT',
        message: 'Stream id: use letters, digits, - and _ (at most 64).',
      },
    ]);
    expect(lastCalls()).toEqual([]);
    expect(
      field(await run(DELETE_BROADCAST, { streamId: '../x' }, token), 'deleteBroadcast').userErrors,
    ).toEqual([{ field: 'streamId', code: 'NOT_FOUND', message: 'There is no such broadcast.' }]);
    expect(lastCalls()).toEqual([]);
  });
});

describe('liveFailure (the mapping without the fake backend)', () => {
  const op: LiveOperation = {
    inputFields: ['liveClassId', 'amountCents', 'promoCode', 'paymentToken'],
    notFoundField: 'liveClassId',
    paymentStatus: 'PAYMENT_REQUIRED',
  };
  const failure = (status: number | null, message: string | null, code: string | null = null) =>
    new RestFailure(
      status !== null && status >= 500 ? 'UPSTREAM_ERROR' : 'BAD_USER_INPUT',
      'x',
      status,
      message,
      code,
    );

  test.each<[string, RestFailure, LiveOperation | undefined, unknown]>([
    [
      '402 without a code on book',
      failure(402, 'Pay first.'),
      undefined,
      { field: null, code: 'PAYMENT_REQUIRED', message: 'Pay first.' },
    ],
    [
      '402 without a code on confirm',
      failure(402, 'Declined.'),
      { ...op, paymentStatus: 'CARD_DECLINED' },
      { field: null, code: 'CARD_DECLINED', message: 'Declined.' },
    ],
    [
      '409 without a code',
      failure(409, 'Not now.'),
      undefined,
      { field: null, code: 'INVALID_STATE', message: 'Not now.' },
    ],
    ['403', failure(403, 'No.'), undefined, { field: null, code: 'FORBIDDEN', message: 'No.' }],
    [
      '400 naming a REST field',
      failure(400, 'amount: must be a whole number'),
      undefined,
      { field: 'amountCents', code: 'INVALID_INPUT', message: 'amount: must be a whole number' },
    ],
    [
      '404 without a prefix',
      failure(404, null),
      undefined,
      { field: 'liveClassId', code: 'NOT_FOUND', message: 'There is no such live class.' },
    ],
    [
      'promo_expired',
      failure(400, 'This promo code has expired', 'promo_expired'),
      undefined,
      { field: 'promoCode', code: 'INVALID_PROMO', message: 'This promo code has expired' },
    ],
    [
      'promo_already_used',
      failure(400, 'You have already used this promo code.', 'promo_already_used'),
      undefined,
      { field: 'promoCode', code: 'INVALID_PROMO', message: 'You have already used this promo code.' },
    ],
    ['a 5xx', failure(500, null), undefined, null],
    [
      'a 429',
      failure(429, 'slow down'),
      undefined,
      { field: null, code: 'TOO_MANY_ATTEMPTS', message: 'slow down' },
    ],
    ['no answer', failure(null, null), undefined, null],
  ])('%s', (_name, error, operation, expected) => {
    expect(liveFailure(error, operation ?? op)).toEqual(expected);
  });

  test('anything but a RestFailure is not a userError', () => {
    expect(liveFailure(new Error('boom'), op)).toBeNull();
  });
});
