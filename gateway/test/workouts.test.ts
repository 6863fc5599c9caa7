// The member's calendar against the fake backend: how many REST calls a month costs (one, however
// many workouts, plus one batched call when the videos' own fields are asked), the exact range, each
// mutation's REST call and body, input refused before any call, the backend's refusals as
// userErrors, malformed answers as UPSTREAM_ERROR, the calendar connections and the feed.
import type { FakeUser } from './support/fake-accounts.js';
import type { FakeBackend } from './support/fake-backend.js';
import { BOOKED_CLASS, FAKE_PUBLIC_URL, LIVE_CLASS_TIME } from './support/fake-workouts.js';
import { useStack, type TestGateway } from './support/harness.js';

const SUBSCRIBED = { active: true, packageId: 'streamfit_monthly', isClassOnly: false, studioId: null };
const globalId = (type: string, key: number) => Buffer.from(`${type}:${key}`).toString('base64');
const DAY = 86_400_000;

let backend: FakeBackend;
let gw: TestGateway;
useStack((stack) => ({ backend, gw } = stack));
beforeEach(() => backend.reset());

const lastCalls = () => gw.lastCalls({ query: false });

function member(): { user: FakeUser; token: string } {
  return backend.accounts.addUser({ subscription: { ...SUBSCRIBED } });
}

async function data(
  text: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<Record<string, unknown>> {
  const reply = await gw.query(text, variables, token ? { authorization: token } : {});
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data ?? {};
}

/** `MM-DD-YYYY HH:mm` of an instant in a zone, as the test expects the gateway to send it. */
function wallClock(at: number, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(at));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')}-${part('day')}-${part('year')} ${part('hour')}:${part('minute')}`;
}

interface UserErrors {
  userErrors: { field: string | null; code: string; message: string }[];
}

const CALENDAR = `query($from: DateTime!, $to: DateTime!) { viewer { workouts(from: $from, to: $to) {
  databaseId when status timeZone durationSeconds programTitle canReschedule liveClass { title } } } }`;

describe('User.workouts', () => {
  test('a month of 50 workouts is ONE calendar call; the videos’ own fields add one batched call', async () => {
    const { user, token } = member();
    const videos = backend.library.addVideos(10);
    const program = backend.library.addProgram({ title: 'Core Week' }, videos.slice(0, 3));
    for (let i = 0; i < 40; i += 1)
      backend.workouts.addWorkout(user, {
        when: new Date(Date.UTC(2030, 2, 1 + (i % 31), 12, i)).toISOString(),
        videoId: videos[i % 10]!.id,
      });
    for (let i = 0; i < 10; i += 1) {
      const liveClass = backend.live.addClass({
        scheduledDatetime: new Date(Date.UTC(2030, 2, 2 + i * 2, 17)).toISOString(),
      });
      backend.live.addBooking(user, liveClass);
    }
    const month = { from: '2030-03-01T00:00:00Z', to: '2030-04-01T00:00:00Z' };

    const shown = (await data(CALENDAR, month, token)).viewer as { workouts: Record<string, unknown>[] };
    expect(shown.workouts).toHaveLength(50);
    expect(lastCalls().sort()).toEqual(['GET /api/user/me', 'POST /api/workout/myWorkout']);
    expect(backend.requests.find((r) => r.path === '/api/workout/myWorkout')?.body).toEqual({
      fromDate: '2030-03-01',
      toDate: '2030-03-31',
    });
    const video = shown.workouts.find((w) => w.liveClass === null && w.programTitle === 'Core Week');
    expect(video).toMatchObject({
      status: 'SCHEDULED',
      timeZone: 'America/New_York',
      durationSeconds: videos[0]!.duration,
      canReschedule: true,
    });
    expect(shown.workouts.filter((w) => w.programTitle === program.title)).toHaveLength(12);
    const live = shown.workouts.find((w) => w.liveClass !== null);
    expect(live).toMatchObject({
      timeZone: null,
      durationSeconds: 45 * 60,
      programTitle: '',
      canReschedule: false,
    });

    await data(
      `query($from: DateTime!, $to: DateTime!) { viewer { workouts(from: $from, to: $to) {
        databaseId video { title minutes studio { name } } liveClass { title studio { name } } } } }`,
      month,
      token,
    );
    // The ten videos in one GET /api/video?ids=…; the classes came with the rows.
    expect(lastCalls().sort()).toEqual([
      'GET /api/basic/webStudiosInfo',
      'GET /api/user/me',
      'GET /api/video',
      'POST /api/workout/myWorkout',
    ]);
  });

  test('REST is asked for whole UTC days; the answer keeps exactly [from, to)', async () => {
    const { user, token } = member();
    const [video] = backend.library.addVideos(1);
    const at = (iso: string) => backend.workouts.addWorkout(user, { when: iso, videoId: video!.id }).id;
    at('2030-03-01T04:59:00.000Z');
    const first = at('2030-03-01T05:00:00.000Z');
    const last = at('2030-03-02T04:59:00.000Z');
    at('2030-03-02T05:00:00.000Z');
    const shown = await data(
      '{ viewer { workouts(from: "2030-03-01T05:00:00Z", to: "2030-03-02T05:00:00Z") { databaseId } } }',
      {},
      token,
    );
    expect(shown.viewer).toEqual({ workouts: [{ databaseId: first }, { databaseId: last }] });
    expect(backend.requests.find((r) => r.path === '/api/workout/myWorkout')?.body).toEqual({
      fromDate: '2030-03-01',
      toDate: '2030-03-02',
    });
  });

  test('node(id) of a workout and a month around today share one calendar call; another member’s is null', async () => {
    const { user, token } = member();
    const other = member();
    const [video] = backend.library.addVideos(1);
    const mine = backend.workouts.addWorkout(user, { videoId: video!.id });
    const theirs = backend.workouts.addWorkout(other.user, { videoId: video!.id });
    const shown = await data(
      `query($from: DateTime!, $to: DateTime!) {
        viewer { workouts(from: $from, to: $to) { databaseId } }
        mine: node(id: "${globalId('Workout', mine.id)}") { ... on Workout { databaseId } }
        theirs: node(id: "${globalId('Workout', theirs.id)}") { id } }`,
      {
        from: new Date(Date.now() - 10 * DAY).toISOString(),
        to: new Date(Date.now() + 10 * DAY).toISOString(),
      },
      token,
    );
    expect(shown).toEqual({
      viewer: { workouts: [{ databaseId: mine.id }] },
      mine: { databaseId: mine.id },
      theirs: null,
    });
    expect(backend.count('/api/workout/myWorkout')).toBe(1);
  });

  test('a malformed row is UPSTREAM_ERROR, never a wrong value', async () => {
    const { token } = member();
    const row = {
      id: 5,
      when: '2030-03-02T10:00:00.000Z',
      status: 'scheduled',
      timeZone: 'UTC',
      videoId: 7,
      liveClassId: null,
      video: { id: 7, title: 'Core', summary: '', instructor: 'Ana', durationSeconds: 600 },
      liveClass: null,
      programId: null,
      programTitle: '',
      revision: 0,
      updatedAt: '2030-03-01T10:00:00.000Z',
    };
    const month = { from: '2030-03-01T00:00:00Z', to: '2030-04-01T00:00:00Z' };
    const broken = [
      { ...row, status: 'Scheduled' },
      { ...row, programTitle: undefined },
      { ...row, video: { ...row.video, id: 8 } },
      { ...row, video: { ...row.video, durationSeconds: -1 } },
      { ...row, liveClassId: 3 },
      { ...row, when: 'tomorrow' },
    ];
    for (const bad of broken) {
      backend.script('POST', '/api/workout/myWorkout', {
        status: 200,
        body: {
          status: true,
          content: { workouts: [bad], status: { scheduled: 1, completed: 0, skipped: 0 } },
        },
        times: 1,
      });
      const reply = await gw.query(CALENDAR, month, { authorization: token });
      expect(reply.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
    }
    // Counts that do not add up to the rows.
    backend.script('POST', '/api/workout/myWorkout', {
      status: 200,
      body: { status: true, content: { workouts: [row], status: true } },
      times: 1,
    });
    const reply = await gw.query(CALENDAR, month, { authorization: token });
    expect(reply.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
  });
});

const SCHEDULE = `mutation($input: ScheduleWorkoutInput!) { scheduleWorkout(input: $input) {
  workout { databaseId when timeZone status durationSeconds programTitle canReschedule } userErrors { field code message } } }`;
const RESCHEDULE = `mutation($input: RescheduleWorkoutInput!) { rescheduleWorkout(input: $input) {
  workout { databaseId when timeZone status } userErrors { field code message } } }`;
const SET_STATUS = `mutation($input: SetWorkoutStatusInput!) { setWorkoutStatus(input: $input) {
  workout { databaseId status } userErrors { field code message } } }`;
const DELETE = `mutation($input: DeleteWorkoutInput!) { deleteWorkout(input: $input) {
  deletedWorkoutId userErrors { field code message } } }`;

describe('the workout mutations', () => {
  test('scheduleWorkout plans the video at the member’s wall clock: one REST call', async () => {
    const { user, token } = member();
    const [video] = backend.library.addVideos(1);
    backend.library.addProgram({ title: 'Core Week' }, [video!]);
    const shown = await data(
      SCHEDULE,
      {
        input: {
          videoId: globalId('Video', video!.id),
          when: '2030-07-01T16:05:00Z',
          timeZone: 'America/New_York',
        },
      },
      token,
    );
    const row = backend.live.workouts.find((w) => w.userId === user.id)!;
    expect(shown.scheduleWorkout).toEqual({
      workout: {
        databaseId: row.id,
        when: '2030-07-01T16:05:00.000Z',
        timeZone: 'America/New_York',
        status: 'SCHEDULED',
        durationSeconds: video!.duration,
        programTitle: 'Core Week',
        canReschedule: true,
      },
      userErrors: [],
    });
    expect(lastCalls()).toEqual(['POST /api/workout/add']);
    expect(backend.requests[0]?.body).toEqual({
      videoId: video!.id,
      when: '07-01-2030 12:05',
      timeZone: 'America/New_York',
      liveClassId: null,
      status: 'scheduled',
    });
    // The library's older name plans the same way.
    const again = await data(
      `mutation { scheduleVideo(input: { videoId: "${video!.id}", when: "2030-07-02T16:05:00Z", timeZone: "Europe/Paris" }) { workout { timeZone } userErrors { code } } }`,
      {},
      token,
    );
    expect(again.scheduleVideo).toEqual({ workout: { timeZone: 'Europe/Paris' }, userErrors: [] });
  });

  test('bad input is refused before any REST call, whatever the session', async () => {
    const { token } = member();
    const workout = globalId('Workout', 1);
    const cases: [string, Record<string, unknown>, UserErrors['userErrors']][] = [
      [
        SCHEDULE,
        { input: { videoId: globalId('Studio', 1), when: '2030-07-01T16:05:00Z', timeZone: 'Mars/Base' } },
        [
          { field: 'videoId', code: 'NOT_FOUND', message: 'There is no such video.' },
          {
            field: 'timeZone',
            code: 'INVALID_INPUT',
            message: 'Time zone must be an IANA zone, for example America/New_York.',
          },
        ],
      ],
      [
        RESCHEDULE,
        { input: { workoutId: 'not-an-id', when: '2030-07-01T16:05:00Z', timeZone: 'Nowhere/Else' } },
        [
          { field: 'workoutId', code: 'NOT_FOUND', message: 'There is no such workout on your calendar.' },
          {
            field: 'timeZone',
            code: 'INVALID_INPUT',
            message: 'Time zone must be an IANA zone, for example America/New_York.',
          },
        ],
      ],
      [
        RESCHEDULE,
        { input: { workoutId: globalId('Video', 3), when: '2030-07-01T16:05:00Z' } },
        [{ field: 'workoutId', code: 'NOT_FOUND', message: 'There is no such workout on your calendar.' }],
      ],
      [
        SET_STATUS,
        { input: { workoutId: globalId('LiveClass', 3), status: 'COMPLETED' } },
        [{ field: 'workoutId', code: 'NOT_FOUND', message: 'There is no such workout on your calendar.' }],
      ],
      [
        DELETE,
        { input: { workoutId: 'Workout:1' } },
        [{ field: 'workoutId', code: 'NOT_FOUND', message: 'There is no such workout on your calendar.' }],
      ],
    ];
    for (const [mutation, variables, expected] of cases) {
      for (const session of [token, undefined]) {
        const reply = await gw.query(mutation, variables, session ? { authorization: session } : {});
        expect(reply.body.errors).toBeUndefined();
        const payload = Object.values(reply.body.data ?? {})[0] as UserErrors;
        expect(payload.userErrors).toEqual(expected);
        expect(lastCalls()).toEqual([]);
      }
    }
    // A `when` that is not a date-time never reaches a resolver: the scalar refuses it.
    const reply = await gw.query(
      RESCHEDULE,
      { input: { workoutId: workout, when: 'next tuesday', timeZone: 'UTC' } },
      { authorization: token },
    );
    expect(reply.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(backend.requests).toEqual([]);
  });

  test('a visitor is UNAUTHENTICATED with no REST call; an ended session is the 401 as a userError', async () => {
    const input = { workoutId: globalId('Workout', 1), status: 'SKIPPED' };
    const visitor = await data(SET_STATUS, { input });
    expect(visitor.setWorkoutStatus).toEqual({
      workout: null,
      userErrors: [{ field: null, code: 'UNAUTHENTICATED', message: 'Please log in to continue.' }],
    });
    expect(lastCalls()).toEqual([]);
    const ended = await data(SET_STATUS, { input }, 'tok-revoked');
    expect(ended.setWorkoutStatus).toEqual({
      workout: null,
      userErrors: [
        { field: null, code: 'UNAUTHENTICATED', message: 'Your session has ended. Please log in again.' },
      ],
    });
    expect(lastCalls()).toEqual(['POST /api/workout/updateStatus']);
  });

  test('rescheduleWorkout with a zone: one call with the wall clock there; the payload is the moved workout', async () => {
    const { user, token } = member();
    const [video] = backend.library.addVideos(1);
    const row = backend.workouts.addWorkout(user, { videoId: video!.id, when: '2031-03-02T12:00:00.000Z' });
    const shown = await data(
      RESCHEDULE,
      {
        input: {
          workoutId: globalId('Workout', row.id),
          when: '2031-03-16T11:00:00Z',
          timeZone: 'Europe/Paris',
        },
      },
      token,
    );
    expect(shown.rescheduleWorkout).toEqual({
      workout: {
        databaseId: row.id,
        when: '2031-03-16T11:00:00.000Z',
        timeZone: 'Europe/Paris',
        status: 'SCHEDULED',
      },
      userErrors: [],
    });
    expect(lastCalls()).toEqual(['POST /api/workout/update']);
    expect(backend.requests.at(-1)?.body).toEqual({
      workoutId: row.id,
      when: '03-16-2031 12:00',
      timeZone: 'Europe/Paris',
    });
  });

  test('rescheduleWorkout without a zone writes the wall clock in the workout’s own zone (its calendar read first), and each change reads it fresh', async () => {
    const { user, token } = member();
    const [video] = backend.library.addVideos(1);
    const start = Math.ceil((Date.now() + 3 * DAY) / 60_000) * 60_000;
    const row = backend.workouts.addWorkout(user, {
      videoId: video!.id,
      when: new Date(start).toISOString(),
      timeZone: 'America/New_York',
    });
    const first = start + 7 * DAY;
    const second = start + 14 * DAY;
    const shown = await data(
      `mutation($id: ID!, $first: DateTime!, $second: DateTime!) {
        a: rescheduleWorkout(input: { workoutId: $id, when: $first }) { workout { when timeZone } userErrors { code } }
        b: rescheduleWorkout(input: { workoutId: $id, when: $second }) { workout { when timeZone } userErrors { code } } }`,
      {
        id: globalId('Workout', row.id),
        first: new Date(first).toISOString(),
        second: new Date(second).toISOString(),
      },
      token,
    );
    expect(shown).toEqual({
      a: { workout: { when: new Date(first).toISOString(), timeZone: 'America/New_York' }, userErrors: [] },
      b: { workout: { when: new Date(second).toISOString(), timeZone: 'America/New_York' }, userErrors: [] },
    });
    // The first change made the calendar read stale: the second read it again.
    expect(lastCalls()).toEqual([
      'POST /api/workout/myWorkout',
      'POST /api/workout/update',
      'POST /api/workout/myWorkout',
      'POST /api/workout/update',
    ]);
    const updates = backend.requests.filter((r) => r.path === '/api/workout/update').map((r) => r.body);
    expect(updates).toEqual([
      { workoutId: row.id, when: wallClock(first, 'America/New_York') },
      { workoutId: row.id, when: wallClock(second, 'America/New_York') },
    ]);
  });

  test('rescheduleWorkout refusals: a live class, a workout without a zone, another member’s, the backend’s 400s', async () => {
    const { user, token } = member();
    const other = member();
    const [video] = backend.library.addVideos(1);
    const liveClass = backend.live.addClass({ startsInMinutes: 3 * 24 * 60 });
    backend.live.addBooking(user, liveClass);
    const classRow = backend.live.workouts.find((w) => w.liveClassId === liveClass.id)!;
    const viewing = backend.workouts.addWorkout(user, {
      videoId: video!.id,
      timeZone: null,
      status: 'completed',
    });
    const theirs = backend.workouts.addWorkout(other.user, { videoId: video!.id });
    const when = new Date(Date.now() + 5 * DAY).toISOString();
    const run = async (id: number, timeZone?: string) =>
      (
        await data(
          RESCHEDULE,
          { input: { workoutId: globalId('Workout', id), when, ...(timeZone ? { timeZone } : {}) } },
          token,
        )
      ).rescheduleWorkout as UserErrors;

    const stateError = [{ field: null, code: 'INVALID_STATE', message: LIVE_CLASS_TIME }];
    // With a zone, the backend refuses (409 live_class_time); without, the gateway knows from the read.
    expect((await run(classRow.id, 'UTC')).userErrors).toEqual(stateError);
    expect(lastCalls()).toEqual(['POST /api/workout/update']);
    expect((await run(classRow.id)).userErrors).toEqual(stateError);
    expect(lastCalls()).toEqual(['POST /api/workout/myWorkout']);

    expect((await run(viewing.id)).userErrors).toEqual([
      {
        field: 'timeZone',
        code: 'INVALID_INPUT',
        message: 'This workout was not planned in a time zone: choose one.',
      },
    ]);
    expect(lastCalls()).toEqual(['POST /api/workout/myWorkout']);

    const notFound = [{ field: 'workoutId', code: 'NOT_FOUND', message: 'workoutId: no such workout' }];
    expect((await run(theirs.id, 'UTC')).userErrors).toEqual(notFound);
    expect((await run(theirs.id)).userErrors).toEqual([
      { field: 'workoutId', code: 'NOT_FOUND', message: 'There is no such workout on your calendar.' },
    ]);
    expect(backend.live.workouts.find((w) => w.id === theirs.id)?.revision).toBe(0);

    // A time that exists nowhere, or one the clocks skip: the backend's words, on `when`.
    for (const message of [
      'Invalid date string passed',
      'when: 03-09-2031 02:30 does not exist in America/New_York (the clocks go forward then)',
    ]) {
      backend.script('POST', '/api/workout/update', {
        status: 400,
        body: { status: false, content: message, code: 'invalid_input' },
        times: 1,
      });
      expect((await run(viewing.id, 'America/New_York')).userErrors).toEqual([
        { field: 'when', code: 'INVALID_INPUT', message },
      ]);
    }
  });

  test('setWorkoutStatus marks any workout (a booked class too); another member’s is NOT_FOUND', async () => {
    const { user, token } = member();
    const other = member();
    const liveClass = backend.live.addClass();
    backend.live.addBooking(user, liveClass);
    const classRow = backend.live.workouts.find((w) => w.liveClassId === liveClass.id)!;
    const [video] = backend.library.addVideos(1);
    const theirs = backend.workouts.addWorkout(other.user, { videoId: video!.id });

    const shown = await data(
      SET_STATUS,
      { input: { workoutId: globalId('Workout', classRow.id), status: 'SKIPPED' } },
      token,
    );
    expect(shown.setWorkoutStatus).toEqual({
      workout: { databaseId: classRow.id, status: 'SKIPPED' },
      userErrors: [],
    });
    expect(lastCalls()).toEqual(['POST /api/workout/updateStatus']);
    expect(backend.requests.at(-1)?.body).toEqual({ workoutId: classRow.id, status: 'skipped' });

    const refused = await data(
      SET_STATUS,
      { input: { workoutId: globalId('Workout', theirs.id), status: 'COMPLETED' } },
      token,
    );
    expect(refused.setWorkoutStatus).toEqual({
      workout: null,
      userErrors: [{ field: 'workoutId', code: 'NOT_FOUND', message: 'workoutId: no such workout' }],
    });
    expect(backend.live.workouts.find((w) => w.id === theirs.id)?.status).toBe('scheduled');
  });

  test('deleteWorkout answers the deleted global id; a booked class is INVALID_STATE in the backend’s words', async () => {
    const { user, token } = member();
    const [video] = backend.library.addVideos(1);
    const row = backend.workouts.addWorkout(user, { videoId: video!.id });
    const shown = await data(DELETE, { input: { workoutId: globalId('Workout', row.id) } }, token);
    expect(shown.deleteWorkout).toEqual({ deletedWorkoutId: globalId('Workout', row.id), userErrors: [] });
    expect(lastCalls()).toEqual(['POST /api/workout/delete']);
    expect(backend.live.workouts.some((w) => w.id === row.id)).toBe(false);

    const again = await data(DELETE, { input: { workoutId: globalId('Workout', row.id) } }, token);
    expect(again.deleteWorkout).toEqual({
      deletedWorkoutId: null,
      userErrors: [{ field: 'workoutId', code: 'NOT_FOUND', message: 'workoutId: no such workout' }],
    });

    const liveClass = backend.live.addClass();
    backend.live.addBooking(user, liveClass);
    const classRow = backend.live.workouts.find((w) => w.liveClassId === liveClass.id)!;
    const booked = await data(DELETE, { input: { workoutId: String(classRow.id) } }, token);
    expect(booked.deleteWorkout).toEqual({
      deletedWorkoutId: null,
      userErrors: [{ field: null, code: 'INVALID_STATE', message: BOOKED_CLASS }],
    });
    expect(backend.live.workouts.some((w) => w.id === classRow.id)).toBe(true);
  });

  test('429 is TOO_MANY_ATTEMPTS; a 5xx stays an error; a malformed change answer is UPSTREAM_ERROR', async () => {
    const { user, token } = member();
    const [video] = backend.library.addVideos(1);
    const row = backend.workouts.addWorkout(user, { videoId: video!.id });
    const input = { input: { workoutId: globalId('Workout', row.id), status: 'COMPLETED' } };
    backend.script('POST', '/api/workout/updateStatus', {
      status: 429,
      body: {
        status: false,
        content: 'Too many requests. Please try again in 2 minutes.',
        code: 'rate_limited',
      },
      headers: { 'retry-after': '120' },
      times: 1,
    });
    expect((await data(SET_STATUS, input, token)).setWorkoutStatus).toEqual({
      workout: null,
      userErrors: [
        {
          field: null,
          code: 'TOO_MANY_ATTEMPTS',
          message: 'Too many requests. Please try again in 2 minutes.',
        },
      ],
    });
    backend.script('POST', '/api/workout/updateStatus', {
      status: 500,
      body: { status: false, content: 'boom' },
      times: 1,
    });
    const failed = await gw.query(SET_STATUS, input, { authorization: token });
    expect(failed.body.data).toBeNull();
    expect(failed.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
    // Another workout than the one asked about.
    backend.script('POST', '/api/workout/updateStatus', {
      status: 200,
      body: { status: true, content: [backend.workouts.present({ ...row, id: row.id + 1 })] },
      times: 1,
    });
    const wrong = await gw.query(SET_STATUS, input, { authorization: token });
    expect(wrong.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
    expect(backend.live.workouts.find((w) => w.id === row.id)?.status).toBe('scheduled');
  });
});

const CONNECTIONS =
  '{ viewer { calendarConnections { provider configured state reason lastSyncedAt pending } } }';

describe('calendar sync', () => {
  test('both connections in one REST call, however many fields ask', async () => {
    const { user, token } = member();
    backend.workouts.addConnection(user, 'google', {
      state: 'error',
      reason: 'Google Calendar is not answering; StreamFit will try again shortly.',
      lastSyncedAt: '2030-01-01T00:00:00.000Z',
      pending: 3,
    });
    const shown = await data(
      '{ viewer { a: calendarConnections { provider state } b: calendarConnections { provider configured state reason lastSyncedAt pending } } }',
      {},
      token,
    );
    expect((shown.viewer as { b: unknown }).b).toEqual([
      {
        provider: 'GOOGLE',
        configured: true,
        state: 'ERROR',
        reason: 'Google Calendar is not answering; StreamFit will try again shortly.',
        lastSyncedAt: '2030-01-01T00:00:00.000Z',
        pending: 3,
      },
      {
        provider: 'OUTLOOK',
        configured: false,
        state: 'UNCONNECTED',
        reason: null,
        lastSyncedAt: null,
        pending: 0,
      },
    ]);
    expect(backend.count('/api/calendar/connections')).toBe(1);
  });

  test('a failing connections call is an error of the field, never a made-up "not configured"', async () => {
    const { token } = member();
    backend.script('GET', '/api/calendar/connections', {
      status: 404,
      body: { status: false, content: 'No such route: GET /api/calendar/connections' },
    });
    const reply = await gw.query(CONNECTIONS, {}, { authorization: token });
    expect(reply.body.errors?.length).toBeGreaterThan(0);
  });

  test('connecting: the consent address, the provider’s redirect through the public origin, the member completing it', async () => {
    const { user, token } = member();
    const connect = await data(
      'mutation { connectCalendar(input: { provider: GOOGLE }) { authorizationUrl userErrors { code } } }',
      {},
      token,
    );
    const authorizationUrl = (connect.connectCalendar as { authorizationUrl: string }).authorizationUrl;
    expect(authorizationUrl).toMatch(/^https:\/\/accounts\.google\.test\/o\/oauth2\/v2\/auth\?/);
    expect(lastCalls()).toEqual(['POST /api/calendar/google/connect']);
    const state = backend.workouts.pendingState(user, 'google')!;

    // The browser comes back to the public origin with no session passed on: it connects nothing yet.
    backend.requests.length = 0;
    const back = await fetch(`${gw.url}/api/calendar/google/callback?code=4%2F0Ab&state=${state}&scope=x`, {
      redirect: 'manual',
      headers: { cookie: 'sf_session=secret', authorization: token },
    });
    expect(back.status).toBe(302);
    const landed = new URL(back.headers.get('location') ?? '');
    expect(`${landed.origin}${landed.pathname}`).toBe(`${FAKE_PUBLIC_URL}/newplatform/items/calendar`);
    expect(landed.searchParams.get('calendarProvider')).toBe('google');
    const grant = landed.searchParams.get('calendarGrant') ?? '';
    expect(grant).toMatch(/^[\w-]{43}$/);
    expect(back.headers.get('cache-control')).toBe('no-store');
    expect(back.headers.get('referrer-policy')).toBe('no-referrer');
    expect(back.headers.get('set-cookie')).toBeNull();
    expect(backend.requests).toHaveLength(1);
    expect(backend.requests[0]).toMatchObject({
      method: 'GET',
      path: '/api/calendar/google/callback',
      search: `?code=4%2F0Ab&state=${state}&scope=x`,
      authorization: undefined,
      cookie: undefined,
    });
    expect(
      ((await data(CONNECTIONS, {}, token)).viewer as { calendarConnections: unknown[] })
        .calendarConnections[0],
    ).toMatchObject({ provider: 'GOOGLE', state: 'UNCONNECTED' });

    // The calendar page hands the grant in with the member's session: one REST call.
    backend.requests.length = 0;
    const completed = await data(
      `mutation($grant: String!) { completeCalendarConnection(input: { provider: GOOGLE, grant: $grant }) {
        connection { provider state pending } userErrors { code } } }`,
      { grant },
      token,
    );
    expect(completed.completeCalendarConnection).toEqual({
      connection: { provider: 'GOOGLE', state: 'UNSYNCED', pending: 0 },
      userErrors: [],
    });
    expect(lastCalls()).toEqual(['POST /api/calendar/google/complete']);
    const shown = await data(CONNECTIONS, {}, token);
    expect((shown.viewer as { calendarConnections: unknown[] }).calendarConnections[0]).toMatchObject({
      provider: 'GOOGLE',
      state: 'UNSYNCED',
    });
    // A used state: back to the calendar page with the reason, nothing stored.
    const replay = await fetch(`${gw.url}/api/calendar/google/callback?code=x&state=${state}`, {
      redirect: 'manual',
    });
    expect(replay.headers.get('location')).toBe(
      `${FAKE_PUBLIC_URL}/newplatform/items/calendar?calendarError=invalid_state`,
    );
  });

  test('completing refusals: another member’s grant, a used one, none, a visitor, the provider not answering', async () => {
    const starter = member();
    const other = member();
    const grantFor = async (who: { user: FakeUser; token: string }) => {
      await data(
        'mutation { connectCalendar(input: { provider: GOOGLE }) { authorizationUrl } }',
        {},
        who.token,
      );
      const state = backend.workouts.pendingState(who.user, 'google')!;
      const back = await fetch(`${gw.url}/api/calendar/google/callback?code=c&state=${state}`, {
        redirect: 'manual',
      });
      return new URL(back.headers.get('location') ?? '').searchParams.get('calendarGrant') ?? '';
    };
    const complete = async (grant: string, token?: string) => {
      backend.requests.length = 0;
      const reply = await gw.query(
        `mutation($grant: String!) { completeCalendarConnection(input: { provider: GOOGLE, grant: $grant }) {
          connection { state } userErrors { field code message } } }`,
        { grant },
        token ? { authorization: token } : {},
      );
      return reply.body.data?.completeCalendarConnection;
    };
    const grant = await grantFor(starter);
    expect(await complete(grant, other.token)).toEqual({
      connection: null,
      userErrors: [
        {
          field: null,
          code: 'FORBIDDEN',
          message:
            'This Google calendar connection was started from another StreamFit account. Sign in to that account to finish it, or connect your calendar again from this one.',
        },
      ],
    });
    // Used up by that attempt: the starter cannot finish it either.
    expect(await complete(grant, starter.token)).toMatchObject({
      connection: null,
      userErrors: [{ field: 'grant', code: 'INVALID_STATE' }],
    });
    for (const blank of ['', '   ', 'g'.repeat(201)]) {
      expect(await complete(blank, starter.token)).toMatchObject({
        connection: null,
        userErrors: [{ field: 'grant', code: 'INVALID_INPUT' }],
      });
      expect(backend.requests).toEqual([]);
    }
    expect(await complete(await grantFor(starter))).toMatchObject({
      connection: null,
      userErrors: [{ code: 'UNAUTHENTICATED' }],
    });
    expect(backend.requests).toEqual([]);
    backend.workouts.unavailableExchange = true;
    expect(await complete(await grantFor(starter), starter.token)).toEqual({
      connection: null,
      userErrors: [
        {
          field: null,
          code: 'PROVIDER_UNAVAILABLE',
          message: 'Google did not answer. Please connect your calendar again in a moment.',
        },
      ],
    });
    for (const who of [starter, other])
      expect(
        ((await data(CONNECTIONS, {}, who.token)).viewer as { calendarConnections: unknown[] })
          .calendarConnections[0],
      ).toMatchObject({ state: 'UNCONNECTED' });
  });

  test('connect refusals: NOT_CONFIGURED, INVALID_STATE while disconnecting, TOO_MANY_ATTEMPTS, a visitor', async () => {
    const { user, token } = member();
    const connect = (provider: string, session?: string) =>
      gw.query(
        `mutation { connectCalendar(input: { provider: ${provider} }) { authorizationUrl userErrors { field code message } } }`,
        {},
        session ? { authorization: session } : {},
      );
    expect((await connect('OUTLOOK', token)).body.data?.connectCalendar).toEqual({
      authorizationUrl: null,
      userErrors: [
        {
          field: 'provider',
          code: 'NOT_CONFIGURED',
          message: 'Outlook calendar sync is not configured on this server.',
        },
      ],
    });
    expect((await connect('GOOGLE')).body.data?.connectCalendar).toEqual({
      authorizationUrl: null,
      userErrors: [{ field: null, code: 'UNAUTHENTICATED', message: 'Please log in to continue.' }],
    });
    expect(lastCalls()).toEqual([]);
    backend.workouts.addConnection(user, 'google', { disconnecting: true });
    expect((await connect('GOOGLE', token)).body.data?.connectCalendar).toEqual({
      authorizationUrl: null,
      userErrors: [
        {
          field: null,
          code: 'INVALID_STATE',
          message: 'Your Google calendar is still being disconnected. Please try again in a moment.',
        },
      ],
    });
    backend.workouts.connections = [];
    for (let i = 0; i < 9; i += 1)
      expect((await connect('GOOGLE', token)).body.data?.connectCalendar).toMatchObject({ userErrors: [] });
    expect((await connect('GOOGLE', token)).body.data?.connectCalendar).toEqual({
      authorizationUrl: null,
      userErrors: [
        {
          field: null,
          code: 'TOO_MANY_ATTEMPTS',
          message: 'Too many calendar connection attempts. Please try again in 60 minutes.',
        },
      ],
    });
  });

  test('disconnect and Sync Now answer the connection; not connected is INVALID_STATE; not configured NOT_CONFIGURED', async () => {
    const { user, token } = member();
    const change = (mutation: string, provider = 'GOOGLE') =>
      data(
        `mutation { ${mutation}(input: { provider: ${provider} }) { connection { provider state pending } userErrors { field code message } } }`,
        {},
        token,
      );
    const notConnected = {
      connection: null,
      userErrors: [{ field: null, code: 'INVALID_STATE', message: 'Your Google calendar is not connected.' }],
    };
    expect((await change('syncCalendar')).syncCalendar).toEqual(notConnected);
    expect((await change('disconnectCalendar')).disconnectCalendar).toEqual(notConnected);
    expect((await change('syncCalendar', 'OUTLOOK')).syncCalendar).toEqual({
      connection: null,
      userErrors: [
        {
          field: 'provider',
          code: 'NOT_CONFIGURED',
          message: 'Outlook calendar sync is not configured on this server.',
        },
      ],
    });

    backend.workouts.addConnection(user, 'google', { state: 'syncing', pending: 4 });
    expect((await change('syncCalendar')).syncCalendar).toEqual({
      connection: { provider: 'GOOGLE', state: 'SYNCING', pending: 4 },
      userErrors: [],
    });
    expect(lastCalls()).toEqual(['POST /api/calendar/google/sync']);
    expect((await change('disconnectCalendar')).disconnectCalendar).toEqual({
      connection: { provider: 'GOOGLE', state: 'UNCONNECTED', pending: 4 },
      userErrors: [],
    });
    expect(lastCalls()).toEqual(['POST /api/calendar/google/disconnect']);
  });

  test('a malformed connection or consent address is UPSTREAM_ERROR', async () => {
    const { token } = member();
    backend.script('GET', '/api/calendar/connections', {
      status: 200,
      body: {
        status: true,
        content: [{ provider: 'google', configured: true, state: 'paused', pending: 0 }],
      },
    });
    const connections = await gw.query(CONNECTIONS, {}, { authorization: token });
    expect(connections.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
    for (const authorizationUrl of ['javascript:alert(1)', 'not a url', '']) {
      backend.script('POST', '/api/calendar/google/connect', {
        status: 200,
        body: { status: true, content: { authorizationUrl } },
        times: 1,
      });
      const reply = await gw.query(
        'mutation { connectCalendar(input: { provider: GOOGLE }) { authorizationUrl } }',
        {},
        { authorization: token },
      );
      expect(reply.body.data).toBeNull();
      expect(reply.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
    }
  });
});

describe('the calendar feed', () => {
  test('its address once per request; regenerating revokes the old one, which then answers 404 through the public origin', async () => {
    const { user, token } = member();
    const [video] = backend.library.addVideos(1);
    backend.workouts.addWorkout(user, { videoId: video!.id });
    const shown = await data('{ viewer { a: calendarFeed { url } b: calendarFeed { url } } }', {}, token);
    const { a, b } = shown.viewer as { a: { url: string }; b: { url: string } };
    expect(a.url).toBe(`${FAKE_PUBLIC_URL}/api/calendar/feed/${backend.workouts.feedToken(user)}.ics`);
    expect(b).toEqual(a);
    expect(backend.count('/api/workout/calendarFeed')).toBe(1);

    const path = new URL(a.url).pathname;
    const feed = await fetch(`${gw.url}${path}`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(feed.headers.get('cache-control')).toBe('private, no-cache');
    expect(feed.headers.get('x-robots-tag')).toBe('noindex');
    expect(feed.headers.get('set-cookie')).toBeNull();
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');

    const renewed = await data(
      'mutation { regenerateCalendarFeed { feed { url } userErrors { code } } }',
      {},
      token,
    );
    const next = (renewed.regenerateCalendarFeed as { feed: { url: string } }).feed.url;
    expect(next).not.toBe(a.url);
    expect(lastCalls()).toEqual(['POST /api/workout/calendarFeed/regenerate']);
    expect((await fetch(`${gw.url}${path}`)).status).toBe(404);
    expect((await fetch(`${gw.url}${new URL(next).pathname}`)).status).toBe(200);
    // The same request's feed field after the change reads the new address, without another call.
    const both = await data('mutation { regenerateCalendarFeed { feed { url } } }', {}, token);
    expect(lastCalls()).toEqual(['POST /api/workout/calendarFeed/regenerate']);
    expect((both.regenerateCalendarFeed as { feed: { url: string } }).feed.url).toBe(
      `${FAKE_PUBLIC_URL}/api/calendar/feed/${backend.workouts.feedToken(user)}.ics`,
    );
  });

  test('a feed address of another shape than the one the public origin serves is UPSTREAM_ERROR', async () => {
    const { token } = member();
    backend.script('POST', '/api/workout/calendarFeed', {
      status: 200,
      body: {
        status: true,
        content: { url: 'http://streamfit.test/feeds/abc.ics', createdAt: '2030-01-01T00:00:00Z' },
      },
    });
    const reply = await gw.query('{ viewer { calendarFeed { url } } }', {}, { authorization: token });
    expect(reply.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
  });
});
