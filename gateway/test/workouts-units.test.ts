// The calendar's pieces on their own: the REST range a graph range asks for, the strict reading of
// a calendar row and a connection, the backend's failures as userErrors, and the Workout fields a
// row did not carry read from the library and live loaders (stub loaders, no HTTP).
import { jest } from '@jest/globals';
import { ErrorCode } from '../src/errors/index.js';
import { RestFailure } from '../src/rest/client.js';
import { calendarDays } from '../src/workouts/loaders.js';
import { decodeCalendarConnection, decodeWorkout, decodeWorkoutSketch } from '../src/workouts/rest.js';
import { calendarFailure, workoutFailure } from '../src/workouts/user-errors.js';
import { liveClassModel, userModel, workoutModel } from './support/models.js';
import { programModel, videoModel } from './support/library-models.js';
import { runQueryData } from './support/run-query.js';

const SIGNED_IN = { authorization: 'Bearer tok-7' };

const ROW = {
  id: 5,
  when: '2030-03-02T10:00:00.000Z',
  status: 'scheduled',
  timeZone: 'Europe/Paris',
  videoId: 7,
  liveClassId: null,
  video: { id: 7, title: 'Core', summary: '', instructor: 'Ana', durationSeconds: 600 },
  liveClass: null,
  programId: 3,
  programTitle: 'Core Week',
  revision: 2,
  updatedAt: '2030-03-01T10:00:00.000Z',
};

const failure = (status: number | null, message: string | null = null, code: string | null = null) =>
  new RestFailure(ErrorCode.BadUserInput, message ?? 'x', status, message, code);

describe('the REST range', () => {
  test('the UTC days [from, to) touches, the end exclusive', () => {
    expect(calendarDays('2030-03-01T00:00:00.000Z', '2030-04-01T00:00:00.000Z')).toEqual({
      fromDate: '2030-03-01',
      toDate: '2030-03-31',
    });
    expect(calendarDays('2030-03-01T23:30:00.000Z', '2030-03-02T00:30:00.000Z')).toEqual({
      fromDate: '2030-03-01',
      toDate: '2030-03-02',
    });
    expect(calendarDays('2030-03-01T10:00:00.000Z', '2030-03-01T10:00:00.001Z')).toEqual({
      fromDate: '2030-03-01',
      toDate: '2030-03-01',
    });
  });
});

describe('reading a calendar row', () => {
  test('a whole row: the video’s length and the program’s title kept', () => {
    expect(decodeWorkout(ROW, 'row')).toEqual({
      __typename: 'Workout',
      id: 5,
      when: ROW.when,
      status: 'SCHEDULED',
      timeZone: 'Europe/Paris',
      videoId: 7,
      liveClassId: null,
      liveClass: null,
      videoDurationSeconds: 600,
      programTitle: 'Core Week',
    });
    // A video gone from the library: its length is not known any more.
    expect(decodeWorkout({ ...ROW, video: null }, 'row').videoDurationSeconds).toBeNull();
  });

  test('anything the contract does not allow is UPSTREAM_ERROR', () => {
    const broken: Record<string, unknown>[] = [
      { ...ROW, status: 'SCHEDULED' },
      { ...ROW, status: 'done' },
      { ...ROW, timeZone: undefined },
      { ...ROW, timeZone: ' ' },
      { ...ROW, videoId: null },
      { ...ROW, liveClassId: 4 },
      { ...ROW, video: undefined },
      { ...ROW, video: { ...ROW.video, id: 8 } },
      { ...ROW, video: { ...ROW.video, durationSeconds: 1.5 } },
      { ...ROW, video: { ...ROW.video, title: '' } },
      { ...ROW, programTitle: null },
      { ...ROW, programId: 0 },
      { ...ROW, revision: -1 },
      { ...ROW, updatedAt: 'soon' },
      { ...ROW, liveClass: undefined },
      { ...ROW, id: '5' },
    ];
    for (const row of broken) {
      let code: unknown;
      try {
        decodeWorkout(row, 'row');
      } catch (error) {
        code = (error as { extensions?: { code?: unknown } }).extensions?.code;
      }
      expect({ row, code }).toEqual({ row, code: 'UPSTREAM_ERROR' });
    }
  });

  test('a viewing’s workout needs only what the library knows; what else it carries is checked', () => {
    const sketch = {
      id: 9,
      when: ROW.when,
      status: 'completed',
      timeZone: null,
      videoId: 7,
      liveClassId: null,
      liveClass: null,
    };
    const read = decodeWorkoutSketch(sketch, 'sketch');
    expect(read).toMatchObject({ id: 9, status: 'COMPLETED', timeZone: null, videoId: 7 });
    expect(read.videoDurationSeconds).toBeUndefined();
    expect(read.programTitle).toBeUndefined();
    expect(() => decodeWorkout(sketch, 'row')).toThrow();
    expect(() => decodeWorkoutSketch({ ...sketch, programTitle: 4 }, 'sketch')).toThrow();
  });

  test('a connection: the contract’s values only', () => {
    expect(
      decodeCalendarConnection(
        { provider: 'outlook', configured: false, state: 'unconnected', pending: 0 },
        'c',
      ),
    ).toEqual({
      provider: 'OUTLOOK',
      configured: false,
      state: 'UNCONNECTED',
      reason: null,
      lastSyncedAt: null,
      pending: 0,
    });
    for (const bad of [
      { provider: 'yahoo', configured: true, state: 'synced', pending: 0 },
      { provider: 'google', configured: 'yes', state: 'synced', pending: 0 },
      { provider: 'google', configured: true, state: 'SYNCED', pending: 0 },
      { provider: 'google', configured: true, state: 'synced', pending: -1 },
      { provider: 'google', configured: true, state: 'synced', pending: 0, lastSyncedAt: 'never' },
    ])
      expect(() => decodeCalendarConnection(bad, 'c')).toThrow();
  });
});

describe('the backend’s refusals as userErrors', () => {
  const mapping = {
    fields: { workoutId: 'workoutId', when: 'when', timeZone: 'timeZone' },
    notFound: {
      field: 'workoutId',
      code: 'NOT_FOUND',
      message: 'There is no such workout on your calendar.',
    } as const,
    invalidField: 'when',
  };

  test('workouts: 404, 409, 400 with and without a field, 401, 429; a 5xx or an outage is none', () => {
    expect(workoutFailure(failure(404, 'workoutId: no such workout', 'not_found'), mapping)).toEqual({
      field: 'workoutId',
      code: 'NOT_FOUND',
      message: 'workoutId: no such workout',
    });
    expect(workoutFailure(failure(404, 'No such route: POST /x'), mapping)).toEqual(mapping.notFound);
    expect(workoutFailure(failure(409, 'Booked.', 'booked_class'), mapping)).toEqual({
      field: null,
      code: 'INVALID_STATE',
      message: 'Booked.',
    });
    expect(workoutFailure(failure(400, 'timeZone: is not a known IANA time zone'), mapping)).toMatchObject({
      field: 'timeZone',
      code: 'INVALID_INPUT',
    });
    expect(workoutFailure(failure(400, 'Invalid date string passed'), mapping)).toMatchObject({
      field: 'when',
      code: 'INVALID_INPUT',
    });
    expect(workoutFailure(failure(401, null), mapping)).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(workoutFailure(failure(429, 'Slow down.'), mapping)).toEqual({
      field: null,
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Slow down.',
    });
    expect(workoutFailure(failure(500), mapping)).toBeNull();
    expect(workoutFailure(failure(null), mapping)).toBeNull();
    expect(workoutFailure(new Error('bug'), mapping)).toBeNull();
  });

  test('calendar sync: 503 not configured (its words rebuilt: a 5xx’s text never reaches the gateway)', () => {
    const notConfigured = new RestFailure(
      ErrorCode.UpstreamUnavailable,
      'unavailable',
      503,
      null,
      'calendar_not_configured',
    );
    expect(calendarFailure(notConfigured, 'GOOGLE')).toEqual({
      field: 'provider',
      code: 'NOT_CONFIGURED',
      message: 'Google Calendar sync is not configured on this server.',
    });
    // A backend restarting is not a missing configuration.
    expect(calendarFailure(new RestFailure(ErrorCode.UpstreamUnavailable, 'x', 503), 'GOOGLE')).toBeNull();
    expect(
      calendarFailure(
        failure(404, 'Your Outlook calendar is not connected.', 'calendar_not_connected'),
        'OUTLOOK',
      ),
    ).toEqual({ field: null, code: 'INVALID_STATE', message: 'Your Outlook calendar is not connected.' });
    expect(
      calendarFailure(failure(404, 'No such route: POST /api/calendar/google/sync'), 'GOOGLE'),
    ).toBeNull();
    expect(calendarFailure(failure(429, 'Too many sync requests.'), 'GOOGLE')).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
    });
  });
});

describe('Workout fields a row did not carry', () => {
  test('a live class’s length from the live loader; a viewing’s from the library, its program’s title too', async () => {
    const workouts = jest.fn(async () => [
      workoutModel({ id: 1, liveClassId: 301, when: '2030-01-06T14:00:00.000Z' }),
      workoutModel({ id: 2, videoId: 42, when: '2030-01-06T15:00:00.000Z' }),
      workoutModel({
        id: 3,
        videoId: 43,
        when: '2030-01-06T16:00:00.000Z',
        videoDurationSeconds: 900,
        programTitle: '',
      }),
    ]);
    const classes = jest.fn(async (id: number) =>
      id === 301 ? liveClassModel({ minutesDuration: 50 }) : null,
    );
    const videos = jest.fn(async (id: number) => videoModel({ id, durationSeconds: 1200, programId: 7 }));
    const programs = jest.fn(async () => [programModel()]);
    const data = await runQueryData(
      '{ viewer { workouts(from: "2030-01-06T00:00:00Z", to: "2030-01-07T00:00:00Z") { databaseId durationSeconds programTitle canReschedule } } }',
      {
        accounts: { viewer: async () => userModel() },
        workouts: { workouts },
        live: { byId: { load: classes } as never },
        library: { videoById: { load: videos } as never, programs },
      },
      SIGNED_IN,
    );
    expect(data).toEqual({
      viewer: {
        workouts: [
          { databaseId: 1, durationSeconds: 3000, programTitle: '', canReschedule: false },
          { databaseId: 2, durationSeconds: 1200, programTitle: 'Core Week', canReschedule: true },
          { databaseId: 3, durationSeconds: 900, programTitle: '', canReschedule: true },
        ],
      },
    });
    // The row that carried its video's length and program asked nothing.
    expect(videos.mock.calls.map(([id]) => id)).toEqual([42, 42]);
  });
});
