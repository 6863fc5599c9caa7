import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { INSTRUCTOR_EMAIL, seedInstructor, seedStaff, STAFF_EMAIL } from '../src/accounts/seed.js';
import type { Database } from '../src/db/database.js';
import {
  CANCELLED_MESSAGE,
  NO_SUCH_CLASS_MESSAGE,
  OTHER_STUDIO_MESSAGE,
  STAFF_ONLY_MESSAGE,
} from '../src/live/routes.js';
import type { ApiLiveClass } from '../src/live/present.js';
import { classesForDate, SEED_DAYS_AFTER, SEED_DAYS_BEFORE, seedLiveClasses } from '../src/live/seed.js';
import { json, startTestApp, type Envelope, type TestApp } from './support/app.js';
import { DAY, login, signUp } from './support/accounts.js';
import { openStream, type SseClient } from './support/sse.js';

const STAFF_PASSWORD = 'staff password for live classes';

let t: TestApp;
let app: FastifyInstance;
let db: Database;
let staffToken: string;
let memberToken: string;
const streams: SseClient[] = [];

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

const content = <T>(response: LightMyRequestResponse): T => json<Envelope<T>>(response).content;

async function snapshot(): Promise<unknown[]> {
  return [
    await db.query('SELECT * FROM live_classes ORDER BY id'),
    await db.query('SELECT id, type FROM events ORDER BY id'),
  ];
}

function future(days: number, hourUtc = 18): string {
  const day = new Date(Date.now() + days * DAY);
  day.setUTCHours(hourUtc, 0, 0, 0);
  return day.toISOString();
}

async function studioIds(): Promise<{ main: number; whiteLabel: number }> {
  const [main] = await db.query<{ id: number }>(
    "SELECT id FROM studios WHERE whitelabel_domain IS NULL AND short_name <> 'streamfit' ORDER BY id LIMIT 1",
  );
  const [whiteLabel] = await db.query<{ id: number }>(
    'SELECT id FROM studios WHERE whitelabel_domain IS NOT NULL ORDER BY id LIMIT 1',
  );
  return { main: main!.id, whiteLabel: whiteLabel!.id };
}

function newClass(studioId: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    studioId,
    title: 'Test Sculpt',
    description: 'Created by a test',
    instructor: 'Jane Doe',
    price: 12.5,
    scheduledDatetime: future(2),
    minutesDuration: 45,
    ...overrides,
  };
}

beforeAll(async () => {
  t = await startTestApp({ eventsPingMs: 200 });
  app = t.app;
  db = t.database.db;
  await app.listen({ port: 0, host: '127.0.0.1' });
  await seedStaff(db, STAFF_PASSWORD);
  const staff = await login(app, STAFF_EMAIL, STAFF_PASSWORD, { address: '192.0.2.77' });
  staffToken = json<Envelope<{ authToken: string }>>(staff).content.authToken;
  memberToken = (await signUp(app)).authToken;
});

afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});

afterAll(async () => {
  await t.close();
});

describe('the seeded rolling schedule', () => {
  test('2 to 4 classes a day from 3 days ago to 21 days ahead, white-label ones included, some off the main site', async () => {
    const rows = await db.query<{ day: string; n: number }>(
      `SELECT to_char(scheduled_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS n
         FROM live_classes WHERE seed_key IS NOT NULL AND seed_key NOT LIKE '%#studio-%' GROUP BY 1 ORDER BY 1`,
    );
    expect(rows).toHaveLength(SEED_DAYS_BEFORE + SEED_DAYS_AFTER + 1);
    expect(rows.every((r) => r.n >= 2 && r.n <= 4)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect(rows.some((r) => r.day === today)).toBe(true);
    const [mix] = await db.query<{ studios: number; hidden: number; whitelabel: number }>(
      `SELECT count(DISTINCT l.studio_id)::int AS studios,
              count(*) FILTER (WHERE NOT l.is_on_jetsweat)::int AS hidden,
              count(*) FILTER (WHERE s.whitelabel_domain IS NOT NULL)::int AS whitelabel
         FROM live_classes l JOIN studios s ON s.id = l.studio_id`,
    );
    expect(mix!.studios).toBeGreaterThanOrEqual(5);
    expect(mix!.hidden).toBeGreaterThan(0);
    expect(mix!.whitelabel).toBeGreaterThan(0);
    // Every white-label studio's own schedule has a class every seeded day.
    const gaps = await db.query<{ id: number }>(
      `SELECT s.id FROM studios s CROSS JOIN generate_series(-$1::int, $2::int) AS d(offset_days)
        WHERE s.whitelabel_domain IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM live_classes l WHERE l.studio_id = s.id AND l.seed_key IS NOT NULL
                            AND to_char(l.scheduled_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') =
                                to_char((now() AT TIME ZONE 'UTC') + d.offset_days * interval '1 day', 'YYYY-MM-DD'))`,
      [SEED_DAYS_BEFORE, SEED_DAYS_AFTER],
    );
    expect(gaps).toEqual([]);
  });

  test('idempotent, and rolled forward when started on a later day', async () => {
    const before = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM live_classes');
    expect(await seedLiveClasses(db)).toBe(0);
    const later = new Date(Date.now() + 10 * DAY);
    const added = await seedLiveClasses(db, later);
    expect(added).toBeGreaterThanOrEqual(20);
    expect(await seedLiveClasses(db, later)).toBe(0);
    const after = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM live_classes');
    expect(after[0]!.n).toBe(before[0]!.n + added);
    // Deterministic per date.
    const studios = [
      { id: 1, whitelabel: false, instructors: ['A'] },
      { id: 2, whitelabel: true, instructors: [] },
    ];
    expect(classesForDate('2030-01-02', studios)).toEqual(classesForDate('2030-01-02', studios));
  });
});

describe('GET /api/liveclass/upcoming…', () => {
  test('public list: no token; upcoming and not cancelled, by start time, with the spec fields', async () => {
    const response = await call('GET', '/api/liveclass/upcoming/public/all');
    expect(response.statusCode).toBe(200);
    const list = content<ApiLiveClass[]>(response);
    expect(list.length).toBeGreaterThan(20);
    const now = Date.now();
    for (const live of list) {
      expect(Object.keys(live).sort()).toEqual(
        [
          'cancelledAt',
          'description',
          'id',
          'instructor',
          'isOnJetsweat',
          'minutesDuration',
          'price',
          'scheduledDatetime',
          'studioId',
          'studioLogo',
          'timeZone',
          'title',
        ].sort(),
      );
      expect(new Date(live.scheduledDatetime).getTime() + live.minutesDuration * 60_000).toBeGreaterThan(now);
      expect(live.cancelledAt).toBeNull();
      expect([0, 1]).toContain(live.isOnJetsweat);
      expect(typeof live.price).toBe('number');
      expect(live.studioLogo).toMatch(/^\/media\/studios\/.+/);
      expect(live.timeZone).toMatch(/^[A-Z][A-Za-z_]+\/[A-Za-z_]+$/);
    }
    const times = list.map((l) => l.scheduledDatetime);
    expect(times).toEqual([...times].sort());
    expect(list.some((l) => l.isOnJetsweat === 0)).toBe(true);
  });

  test('?studioId= filters; a bad studioId is a 400 naming it; an unknown one is an empty list', async () => {
    const all = content<ApiLiveClass[]>(await call('GET', '/api/liveclass/upcoming/public/all'));
    const studioId = all[0]!.studioId;
    const filtered = content<ApiLiveClass[]>(
      await call('GET', `/api/liveclass/upcoming/public/all?studioId=${studioId}`),
    );
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((l) => l.studioId === studioId)).toBe(true);
    expect(filtered).toEqual(all.filter((l) => l.studioId === studioId));
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await call('GET', `/api/liveclass/upcoming/public/all?studioId=${bad}`);
      expect(response.statusCode).toBe(400);
      expect(json<Envelope<string>>(response)).toEqual({
        status: false,
        content: expect.stringMatching(/^studioId: /),
      });
    }
    expect(
      content<unknown[]>(await call('GET', '/api/liveclass/upcoming/public/all?studioId=999999')),
    ).toEqual([]);
  });

  test('the member calls need a token; one class by id (402 with the class without access); unknown and bad ids', async () => {
    expect((await call('GET', '/api/liveclass/upcoming')).statusCode).toBe(401);
    const list = content<ApiLiveClass[]>(await call('GET', '/api/liveclass/upcoming', memberToken));
    expect(list).toEqual(content<ApiLiveClass[]>(await call('GET', '/api/liveclass/upcoming/public/all')));
    expect((await call('GET', `/api/liveclass/upcoming/${list[0]!.id}`)).statusCode).toBe(401);
    const one = await call('GET', `/api/liveclass/upcoming/${list[0]!.id}`, staffToken);
    expect(one.statusCode).toBe(200);
    expect(content(one)).toEqual(list[0]);
    const refused = await call('GET', `/api/liveclass/upcoming/${list[0]!.id}`, memberToken);
    expect(refused.statusCode).toBe(402);
    expect(json(refused)).toEqual({
      status: false,
      code: 'payment_required',
      content: 'Book this class to watch it.',
      liveClass: list[0],
    });
    const unknown = await call('GET', '/api/liveclass/upcoming/99999999', memberToken);
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({ status: false, content: NO_SUCH_CLASS_MESSAGE });
    const bad = await call('GET', '/api/liveclass/upcoming/abc', memberToken);
    expect(bad.statusCode).toBe(400);
    expect(content<string>(bad)).toMatch(/^id: /);
  });
});

describe('staff: create, change, cancel', () => {
  test('a member gets 403 and no token 401, changing nothing', async () => {
    const { main } = await studioIds();
    const before = await snapshot();
    const [seeded] = await db.query<{ id: number }>('SELECT id FROM live_classes ORDER BY id LIMIT 1');
    const attempts = [
      () => call('POST', '/api/liveclass', memberToken, newClass(main)),
      () => call('PATCH', `/api/liveclass/${seeded!.id}`, memberToken, { title: 'Hijacked' }),
      () => call('DELETE', `/api/liveclass/${seeded!.id}`, memberToken),
    ];
    for (const attempt of attempts) {
      const response = await attempt();
      expect(response.statusCode).toBe(403);
      expect(json(response)).toEqual({ status: false, content: STAFF_ONLY_MESSAGE });
    }
    expect((await call('POST', '/api/liveclass', undefined, newClass(main))).statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  test('create → changed → cancelled, each with its event on the stream, in order', async () => {
    const { main, whiteLabel } = await studioIds();
    const stream = await openStream(app);
    streams.push(stream);

    const created = await call(
      'POST',
      '/api/liveclass',
      staffToken,
      newClass(whiteLabel, { isOnJetsweat: 0 }),
    );
    expect(created.statusCode).toBe(201);
    const live = content<ApiLiveClass>(created);
    expect(live).toMatchObject({
      studioId: whiteLabel,
      title: 'Test Sculpt',
      price: 12.5,
      minutesDuration: 45,
      isOnJetsweat: 0,
      cancelledAt: null,
    });
    const listed = content<ApiLiveClass[]>(
      await call('GET', `/api/liveclass/upcoming/public/all?studioId=${whiteLabel}`),
    );
    expect(listed).toContainEqual(live);

    const newTime = future(3, 20);
    const changed = await call('PATCH', `/api/liveclass/${live.id}`, staffToken, {
      scheduledDatetime: newTime,
      studioId: main,
      title: '  Rescheduled  ',
    });
    expect(changed.statusCode).toBe(200);
    expect(content(changed)).toMatchObject({
      id: live.id,
      scheduledDatetime: newTime,
      studioId: main,
      title: 'Rescheduled',
    });

    // Nothing really different: no event.
    expect(
      (await call('PATCH', `/api/liveclass/${live.id}`, staffToken, { title: 'Rescheduled' })).statusCode,
    ).toBe(200);

    const cancelled = await call('DELETE', `/api/liveclass/${live.id}`, staffToken);
    expect(cancelled.statusCode).toBe(200);
    expect(content<ApiLiveClass>(cancelled).cancelledAt).not.toBeNull();
    // Twice: still 200, no second event.
    expect((await call('DELETE', `/api/liveclass/${live.id}`, staffToken)).statusCode).toBe(200);
    const all = content<ApiLiveClass[]>(await call('GET', '/api/liveclass/upcoming/public/all'));
    expect(all.some((l) => l.id === live.id)).toBe(false);
    const changeCancelled = await call('PATCH', `/api/liveclass/${live.id}`, staffToken, { title: 'Back' });
    expect(changeCancelled.statusCode).toBe(409);
    expect(json(changeCancelled)).toEqual({ status: false, content: CANCELLED_MESSAGE });

    const messages = await stream.waitFor(3);
    await new Promise((done) => setTimeout(done, 300));
    expect(stream.messages.map((m) => m.event)).toEqual([
      'liveclass.created',
      'liveclass.changed',
      'liveclass.cancelled',
    ]);
    const events = stream.messages.map(
      (m) =>
        JSON.parse(m.data) as {
          subject: unknown;
          audienceUserIds: unknown;
          payload: Record<string, unknown>;
        },
    );
    expect(
      events.every(
        (e) => JSON.stringify(e.subject) === JSON.stringify({ kind: 'liveclass', id: String(live.id) }),
      ),
    ).toBe(true);
    expect(events.every((e) => e.audienceUserIds === null)).toBe(true);
    expect(events[0]!.payload['liveClass']).toEqual(live);
    expect((events[1]!.payload['changed'] as string[]).sort()).toEqual(
      ['scheduledDatetime', 'studioId', 'studioLogo', 'title'].sort(),
    );
    expect(events[2]!.payload['liveClass']).toEqual(content(cancelled));
    expect(messages.map((m) => Number(m.id))).toEqual(
      [...messages.map((m) => Number(m.id))].sort((a, b) => a - b),
    );
  });

  test('bad input: a 400 naming the field, and nothing changes', async () => {
    const { main } = await studioIds();
    const live = content<ApiLiveClass>(await call('POST', '/api/liveclass', staffToken, newClass(main)));
    const before = await snapshot();
    const bodies: Array<[Record<string, unknown>, RegExp]> = [
      [
        newClass(main, { scheduledDatetime: new Date(Date.now() - DAY).toISOString() }),
        /^scheduledDatetime: must be in the future/,
      ],
      [newClass(main, { scheduledDatetime: '2030-01-02 18:00' }), /^scheduledDatetime: /],
      [newClass(main, { scheduledDatetime: '2030-02-31T18:00:00Z' }), /^scheduledDatetime: /],
      [newClass(main, { studioId: 999999 }), /^studioId: no such studio/],
      [newClass(main, { studioId: 'x' }), /^studioId: /],
      [newClass(main, { title: '   ' }), /^title: /],
      [newClass(main, { title: 'x'.repeat(201) }), /^title: /],
      [newClass(main, { instructor: '' }), /^instructor: /],
      [newClass(main, { price: -1 }), /^price: /],
      [newClass(main, { price: 1.234 }), /^price: /],
      [newClass(main, { minutesDuration: 0 }), /^minutesDuration: /],
      [newClass(main, { minutesDuration: 30.5 }), /^minutesDuration: /],
      [newClass(main, { isOnJetsweat: 'maybe' }), /^isOnJetsweat: /],
      [{ ...newClass(main), title: undefined }, /^title: is required/],
    ];
    for (const [body, message] of bodies) {
      const response = await call('POST', '/api/liveclass', staffToken, body);
      expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
      expect(content<string>(response)).toMatch(message);
    }
    const patches: Array<[string, unknown, number, RegExp]> = [
      [
        `/api/liveclass/${live.id}`,
        { scheduledDatetime: '2001-01-01T00:00:00Z' },
        400,
        /^scheduledDatetime: must be in the future/,
      ],
      [`/api/liveclass/${live.id}`, { price: 'free' }, 400, /^price: /],
      [`/api/liveclass/${live.id}`, {}, 400, /^body: must change at least one of/],
      [`/api/liveclass/${live.id}`, { unknownField: 1 }, 400, /^body: must change at least one of/],
      [`/api/liveclass/${live.id}`, { studioId: 999999 }, 400, /^studioId: no such studio/],
      ['/api/liveclass/99999999', { title: 'Nope' }, 404, /^id: no such live class/],
      ['/api/liveclass/abc', { title: 'Nope' }, 400, /^id: /],
    ];
    for (const [url, body, status, message] of patches) {
      const response = await call('PATCH', url, staffToken, body);
      expect({ url, body, status: response.statusCode }).toEqual({ url, body, status });
      expect(content<string>(response)).toMatch(message);
    }
    const unknownDelete = await call('DELETE', '/api/liveclass/99999999', staffToken);
    expect(unknownDelete.statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});

describe('instructors (SEED_INSTRUCTOR_PASSWORD)', () => {
  const INSTRUCTOR_PASSWORD = 'instructor password for tests';
  let instructorToken: string;
  let own: number;
  let other: number;

  beforeAll(async () => {
    expect(await seedInstructor(db, undefined)).toBe('skipped');
    expect(await seedInstructor(db, INSTRUCTOR_PASSWORD)).toBe('created');
    expect(await seedInstructor(db, INSTRUCTOR_PASSWORD)).toBe('unchanged');
    const response = await login(app, INSTRUCTOR_EMAIL, INSTRUCTOR_PASSWORD, { address: '192.0.2.78' });
    expect(json<Envelope<{ userType: string }>>(response).content.userType).toBe('instructor');
    instructorToken = json<Envelope<{ authToken: string }>>(response).content.authToken;
    const [bari] = await db.query<{ id: number }>("SELECT id FROM studios WHERE short_name = 'baristudio'");
    const [elsewhere] = await db.query<{ id: number }>(
      "SELECT id FROM studios WHERE short_name NOT IN ('baristudio', 'streamfit') ORDER BY id LIMIT 1",
    );
    own = bari!.id;
    other = elsewhere!.id;
  });

  test("manage their studios' classes, and only those", async () => {
    const created = await call('POST', '/api/liveclass', instructorToken, newClass(own));
    expect(created.statusCode).toBe(201);
    const live = content<ApiLiveClass>(created);
    expect(
      (await call('PATCH', `/api/liveclass/${live.id}`, instructorToken, { minutesDuration: 60 })).statusCode,
    ).toBe(200);

    const before = await snapshot();
    const refusals = [
      await call('POST', '/api/liveclass', instructorToken, newClass(other)),
      await call('PATCH', `/api/liveclass/${live.id}`, instructorToken, { studioId: other }),
    ];
    const staffClass = content<ApiLiveClass>(
      await call('POST', '/api/liveclass', staffToken, newClass(other)),
    );
    const afterStaff = await snapshot();
    refusals.push(
      await call('PATCH', `/api/liveclass/${staffClass.id}`, instructorToken, { title: 'Mine now' }),
      await call('DELETE', `/api/liveclass/${staffClass.id}`, instructorToken),
    );
    for (const response of refusals) {
      expect(response.statusCode).toBe(403);
      expect(json(response)).toEqual({ status: false, content: OTHER_STUDIO_MESSAGE });
    }
    expect(await snapshot()).toEqual(afterStaff);
    expect(before).not.toEqual(afterStaff);

    const cancelled = await call('DELETE', `/api/liveclass/${live.id}`, instructorToken);
    expect(cancelled.statusCode).toBe(200);
  });
});
