import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { ApiLiveClass } from '../src/live/present.js';
import { settlePassedWorkouts } from '../src/workouts/auto-skip.js';
import { startTestApp } from './support/app.js';
import ICAL from 'ical.js';
import { parseIcs } from './support/ics.js';
import {
  call,
  content,
  createClass,
  eventsOf,
  failureOf,
  member,
  startLiveWorld,
  studioId,
  type LiveWorld,
} from './support/live.js';
import { subscribed } from './support/payments.js';

/**
 * The member's workout calendar: reading, moving, marking and deleting their own workouts (never
 * another member's), times kept at the member's local time across clock changes, the server's
 * auto-skip, the programs, and the private calendar feed.
 */

let w: LiveWorld;

beforeAll(async () => {
  w = await startLiveWorld();
}, 120_000);

afterAll(async () => {
  await w?.t.close();
});

interface Workout {
  id: number;
  when: string;
  status: string;
  timeZone: string | null;
  videoId: number | null;
  liveClassId: number | null;
  video: { id: number; title: string; summary: string; instructor: string; durationSeconds: number } | null;
  liveClass: ApiLiveClass | null;
  programId: number | null;
  programTitle: string;
  revision: number;
  updatedAt: string;
}

interface Member {
  token: string;
  id: number;
}

interface WorkoutRow {
  id: number;
  user_id: number;
  when_at: string;
  status: string;
  time_zone: string | null;
  revision: number;
  updated_at: string;
}

const post = (token: string | undefined, path: string, body?: Record<string, unknown>) =>
  call(w.app, 'POST', path, token, body);

/** `MM-DD-YYYY HH:mm` of an instant in `zone`. */
function wallClock(at: Date | string, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(at));
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('month')}-${get('day')}-${get('year')} ${get('hour')}:${get('minute')}`;
}

async function videoIds(): Promise<{
  plain: number;
  inProgram: { id: number; programId: number; title: string };
}> {
  const [plain] = await w.db.query<{ id: number }>(
    'SELECT id FROM videos WHERE program_id IS NULL ORDER BY id LIMIT 1',
  );
  const [inProgram] = await w.db.query<{ id: number; program_id: number; title: string }>(
    `SELECT v.id, v.program_id, p.title FROM videos v JOIN programs p ON p.id = v.program_id ORDER BY v.id LIMIT 1`,
  );
  return {
    plain: plain!.id,
    inProgram: { id: inProgram!.id, programId: inProgram!.program_id, title: inProgram!.title },
  };
}

async function add(m: Member, videoId: number, when: string, timeZone = 'UTC'): Promise<Workout> {
  const response = await post(m.token, '/api/workout/add', { videoId, liveClassId: null, when, timeZone });
  if (response.statusCode !== 201) throw new Error(`add: ${response.statusCode} ${response.body}`);
  return content<Workout>(response);
}

async function rowOf(id: number): Promise<WorkoutRow | undefined> {
  const [row] = await w.db.query<WorkoutRow>(
    `SELECT id, user_id, to_char(when_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') AS when_at, status, time_zone,
            revision, updated_at::text AS updated_at
       FROM workouts WHERE id = $1`,
    [id],
  );
  return row;
}

async function eventCount(): Promise<number> {
  return (await w.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events'))[0]!.n;
}

async function workoutEvents(workoutId: number) {
  return w.db.query<{ type: string; audience_user_ids: number[]; payload: Record<string, unknown> }>(
    `SELECT type, audience_user_ids, payload FROM events WHERE subject_kind = 'workout' AND subject_id = $1 ORDER BY id`,
    [String(workoutId)],
  );
}

/** A time `minutes` from the test clock, as `MM-DD-YYYY HH:mm` in UTC (whole minutes). */
function fromNow(minutes: number): string {
  return wallClock(new Date(w.clock.current.getTime() + minutes * 60_000), 'UTC');
}

const DAY_MINUTES = 24 * 60;

describe('reading the calendar', () => {
  test('myWorkout: every field of a planned video, its program, status counts; only the caller’s', async () => {
    const a = await member(w);
    const b = await member(w);
    const { plain, inProgram } = await videoIds();
    const first = await add(a, inProgram.id, '06-01-2031 07:00', 'America/New_York');
    const second = await add(a, plain, '06-02-2031 07:00', 'Europe/London');
    await post(a.token, '/api/workout/updateStatus', { workoutId: second.id, status: 'completed' });
    const response = await post(a.token, '/api/workout/myWorkout', {
      fromDate: '2000-01-01',
      toDate: '2031-12-31',
      authUserInfo: { id: b.id },
    });
    expect(response.statusCode).toBe(200);
    const { workouts, status } = content<{ workouts: Workout[]; status: Record<string, number> }>(response);
    const [video] = await w.db.query<{
      title: string;
      summary: string;
      instructor_name: string;
      duration_seconds: number;
    }>('SELECT title, summary, instructor_name, duration_seconds FROM videos WHERE id = $1', [inProgram.id]);
    expect(workouts).toEqual([
      {
        id: first.id,
        when: '2031-06-01T11:00:00.000Z',
        status: 'scheduled',
        timeZone: 'America/New_York',
        videoId: inProgram.id,
        liveClassId: null,
        video: {
          id: inProgram.id,
          title: video!.title,
          summary: video!.summary,
          instructor: video!.instructor_name,
          durationSeconds: video!.duration_seconds,
        },
        liveClass: null,
        programId: inProgram.programId,
        programTitle: inProgram.title,
        revision: 0,
        updatedAt: w.clock.current.toISOString(),
      },
      expect.objectContaining({
        id: second.id,
        when: '2031-06-02T06:00:00.000Z',
        status: 'completed',
        programId: null,
        programTitle: '',
        revision: 1,
      }),
    ]);
    expect(status).toEqual({ scheduled: 1, completed: 1, skipped: 0 });
    const other = content<{ workouts: Workout[] }>(
      await post(b.token, '/api/workout/myWorkout', { fromDate: '2000-01-01', toDate: '2031-12-31' }),
    );
    expect(other.workouts).toEqual([]);
  });

  test('myWorkout is bounded: a range over 100 years or holding more than 2000 workouts is a clear 400', async () => {
    const m = await member(w);
    const { plain } = await videoIds();
    expect(
      failureOf(
        await post(m.token, '/api/workout/myWorkout', { fromDate: '1900-01-01', toDate: '2031-01-01' }),
      ),
    ).toEqual({
      statusCode: 400,
      status: false,
      content: 'toDate: the range may be at most 100 years',
      code: 'invalid_input',
    });
    await w.db.query(
      `INSERT INTO workouts (user_id, when_at, status, video_id, created_at, updated_at)
       SELECT $1, timestamptz '2032-01-01T00:00:00Z' + make_interval(hours => n), 'scheduled', $2, now(), now()
         FROM generate_series(1, 2001) AS n`,
      [m.id, plain],
    );
    expect(
      failureOf(
        await post(m.token, '/api/workout/myWorkout', { fromDate: '2000-01-01', toDate: '2033-01-01' }),
      ),
    ).toEqual({
      statusCode: 400,
      status: false,
      content: 'The range holds more than 2000 workouts. Ask for a shorter range (fromDate, toDate).',
      code: 'too_many_workouts',
    });
    const shorter = content<{ workouts: Workout[] }>(
      await post(m.token, '/api/workout/myWorkout', { fromDate: '2032-01-01', toDate: '2032-01-02' }),
    );
    expect(shorter.workouts).toHaveLength(47);
  });
});

describe('moving a workout', () => {
  test('update moves it at the member’s local time, raises its revision and tells only its member', async () => {
    const a = await member(w);
    const { plain } = await videoIds();
    const planned = await add(a, plain, '07-01-2031 18:30', 'America/New_York');
    const before = await eventCount();
    const response = await post(a.token, '/api/workout/update', {
      workoutId: planned.id,
      when: '07-03-2031 06:15',
    });
    expect(response.statusCode).toBe(200);
    const [updated] = content<Workout[]>(response);
    expect(updated).toMatchObject({
      id: planned.id,
      when: '2031-07-03T10:15:00.000Z',
      timeZone: 'America/New_York',
      status: 'scheduled',
      revision: 1,
      updatedAt: w.clock.current.toISOString(),
    });
    expect(await eventCount()).toBe(before + 1);
    const events = await workoutEvents(planned.id);
    expect(events.map((e) => e.type)).toEqual(['workout.added', 'workout.changed']);
    expect(events.every((e) => e.audience_user_ids.length === 1 && e.audience_user_ids[0] === a.id)).toBe(
      true,
    );
    expect(events[1]!.payload).toEqual({ workout: updated, changed: ['when'], automatic: false });
    // Another zone: the same wall clock there, and the zone is kept for next time.
    const [moved] = content<Workout[]>(
      await post(a.token, '/api/workout/update', {
        workoutId: planned.id,
        when: '07-03-2031 06:15',
        timeZone: 'Europe/London',
      }),
    );
    expect(moved).toMatchObject({ when: '2031-07-03T05:15:00.000Z', timeZone: 'Europe/London', revision: 2 });
    // The same time again changes nothing: no revision, no event.
    const same = await eventCount();
    const [unchanged] = content<Workout[]>(
      await post(a.token, '/api/workout/update', { workoutId: planned.id, when: '07-03-2031 06:15' }),
    );
    expect(unchanged).toMatchObject({ revision: 2 });
    expect(await eventCount()).toBe(same);
  });

  test('across the spring-forward change 7:00 stays 7:00 local; a time the clocks skip is a clear 400', async () => {
    const a = await member(w);
    const { plain } = await videoIds();
    // 2031: New York moves its clocks forward on Sunday 9 March.
    const planned = await add(a, plain, '03-02-2031 07:00', 'America/New_York');
    expect(planned.when).toBe('2031-03-02T12:00:00.000Z');
    const [moved] = content<Workout[]>(
      await post(a.token, '/api/workout/update', { workoutId: planned.id, when: '03-16-2031 07:00' }),
    );
    expect(moved!.when).toBe('2031-03-16T11:00:00.000Z');
    expect(wallClock(moved!.when, 'America/New_York')).toBe('03-16-2031 07:00');
    const row = await rowOf(planned.id);
    const gap = failureOf(
      await post(a.token, '/api/workout/update', { workoutId: planned.id, when: '03-09-2031 02:30' }),
    );
    expect(gap).toEqual({
      statusCode: 400,
      status: false,
      content: 'when: 03-09-2031 02:30 does not exist in America/New_York (the clocks go forward then)',
      code: 'invalid_input',
    });
    expect(await rowOf(planned.id)).toEqual(row);
    // Just after the gap is fine.
    const [after] = content<Workout[]>(
      await post(a.token, '/api/workout/update', { workoutId: planned.id, when: '03-09-2031 03:00' }),
    );
    expect(after!.when).toBe('2031-03-09T07:00:00.000Z');
    // A time the autumn change shows twice is the first of the two (still daylight time).
    const [twice] = content<Workout[]>(
      await post(a.token, '/api/workout/update', { workoutId: planned.id, when: '11-02-2031 01:30' }),
    );
    expect(twice!.when).toBe('2031-11-02T05:30:00.000Z');
  });

  test('bad input for every field is a clear 4xx and changes nothing', async () => {
    const a = await member(w);
    const { plain } = await videoIds();
    const planned = await add(a, plain, '05-01-2031 09:00', 'America/Chicago');
    const row = await rowOf(planned.id);
    const events = await eventCount();
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ workoutId: planned.id, when: '04-31-2031 10:00' }, 400, 'Invalid date string passed'],
      [{ workoutId: planned.id, when: '02-29-2027 10:00' }, 400, 'Invalid date string passed'],
      [{ workoutId: planned.id, when: '05-02-2031 24:00' }, 400, 'Invalid date string passed'],
      [{ workoutId: planned.id, when: '05-02-2031 10:60' }, 400, 'Invalid date string passed'],
      [{ workoutId: planned.id, when: '13-02-2031 10:00' }, 400, 'Invalid date string passed'],
      [{ workoutId: planned.id, when: '00-02-2031 10:00' }, 400, 'Invalid date string passed'],
      [{ workoutId: planned.id, when: '2031-05-02 10:00' }, 400, 'when: must be MM-DD-YYYY HH:mm'],
      [{ workoutId: planned.id, when: '05-02-2031' }, 400, 'when: must be MM-DD-YYYY HH:mm'],
      [{ workoutId: planned.id, when: 20310502 }, 400, 'when: must be MM-DD-YYYY HH:mm'],
      [{ workoutId: planned.id }, 400, 'when: is required'],
      [{ when: '05-02-2031 10:00' }, 400, 'workoutId: is required'],
      [{ workoutId: 'abc', when: '05-02-2031 10:00' }, 400, 'workoutId: must be a positive whole number'],
      [
        { workoutId: `${planned.id}`, when: '05-02-2031 10:00' },
        400,
        'workoutId: must be a positive whole number',
      ],
      [{ workoutId: 1.5, when: '05-02-2031 10:00' }, 400, 'workoutId: must be a positive whole number'],
      [{ workoutId: 0, when: '05-02-2031 10:00' }, 400, 'workoutId: must be a positive whole number'],
      [
        { workoutId: 3_000_000_000, when: '05-02-2031 10:00' },
        400,
        'workoutId: must be a positive whole number',
      ],
      [
        { workoutId: planned.id, when: '05-02-2031 10:00', timeZone: 'Mars/Olympus' },
        400,
        'timeZone: is not a known IANA time zone',
      ],
      [
        { workoutId: planned.id, when: '05-02-2031 10:00', timeZone: '' },
        400,
        'timeZone: must be an IANA time zone',
      ],
      [{ workoutId: 2_000_000_000, when: '05-02-2031 10:00' }, 404, 'workoutId: no such workout'],
    ];
    for (const [body, status, message] of cases) {
      const response = failureOf(await post(a.token, '/api/workout/update', body));
      expect([body, response.statusCode, response.content]).toEqual([body, status, message]);
    }
    expect(await rowOf(planned.id)).toEqual(row);
    expect(await eventCount()).toBe(events);
    expect(
      (await post(undefined, '/api/workout/update', { workoutId: planned.id, when: '05-02-2031 10:00' }))
        .statusCode,
    ).toBe(401);
  });

  test('a workout planned in no zone (a completed viewing) needs one to be moved', async () => {
    const a = await member(w);
    const { plain } = await videoIds();
    const [row] = await w.db.query<{ id: number }>(
      `INSERT INTO workouts (user_id, when_at, status, video_id, created_at, updated_at)
       VALUES ($1, '2031-01-05T10:00:00Z', 'completed', $2, now(), now()) RETURNING id`,
      [a.id, plain],
    );
    expect(
      failureOf(await post(a.token, '/api/workout/update', { workoutId: row!.id, when: '01-06-2031 10:00' })),
    ).toMatchObject({
      statusCode: 400,
      content: 'timeZone: is required (this workout was not planned in a time zone)',
    });
    const [moved] = content<Workout[]>(
      await post(a.token, '/api/workout/update', {
        workoutId: row!.id,
        when: '01-06-2031 10:00',
        timeZone: 'Asia/Tokyo',
      }),
    );
    expect(moved).toMatchObject({
      when: '2031-01-06T01:00:00.000Z',
      timeZone: 'Asia/Tokyo',
      status: 'completed',
    });
  });
});

describe('marking a workout', () => {
  test('updateStatus sets any of the three, null is scheduled; the same status again changes nothing', async () => {
    const a = await member(w);
    const { plain } = await videoIds();
    const planned = await add(a, plain, '08-01-2031 08:00');
    const mark = (status: unknown) =>
      post(a.token, '/api/workout/updateStatus', { workoutId: planned.id, status });
    const steps: Array<[unknown, string, number]> = [
      ['completed', 'completed', 1],
      ['skipped', 'skipped', 2],
      ['scheduled', 'scheduled', 3],
      ['skipped', 'skipped', 4],
      [null, 'scheduled', 5],
      [null, 'scheduled', 5],
    ];
    for (const [sent, status, revision] of steps) {
      const response = await mark(sent);
      expect(response.statusCode).toBe(200);
      expect(content<Workout[]>(response)).toEqual([
        expect.objectContaining({ id: planned.id, status, revision }),
      ]);
    }
    const events = await workoutEvents(planned.id);
    expect(events.map((e) => [e.type, (e.payload['workout'] as Workout).status])).toEqual([
      ['workout.added', 'scheduled'],
      ['workout.changed', 'completed'],
      ['workout.changed', 'skipped'],
      ['workout.changed', 'scheduled'],
      ['workout.changed', 'skipped'],
      ['workout.changed', 'scheduled'],
    ]);
    expect(events.slice(1).every((e) => JSON.stringify(e.payload['changed']) === '["status"]')).toBe(true);
  });

  test('a status other than the three, or a bad id, is a 400 naming them; nothing changes', async () => {
    const a = await member(w);
    const { plain } = await videoIds();
    const planned = await add(a, plain, '08-02-2031 08:00');
    const row = await rowOf(planned.id);
    const events = await eventCount();
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [
        { workoutId: planned.id, status: 'done' },
        400,
        'status: must be one of completed, scheduled, skipped',
      ],
      [
        { workoutId: planned.id, status: 'Completed' },
        400,
        'status: must be one of completed, scheduled, skipped',
      ],
      [{ workoutId: planned.id, status: '' }, 400, 'status: must be one of completed, scheduled, skipped'],
      [{ workoutId: planned.id, status: 1 }, 400, 'status: must be one of completed, scheduled, skipped'],
      [
        { workoutId: planned.id, status: ['skipped'] },
        400,
        'status: must be one of completed, scheduled, skipped',
      ],
      [{ workoutId: planned.id }, 400, 'status: is required'],
      [{ workoutId: 'x', status: 'skipped' }, 400, 'workoutId: must be a positive whole number'],
      [{ workoutId: -4, status: 'skipped' }, 400, 'workoutId: must be a positive whole number'],
      [{ workoutId: 2_000_000_000, status: 'skipped' }, 404, 'workoutId: no such workout'],
    ];
    for (const [body, status, message] of cases) {
      const response = failureOf(await post(a.token, '/api/workout/updateStatus', body));
      expect([body, response.statusCode, response.content]).toEqual([body, status, message]);
    }
    expect(await rowOf(planned.id)).toEqual(row);
    expect(await eventCount()).toBe(events);
  });
});

describe('deleting a workout', () => {
  test('delete removes it and tells its member; a second delete is a 404', async () => {
    const a = await member(w);
    const { plain } = await videoIds();
    const planned = await add(a, plain, '09-01-2031 08:00');
    const response = await post(a.token, '/api/workout/delete', { workoutId: planned.id });
    expect(response.statusCode).toBe(200);
    expect(content(response)).toEqual({ deletedWorkoutId: planned.id });
    expect(await rowOf(planned.id)).toBeUndefined();
    const events = await workoutEvents(planned.id);
    expect(events.at(-1)).toEqual({
      type: 'workout.deleted',
      audience_user_ids: [a.id],
      payload: { workoutId: planned.id },
    });
    expect(failureOf(await post(a.token, '/api/workout/delete', { workoutId: planned.id }))).toEqual({
      statusCode: 404,
      status: false,
      content: 'workoutId: no such workout',
      code: 'not_found',
    });
    for (const workoutId of ['1', 0, 1.25, null])
      expect(failureOf(await post(a.token, '/api/workout/delete', { workoutId })).content).toBe(
        'workoutId: must be a positive whole number',
      );
  });
});

describe('one member’s workouts are theirs alone', () => {
  test('member B reading, moving, marking or deleting A’s workout is answered as an unknown id; nothing changes', async () => {
    const a = await member(w);
    const b = await member(w);
    const { plain } = await videoIds();
    const planned = await add(a, plain, '10-01-2031 08:00', 'America/New_York');
    const row = await rowOf(planned.id);
    const events = await eventCount();
    const unknown = 2_000_000_001;
    const attempts: Array<[string, Record<string, unknown>]> = [
      ['/api/workout/update', { when: '10-02-2031 09:00' }],
      ['/api/workout/update', { when: '10-02-2031 09:00', timeZone: 'UTC' }],
      ['/api/workout/updateStatus', { status: 'completed' }],
      ['/api/workout/delete', {}],
    ];
    for (const [path, body] of attempts) {
      const theirs = await post(b.token, path, { ...body, workoutId: planned.id });
      const none = await post(b.token, path, { ...body, workoutId: unknown });
      expect([path, theirs.statusCode]).toEqual([path, 404]);
      expect(theirs.body).toBe(none.body);
    }
    const read = content<{ workouts: Workout[] }>(
      await post(b.token, '/api/workout/myWorkout', { fromDate: '2031-10-01', toDate: '2031-10-31' }),
    );
    expect(read.workouts).toEqual([]);
    expect(await rowOf(planned.id)).toEqual(row);
    expect(await eventCount()).toBe(events);
    // Every event about A's workouts is addressed to A alone.
    const everything = await w.db.query<{ audience_user_ids: number[] | null }>(
      `SELECT e.audience_user_ids FROM events e WHERE e.type LIKE 'workout.%'
         AND e.subject_id IN (SELECT id::text FROM workouts WHERE user_id = $1)`,
      [a.id],
    );
    expect(everything.length).toBeGreaterThan(0);
    expect(everything.every((e) => JSON.stringify(e.audience_user_ids) === JSON.stringify([a.id]))).toBe(
      true,
    );
  });
});

describe('a booked live class on the calendar', () => {
  test('its time is the studio’s (409), its status is the member’s, and it leaves with its booking only', async () => {
    const a = await member(w);
    await subscribed(w.app, `Bearer ${a.token}`, { packageId: 'streamfit_monthly' });
    const live = await createClass(w, { title: 'Calendar Ride' }, 3);
    expect((await post(a.token, '/api/liveclass/upcoming', { liveClassId: live.id })).statusCode).toBe(201);
    const [workout] = content<{ workouts: Workout[] }>(
      await post(a.token, '/api/workout/myWorkout', { fromDate: '2000-01-01', toDate: '2100-01-01' }),
    ).workouts.filter((x) => x.liveClassId === live.id);
    expect(workout).toMatchObject({
      liveClassId: live.id,
      liveClass: live,
      video: null,
      status: 'scheduled',
    });
    const row = await rowOf(workout!.id);
    expect(
      failureOf(
        await post(a.token, '/api/workout/update', { workoutId: workout!.id, when: fromNow(DAY_MINUTES) }),
      ),
    ).toEqual({
      statusCode: 409,
      status: false,
      content: "A booked class's time is the studio's: a live class on your calendar cannot be moved.",
      code: 'live_class_time',
    });
    expect(failureOf(await post(a.token, '/api/workout/delete', { workoutId: workout!.id }))).toEqual({
      statusCode: 409,
      status: false,
      content:
        'This workout is a live class you booked. Cancel the booking in My classes to take it off your calendar.',
      code: 'booked_class',
    });
    expect(await rowOf(workout!.id)).toEqual(row);
    const [marked] = content<Workout[]>(
      await post(a.token, '/api/workout/updateStatus', { workoutId: workout!.id, status: 'completed' }),
    );
    expect(marked).toMatchObject({ status: 'completed', revision: 1 });
    w.clock.advance(5 * 60_000);
    expect(failureOf(await post(a.token, '/api/workout/delete', { workoutId: workout!.id })).content).toBe(
      'This workout is a live class you booked, and it has started: it stays on your calendar. Mark it skipped if you missed it.',
    );
    expect(await rowOf(workout!.id)).toMatchObject({ status: 'completed' });
  });
});

describe('programs', () => {
  test('getProgramInfo: every program, or one with its videos in order; unknown is 404', async () => {
    const a = await member(w);
    const all = content<Array<{ id: number; title: string; videoIds: number[] }>>(
      await post(a.token, '/api/program/getProgramInfo', {
        fromDate: '2000-01-01',
        toDate: '2031-01-01',
        authUserInfo: { id: 1 },
      }),
    );
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((p) => typeof p.id === 'number' && typeof p.title === 'string')).toBe(true);
    const program = all.find((p) => p.videoIds.length > 1)!;
    const [one] = content<
      Array<{ id: number; title: string; videos: Array<{ id: number; programPosition: number }> }>
    >(await post(a.token, '/api/program/getProgramInfo', { programId: program.id }));
    expect(one).toMatchObject({ id: program.id, title: program.title });
    expect(one!.videos.map((v) => v.id)).toEqual(program.videoIds);
    const positions = one!.videos.map((v) => v.programPosition);
    expect([...positions].sort((x, y) => x - y)).toEqual(positions);
    expect(
      failureOf(await post(a.token, '/api/program/getProgramInfo', { programId: 2_000_000_000 })),
    ).toEqual({
      statusCode: 404,
      status: false,
      content: 'programId: no such program',
      code: 'not_found',
    });
    expect(failureOf(await post(a.token, '/api/program/getProgramInfo', { programId: 'x' })).content).toBe(
      'programId: must be a positive whole number',
    );
    expect((await post(undefined, '/api/program/getProgramInfo', {})).statusCode).toBe(401);
  });
});

/** One event of the feed, read by ical.js: text values unescaped, times as instants. */
interface FeedEvent {
  /** A text property's value (exactly one in the event). */
  (name: string): string;
  /** A date-time property as an instant; it must be written in UTC. */
  at(name: string): Date;
  /** A property as the feed wrote it (`DTSTART:20300101T100000Z`). */
  written(name: string): string;
}

/** Reads a feed with a real iCalendar parser (ical.js): the calendar, and its events by UID. */
function readFeed(text: string): { calendar: ICAL.Component; events: Map<string, FeedEvent> } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  const events = new Map<string, FeedEvent>();
  for (const event of calendar.getAllSubcomponents()) {
    expect(event.name).toBe('vevent');
    const one = (name: string): ICAL.Property => {
      const found = event.getAllProperties(name.toLowerCase());
      if (found.length !== 1) throw new Error(`${name}: ${found.length} in an event`);
      return found[0]!;
    };
    const get = ((name: string) => String(one(name).getFirstValue())) as FeedEvent;
    get.at = (name: string) => {
      const value = one(name).getFirstValue();
      if (!(value instanceof ICAL.Time)) throw new Error(`${name} is not a date-time`);
      expect(value.zone?.tzid).toBe('UTC');
      return value.toJSDate();
    };
    get.written = (name: string) => one(name).toICALString();
    events.set(get('UID'), get);
  }
  return { calendar, events };
}

function feedPath(url: string): string {
  return new URL(url).pathname;
}

async function fetchFeed(url: string, address = '203.0.113.9'): Promise<LightMyRequestResponse> {
  return w.app.inject({ method: 'GET', url: feedPath(url), headers: { 'x-forwarded-for': address } });
}

describe('the private calendar feed', () => {
  test('one address per member (the same on every ask), a valid iCalendar of their workouts and classes', async () => {
    const a = await member(w);
    const b = await member(w);
    await subscribed(w.app, `Bearer ${a.token}`, { packageId: 'streamfit_monthly' });
    const { plain, inProgram } = await videoIds();
    const soon = await add(a, inProgram.id, fromNow(2 * DAY_MINUTES));
    const done = await add(a, plain, fromNow(3 * DAY_MINUTES));
    await post(a.token, '/api/workout/updateStatus', { workoutId: done.id, status: 'completed' });
    const skipped = await add(a, plain, fromNow(4 * DAY_MINUTES));
    await post(a.token, '/api/workout/updateStatus', { workoutId: skipped.id, status: 'skipped' });
    const tooFar = await add(a, plain, fromNow(400 * DAY_MINUTES));
    const tooOld = await add(a, plain, fromNow(-70 * DAY_MINUTES));
    const lastMonth = await add(a, plain, fromNow(-30 * DAY_MINUTES));
    const plainStudio = (
      await w.db.query<{ id: number }>(
        'SELECT id FROM studios WHERE whitelabel_domain IS NULL ORDER BY id LIMIT 1',
      )
    )[0]!.id;
    const tricky = Array(3).fill('Ride, Sweat; Repeat \\ twice\nthen stretch — 汗をかく').join(' ');
    const whiteLabel = await createClass(w, { title: tricky }, 5 * DAY_MINUTES);
    const main = await createClass(w, { title: 'Main Site Ride', studioId: plainStudio }, 6 * DAY_MINUTES);
    for (const live of [whiteLabel, main])
      expect((await post(a.token, '/api/liveclass/upcoming', { liveClassId: live.id })).statusCode).toBe(201);
    await add(b, plain, fromNow(2 * DAY_MINUTES));

    const asked = await post(a.token, '/api/workout/calendarFeed');
    expect(asked.statusCode).toBe(200);
    const { url, createdAt } = content<{ url: string; createdAt: string }>(asked);
    expect(url).toMatch(/^http:\/\/localhost:4000\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(createdAt).toBe(w.clock.current.toISOString());
    expect(content<{ url: string }>(await post(a.token, '/api/workout/calendarFeed')).url).toBe(url);
    const bUrl = content<{ url: string }>(await post(b.token, '/api/workout/calendarFeed')).url;
    expect(bUrl).not.toBe(url);
    // Only the token's hash is stored.
    const token = /([A-Za-z0-9_-]{43})\.ics$/.exec(url)![1]!;
    const stored = await w.db.query<Record<string, unknown>>(
      'SELECT * FROM workout_calendar_feeds WHERE user_id = $1',
      [a.id],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!['token_hash']).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);

    const response = await fetchFeed(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    // Lines as RFC 5545 writes them (CRLF, folded at 75 octets, text escaped): the strict reader refuses anything else.
    expect(() => parseIcs(response.body)).not.toThrow();
    const { calendar, events } = readFeed(response.body);
    expect(['version', 'method', 'prodid'].map((name) => calendar.getFirstPropertyValue(name))).toEqual([
      '2.0',
      'PUBLISH',
      '-//StreamFit//Workout calendar//EN',
    ]);
    const uid = (id: number) => `workout-${id}@localhost`;
    const aWorkouts = content<{ workouts: Workout[] }>(
      await post(a.token, '/api/workout/myWorkout', { fromDate: '2000-01-01', toDate: '2100-01-01' }),
    ).workouts;
    const classWorkout = (liveClassId: number) => aWorkouts.find((x) => x.liveClassId === liveClassId)!;
    expect(new Set(events.keys())).toEqual(
      new Set(
        [soon.id, done.id, lastMonth.id, classWorkout(whiteLabel.id).id, classWorkout(main.id).id].map(uid),
      ),
    );
    for (const left of [skipped, tooFar, tooOld]) expect(events.has(uid(left.id))).toBe(false);

    const video = events.get(uid(soon.id))!;
    const [videoRow] = await w.db.query<{
      title: string;
      duration_seconds: number;
      instructor_name: string;
      domain: string | null;
    }>(
      `SELECT v.title, v.duration_seconds, v.instructor_name, s.whitelabel_domain AS domain
         FROM videos v JOIN studios s ON s.id = v.studio_id WHERE v.id = $1`,
      [inProgram.id],
    );
    expect(video('SEQUENCE')).toBe('0');
    expect(video.at('DTSTART').toISOString()).toBe(soon.when);
    expect(video.at('DTEND').getTime() - video.at('DTSTART').getTime()).toBe(
      videoRow!.duration_seconds * 1000,
    );
    expect(video('SUMMARY')).toContain(videoRow!.title);
    expect(video('DESCRIPTION')).toContain(`Program: ${inProgram.title}`);
    expect(video('DESCRIPTION')).toContain(videoRow!.instructor_name);
    expect(video('LOCATION')).toBe(videoRow!.domain ?? 'StreamFit');
    expect(video('URL')).toMatch(new RegExp(`/newplatform/items/classes/${inProgram.id}$`));
    for (const name of ['DTSTAMP', 'DTSTART', 'DTEND', 'LAST-MODIFIED'])
      expect(video.written(name)).toMatch(new RegExp(`^${name}:\\d{8}T\\d{6}Z$`));
    expect(events.get(uid(done.id))!('DESCRIPTION')).toContain('You completed this workout.');
    expect(events.get(uid(done.id))!('SEQUENCE')).toBe('1');

    const wl = events.get(uid(classWorkout(whiteLabel.id).id))!;
    expect(wl('SUMMARY')).toBe(`${tricky} (Bari Studio)`);
    expect(wl('LOCATION')).toBe('www.baristudio.tv');
    expect(wl('URL')).toBe(`http://baristudio.localhost:4000/newplatform/live/upcoming/${whiteLabel.id}`);
    expect(wl.at('DTEND').getTime() - wl.at('DTSTART').getTime()).toBe(45 * 60_000);
    const mainEvent = events.get(uid(classWorkout(main.id).id))!;
    expect(mainEvent('LOCATION')).toBe('StreamFit');
    expect(mainEvent('URL')).toBe(`http://localhost:4000/newplatform/live/upcoming/${main.id}`);
    // Long lines were folded, and the catalogue's commas, semicolons, backslashes and newlines escaped.
    expect(response.body.split('\r\n').some((line) => line.startsWith(' '))).toBe(true);
    expect(response.body).toContain('\\,');
    expect(response.body).toContain('\\;');
    expect(response.body).toContain('\\\\');
    expect(response.body).toContain('\\n');

    // B's feed holds B's workout only.
    const bEvents = readFeed((await fetchFeed(bUrl)).body).events;
    expect(bEvents.size).toBe(1);
    expect([...bEvents.keys()].some((k) => events.has(k))).toBe(false);

    // A change raises SEQUENCE.
    await post(a.token, '/api/workout/update', { workoutId: soon.id, when: fromNow(2 * DAY_MINUTES + 60) });
    const again = readFeed((await fetchFeed(url)).body).events.get(uid(soon.id))!;
    expect(Number(again('SEQUENCE'))).toBeGreaterThan(Number(video('SEQUENCE')));
    expect(again.at('DTSTART').getTime() - video.at('DTSTART').getTime()).toBe(60 * 60_000);
  });

  test('regenerating revokes the old address; unknown and malformed tokens are 404; no session needed, none used', async () => {
    const a = await member(w);
    const first = content<{ url: string }>(await post(a.token, '/api/workout/calendarFeed')).url;
    expect((await fetchFeed(first)).statusCode).toBe(200);
    const regenerated = await post(a.token, '/api/workout/calendarFeed/regenerate');
    expect(regenerated.statusCode).toBe(200);
    const second = content<{ url: string }>(regenerated).url;
    expect(second).not.toBe(first);
    expect(failureOf(await fetchFeed(first))).toEqual({
      statusCode: 404,
      status: false,
      content: 'No such calendar feed.',
      code: 'not_found',
    });
    expect((await fetchFeed(second)).statusCode).toBe(200);
    expect(content<{ url: string }>(await post(a.token, '/api/workout/calendarFeed')).url).toBe(second);
    for (const path of [
      `/api/calendar/feed/${'A'.repeat(43)}.ics`,
      `/api/calendar/feed/${'A'.repeat(42)}.ics`,
      `/api/calendar/feed/${feedPath(second).split('/').pop()!.replace('.ics', '')}`,
      '/api/calendar/feed/..%2F..%2Fetc.ics',
    ])
      expect([path, (await w.app.inject({ method: 'GET', url: path })).statusCode]).toEqual([path, 404]);
    // A session header on the feed changes nothing: the token alone decides.
    const other = await member(w);
    const withHeader = await w.app.inject({
      method: 'GET',
      url: feedPath(second),
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(withHeader.statusCode).toBe(200);
    expect(withHeader.body).toBe((await fetchFeed(second)).body);
    expect((await post(undefined, '/api/workout/calendarFeed')).statusCode).toBe(401);
    expect((await post(undefined, '/api/workout/calendarFeed/regenerate')).statusCode).toBe(401);
  });

  test('each client address may fetch feeds 120 times in 10 minutes (unknown tokens count too)', async () => {
    const t = await startTestApp({ rateLimitFactor: 1 });
    try {
      const unknown = `/api/calendar/feed/${'B'.repeat(43)}.ics`;
      const fetch = (address: string) =>
        t.app.inject({ method: 'GET', url: unknown, headers: { 'x-forwarded-for': address } });
      for (let i = 0; i < 120; i += 1) expect((await fetch('198.51.100.77')).statusCode).toBe(404);
      const refused = await fetch('198.51.100.77');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(failureOf(refused)).toMatchObject({
        code: 'rate_limited',
        content: expect.stringMatching(
          /^Too many calendar feed requests\. Please try again in \d+ minutes?\.$/,
        ),
      });
      expect((await fetch('198.51.100.78')).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  }, 120_000);
});

describe('auto-skip', () => {
  test('passed scheduled workouts become skipped (an attended class completed); others untouched; racing runs settle each once', async () => {
    const a = await member(w);
    const { plain } = await videoIds();
    const [length] = await w.db.query<{ duration_seconds: number }>(
      'SELECT duration_seconds FROM videos WHERE id = $1',
      [plain],
    );
    const base = Date.parse('2034-05-01T10:00:00Z');
    const insert = async (whenMs: number, status: string, liveClassId: number | null = null) => {
      const [row] = await w.db.query<{ id: number }>(
        `INSERT INTO workouts (user_id, when_at, status, video_id, live_class_id, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, now(), now()) RETURNING id`,
        [a.id, new Date(whenMs), status, liveClassId === null ? plain : null, liveClassId],
      );
      return row!.id;
    };
    const now = new Date(base);
    const durationMs = length!.duration_seconds * 1000;
    const passed = await insert(base - durationMs, 'scheduled');
    const underWay = await insert(base - durationMs + 1000, 'scheduled');
    const future = await insert(base + 60_000, 'scheduled');
    const completed = await insert(base - 10 * durationMs, 'completed');
    const skipped = await insert(base - 10 * durationMs, 'skipped');
    // A class that ended at `now`, which the member joined; and one they did not.
    const studio = await studioId(w.db, 'baristudio');
    const classes = await w.db.query<{ id: number }>(
      `INSERT INTO live_classes (studio_id, title, description, instructor, price, scheduled_at, minutes_duration,
                                 is_on_jetsweat, created_at, updated_at)
       VALUES ($1, 'Joined', '', 'Jane', 0, $2, 30, true, now(), now()), ($1, 'Missed', '', 'Jane', 0, $2, 30, true, now(), now())
       RETURNING id`,
      [studio, new Date(base - 30 * 60_000)],
    );
    const joinedClass = await insert(base - 30 * 60_000, 'scheduled', classes[0]!.id);
    const missedClass = await insert(base - 30 * 60_000, 'scheduled', classes[1]!.id);
    await w.db.query(
      'INSERT INTO live_class_attendance (user_id, live_class_id, joined_at) VALUES ($1, $2, $3)',
      [a.id, classes[0]!.id, new Date(base - 20 * 60_000)],
    );
    const untouched = await Promise.all([underWay, future, completed, skipped].map(rowOf));
    const [{ max: lastEvent } = { max: 0 }] = await w.db.query<{ max: number }>(
      'SELECT COALESCE(max(id), 0)::int AS max FROM events',
    );

    const counts = await Promise.all([settlePassedWorkouts(w.db, now), settlePassedWorkouts(w.db, now)]);

    expect(await rowOf(passed)).toMatchObject({ status: 'skipped', revision: 1 });
    expect(await rowOf(missedClass)).toMatchObject({ status: 'skipped', revision: 1 });
    expect(await rowOf(joinedClass)).toMatchObject({ status: 'completed', revision: 1 });
    expect(await Promise.all([underWay, future, completed, skipped].map(rowOf))).toEqual(untouched);
    const written = await w.db.query<{
      subject_id: string;
      audience_user_ids: number[];
      payload: Record<string, unknown>;
    }>(
      `SELECT subject_id, audience_user_ids, payload FROM events WHERE id > $1 AND type = 'workout.changed' ORDER BY id`,
      [lastEvent],
    );
    // Every workout the two runs changed has exactly one event, and the runs' counts add up to them.
    expect(counts[0]! + counts[1]!).toBe(written.length);
    expect(new Set(written.map((e) => e.subject_id)).size).toBe(written.length);
    const mine = written.filter((e) => [passed, missedClass, joinedClass].map(String).includes(e.subject_id));
    expect(mine).toHaveLength(3);
    for (const event of mine) {
      expect(event.audience_user_ids).toEqual([a.id]);
      expect(event.payload).toMatchObject({ changed: ['status'], automatic: true });
    }
    // Nothing left to do: a run after changes nothing.
    expect(await settlePassedWorkouts(w.db, now)).toBe(0);
    // One under way is settled once it ends.
    expect(await settlePassedWorkouts(w.db, new Date(base + 1000))).toBeGreaterThanOrEqual(1);
    expect(await rowOf(underWay)).toMatchObject({ status: 'skipped' });
    const settledEvents = await eventsOf(w.db, 'workout.changed');
    expect(settledEvents.filter((e) => e.subject_id === String(underWay))).toHaveLength(1);
  });
});
