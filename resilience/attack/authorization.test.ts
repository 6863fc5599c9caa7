// The authorization matrix: member A tries every mutation and every viewer field with member B's
// (and an instructor's) ids. Zero leaks: A never reads B's records, and B's state is exactly as it
// was. Every mutation of the schema is listed here, so a new one cannot slip past unexamined.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema } from 'graphql';
import { repoRoot } from '../../scripts/stack.mjs';
import {
  cardToken,
  countCases,
  createClass,
  expectSafe,
  gql,
  instructorToken,
  rest,
  signUp,
  staffToken,
  subscribe,
  type GraphQLAnswer,
  type LiveClass,
  type Member,
} from './support/client.js';

const CATEGORY = 'Authorization';

type UserErrors = { userErrors: Array<{ code: string; message: string }> };
const covered = new Set<string>();

/** Runs a mutation as `actor`; the answer must be safe, and it is counted as one matrix case. */
async function attempt<T>(
  mutation: string,
  document: string,
  variables: Record<string, unknown>,
  actor?: Member,
): Promise<GraphQLAnswer<Record<string, T>>> {
  covered.add(mutation);
  const answer = await gql<Record<string, T>>(document, variables, actor ? { token: actor.token } : {});
  countCases(CATEGORY);
  expectSafe(answer, mutation);
  return answer;
}

function refused(answer: GraphQLAnswer<Record<string, UserErrors | null>>, mutation: string): void {
  const payload = answer.body.data?.[mutation];
  const userErrors = payload?.userErrors ?? [];
  const errors = answer.body.errors ?? [];
  expect(userErrors.length + errors.length).toBeGreaterThan(0);
}

/** Everything B can see of their own account: must be the same before and after A's attempts. */
const B_STATE = `{ viewer { id email subscription { id status cancelAtPeriodEnd pausedAt } dayPasses { id date } paymentCards { databaseId last4 }
  bookedLiveClasses { id source amountPaid { cents } liveClass { id } } } }`;

async function snapshot(member: Member): Promise<unknown> {
  const graph = await gql(B_STATE, {}, { token: member.token });
  expectSafe(graph);
  const charges = await rest('GET', '/api/user/charges', { token: member.token });
  return { graph: graph.body.data, charges: charges.body.content };
}

let A: Member;
let B: Member;
let D: Member;
let staff: string;
let soon: LiveClass;
let open: LiveClass;
let pendingIntent: string;
let attendanceId: string;
let bookingId: string;
let dayPassId: string;
let cardId: string;
let streamId: string;

beforeAll(async () => {
  staff = await staffToken();
  [A, B, D] = await Promise.all([signUp('authz-a'), signUp('authz-b'), signUp('authz-d')]);
  await subscribe(D);
  [soon, open] = await Promise.all([
    createClass(staff, { minutesAhead: 24 * 60, price: 12 }),
    createClass(staff, { minutesAhead: 10, price: 9, studio: 'streamfit' }),
  ]);

  // B pays for the open class and joins it, leaves an intent for the other unpaid, and buys a day pass.
  const pay = async (live: LiveClass) => {
    const created = await gql<{
      createLiveClassPayment: { payment: { paymentIntentId: string } | null } & UserErrors;
    }>(
      'mutation ($input: CreateLiveClassPaymentInput!) { createLiveClassPayment(input: $input) { payment { paymentIntentId } userErrors { code message } } }',
      { input: { liveClassId: String(live.id), amountCents: Math.round(live.price * 100) } },
      { token: B.token },
    );
    const intent = created.body.data?.createLiveClassPayment.payment?.paymentIntentId;
    if (!intent) throw new Error(`no intent: ${JSON.stringify(created.body)}`);
    return intent;
  };
  const paid = await pay(open);
  const confirmed = await gql<{ confirmLiveClassPayment: { booking: { id: string } | null } & UserErrors }>(
    'mutation ($input: ConfirmLiveClassPaymentInput!) { confirmLiveClassPayment(input: $input) { booking { id } userErrors { code message } } }',
    {
      input: {
        paymentIntentId: paid,
        liveClassId: String(open.id),
        amountCents: 900,
        paymentToken: await cardToken(undefined, B.token),
      },
    },
    { token: B.token },
  );
  bookingId = confirmed.body.data?.confirmLiveClassPayment.booking?.id ?? '';
  expect(bookingId).not.toBe('');
  pendingIntent = await pay(soon);
  const joined = await gql<{ joinLiveClass: { attendance: { id: string } | null } & UserErrors }>(
    'mutation ($input: JoinLiveClassInput!) { joinLiveClass(input: $input) { attendance { id } userErrors { code message } } }',
    { input: { liveClassId: String(open.id), browser: 'attack' } },
    { token: B.token },
  );
  attendanceId = joined.body.data?.joinLiveClass.attendance?.id ?? '';
  expect(attendanceId).not.toBe('');
  const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const pass = await gql<{ purchaseDayPass: { dayPass: { id: string } | null } & UserErrors }>(
    'mutation ($input: PurchaseDayPassInput!) { purchaseDayPass(input: $input) { dayPass { id } userErrors { code message } } }',
    {
      input: {
        date: tomorrow,
        timeZone: 'UTC',
        studioShortName: 'bkpilates',
        paymentToken: await cardToken(undefined, B.token),
        idempotencyKey: `b-pass-${Date.now()}`,
      },
    },
    { token: B.token },
  );
  dayPassId = pass.body.data?.purchaseDayPass.dayPass?.id ?? '';
  expect(dayPassId).not.toBe('');
  const cards = await gql<{ viewer: { paymentCards: Array<{ databaseId: string }> } }>(
    '{ viewer { paymentCards { databaseId } } }',
    {},
    { token: B.token },
  );
  cardId = cards.body.data?.viewer.paymentCards[0]?.databaseId ?? '';
  expect(cardId).not.toBe('');

  // The instructor's broadcast of a StreamFit class.
  const instructor = await instructorToken();
  const broadcast = await rest<{ streamId: string }>('POST', '/rest/v2/broadcasts/create', {
    token: instructor,
    body: { subFolder: `instructor_streams/${open.id}` },
  });
  expect(broadcast.status).toBeLessThan(300);
  streamId = broadcast.body.content.streamId;
});

test('A cannot act on B’s payment, attendance, card, booking or the instructor’s broadcast; B’s state is unchanged', async () => {
  const before = await snapshot(B);
  const dBefore = await snapshot(D);

  const confirm = await attempt<UserErrors>(
    'confirmLiveClassPayment',
    'mutation ($input: ConfirmLiveClassPaymentInput!) { confirmLiveClassPayment(input: $input) { booking { id } userErrors { code message } } }',
    {
      input: {
        paymentIntentId: pendingIntent,
        liveClassId: String(soon.id),
        amountCents: 1200,
        paymentToken: await cardToken(undefined, A.token),
      },
    },
    A,
  );
  refused(confirm, 'confirmLiveClassPayment');

  refused(
    await attempt<UserErrors>(
      'leaveLiveClass',
      'mutation ($input: LeaveLiveClassInput!) { leaveLiveClass(input: $input) { attendance { id leftAt } userErrors { code message } } }',
      { input: { attendanceId } },
      A,
    ),
    'leaveLiveClass',
  );
  const cancelB = await attempt<UserErrors>(
    'cancelLiveClassBooking',
    'mutation ($input: CancelLiveClassBookingInput!) { cancelLiveClassBooking(input: $input) { cancelledBookingId userErrors { code message } } }',
    { input: { bookingId } },
    A,
  );
  // B's booking reads as no booking at all to A: the same answer as an unknown id.
  expect(cancelB.body.data?.cancelLiveClassBooking?.userErrors.map((e) => e.code)).toEqual(['NOT_FOUND']);
  const numericId = (globalId: string) => Buffer.from(globalId, 'base64').toString('utf8').split(':')[1];
  const numericBookingId = numericId(bookingId);
  const restCancel = await rest('DELETE', `/api/liveclass/purchased/${numericBookingId}`, { token: A.token });
  countCases(CATEGORY);
  expect(restCancel.status).toBe(404);
  // Another member's face holds nothing private: exactly id, first name, initial and studio.
  const faces = await rest('GET', `/api/members?ids=${numericId(B.id)}`, { token: A.token });
  countCases(CATEGORY);
  expect(faces.status).toBe(200);
  const members = (faces.body.content as { members: Array<Record<string, unknown>> }).members;
  expect(members.map((member) => Object.keys(member).sort())).toEqual([
    ['firstName', 'id', 'lastNameInitial', 'studioId'],
  ]);
  expect((await rest('GET', `/api/members?ids=${numericId(B.id)}`)).status).toBe(401);
  countCases(CATEGORY);
  refused(
    await attempt<UserErrors>(
      'deleteBroadcast',
      'mutation ($input: DeleteBroadcastInput!) { deleteBroadcast(input: $input) { deletedStreamId userErrors { code message } } }',
      { input: { streamId } },
      A,
    ),
    'deleteBroadcast',
  );
  refused(
    await attempt<UserErrors>(
      'createBroadcast',
      'mutation ($input: CreateBroadcastInput!) { createBroadcast(input: $input) { broadcast { streamId } userErrors { code message } } }',
      { input: { liveClassId: String(open.id), streamId: `${streamId}-a` } },
      A,
    ),
    'createBroadcast',
  );
  refused(
    await attempt<UserErrors>(
      'joinLiveClass',
      'mutation ($input: JoinLiveClassInput!) { joinLiveClass(input: $input) { attendance { id } channel { playbackUrl } userErrors { code message } } }',
      { input: { liveClassId: String(open.id) } },
      A,
    ),
    'joinLiveClass',
  );
  refused(
    await attempt<UserErrors>(
      'bookLiveClass',
      'mutation ($input: BookLiveClassInput!) { bookLiveClass(input: $input) { booking { id } userErrors { code message } } }',
      { input: { liveClassId: String(soon.id) } },
      A,
    ),
    'bookLiveClass',
  );
  const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  refused(
    await attempt<UserErrors>(
      'purchaseDayPass',
      'mutation ($input: PurchaseDayPassInput!) { purchaseDayPass(input: $input) { dayPass { id } userErrors { code message } } }',
      {
        input: {
          date: tomorrow,
          timeZone: 'UTC',
          studioShortName: 'bkpilates',
          paymentCardId: cardId,
          idempotencyKey: `a-steal-${Date.now()}`,
        },
      },
      A,
    ),
    'purchaseDayPass',
  );
  for (const action of [
    'cancelSubscription',
    'undoCancelSubscription',
    'pauseSubscription',
    'resumeSubscription',
  ]) {
    refused(
      await attempt<UserErrors>(
        action,
        `mutation { ${action}(input: {}) { subscription { id } userErrors { code message } } }`,
        {},
        A,
      ),
      action,
    );
  }
  // A's own card on A's (absent) subscription: nothing of D's changes.
  refused(
    await attempt<UserErrors>(
      'updatePaymentCard',
      'mutation ($t: String!) { updatePaymentCard(input: { paymentToken: $t }) { subscription { id } userErrors { code message } } }',
      { t: await cardToken(undefined, A.token) },
      A,
    ),
    'updatePaymentCard',
  );

  expect(await snapshot(B)).toEqual(before);
  expect(await snapshot(D)).toEqual(dBefore);

  // B's pending intent still works for B: A's attempt did not consume it.
  const own = await gql<{ confirmLiveClassPayment: { booking: { id: string } | null } & UserErrors }>(
    'mutation ($input: ConfirmLiveClassPaymentInput!) { confirmLiveClassPayment(input: $input) { booking { id } userErrors { code message } } }',
    {
      input: {
        paymentIntentId: pendingIntent,
        liveClassId: String(soon.id),
        amountCents: 1200,
        paymentToken: await cardToken(undefined, B.token),
      },
    },
    { token: B.token },
  );
  expect(own.body.data?.confirmLiveClassPayment.userErrors).toEqual([]);
  // B's attendance is still open: A did not leave it for them.
  const attendance = await gql<{ node: { leftAt: string | null } | null }>(
    'query ($id: ID!) { node(id: $id) { ... on LiveClassAttendance { leftAt } } }',
    { id: attendanceId },
    { token: B.token },
  );
  expect(attendance.body.data?.node?.leftAt ?? null).toBeNull();
  // The instructor's broadcast is still on: registering its id again is refused as in use.
  const again = await rest('POST', '/rest/v2/broadcasts/create', {
    token: await instructorToken(),
    body: { streamId, subFolder: `instructor_streams/${open.id}` },
  });
  expect(again.status).toBe(409);
});

test('A cannot move, mark or delete B’s workouts: each is NOT_FOUND, and B’s calendar is unchanged', async () => {
  const calendar = async () =>
    (
      await gql<{ viewer: { workouts: Array<{ id: string; when: string; status: string }> } }>(
        'query ($from: DateTime!, $to: DateTime!) { viewer { workouts(from: $from, to: $to) { id when status } } }',
        {
          from: new Date(Date.now() - 2 * 86_400_000).toISOString(),
          to: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        },
        { token: B.token },
      )
    ).body.data?.viewer.workouts ?? [];
  const before = await calendar();
  expect(before.length).toBeGreaterThan(0);
  for (const { id } of before) {
    for (const [mutation, document] of [
      [
        'rescheduleWorkout',
        'mutation ($id: ID!) { rescheduleWorkout(input: { workoutId: $id, when: "2030-01-01T10:00:00Z", timeZone: "UTC" }) { workout { id } userErrors { code } } }',
      ],
      [
        'setWorkoutStatus',
        'mutation ($id: ID!) { setWorkoutStatus(input: { workoutId: $id, status: SKIPPED }) { workout { id } userErrors { code } } }',
      ],
      [
        'deleteWorkout',
        'mutation ($id: ID!) { deleteWorkout(input: { workoutId: $id }) { deletedWorkoutId userErrors { code } } }',
      ],
    ] as const) {
      const answer = await attempt<UserErrors>(mutation, document, { id }, A);
      expect(answer.body.data?.[mutation]?.userErrors.map((e) => e.code)).toEqual(['NOT_FOUND']);
    }
  }
  expect(await calendar()).toEqual(before);
});

test('A reads nothing of B’s through node, nodes or any viewer field', async () => {
  const bView = await gql<{ viewer: { id: string; subscription: { id: string } | null } }>(
    '{ viewer { id subscription { id } } }',
    {},
    { token: D.token },
  );
  const foreign = [
    B.id,
    D.id,
    bookingId,
    attendanceId,
    dayPassId,
    bView.body.data?.viewer.subscription?.id ?? '',
  ].filter(Boolean);
  for (const id of foreign) {
    const answer = await gql<{ node: Record<string, unknown> | null }>(
      `query ($id: ID!) { node(id: $id) { __typename id ... on User { email firstName paymentCards { last4 } bookedLiveClasses { id } }
        ... on LiveClassBooking { amountPaid { cents } } ... on LiveClassAttendance { joinedAt } ... on DayPass { date } ... on MemberSubscription { status } } }`,
      { id },
      { token: A.token },
    );
    countCases(CATEGORY);
    expectSafe(answer);
    const node = answer.body.data?.node;
    // A user's public face (a name) may show; nothing private may.
    if (node && node.__typename !== 'User')
      throw new Error(`A read B's ${String(node.__typename)}: ${JSON.stringify(node)}`);
    expect(JSON.stringify(node ?? {})).not.toMatch(
      new RegExp(`${B.email}|${D.email}|last4|joinedAt|amountPaid`),
    );
  }
  const many = await gql(
    'query ($ids: [ID!]!) { nodes(ids: $ids) { __typename ... on LiveClassBooking { id } ... on DayPass { id } ... on LiveClassAttendance { id } } }',
    { ids: foreign },
    { token: A.token },
  );
  countCases(CATEGORY);
  expectSafe(many);
  expect(
    (many.body.data?.nodes as Array<Record<string, unknown> | null>).filter(
      (n) => n && n.__typename !== 'User',
    ),
  ).toEqual([]);

  const mine = await gql(
    `{ viewer { id email subscription { id } dayPasses { id } paymentCards { databaseId } bookedLiveClasses { id }
       workouts(from: "2020-01-01T00:00:00Z", to: "2030-01-01T00:00:00Z") { id } } }`,
    {},
    { token: A.token },
  );
  countCases(CATEGORY);
  expectSafe(mine);
  const text = JSON.stringify(mine.body.data);
  for (const id of [bookingId, attendanceId, dayPassId, cardId, B.email, D.email])
    expect(text).not.toContain(id);
});

test('a member’s booking is pushed to that member only', async () => {
  // Covered with real sockets in websocket.test.ts; here: the subscription refuses a visitor.
  const anonymous = await gql('subscription { viewerLiveClassBooked { id } }');
  countCases(CATEGORY);
  expect(anonymous.status).toBeGreaterThanOrEqual(400);
});

test('visitors get UNAUTHENTICATED from every member-only mutation, and change nothing', async () => {
  const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const videoId = Buffer.from('Video:1').toString('base64');
  const workoutId = Buffer.from('Workout:1').toString('base64');
  const memberOnly: Array<[string, string, Record<string, unknown>]> = [
    [
      'sendFriendRequest',
      `mutation { sendFriendRequest(input: { memberId: "${Buffer.from('Member:1').toString('base64')}" }) { userErrors { code } } }`,
      {},
    ],
    [
      'respondToFriendRequest',
      `mutation { respondToFriendRequest(input: { friendRequestId: "${Buffer.from('FriendRequest:1').toString('base64')}", accept: true }) { userErrors { code } } }`,
      {},
    ],
    [
      'cancelFriendRequest',
      `mutation { cancelFriendRequest(input: { friendRequestId: "${Buffer.from('FriendRequest:1').toString('base64')}" }) { userErrors { code } } }`,
      {},
    ],
    [
      'removeFriend',
      `mutation { removeFriend(input: { friendshipId: "${Buffer.from('Friendship:1').toString('base64')}" }) { userErrors { code } } }`,
      {},
    ],
    [
      'inviteFriend',
      'mutation { inviteFriend(input: { email: "friend@example.com" }) { userErrors { code } } }',
      {},
    ],
    [
      'inviteFriendToLiveClass',
      `mutation { inviteFriendToLiveClass(input: { liveClassId: "${Buffer.from('LiveClass:1').toString('base64')}", friendId: "${Buffer.from('Member:1').toString('base64')}" }) { userErrors { code } } }`,
      {},
    ],
    [
      'sendMessage',
      `mutation { sendMessage(input: { memberId: "${Buffer.from('Member:1').toString('base64')}", text: "hello" }) { userErrors { code } } }`,
      {},
    ],
    [
      'markConversationRead',
      `mutation { markConversationRead(input: { conversationId: "${Buffer.from('Conversation:1').toString('base64')}" }) { userErrors { code } } }`,
      {},
    ],
    [
      'updateFitnessProfile',
      'mutation { updateFitnessProfile(input: { gender: F }) { userErrors { code } } }',
      {},
    ],
    [
      'subscribe',
      'mutation { subscribe(input: { packageId: "streamfit_monthly", paymentToken: "tok_x" }) { userErrors { code } } }',
      {},
    ],
    [
      'purchaseDayPass',
      `mutation { purchaseDayPass(input: { date: "${tomorrow}", studioShortName: "bkpilates", paymentToken: "tok_x" }) { userErrors { code } } }`,
      {},
    ],
    ['cancelSubscription', 'mutation { cancelSubscription(input: {}) { userErrors { code } } }', {}],
    ['undoCancelSubscription', 'mutation { undoCancelSubscription(input: {}) { userErrors { code } } }', {}],
    ['pauseSubscription', 'mutation { pauseSubscription(input: {}) { userErrors { code } } }', {}],
    ['resumeSubscription', 'mutation { resumeSubscription(input: {}) { userErrors { code } } }', {}],
    [
      'updatePaymentCard',
      'mutation { updatePaymentCard(input: { paymentToken: "tok_x" }) { userErrors { code } } }',
      {},
    ],
    [
      'bookLiveClass',
      `mutation { bookLiveClass(input: { liveClassId: "${soon.id}" }) { userErrors { code } } }`,
      {},
    ],
    [
      'createLiveClassPayment',
      `mutation { createLiveClassPayment(input: { liveClassId: "${soon.id}", amountCents: 1200 }) { userErrors { code } } }`,
      {},
    ],
    [
      'confirmLiveClassPayment',
      `mutation { confirmLiveClassPayment(input: { paymentIntentId: "${pendingIntent}", liveClassId: "${soon.id}", amountCents: 1200 }) { userErrors { code } } }`,
      {},
    ],
    [
      'joinLiveClass',
      `mutation { joinLiveClass(input: { liveClassId: "${open.id}" }) { userErrors { code } } }`,
      {},
    ],
    [
      'leaveLiveClass',
      'mutation ($id: ID!) { leaveLiveClass(input: { attendanceId: $id }) { userErrors { code } } }',
      { id: attendanceId },
    ],
    [
      'createBroadcast',
      `mutation { createBroadcast(input: { liveClassId: "${open.id}" }) { userErrors { code } } }`,
      {},
    ],
    [
      'deleteBroadcast',
      `mutation { deleteBroadcast(input: { streamId: "${streamId}" }) { userErrors { code } } }`,
      {},
    ],
    [
      'cancelLiveClassBooking',
      'mutation ($id: ID!) { cancelLiveClassBooking(input: { bookingId: $id }) { userErrors { code } } }',
      { id: bookingId },
    ],
    [
      'changePlan',
      'mutation { changePlan(input: { packageId: "streamfit_annual" }) { userErrors { code } } }',
      {},
    ],
    [
      'updateProfile',
      'mutation { updateProfile(input: { firstName: "Mallory" }) { userErrors { code } } }',
      {},
    ],
    [
      'requestEmailChange',
      'mutation { requestEmailChange(input: { email: "mallory@example.com", currentPassword: "x" }) { userErrors { code } } }',
      {},
    ],
    [
      'changePassword',
      'mutation { changePassword(input: { currentPassword: "x", newPassword: "another-password-1" }) { userErrors { code } } }',
      {},
    ],
    // The library's: a visitor is refused before the gateway calls REST (no favorite, event or workout).
    [
      'addFavoriteVideo',
      'mutation ($id: ID!) { addFavoriteVideo(input: { videoId: $id }) { userErrors { code } } }',
      { id: videoId },
    ],
    [
      'removeFavoriteVideo',
      'mutation ($id: ID!) { removeFavoriteVideo(input: { videoId: $id }) { userErrors { code } } }',
      { id: videoId },
    ],
    [
      'addFavoriteClassType',
      'mutation ($id: ID!) { addFavoriteClassType(input: { classTypeId: $id }) { userErrors { code } } }',
      { id: Buffer.from('ClassType:1').toString('base64') },
    ],
    [
      'removeFavoriteClassType',
      'mutation ($id: ID!) { removeFavoriteClassType(input: { classTypeId: $id }) { userErrors { code } } }',
      { id: Buffer.from('ClassType:1').toString('base64') },
    ],
    [
      'addFavoriteStudio',
      'mutation ($id: ID!) { addFavoriteStudio(input: { studioId: $id }) { userErrors { code } } }',
      { id: Buffer.from('Studio:1').toString('base64') },
    ],
    [
      'removeFavoriteStudio',
      'mutation ($id: ID!) { removeFavoriteStudio(input: { studioId: $id }) { userErrors { code } } }',
      { id: Buffer.from('Studio:1').toString('base64') },
    ],
    [
      'logPlayback',
      'mutation ($id: ID!) { logPlayback(input: { videoId: $id, event: START, positionSeconds: 0, sessionId: "0b8f0a4e-9d3c-4f4e-8a8b-1c2d3e4f5a6b" }) { userErrors { code } } }',
      { id: videoId },
    ],
    [
      'scheduleVideo',
      'mutation ($id: ID!) { scheduleVideo(input: { videoId: $id, when: "2030-01-01T10:00:00Z", timeZone: "America/New_York" }) { userErrors { code } } }',
      { id: videoId },
    ],
    [
      'purchaseVideo',
      'mutation ($id: ID!) { purchaseVideo(input: { videoId: $id, paymentToken: "tok_guessed" }) { userErrors { code } } }',
      { id: videoId },
    ],
    // The calendar's: refused before the gateway calls REST (no workout, connection or feed).
    [
      'scheduleWorkout',
      'mutation ($id: ID!) { scheduleWorkout(input: { videoId: $id, when: "2030-01-01T10:00:00Z", timeZone: "America/New_York" }) { userErrors { code } } }',
      { id: videoId },
    ],
    [
      'rescheduleWorkout',
      'mutation ($id: ID!) { rescheduleWorkout(input: { workoutId: $id, when: "2030-01-01T10:00:00Z", timeZone: "UTC" }) { userErrors { code } } }',
      { id: workoutId },
    ],
    [
      'setWorkoutStatus',
      'mutation ($id: ID!) { setWorkoutStatus(input: { workoutId: $id, status: SKIPPED }) { userErrors { code } } }',
      { id: workoutId },
    ],
    [
      'deleteWorkout',
      'mutation ($id: ID!) { deleteWorkout(input: { workoutId: $id }) { userErrors { code } } }',
      { id: workoutId },
    ],
    [
      'connectCalendar',
      'mutation { connectCalendar(input: { provider: GOOGLE }) { authorizationUrl userErrors { code } } }',
      {},
    ],
    [
      'completeCalendarConnection',
      'mutation { completeCalendarConnection(input: { provider: GOOGLE, grant: "a-grant-seen-in-an-address" }) { userErrors { code } } }',
      {},
    ],
    [
      'disconnectCalendar',
      'mutation { disconnectCalendar(input: { provider: GOOGLE }) { userErrors { code } } }',
      {},
    ],
    ['syncCalendar', 'mutation { syncCalendar(input: { provider: OUTLOOK }) { userErrors { code } } }', {}],
    [
      'regenerateCalendarFeed',
      'mutation { regenerateCalendarFeed { feed { url } userErrors { code } } }',
      {},
    ],
  ];
  for (const [mutation, document, variables] of memberOnly) {
    const answer = await attempt<UserErrors>(mutation, document, variables);
    const codes = [
      ...(answer.body.data?.[mutation]?.userErrors ?? []).map((e) => e.code),
      ...(answer.body.errors ?? []).map((e) => e.extensions?.code),
    ];
    expect(codes).toContain('UNAUTHENTICATED');
  }
});

test('public mutations never reach into an existing account', async () => {
  // Signing up with B's address, logging in as B with a wrong password, resetting B's password,
  // and signing B's address up for the newsletter: B still logs in with their own password.
  const taken = await attempt<UserErrors>(
    'signUp',
    'mutation ($input: SignUpInput!) { signUp(input: $input) { authToken userErrors { code } } }',
    {
      input: { email: B.email, firstName: 'Mallory', lastName: 'Evil', password: 'another-password-1' },
    },
  );
  expect(taken.body.data?.signUp?.userErrors.map((e) => e.code)).toEqual(['EMAIL_TAKEN']);
  const wrong = await attempt<UserErrors>(
    'logIn',
    'mutation ($input: LogInInput!) { logIn(input: $input) { authToken userErrors { code } } }',
    { input: { email: B.email, password: 'not-it' } },
  );
  expect(wrong.body.data?.logIn?.userErrors.map((e) => e.code)).toEqual(['WRONG_CREDENTIALS']);
  await attempt(
    'requestPasswordReset',
    'mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { message userErrors { code } } }',
    { input: { email: B.email } },
  );
  await attempt(
    'subscribeToNewsletter',
    'mutation ($input: SubscribeToNewsletterInput!) { subscribeToNewsletter(input: $input) { email userErrors { code } } }',
    { input: { email: B.email } },
  );
  await attempt(
    'signUpWithGymBenefit',
    'mutation ($input: SignUpWithGymBenefitInput!) { signUpWithGymBenefit(input: $input) { authToken userErrors { code } } }',
    {
      input: {
        email: B.email,
        firstName: 'Mallory',
        lastName: 'Evil',
        password: 'another-password-1',
        token: 'forged.token.value',
      },
    },
  );
  await attempt(
    'createCardToken',
    'mutation ($input: CreateCardTokenInput!) { createCardToken(input: $input) { token userErrors { code } } }',
    { input: { number: '4242424242424242', expMonth: 12, expYear: 2031, cvc: '123' } },
    A,
  );
  await attempt(
    'createLiveClassPayment',
    'mutation ($input: CreateLiveClassPaymentInput!) { createLiveClassPayment(input: $input) { payment { paymentIntentId } userErrors { code } } }',
    { input: { liveClassId: String(soon.id), amountCents: 1200 } },
    A,
  );
  await attempt(
    'subscribe',
    'mutation ($input: SubscribeInput!) { subscribe(input: $input) { subscription { id } userErrors { code } } }',
    { input: { packageId: 'streamfit_monthly', paymentToken: 'tok_not_a_real_one' } },
    A,
  );

  // A reset asked in B's name changes nothing until B follows the mailed link: A cannot guess it.
  for (const token of ['A'.repeat(43), 'forged', '']) {
    const guess = await attempt<UserErrors>(
      'completePasswordReset',
      'mutation ($input: CompletePasswordResetInput!) { completePasswordReset(input: $input) { authToken userErrors { code } } }',
      {
        input: { token, password: 'mallory-owns-this-now' },
      },
    );
    expect(guess.body.data?.completePasswordReset?.userErrors.map((e) => e.code)).toEqual([
      'INVALID_RESET_LINK',
    ]);
  }

  // An e-mail change link cannot be guessed either: B's address stays B's.
  for (const token of ['A'.repeat(43), 'forged', '']) {
    const guess = await attempt<UserErrors>(
      'confirmEmailChange',
      'mutation ($input: ConfirmEmailChangeInput!) { confirmEmailChange(input: $input) { email userErrors { code } } }',
      { input: { token } },
      A,
    );
    const codes = guess.body.data?.confirmEmailChange?.userErrors.map((e) => e.code) ?? [];
    expect(['INVALID_EMAIL_CHANGE_LINK', 'INVALID_INPUT']).toContain(codes[0]);
  }

  const stillB = await rest('POST', '/api/user/login', { body: { email: B.email, password: B.password } });
  expect(stillB.status).toBe(200);
  // A's log-out ends A's session only.
  await attempt('logOut', 'mutation { logOut(input: {}) { loggedOut } }', {}, A);
  const bMe = await rest<{ email: string }>('GET', '/api/user/me', { token: B.token });
  expect(bMe.status).toBe(200);
  expect(bMe.body.content.email).toBe(B.email);
});

afterAll(() => {
  // Every mutation of the schema was tried here (so a new one needs its row in this matrix).
  const schema = buildSchema(readFileSync(path.join(repoRoot, 'schema/schema.graphql'), 'utf8'));
  const mutations = Object.keys(schema.getMutationType()?.getFields() ?? {}).sort();
  expect([...covered].sort()).toEqual(mutations);
});
