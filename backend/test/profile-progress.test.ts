import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../src/db/database.js';
import { signUp, TestClock } from './support/accounts.js';
import { json, startTestApp, type Envelope, type TestApp } from './support/app.js';

/** The fitness profile (POST /api/user/me, /api/user/save) and progress (POST /api/history/myprogress). */

let t: TestApp;
let db: Database;
const clock = new TestClock(new Date('2031-05-15T12:00:00.000Z'));

beforeAll(async () => {
  t = await startTestApp({ clock: clock.now });
  db = t.database.db;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

function call(url: string, token: string | undefined, payload?: unknown): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url,
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

const content = <T>(response: LightMyRequestResponse): T => json<Envelope<T>>(response).content;

async function member(): Promise<{ token: string; id: number }> {
  const { authToken, user } = await signUp(t.app);
  return { token: authToken, id: user.id };
}

async function profileRows(id: number): Promise<unknown> {
  return db.query(
    `SELECT u.birthday::text AS birthday, p.weight_pounds::text AS weight, p.gender, p.activity_level
       FROM users u LEFT JOIN fitness_profiles p ON p.user_id = u.id WHERE u.id = $1`,
    [id],
  );
}

describe('profile', () => {
  test('a new member reads the defaults, each named as a default; nothing is stored', async () => {
    const { token, id } = await member();
    const response = await call('/api/user/me', token);
    expect(response.statusCode).toBe(200);
    expect(content(response)).toEqual({
      birthday: null,
      age: 35,
      weight: 143,
      gender: 'F',
      activityLevel: null,
      defaults: ['age', 'weight', 'gender'],
    });
    expect(await profileRows(id)).toEqual([
      { birthday: null, weight: null, gender: null, activity_level: null },
    ]);
    expect((await call('/api/user/me', token, { authUserInfo: { id } })).statusCode).toBe(200);
    expect((await call('/api/user/me', undefined)).statusCode).toBe(401);
  });

  test('saving some fields leaves the others as they were; defaults apply only to what was never said; null unsets', async () => {
    const { token, id } = await member();
    const saved = await call('/api/user/save', token, { userInfo: { weight: 180.25 }, authUserInfo: { id } });
    expect(saved.statusCode).toBe(200);
    expect(content(saved)).toEqual({
      success: true,
      profile: {
        birthday: null,
        age: 35,
        weight: 180.3,
        gender: 'F',
        activityLevel: null,
        defaults: ['age', 'gender'],
      },
    });
    await call('/api/user/save', token, {
      userInfo: { birthday: '1990-05-16', activityLevel: 'Very Active' },
    });
    expect(content(await call('/api/user/me', token))).toEqual({
      birthday: '1990-05-16',
      // The birthday is tomorrow on the test clock: still 40.
      age: 40,
      weight: 180.3,
      gender: 'F',
      activityLevel: 'Very Active',
      defaults: ['gender'],
    });
    await call('/api/user/save', token, { userInfo: { gender: 'M', weight: null } });
    expect(content(await call('/api/user/me', token))).toMatchObject({
      weight: 143,
      gender: 'M',
      defaults: ['weight'],
    });
    expect(await profileRows(id)).toEqual([
      { birthday: '1990-05-16', weight: null, gender: 'M', activity_level: 'Very Active' },
    ]);
    // The account shows the same birthday.
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: { authorization: token } });
    expect(content<{ birthday: string }>(me).birthday).toBe('1990-05-16');
  });

  test('refusals: future or unreal birthdays, zero or absurd weights, unknown genders and levels, unknown fields, wrong types', async () => {
    const { token, id } = await member();
    await call('/api/user/save', token, { userInfo: { weight: 150, birthday: '1980-01-01' } });
    const before = await profileRows(id);
    const cases: Array<[unknown, string]> = [
      [{ birthday: '2031-05-16' }, 'userInfo.birthday: must not be in the future'],
      [{ birthday: '2030-02-30' }, 'userInfo.birthday: is not a real date'],
      [{ birthday: '1850-01-01' }, 'userInfo.birthday: must not be before 1900-01-01'],
      [{ birthday: '16/05/1990' }, 'userInfo.birthday: must be a date YYYY-MM-DD or null'],
      [{ weight: 0 }, 'userInfo.weight: must be a weight in pounds above 0 and at most 1000, or null'],
      [{ weight: -5 }, 'userInfo.weight: must be a weight in pounds above 0 and at most 1000, or null'],
      [{ weight: 5000 }, 'userInfo.weight: must be a weight in pounds above 0 and at most 1000, or null'],
      [{ weight: 0.01 }, 'userInfo.weight: must be above 0'],
      [{ weight: '150' }, 'userInfo.weight: must be a weight in pounds above 0 and at most 1000, or null'],
      [{ gender: 'X' }, 'userInfo.gender: must be one of F, M, or null'],
      [
        { activityLevel: 'Couch' },
        'userInfo.activityLevel: must be one of Sedentary, Lightly Active, Active, Very Active, or null',
      ],
      [{ firstName: 'Eve' }, 'userInfo.firstName: is not allowed'],
      [{}, 'userInfo: must name birthday, weight, gender or activityLevel'],
      ['me', 'userInfo: must be object'],
    ];
    for (const [userInfo, message] of cases) {
      const response = await call('/api/user/save', token, { userInfo });
      expect([response.statusCode, json<{ content: string }>(response).content]).toEqual([400, message]);
    }
    const extra = await call('/api/user/save', token, { userInfo: { weight: 150 }, extra: 1 });
    expect([extra.statusCode, json<{ content: string }>(extra).content]).toEqual([
      400,
      'extra: is not allowed',
    ]);
    expect(await profileRows(id)).toEqual(before);
  });
});

describe('progress', () => {
  interface Figures {
    calorie: number;
    minutes: number;
    workouts: number;
  }
  interface Period {
    fromDate: string;
    toDate: string;
    data: Array<Figures & { date: string }>;
    total: Figures;
  }
  interface Progress extends Period {
    previousMonth: Period;
    soFar: Period;
    allTime: Figures;
    profile: { weight: number; defaults: string[] };
  }

  const kg = (pounds: number) => pounds * 0.45359237;
  const calories = (seconds: number, mhr: number, pounds: number) =>
    (seconds / 60) * mhr * kg(pounds) * 0.0175 * 3.5;

  async function insertWorkout(
    userId: number,
    when: string,
    status: string,
    video: number | null,
    liveClass: number | null,
  ) {
    await db.query(
      `INSERT INTO workouts (user_id, when_at, status, video_id, live_class_id, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $2, $2)`,
      [userId, when, status, video, liveClass],
    );
  }

  test('sums completed workouts (on-demand and live) per day with the member’s weight; previous month, so far and all time', async () => {
    const { token, id } = await member();
    const other = await member();
    const videos = await db.query<{ id: number; duration_seconds: number; mhr: string }>(
      'SELECT id, duration_seconds, mhr::text AS mhr FROM videos ORDER BY id LIMIT 2',
    );
    const [v1, v2] = videos as [(typeof videos)[number], (typeof videos)[number]];
    const [live] = await db.query<{ id: number; minutes_duration: number }>(
      'SELECT id, minutes_duration FROM live_classes ORDER BY id LIMIT 1',
    );

    // One through the calendar's own calls: planned, then marked completed.
    const added = await call('/api/workout/add', token, {
      videoId: v1.id,
      liveClassId: null,
      when: '05-03-2031 10:00',
      timeZone: 'UTC',
    });
    expect(added.statusCode).toBe(201);
    const workoutId = content<{ id: number }>(added).id;
    expect(
      (await call('/api/workout/updateStatus', token, { workoutId, status: 'completed' })).statusCode,
    ).toBe(200);

    await insertWorkout(id, '2031-05-03T18:00:00Z', 'completed', v2.id, null);
    await insertWorkout(id, '2031-05-07T09:00:00Z', 'completed', null, live!.id);
    await insertWorkout(id, '2031-04-20T09:00:00Z', 'completed', v1.id, null);
    await insertWorkout(id, '2017-12-31T09:00:00Z', 'completed', v2.id, null);
    await insertWorkout(id, '2031-05-04T09:00:00Z', 'skipped', v1.id, null);
    await insertWorkout(id, '2031-05-05T09:00:00Z', 'scheduled', v1.id, null);
    await insertWorkout(other.id, '2031-05-03T09:00:00Z', 'completed', v1.id, null);

    const expectFor = (pounds: number) => {
      const c1 = calories(v1.duration_seconds, Number(v1.mhr), pounds);
      const c2 = calories(v2.duration_seconds, Number(v2.mhr), pounds);
      const cl = calories(live!.minutes_duration * 60, 0.6, pounds);
      const day3 = {
        date: '2031-05-03',
        calorie: Math.floor(c1 + c2),
        minutes: Math.floor((v1.duration_seconds + v2.duration_seconds) / 60),
        workouts: 2,
      };
      const day7 = {
        date: '2031-05-07',
        calorie: Math.floor(cl),
        minutes: live!.minutes_duration,
        workouts: 1,
      };
      const april = {
        date: '2031-04-20',
        calorie: Math.floor(c1),
        minutes: Math.floor(v1.duration_seconds / 60),
        workouts: 1,
      };
      const may = { calorie: Math.floor(c1 + c2 + cl), minutes: day3.minutes + day7.minutes, workouts: 3 };
      return {
        fromDate: '2031-05-01',
        toDate: '2031-05-31',
        data: [day3, day7],
        total: may,
        previousMonth: {
          fromDate: '2031-04-01',
          toDate: '2031-04-30',
          data: [april],
          total: { calorie: april.calorie, minutes: april.minutes, workouts: 1 },
        },
        soFar: {
          fromDate: '2018-01-01',
          toDate: '2031-05-15',
          data: [april, day3, day7],
          total: {
            calorie: Math.floor(c1 + c1 + c2 + cl),
            minutes: april.minutes + may.minutes,
            workouts: 4,
          },
        },
        allTime: {
          calorie: Math.floor(c1 + c1 + c2 + c2 + cl),
          minutes: Math.floor(
            (2 * v1.duration_seconds + 2 * v2.duration_seconds + live!.minutes_duration * 60) / 60,
          ),
          workouts: 5,
        },
      };
    };

    const response = await call('/api/history/myprogress', token, {
      fromDate: '2031-05-01',
      toDate: '2031-05-31',
      authUserInfo: { id },
    });
    expect(response.statusCode).toBe(200);
    expect(content<Progress>(response)).toEqual({
      ...expectFor(143),
      profile: { weight: 143, defaults: ['weight'] },
    });

    // The member's own weight counts from the moment it is saved.
    await call('/api/user/save', token, { userInfo: { weight: 200 } });
    const heavier = content<Progress>(
      await call('/api/history/myprogress', token, {
        fromDate: '2031-05-01',
        toDate: '2031-05-31',
        beforeDate: '2031-05-07',
      }),
    );
    const expected = expectFor(200);
    expect(heavier).toMatchObject({
      data: expected.data,
      total: expected.total,
      allTime: expected.allTime,
      profile: { weight: 200, defaults: [] },
    });
    // beforeDate cuts "so far" at the day before it.
    expect(heavier.soFar.toDate).toBe('2031-05-06');
    expect(heavier.soFar.total.workouts).toBe(3);

    // A short month's day 31 means its last day.
    const february = content<Progress>(
      await call('/api/history/myprogress', token, { fromDate: '2031-02-01', toDate: '2031-02-31' }),
    );
    expect([february.toDate, february.previousMonth.fromDate, february.previousMonth.toDate]).toEqual([
      '2031-02-28',
      '2031-01-01',
      '2031-01-31',
    ]);
    expect(february.data).toEqual([]);
  });

  test('each workout counts on its day in the time zone the member reads in; today is that zone’s today', async () => {
    const { token, id } = await member();
    const [video] = await db.query<{ id: number }>('SELECT id FROM videos ORDER BY id LIMIT 1');
    // 23:30 on 31 May in New York is 03:30 on 1 June in UTC; 00:30 on 1 May in Sydney is 30 April in UTC.
    await insertWorkout(id, '2031-06-01T03:30:00Z', 'completed', video!.id, null);
    await insertWorkout(id, '2031-04-30T14:30:00Z', 'completed', video!.id, null);
    const read = async (timeZone?: string) =>
      content<Progress>(
        await call('/api/history/myprogress', token, {
          fromDate: '2031-05-01',
          toDate: '2031-05-31',
          ...(timeZone ? { timeZone } : {}),
        }),
      );
    expect((await read()).data.map((day) => day.date)).toEqual([]);
    expect((await read('America/New_York')).data.map((day) => day.date)).toEqual(['2031-05-31']);
    expect((await read('Australia/Sydney')).data.map((day) => day.date)).toEqual(['2031-05-01']);
    // The test clock reads 12:00 UTC on 15 May: already the 16th in Kiritimati (UTC+14), so "so far" runs to the 16th.
    expect((await read('Pacific/Kiritimati')).soFar.toDate).toBe('2031-05-16');
    expect((await read('America/New_York')).soFar.toDate).toBe('2031-05-15');
  });

  test('refusals: bad dates and ranges, unknown fields, wrong types; no session', async () => {
    const { token } = await member();
    const cases: Array<[unknown, string]> = [
      [{ fromDate: '2031-02-30', toDate: '2031-03-31' }, 'fromDate: is not a real date'],
      [{ fromDate: '2031-05-01', toDate: '2031-05-32' }, 'toDate: is not a real date'],
      [{ fromDate: '2031-05-01', toDate: '2031-04-30' }, 'toDate: must not be before fromDate'],
      [{ fromDate: '05/01/2031', toDate: '2031-05-31' }, 'fromDate: must be a date YYYY-MM-DD'],
      [{ fromDate: 20310501, toDate: '2031-05-31' }, 'fromDate: must be a date YYYY-MM-DD'],
      [
        { fromDate: '2031-05-01', toDate: '2031-05-31', beforeDate: '2031-13-01' },
        'beforeDate: is not a real date',
      ],
      [{ toDate: '2031-05-31' }, 'fromDate: is required'],
      [{ fromDate: '2031-05-01', toDate: '2031-05-31', page: 2 }, 'page: is not allowed'],
      [
        { fromDate: '2031-05-01', toDate: '2031-05-31', timeZone: 'Mars/Olympus_Mons' },
        'timeZone: is not a known IANA time zone',
      ],
      [{ fromDate: '2031-05-01', toDate: '2031-05-31', timeZone: 7 }, 'timeZone: must be an IANA time zone'],
    ];
    for (const [body, message] of cases) {
      const response = await call('/api/history/myprogress', token, body);
      expect([response.statusCode, json<{ content: string }>(response).content]).toEqual([400, message]);
    }
    expect(
      (await call('/api/history/myprogress', undefined, { fromDate: '2031-05-01', toDate: '2031-05-31' }))
        .statusCode,
    ).toBe(401);
  });
});
