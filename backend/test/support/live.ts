import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { INSTRUCTOR_EMAIL, seedInstructor, seedStaff, STAFF_EMAIL } from '../../src/accounts/seed.js';
import type { AppOptions } from '../../src/app.js';
import type { Database } from '../../src/db/database.js';
import type { ApiLiveClass } from '../../src/live/present.js';
import { json, startTestApp, type Envelope, type TestApp } from './app.js';
import { login, signUp, TestClock } from './accounts.js';

/** Helpers for the member-side live class tests: staff, classes, calls and row counts. */

export const STAFF_PASSWORD = 'staff password for live tests';
export const INSTRUCTOR_PASSWORD = 'instructor password for live tests';

export interface LiveWorld {
  t: TestApp;
  app: FastifyInstance;
  db: Database;
  clock: TestClock;
  staffToken: string;
  instructorToken: string;
}

let address = 10;

/** An app on a test clock that starts at the real time (the seeded schedule is around it), with staff and the instructor logged in. */
export async function startLiveWorld(
  options: Partial<Omit<AppOptions, 'db' | 'clock'>> = {},
): Promise<LiveWorld> {
  const clock = new TestClock(new Date());
  const t = await startTestApp({ ...options, clock: clock.now });
  await seedStaff(t.database.db, STAFF_PASSWORD);
  await seedInstructor(t.database.db, INSTRUCTOR_PASSWORD);
  const staff = await login(t.app, STAFF_EMAIL, STAFF_PASSWORD, { address: `192.0.2.${(address += 1)}` });
  const instructor = await login(t.app, INSTRUCTOR_EMAIL, INSTRUCTOR_PASSWORD, {
    address: `192.0.2.${(address += 1)}`,
  });
  return {
    t,
    app: t.app,
    db: t.database.db,
    clock,
    staffToken: json<Envelope<{ authToken: string }>>(staff).content.authToken,
    instructorToken: json<Envelope<{ authToken: string }>>(instructor).content.authToken,
  };
}

/**
 * The suite's live world, for a test file's top level: started before its tests, its clock set back
 * to the real time before each (a test that moves it affects no other), closed after them. The
 * object is filled in when the world starts, so tests read it as usual.
 */
export function useLiveWorld(options: Partial<Omit<AppOptions, 'db' | 'clock'>> = {}): LiveWorld {
  const world = {} as LiveWorld;
  beforeAll(async () => {
    Object.assign(world, await startLiveWorld(options));
  }, 120_000);
  afterAll(async () => {
    await world.t?.close();
  });
  beforeEach(() => {
    world.clock.current = new Date();
  });
  return world;
}

export function call(
  app: FastifyInstance,
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

export const content = <T>(response: LightMyRequestResponse): T => json<Envelope<T>>(response).content;

export async function studioId(db: Database, shortName: string): Promise<number> {
  const [row] = await db.query<{ id: number }>('SELECT id FROM studios WHERE short_name = $1', [shortName]);
  if (!row) throw new Error(`no studio ${shortName}`);
  return row.id;
}

/** A class created by staff, starting `minutesAhead` from the test clock (default: tomorrow). */
export async function createClass(
  world: LiveWorld,
  overrides: Record<string, unknown> = {},
  minutesAhead = 24 * 60,
): Promise<ApiLiveClass> {
  const body = {
    studioId: await studioId(world.db, 'baristudio'),
    title: 'Test Ride',
    description: 'A class made by a test',
    instructor: 'Jane Doe',
    price: 12,
    scheduledDatetime: new Date(world.clock.current.getTime() + minutesAhead * 60_000).toISOString(),
    minutesDuration: 45,
    ...overrides,
  };
  const response = await call(world.app, 'POST', '/api/liveclass', world.staffToken, body);
  if (response.statusCode !== 201) throw new Error(`create class: ${response.statusCode} ${response.body}`);
  return content<ApiLiveClass>(response);
}

export async function cancelClass(world: LiveWorld, id: number): Promise<void> {
  const response = await call(world.app, 'DELETE', `/api/liveclass/${id}`, world.staffToken);
  if (response.statusCode !== 200) throw new Error(`cancel class: ${response.statusCode} ${response.body}`);
}

export async function member(world: LiveWorld): Promise<{ token: string; id: number; email: string }> {
  const { authToken, user } = await signUp(world.app);
  return { token: authToken, id: user.id, email: user.email };
}

/** Every row a live class change may write: a refused request must leave all of these as they were. */
export async function liveRows(db: Database): Promise<Record<string, number>> {
  const tables = [
    'live_class_bookings',
    'workouts',
    'events',
    'live_class_payments',
    'charges',
    'local_provider_charges',
    'promo_redemptions',
    'payment_sources',
    'live_class_attendance',
    'broadcasts',
    'outbox_emails',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables)
    counts[table] = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
  const [succeeded] = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM live_class_payments WHERE status = 'succeeded'",
  );
  counts['succeeded_payments'] = succeeded!.n;
  const [ended] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM broadcasts WHERE ended_at IS NOT NULL',
  );
  counts['ended_broadcasts'] = ended!.n;
  const [left] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM live_class_attendance WHERE left_at IS NOT NULL',
  );
  counts['left_attendance'] = left!.n;
  const [cancelledBookings] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM live_class_bookings WHERE cancelled_at IS NOT NULL',
  );
  counts['cancelled_bookings'] = cancelledBookings!.n;
  return counts;
}

export interface FailureBody {
  status: false;
  content: string;
  code?: string;
  liveClass?: ApiLiveClass;
}

/** Asserts a failure's status, code and message (a RegExp or the exact text). */
export function failureOf(response: LightMyRequestResponse): { statusCode: number } & FailureBody {
  return { statusCode: response.statusCode, ...json<FailureBody>(response) };
}

export async function eventsOf(
  db: Database,
  type: string,
): Promise<
  Array<{
    audience_user_ids: number[] | null;
    subject_kind: string;
    subject_id: string;
    payload: Record<string, unknown>;
  }>
> {
  return db.query(
    'SELECT audience_user_ids, subject_kind, subject_id, payload FROM events WHERE type = $1 ORDER BY id',
    [type],
  );
}
