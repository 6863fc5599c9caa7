import type { ApiLiveClass } from '../src/live/present.js';
import { subscribed } from './support/payments.js';
import {
  call,
  content,
  createClass,
  failureOf,
  member,
  startLiveWorld,
  type LiveWorld,
} from './support/live.js';

/** POST /api/workout/myWorkout: the member's calendar, with booked live classes joined. */

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
  videoId: number | null;
  liveClassId: number | null;
  liveClass: ApiLiveClass | null;
}

const myWorkouts = (token: string | undefined, body: Record<string, unknown>) =>
  call(w.app, 'POST', '/api/workout/myWorkout', token, body);

test('booked classes appear by time, with the class; date ranges include the whole last day; only the caller’s', async () => {
  const { token, id } = await member(w);
  await subscribed(w.app, `Bearer ${token}`, { packageId: 'streamfit_monthly' });
  const later = await createClass(w, { title: 'Later' }, 3 * 24 * 60);
  const sooner = await createClass(w, { title: 'Sooner' }, 2 * 24 * 60);
  for (const live of [later, sooner])
    expect(
      (await call(w.app, 'POST', '/api/liveclass/upcoming', token, { liveClassId: live.id })).statusCode,
    ).toBe(201);
  const { token: other } = await member(w);

  const day = (iso: string) => iso.slice(0, 10);
  const response = await myWorkouts(token, {
    fromDate: '2000-01-01',
    toDate: day(later.scheduledDatetime),
    authUserInfo: { id: id + 1000 },
  });
  expect(response.statusCode).toBe(200);
  const { workouts, status } = content<{ workouts: Workout[]; status: Record<string, number> }>(response);
  expect(status).toEqual({ scheduled: 2, completed: 0, skipped: 0 });
  expect(workouts).toEqual([
    {
      id: expect.any(Number),
      when: sooner.scheduledDatetime,
      status: 'scheduled',
      videoId: null,
      liveClassId: sooner.id,
      liveClass: sooner,
      timeZone: null,
      video: null,
      programId: null,
      programTitle: '',
      revision: 0,
      updatedAt: expect.any(String),
    },
    {
      id: expect.any(Number),
      when: later.scheduledDatetime,
      status: 'scheduled',
      videoId: null,
      liveClassId: later.id,
      liveClass: later,
      timeZone: null,
      video: null,
      programId: null,
      programTitle: '',
      revision: 0,
      updatedAt: expect.any(String),
    },
  ]);
  const onlySooner = content<{ workouts: Workout[] }>(
    await myWorkouts(token, {
      fromDate: day(sooner.scheduledDatetime),
      toDate: day(sooner.scheduledDatetime),
    }),
  );
  expect(onlySooner.workouts.map((x) => x.liveClassId)).toEqual([sooner.id]);
  const exact = content<{ workouts: Workout[] }>(
    await myWorkouts(token, { fromDate: later.scheduledDatetime, toDate: later.scheduledDatetime }),
  );
  expect(exact.workouts.map((x) => x.liveClassId)).toEqual([later.id]);
  expect(
    content<{ workouts: Workout[] }>(
      await myWorkouts(other, { fromDate: '2000-01-01', toDate: '2100-01-01' }),
    ).workouts,
  ).toEqual([]);
});

test('bad input is a 400 naming the field; no token is a 401', async () => {
  const { token } = await member(w);
  const cases: Array<[Record<string, unknown>, RegExp]> = [
    [{ toDate: '2030-01-01' }, /^fromDate: is required/],
    [{ fromDate: '2030-01-01' }, /^toDate: is required/],
    [{ fromDate: '01-02-2030', toDate: '2030-01-03' }, /^fromDate: must be a date/],
    [{ fromDate: '2030-02-31', toDate: '2030-03-03' }, /^fromDate: is not a real date/],
    [{ fromDate: '2030-01-01', toDate: '2030-13-01' }, /^toDate: is not a real date/],
    [{ fromDate: '2030-01-02', toDate: '2030-01-01' }, /^toDate: must not be before fromDate/],
    [{ fromDate: '2030-01-01T10:00:00', toDate: '2030-01-02' }, /^fromDate: /],
  ];
  for (const [body, message] of cases) {
    const response = failureOf(await myWorkouts(token, body));
    expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
    expect(response.content).toMatch(message);
  }
  expect((await myWorkouts(undefined, { fromDate: '2030-01-01', toDate: '2030-01-02' })).statusCode).toBe(
    401,
  );
});
