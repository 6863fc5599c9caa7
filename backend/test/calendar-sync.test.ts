import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { googleEventId, outlookTransactionId } from '../src/calendar-sync/crypto.js';
import { WORKOUT_ID_PROPERTY } from '../src/calendar-sync/outlook.js';
import type { ApiCalendarConnection } from '../src/calendar-sync/present.js';
import type { SyncRunReport } from '../src/calendar-sync/sync.js';
import { RETRY_BASE_MS } from '../src/calendar-sync/sync.js';
import type { Database } from '../src/db/database.js';
import { buildApp } from '../src/app.js';
import {
  json,
  startTestApp,
  TEST_SECRETS,
  TEST_VERSION,
  type Envelope,
  type TestApp,
} from './support/app.js';
import { DAY, MINUTE, signUp, TestClock } from './support/accounts.js';
import { CalendarStandIn, STANDIN_CLIENTS } from './support/calendar-standin.js';

/**
 * Calendar sync against the local stand-in for Google and Microsoft: connecting (OAuth with PKCE),
 * the sync job's reconciliation (insert, update, delete; retries without duplicates; refresh;
 * revoked access), disconnecting, and an unconfigured server.
 */

const TOKEN_KEY = 'test-calendar-token-key-0123456789abcdef';
const PUBLIC_URL = 'https://streamfit.test';
const CALENDAR_PAGE = `${PUBLIC_URL}/newplatform/items/calendar`;

let standin: CalendarStandIn;
let clock: TestClock;
let t: TestApp;
let app: FastifyInstance;
let db: Database;

interface Video {
  id: number;
  title: string;
  instructor: string;
  durationSeconds: number;
  domain: string | null;
}
/** A video of a studio without a white-label domain, and one of a studio with one. */
let plainVideo: Video;
let whiteLabelVideo: Video;

beforeAll(async () => {
  standin = new CalendarStandIn();
  await standin.start();
  clock = new TestClock(new Date('2030-03-01T12:00:00.000Z'));
  t = await startTestApp({
    clock: clock.now,
    publicUrl: PUBLIC_URL,
    calendarSync: standin.settings(TOKEN_KEY),
  });
  app = t.app;
  db = t.database.db;
  const videos = await db.query<{
    id: number;
    title: string;
    instructor_name: string;
    duration_seconds: number;
    whitelabel_domain: string | null;
  }>(
    `SELECT DISTINCT ON (s.whitelabel_domain IS NULL) v.id, v.title, v.instructor_name, v.duration_seconds,
            s.whitelabel_domain
       FROM videos v JOIN studios s ON s.id = v.studio_id
      ORDER BY s.whitelabel_domain IS NULL, v.id`,
  );
  const pick = (withDomain: boolean): Video => {
    const row = videos.find((video) => (video.whitelabel_domain !== null) === withDomain);
    if (row === undefined) throw new Error('the library seed has no such video');
    return {
      id: row.id,
      title: row.title,
      instructor: row.instructor_name,
      durationSeconds: row.duration_seconds,
      domain: row.whitelabel_domain,
    };
  };
  plainVideo = pick(false);
  whiteLabelVideo = pick(true);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await standin?.stop();
});

let accounts = 0;

interface Member {
  token: string;
  id: number;
  /** The account the member signs in with at the provider (their own calendar in the stand-in). */
  account: string;
}

async function member(): Promise<Member> {
  const { authToken, user } = await signUp(app);
  accounts += 1;
  return { token: authToken, id: user.id, account: `calendar-member-${accounts}@example.com` };
}

function call(
  method: 'GET' | 'POST',
  url: string,
  token?: string,
  target: FastifyInstance = app,
): Promise<LightMyRequestResponse> {
  return target.inject({
    method,
    url,
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
}

async function startConnect(who: Member, provider: 'google' | 'outlook' = 'google'): Promise<URL> {
  const response = await call('POST', `/api/calendar/${provider}/connect`, who.token);
  expect(response.statusCode).toBe(200);
  return new URL(json<Envelope<{ authorizationUrl: string }>>(response).content.authorizationUrl);
}

/** The stand-in's consent page approves at once: the address it sends the browser back to. */
async function consent(authorizationUrl: URL, account: string): Promise<URL> {
  standin.nextAccount = account;
  const response = await fetch(authorizationUrl, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') ?? '');
}

/** The browser following the provider's redirect to our callback (no Authorization header). */
async function followCallback(callback: URL): Promise<URL> {
  expect(callback.origin).toBe(PUBLIC_URL);
  const response = await app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
  expect(response.statusCode).toBe(302);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  return new URL(String(response.headers.location));
}

/** The calendar page handing in the grant it was given, with the member's session. */
function complete(
  who: Member,
  provider: string,
  grant: unknown,
  target: FastifyInstance = app,
): Promise<LightMyRequestResponse> {
  return target.inject({
    method: 'POST',
    url: `/api/calendar/${provider}/complete`,
    headers: { authorization: `Bearer ${who.token}` },
    payload: { grant },
  });
}

/** The grant a redirect handed the calendar page. */
function grantOf(landed: URL, provider: 'google' | 'outlook' = 'google'): string {
  expect(`${landed.origin}${landed.pathname}`).toBe(CALENDAR_PAGE);
  expect([...landed.searchParams.keys()]).toEqual(['calendarProvider', 'calendarGrant']);
  expect(landed.searchParams.get('calendarProvider')).toBe(provider);
  const grant = landed.searchParams.get('calendarGrant') ?? '';
  expect(grant).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return grant;
}

async function connect(who: Member, provider: 'google' | 'outlook' = 'google'): Promise<void> {
  const landed = await followCallback(await consent(await startConnect(who, provider), who.account));
  const response = await complete(who, provider, grantOf(landed, provider));
  expect(response.statusCode).toBe(200);
  expect(json<Envelope<ApiCalendarConnection>>(response).content).toMatchObject({
    provider,
    state: 'unsynced',
  });
}

async function runSync(): Promise<SyncRunReport> {
  const response = await call('POST', '/api/dev/calendar/sync/run');
  expect(response.statusCode).toBe(200);
  return json<Envelope<SyncRunReport>>(response).content;
}

async function connections(who: Member, target: FastifyInstance = app): Promise<ApiCalendarConnection[]> {
  const response = await call('GET', '/api/calendar/connections', who.token, target);
  expect(response.statusCode).toBe(200);
  return json<Envelope<ApiCalendarConnection[]>>(response).content;
}

async function connectionOf(who: Member, provider: 'google' | 'outlook' = 'google') {
  return (await connections(who)).find((c) => c.provider === provider);
}

/** Plans an on-demand workout through the API: `when` is `MM-DD-YYYY HH:mm` in `timeZone`. */
async function addWorkout(
  who: Member,
  video: Video = plainVideo,
  when = '03-05-2030 07:30',
  timeZone = 'America/New_York',
): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/workout/add',
    headers: { authorization: `Bearer ${who.token}` },
    payload: { videoId: video.id, when, timeZone },
  });
  expect(response.statusCode).toBe(201);
  return json<Envelope<{ id: number }>>(response).content.id;
}

async function storedConnection(who: Member, provider = 'google') {
  const [row] = await db.query<{
    id: number;
    access_token_encrypted: string;
    refresh_token_encrypted: string | null;
    state: string;
  }>(
    `SELECT id, access_token_encrypted, refresh_token_encrypted, state FROM calendar_connections
      WHERE user_id = $1 AND provider = $2`,
    [who.id, provider],
  );
  return row;
}

async function connectionEvents(who: Member): Promise<ApiCalendarConnection[]> {
  const rows = await db.query<{
    payload: { connection: ApiCalendarConnection };
    audience_user_ids: number[];
  }>(
    `SELECT payload, audience_user_ids FROM events
      WHERE type = 'calendar.connection_changed' AND $1 = ANY(audience_user_ids) ORDER BY id`,
    [who.id],
  );
  for (const row of rows) expect(row.audience_user_ids.map(Number)).toEqual([who.id]);
  return rows.map((row) => row.payload.connection);
}

const callsOf = (account: string, method?: string) =>
  standin.apiCalls(method).filter((c) => c.account === account && c.status < 400);

describe('connecting', () => {
  test('the consent page is asked for offline access to calendar events, with PKCE S256 and a fresh state', async () => {
    const who = await member();
    const google = await startConnect(who, 'google');
    expect(`${google.origin}${google.pathname}`).toBe(standin.urls.googleOAuth);
    const params = google.searchParams;
    expect(params.get('client_id')).toBe(STANDIN_CLIENTS.google.clientId);
    expect(params.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/calendar/google/callback`);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('scope')).toBe('https://www.googleapis.com/auth/calendar.events');
    expect(params.get('access_type')).toBe('offline');
    expect(params.get('prompt')).toBe('consent');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The state is kept hashed, never as it is; the verifier encrypted.
    const [stored] = await db.query<{
      state_hash: string;
      code_verifier_encrypted: string;
      expires_at: Date;
    }>(
      'SELECT state_hash, code_verifier_encrypted, expires_at FROM calendar_authorizations WHERE user_id = $1',
      [who.id],
    );
    expect(stored?.state_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.state_hash).not.toBe(params.get('state'));
    expect(stored?.code_verifier_encrypted).toMatch(/^v1\./);
    expect(new Date(stored?.expires_at ?? 0).getTime()).toBe(clock.current.getTime() + 10 * MINUTE);

    const outlook = await startConnect(who, 'outlook');
    expect(`${outlook.origin}${outlook.pathname}`).toBe(`${standin.urls.microsoftLogin}/authorize`);
    expect(outlook.searchParams.get('scope')).toBe('offline_access Calendars.ReadWrite');
    expect(outlook.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/calendar/outlook/callback`);
    expect(outlook.searchParams.get('code_challenge_method')).toBe('S256');
  });

  test('the redirect only hands the page a grant; the member who started completes it and the tokens are stored encrypted', async () => {
    const who = await member();
    const landed = await followCallback(await consent(await startConnect(who), who.account));
    const grant = grantOf(landed);
    // Nothing is exchanged or stored until the member hands the grant in.
    expect(standin.issuedTokens(who.account)).toEqual([]);
    expect(await storedConnection(who)).toBeUndefined();
    const [kept] = await db.query<{ grant_hash: string; callback_encrypted: string; expires_at: Date }>(
      'SELECT grant_hash, callback_encrypted, expires_at FROM calendar_authorizations WHERE user_id = $1',
      [who.id],
    );
    expect(kept?.grant_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(kept?.callback_encrypted).toMatch(/^v1\./);
    expect(kept?.callback_encrypted).not.toContain(grant);
    expect(new Date(kept?.expires_at ?? 0).getTime()).toBe(clock.current.getTime() + 5 * MINUTE);

    const response = await complete(who, 'google', grant);
    expect(response.statusCode).toBe(200);
    expect(json<Envelope<ApiCalendarConnection>>(response).content).toEqual({
      provider: 'google',
      configured: true,
      state: 'unsynced',
      pending: 0,
    });
    const stored = await storedConnection(who);
    expect(stored?.state).toBe('unsynced');
    expect(stored?.access_token_encrypted).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(stored?.refresh_token_encrypted).toMatch(/^v1\./);
    const issued = standin.issuedTokens(who.account);
    expect(issued).toHaveLength(2);
    const [row] = await db.query<Record<string, unknown>>(
      'SELECT * FROM calendar_connections WHERE id = $1',
      [stored?.id],
    );
    const everything = JSON.stringify(row);
    for (const token of issued) expect(everything).not.toContain(token);
    expect(await connectionOf(who)).toEqual({
      provider: 'google',
      configured: true,
      state: 'unsynced',
      pending: 0,
    });
    expect(await connectionOf(who, 'outlook')).toEqual({
      provider: 'outlook',
      configured: true,
      state: 'unconnected',
      pending: 0,
    });
    expect(await connectionEvents(who)).toEqual([
      { provider: 'google', configured: true, state: 'unsynced', pending: 0 },
    ]);
    // The authorization is used up: the same grant again is refused.
    expect(
      await db.query('SELECT 1 FROM calendar_authorizations WHERE user_id = $1 AND provider = $2', [
        who.id,
        'google',
      ]),
    ).toEqual([]);
    const again = await complete(who, 'google', grant);
    expect(again.statusCode).toBe(400);
    expect(json<Envelope<unknown>>(again)).toMatchObject({ status: false, code: 'calendar_grant_invalid' });
  });

  test('a connect started by one member and consented in another member’s browser connects no one', async () => {
    // Someone starts a connect on their account and gets the consent link opened by somebody else,
    // who approves with their own calendar: their browser comes back with the grant, signed in as themselves.
    const starter = await member();
    const other = await member();
    const landed = await followCallback(await consent(await startConnect(starter), other.account));
    const grant = grantOf(landed);
    const refused = await complete(other, 'google', grant);
    expect(refused.statusCode).toBe(403);
    expect(json<Envelope<unknown>>(refused)).toEqual({
      status: false,
      code: 'calendar_grant_not_yours',
      content:
        'This Google calendar connection was started from another StreamFit account. Sign in to that account to finish it, or connect your calendar again from this one.',
    });
    // The other member's calendar was never reached; the grant is used up, so the starter cannot use it either.
    expect(standin.issuedTokens(other.account)).toEqual([]);
    const late = await complete(starter, 'google', grant);
    expect(late.statusCode).toBe(400);
    expect(standin.issuedTokens(other.account)).toEqual([]);
    expect(await storedConnection(starter)).toBeUndefined();
    expect(await storedConnection(other)).toBeUndefined();
    expect(await connectionEvents(starter)).toEqual([]);
    expect(await connectionEvents(other)).toEqual([]);
  });

  test('a wrong, reused or expired state and a declined consent store nothing', async () => {
    const who = await member();
    const reason = async (url: string) => {
      const landed = await followCallback(new URL(url, PUBLIC_URL));
      expect(`${landed.origin}${landed.pathname}`).toBe(CALENDAR_PAGE);
      return landed.searchParams.get('calendarError');
    };
    const callback = await consent(await startConnect(who), who.account);
    const code = callback.searchParams.get('code') ?? '';
    const state = callback.searchParams.get('state') ?? '';

    expect(await reason(`/api/calendar/google/callback?code=${code}&state=not-the-state`)).toBe(
      'invalid_state',
    );
    expect(await reason(`/api/calendar/google/callback?code=${code}`)).toBe('invalid_state');
    expect(await reason(`/api/calendar/google/callback?code=${code}&state=${'s'.repeat(201)}`)).toBe(
      'invalid_state',
    );
    // The state of a Google connect is no Outlook one (and is used up by trying).
    expect(await reason(`/api/calendar/outlook/callback?code=${code}&state=${state}`)).toBe('invalid_state');
    expect(await reason(`/api/calendar/google/callback?code=${code}&state=${state}`)).toBe('invalid_state');

    // Expired: ten minutes is the most a consent may take.
    const late = await consent(await startConnect(who), who.account);
    clock.advance(10 * MINUTE);
    expect(await reason(`${late.pathname}${late.search}`)).toBe('expired_state');

    // Declined at the provider: the connect is over.
    standin.declineNext = true;
    const declined = await consent(await startConnect(who), who.account);
    expect(declined.searchParams.get('error')).toBe('access_denied');
    expect(await reason(`${declined.pathname}${declined.search}`)).toBe('access_denied');
    expect(
      await reason(`${declined.pathname}${declined.search}`.replace('access_denied', 'server_error')),
    ).toBe('authorization_failed');

    expect(await storedConnection(who)).toBeUndefined();
    expect(standin.issuedTokens(who.account)).toEqual([]);
    expect(await connectionEvents(who)).toEqual([]);
    expect(await db.query('SELECT 1 FROM calendar_authorizations WHERE user_id = $1', [who.id])).toEqual([]);
  });

  test('a code brought back with another connect’s state, or from another issuer, is refused at completion', async () => {
    const who = await member();
    // The verifier is the other connect's, so the provider refuses the code.
    const first = await consent(await startConnect(who), who.account);
    const second = await consent(await startConnect(who), who.account);
    const swapped = new URL(
      `/api/calendar/google/callback?code=${first.searchParams.get('code')}&state=${second.searchParams.get('state')}`,
      PUBLIC_URL,
    );
    const refused = await complete(who, 'google', grantOf(await followCallback(swapped)));
    expect(refused.statusCode).toBe(400);
    expect(json<Envelope<unknown>>(refused)).toEqual({
      status: false,
      code: 'calendar_authorization_failed',
      content: 'Google did not accept the connection. Please connect your calendar again.',
    });
    expect(standin.calls.at(-1)).toMatchObject({ path: '/google/token', status: 400 });

    // A redirect naming another issuer than Google's is not exchanged at all.
    const third = await consent(await startConnect(who), who.account);
    third.searchParams.set('iss', 'https://accounts.example.com');
    const calls = standin.calls.length;
    const foreign = await complete(who, 'google', grantOf(await followCallback(third)));
    expect(foreign.statusCode).toBe(400);
    expect(standin.calls.length).toBe(calls);

    expect(await storedConnection(who)).toBeUndefined();
    expect(standin.issuedTokens(who.account)).toEqual([]);
    expect(await connectionEvents(who)).toEqual([]);
  });

  test('a grant that is missing, unknown, of the other provider or too old is refused; no session is a 401', async () => {
    const who = await member();
    const landed = await followCallback(await consent(await startConnect(who), who.account));
    const grant = grantOf(landed);
    const code = async (response: Promise<LightMyRequestResponse>) => {
      const answer = await response;
      const body = json<Envelope<unknown> & { code?: string }>(answer);
      // A malformed request is answered with what is wrong; a refused grant with its code.
      return [
        answer.statusCode,
        body.code ?? (String(body.content).includes('grant') ? 'about the grant' : body.content),
      ];
    };
    expect(await code(complete(who, 'google', undefined))).toEqual([400, 'about the grant']);
    expect(await code(complete(who, 'google', 42))).toEqual([400, 'about the grant']);
    expect(await code(complete(who, 'google', ''))).toEqual([400, 'about the grant']);
    expect(await code(complete(who, 'google', 'g'.repeat(201)))).toEqual([400, 'about the grant']);
    expect(await code(complete(who, 'google', 'not-a-grant'))).toEqual([400, 'calendar_grant_invalid']);
    expect(await code(complete(who, 'yahoo', grant))).toEqual([400, 'provider: must be google or outlook']);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/calendar/google/complete',
      payload: { grant },
    });
    expect(anonymous.statusCode).toBe(401);
    // Still usable after all that: none of it reached the grant.
    const laterGrant = grantOf(await followCallback(await consent(await startConnect(who), who.account)));
    // Handed to the other provider's address: used up, refused.
    expect(await code(complete(who, 'outlook', grant))).toEqual([400, 'calendar_grant_invalid']);
    expect(await code(complete(who, 'google', grant))).toEqual([400, 'calendar_grant_invalid']);
    // Five minutes is the most the page may take to hand it in.
    clock.advance(5 * MINUTE);
    expect(await code(complete(who, 'google', laterGrant))).toEqual([400, 'calendar_grant_invalid']);
    expect(await storedConnection(who)).toBeUndefined();
    expect(standin.issuedTokens(who.account)).toEqual([]);
  });

  test('a replayed redirect is refused and changes nothing', async () => {
    const who = await member();
    const callback = await consent(await startConnect(who), who.account);
    expect((await complete(who, 'google', grantOf(await followCallback(callback)))).statusCode).toBe(200);
    const before = await storedConnection(who);
    const again = await followCallback(callback);
    expect(again.searchParams.get('calendarError')).toBe('invalid_state');
    expect(await storedConnection(who)).toEqual(before);
  });

  test('a redirect replayed before the page hands its grant in ends the connect', async () => {
    const who = await member();
    const callback = await consent(await startConnect(who), who.account);
    const grant = grantOf(await followCallback(callback));
    expect((await followCallback(callback)).searchParams.get('calendarError')).toBe('invalid_state');
    expect((await complete(who, 'google', grant)).statusCode).toBe(400);
    expect(await storedConnection(who)).toBeUndefined();
  });
});

describe('the sync job', () => {
  test('a planned workout becomes exactly one event: title, times in the member’s zone, location, private property', async () => {
    const who = await member();
    await connect(who);
    const workoutId = await addWorkout(who, plainVideo, '03-05-2030 07:30', 'America/New_York');
    expect(await connectionOf(who)).toEqual({
      provider: 'google',
      configured: true,
      state: 'unsynced',
      pending: 1,
    });
    const report = await runSync();
    expect(report).toMatchObject({ inserted: 1, failed: 0 });

    const events = standin.googleEvents(who.account);
    expect(events).toHaveLength(1);
    const event = events[0]!;
    const { id: connectionId } = (await storedConnection(who))!;
    expect(event.id).toBe(googleEventId(connectionId, workoutId));
    expect(event.id).toMatch(/^[a-v0-9]{5,1024}$/);
    expect(event.summary).toBe(plainVideo.title);
    expect(event.location).toBe('StreamFit');
    // 07:30 in New York in March 2030 is before the clocks change: UTC−5.
    expect(event.start).toEqual({ dateTime: '2030-03-05T07:30:00-05:00', timeZone: 'America/New_York' });
    const end = new Date(Date.parse('2030-03-05T12:30:00Z') + plainVideo.durationSeconds * 1000);
    expect(new Date(event.end?.dateTime ?? '').toISOString()).toBe(end.toISOString());
    expect(event.end?.timeZone).toBe('America/New_York');
    expect(event.extendedProperties).toEqual({ private: { streamfitWorkoutId: String(workoutId) } });
    expect(event.description).toContain(
      `<a href="${PUBLIC_URL}/newplatform/items/classes/${plainVideo.id}">Open this class on StreamFit</a>`,
    );
    expect(event.description).toContain(plainVideo.instructor.replace(/&/g, '&amp;').replace(/'/g, '&#39;'));

    const state = await connectionOf(who);
    expect(state).toMatchObject({ state: 'synced', pending: 0, lastSyncedAt: clock.current.toISOString() });
    expect((await connectionEvents(who)).map((c) => [c.state, c.pending])).toEqual([
      ['unsynced', 0],
      ['syncing', 1],
      ['synced', 0],
    ]);

    // Nothing changed: another run writes nothing.
    const calls = callsOf(who.account).length;
    await runSync();
    expect(callsOf(who.account)).toHaveLength(calls);
    expect(standin.googleEvents(who.account)).toHaveLength(1);
  });

  test('a white-label studio’s class is located at its domain; a booked live class links to its page in the studio’s zone', async () => {
    const who = await member();
    await connect(who);
    await addWorkout(who, whiteLabelVideo, '03-06-2030 18:00', 'Europe/London');
    // A class of the studio's own, the week after (the seeded schedule follows the real date).
    const [live] = await db.query<{ id: number; title: string; scheduled_at: Date; time_zone: string }>(
      `INSERT INTO live_classes (studio_id, title, description, instructor, price, scheduled_at, minutes_duration,
         created_at, updated_at)
       SELECT s.id, 'Sunrise Flow', 'Wake up & stretch.', 'Maya Chen', 0, $1, 45, $2, $2
         FROM studios s WHERE s.time_zone <> 'America/New_York' ORDER BY s.id LIMIT 1
       RETURNING id, title, scheduled_at, (SELECT time_zone FROM studios WHERE id = studio_id) AS time_zone`,
      [new Date(clock.current.getTime() + 7 * DAY), clock.current],
    );
    if (live === undefined) throw new Error('no studio outside New York in the seed');
    // As a booking writes it (the live domain's calendar hook).
    await db.query(
      `INSERT INTO workouts (user_id, when_at, status, live_class_id, created_at, updated_at)
       VALUES ($1, $2, 'scheduled', $3, $4, $4)`,
      [who.id, live.scheduled_at, live.id, clock.current],
    );
    await runSync();
    const events = standin.googleEvents(who.account);
    expect(events).toHaveLength(2);
    const studio = events.find((e) => e.summary === whiteLabelVideo.title);
    expect(studio?.location).toBe(whiteLabelVideo.domain);
    expect(studio?.start).toEqual({ dateTime: '2030-03-06T18:00:00+00:00', timeZone: 'Europe/London' });
    const booked = events.find((e) => e.summary === live.title);
    expect(booked?.start?.timeZone).toBe(live.time_zone);
    expect(new Date(booked?.start?.dateTime ?? '').toISOString()).toBe(
      new Date(live.scheduled_at).toISOString(),
    );
    expect(booked?.description).toContain(`${PUBLIC_URL}/newplatform/live/upcoming/${live.id}`);
    expect(booked?.description).toContain('Live class with Maya Chen · 45 minutes');
    expect(booked?.description).toContain('Wake up &amp; stretch.');
    expect(new Date(booked?.end?.dateTime ?? '').getTime()).toBe(
      new Date(live.scheduled_at).getTime() + 45 * MINUTE,
    );

    // The studio moves the class: the event follows.
    await db.query(
      `UPDATE live_classes SET scheduled_at = scheduled_at + interval '30 minutes' WHERE id = $1`,
      [live.id],
    );
    expect(await runSync()).toMatchObject({ updated: 1 });
    expect(
      new Date(
        standin.googleEvents(who.account).find((e) => e.summary === live.title)?.start?.dateTime ?? '',
      ).getTime(),
    ).toBe(new Date(live.scheduled_at).getTime() + 30 * MINUTE);

    // The studio cancels the class: its event goes.
    await db.query('UPDATE live_classes SET cancelled_at = $2 WHERE id = $1', [live.id, clock.current]);
    expect(await runSync()).toMatchObject({ deleted: 1 });
    expect(standin.googleEvents(who.account).map((e) => e.summary)).toEqual([whiteLabelVideo.title]);
  });

  test('what the catalogue says is escaped in the description', async () => {
    const who = await member();
    await connect(who);
    const [video] = await db.query<{ id: number }>(
      `INSERT INTO videos (studio_id, title, summary, instructor_name, instructor_image_url, duration_seconds, mhr,
         level, published_at, search_text)
       SELECT studio_id, 'Core <b>&</b> "more"', '<script>alert(1)</script>', 'O''Brien', instructor_image_url, 600, mhr,
              level, published_at, 'core'
         FROM videos WHERE id = $1 RETURNING id`,
      [plainVideo.id],
    );
    await addWorkout(who, { ...plainVideo, id: video!.id });
    await runSync();
    const [event] = standin.googleEvents(who.account);
    expect(event?.summary).toBe('Core <b>&</b> "more"');
    expect(event?.description).toContain('<strong>Core &lt;b&gt;&amp;&lt;/b&gt; &quot;more&quot;</strong>');
    expect(event?.description).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(event?.description).toContain('With O&#39;Brien · 10 minutes');
    expect(event?.description).not.toContain('<script>');
  });

  test('a moved workout is updated in place; a completed one and a deleted one are removed', async () => {
    const who = await member();
    await connect(who);
    const moved = await addWorkout(who, plainVideo, '03-07-2030 09:00');
    const completed = await addWorkout(who, plainVideo, '03-08-2030 09:00');
    const deleted = await addWorkout(who, plainVideo, '03-09-2030 09:00');
    await runSync();
    expect(standin.googleEvents(who.account)).toHaveLength(3);
    const before = callsOf(who.account);

    // No call to move a workout yet: the row changes, as that call will change it.
    await db.query(`UPDATE workouts SET when_at = when_at + interval '90 minutes' WHERE id = $1`, [moved]);
    expect((await connectionOf(who))?.pending).toBe(1);
    expect((await runSync()).updated).toBe(1);
    const after = callsOf(who.account).slice(before.length);
    expect(after.map((c) => c.method)).toEqual(['PATCH']);
    const { id: connectionId } = (await storedConnection(who))!;
    const event = standin.googleEvents(who.account).find((e) => e.id === googleEventId(connectionId, moved));
    expect(event?.start?.dateTime).toBe('2030-03-07T10:30:00-05:00');
    expect(standin.googleEvents(who.account)).toHaveLength(3);

    await db.query(`UPDATE workouts SET status = 'completed' WHERE id = $1`, [completed]);
    expect((await runSync()).deleted).toBe(1);
    await db.query('DELETE FROM workouts WHERE id = $1', [deleted]);
    expect((await runSync()).deleted).toBe(1);
    expect(standin.googleEvents(who.account).map((e) => e.id)).toEqual([googleEventId(connectionId, moved)]);
    expect(
      (
        await db.query<{ workout_id: number }>(
          'SELECT workout_id FROM calendar_events WHERE connection_id = $1',
          [connectionId],
        )
      ).map((row) => row.workout_id),
    ).toEqual([moved]);
    expect(await connectionOf(who)).toMatchObject({ state: 'synced', pending: 0 });
  });

  test('an answer lost after the insert: error, a wait that doubles, then the retry finds the event (no duplicate)', async () => {
    const who = await member();
    await connect(who);
    await addWorkout(who);
    standin.failNext(1, { afterApplying: true });
    expect(await runSync()).toMatchObject({ failed: 1, inserted: 0 });
    expect(standin.googleEvents(who.account)).toHaveLength(1);
    expect(await connectionOf(who)).toEqual({
      provider: 'google',
      configured: true,
      state: 'error',
      reason: 'Google Calendar is not answering; StreamFit will try again shortly.',
      pending: 1,
    });

    // Not before the wait is over.
    const calls = standin.apiCalls().length;
    await runSync();
    clock.advance(RETRY_BASE_MS - 1000);
    await runSync();
    expect(standin.apiCalls()).toHaveLength(calls);

    // A second failure waits twice as long.
    clock.advance(1000);
    standin.failNext(1, { status: 503 });
    expect((await runSync()).failed).toBe(1);
    clock.advance(2 * RETRY_BASE_MS - 1000);
    await runSync();
    expect(standin.apiCalls()).toHaveLength(calls + 1);
    clock.advance(1000);
    expect(await runSync()).toMatchObject({ inserted: 1, failed: 0 });
    // The insert met the event the lost answer had made (409), and brought it up to date instead.
    expect(
      standin
        .apiCalls()
        .slice(calls + 1)
        .map((c) => [c.method, c.status]),
    ).toEqual([
      ['POST', 409],
      ['PATCH', 200],
    ]);
    expect(standin.googleEvents(who.account)).toHaveLength(1);
    expect(await connectionOf(who)).toMatchObject({ state: 'synced', pending: 0 });
    expect((await connectionEvents(who)).map((c) => c.state)).toEqual([
      'unsynced',
      'syncing',
      'error',
      'syncing',
      'error',
      'syncing',
      'synced',
    ]);
  });

  test('an access token that stopped working is refreshed once, stored encrypted, and the write goes through', async () => {
    const who = await member();
    await connect(who);
    const before = await storedConnection(who);
    standin.expireAccessTokens();
    await addWorkout(who);
    const calls = standin.calls.length;
    expect(await runSync()).toMatchObject({ inserted: 1, failed: 0 });
    expect(standin.calls.slice(calls).map((c) => [c.method, c.path.split('/').at(-1), c.status])).toEqual([
      ['POST', 'events', 401],
      ['POST', 'token', 200],
      ['POST', 'events', 200],
    ]);
    expect(standin.googleEvents(who.account)).toHaveLength(1);
    const after = await storedConnection(who);
    expect(after?.access_token_encrypted).not.toBe(before?.access_token_encrypted);
    expect(after?.access_token_encrypted).toMatch(/^v1\./);
    for (const token of standin.issuedTokens(who.account)) expect(JSON.stringify(after)).not.toContain(token);
  });

  test('access revoked at the provider: error with the reason, nothing retried until the member reconnects', async () => {
    const who = await member();
    await connect(who);
    await addWorkout(who);
    standin.revokeAccess(who.account);
    expect((await runSync()).failed).toBe(1);
    const revoked = {
      provider: 'google',
      configured: true,
      state: 'error',
      reason: 'Reconnect your Google calendar: access was revoked.',
      pending: 1,
    };
    expect(await connectionOf(who)).toEqual(revoked);
    expect((await connectionEvents(who)).at(-1)).toEqual(revoked);

    const calls = standin.calls.length;
    clock.advance(DAY);
    await runSync();
    const syncNow = await call('POST', '/api/calendar/google/sync', who.token);
    expect(syncNow.statusCode).toBe(202);
    expect(json<Envelope<ApiCalendarConnection>>(syncNow).content).toEqual(revoked);
    await runSync();
    expect(standin.calls).toHaveLength(calls);

    // Connecting again picks up where it stopped.
    await connect(who);
    expect(await connectionOf(who)).toEqual({
      provider: 'google',
      configured: true,
      state: 'unsynced',
      pending: 1,
    });
    await runSync();
    expect(standin.googleEvents(who.account)).toHaveLength(1);
    expect(await connectionOf(who)).toMatchObject({ state: 'synced', pending: 0 });
  });

  test('two runs at once push each change once', async () => {
    const who = await member();
    await connect(who);
    for (const day of ['10', '11', '12']) await addWorkout(who, plainVideo, `03-${day}-2030 08:00`);
    const reports = await Promise.all([runSync(), runSync(), runSync()]);
    expect(reports.reduce((sum, r) => sum + r.inserted, 0)).toBe(3);
    expect(callsOf(who.account, 'POST')).toHaveLength(3);
    expect(standin.googleEvents(who.account)).toHaveLength(3);

    await db.query(`UPDATE workouts SET when_at = when_at + interval '1 hour' WHERE user_id = $1`, [who.id]);
    await Promise.all([runSync(), runSync()]);
    expect(callsOf(who.account, 'PATCH')).toHaveLength(3);
  });

  test('Sync Now marks the connection due and answers its state', async () => {
    const who = await member();
    await connect(who);
    await runSync();
    const response = await call('POST', '/api/calendar/google/sync', who.token);
    expect(response.statusCode).toBe(202);
    expect(json<Envelope<ApiCalendarConnection>>(response).content).toMatchObject({
      state: 'synced',
      pending: 0,
    });
    const [due] = await db.query<{ due: boolean }>(
      'SELECT change_seq > synced_seq AS due FROM calendar_connections WHERE user_id = $1',
      [who.id],
    );
    expect(due?.due).toBe(true);
    await runSync();
    const [done] = await db.query<{ due: boolean }>(
      'SELECT change_seq > synced_seq AS due FROM calendar_connections WHERE user_id = $1',
      [who.id],
    );
    expect(done?.due).toBe(false);
  });
});

describe('disconnecting', () => {
  test('removes every event we made, gives the tokens back and forgets the connection', async () => {
    const who = await member();
    await connect(who);
    await addWorkout(who, plainVideo, '03-12-2030 08:00');
    await addWorkout(who, plainVideo, '03-13-2030 08:00');
    await runSync();
    expect(standin.googleEvents(who.account)).toHaveLength(2);
    expect(standin.liveGrants('google', who.account)).toBe(1);

    const response = await call('POST', '/api/calendar/google/disconnect', who.token);
    expect(response.statusCode).toBe(200);
    const unconnected = { provider: 'google', configured: true, state: 'unconnected', pending: 2 };
    expect(json<Envelope<ApiCalendarConnection>>(response).content).toEqual(unconnected);
    expect((await connectionEvents(who)).at(-1)).toEqual(unconnected);
    // A second click answers the same.
    expect(
      json<Envelope<unknown>>(await call('POST', '/api/calendar/google/disconnect', who.token)).content,
    ).toEqual(unconnected);
    // Connecting again waits for the disconnect to finish.
    const early = await call('POST', '/api/calendar/google/connect', who.token);
    expect(early.statusCode).toBe(409);

    expect(await runSync()).toMatchObject({ deleted: 2, disconnected: 1 });
    expect(standin.googleEvents(who.account)).toEqual([]);
    expect(standin.liveGrants('google', who.account)).toBe(0);
    expect(await storedConnection(who)).toBeUndefined();
    expect(
      await db.query(
        'SELECT 1 FROM calendar_events e WHERE NOT EXISTS (SELECT 1 FROM calendar_connections c WHERE c.id = e.connection_id)',
      ),
    ).toEqual([]);
    expect(await connectionOf(who)).toEqual({
      provider: 'google',
      configured: true,
      state: 'unconnected',
      pending: 0,
    });
    expect((await call('POST', '/api/calendar/google/disconnect', who.token)).statusCode).toBe(404);
  });

  test('another member never sees, syncs or disconnects your connection', async () => {
    const owner = await member();
    const other = await member();
    await connect(owner);
    expect(await connectionOf(other)).toEqual({
      provider: 'google',
      configured: true,
      state: 'unconnected',
      pending: 0,
    });
    for (const action of ['disconnect', 'sync']) {
      const response = await call('POST', `/api/calendar/google/${action}`, other.token);
      expect(response.statusCode).toBe(404);
      expect(json<Envelope<string>>(response).content).toBe('Your Google calendar is not connected.');
    }
    // A state taken from someone else's connect connects the account it was made for, never the caller's.
    expect(await storedConnection(owner)).toBeDefined();
    expect(await storedConnection(other)).toBeUndefined();
    expect(await connectionEvents(other)).toEqual([]);
  });
});

describe('Outlook', () => {
  test('insert, update and delete through Graph, with the workout id in an extended property', async () => {
    const who = await member();
    await connect(who, 'outlook');
    const workoutId = await addWorkout(who, plainVideo, '03-05-2030 07:30', 'Europe/Paris');
    expect(await runSync()).toMatchObject({ inserted: 1 });
    const [event] = standin.outlookEvents(who.account);
    const { id: connectionId } = (await storedConnection(who, 'outlook'))!;
    expect(event).toMatchObject({
      subject: plainVideo.title,
      location: { displayName: 'StreamFit' },
      start: { dateTime: '2030-03-05T07:30:00', timeZone: 'Europe/Paris' },
      transactionId: outlookTransactionId(connectionId, workoutId),
      singleValueExtendedProperties: [{ id: WORKOUT_ID_PROPERTY, value: String(workoutId) }],
    });
    expect(event?.body?.contentType).toBe('HTML');
    expect(event?.body?.content).toContain(`/newplatform/items/classes/${plainVideo.id}`);

    await db.query(`UPDATE workouts SET when_at = when_at + interval '1 day' WHERE id = $1`, [workoutId]);
    expect(await runSync()).toMatchObject({ updated: 1 });
    expect(standin.outlookEvents(who.account)).toHaveLength(1);
    expect(standin.outlookEvents(who.account)[0]?.start?.dateTime).toBe('2030-03-06T07:30:00');

    await db.query(`UPDATE workouts SET status = 'skipped' WHERE id = $1`, [workoutId]);
    expect(await runSync()).toMatchObject({ deleted: 1 });
    expect(standin.outlookEvents(who.account)).toEqual([]);
  });

  test('a creation repeated after a lost answer carries the same transactionId and makes no second event', async () => {
    const who = await member();
    await connect(who, 'outlook');
    await addWorkout(who, plainVideo, '03-20-2030 06:00');
    standin.failNext(1, { afterApplying: true });
    expect((await runSync()).failed).toBe(1);
    expect(standin.outlookEvents(who.account)).toHaveLength(1);
    clock.advance(RETRY_BASE_MS);
    expect(await runSync()).toMatchObject({ inserted: 1, failed: 0 });
    expect(standin.outlookEvents(who.account)).toHaveLength(1);
    const [{ provider_event_id: stored } = { provider_event_id: '' }] = await db.query<{
      provider_event_id: string;
    }>(
      `SELECT e.provider_event_id FROM calendar_events e JOIN calendar_connections c ON c.id = e.connection_id
        WHERE c.user_id = $1`,
      [who.id],
    );
    expect(stored).toBe(standin.outlookEvents(who.account)[0]?.id);
  });

  test('Microsoft’s refresh token changes with each refresh; the new one is kept', async () => {
    const who = await member();
    await connect(who, 'outlook');
    const before = await storedConnection(who, 'outlook');
    standin.expireAccessTokens();
    await addWorkout(who);
    expect(await runSync()).toMatchObject({ inserted: 1 });
    const after = await storedConnection(who, 'outlook');
    expect(after?.refresh_token_encrypted).not.toBe(before?.refresh_token_encrypted);
    // The rotated token works: another refresh succeeds.
    standin.expireAccessTokens();
    await db.query(`UPDATE workouts SET when_at = when_at + interval '1 hour' WHERE user_id = $1`, [who.id]);
    expect(await runSync()).toMatchObject({ updated: 1, failed: 0 });
  });

  test('disconnecting removes the events; Microsoft has nothing to revoke', async () => {
    const who = await member();
    await connect(who, 'outlook');
    await addWorkout(who);
    await runSync();
    expect((await call('POST', '/api/calendar/outlook/disconnect', who.token)).statusCode).toBe(200);
    const calls = standin.calls.length;
    expect(await runSync()).toMatchObject({ deleted: 1, disconnected: 1 });
    expect(standin.outlookEvents(who.account)).toEqual([]);
    expect(standin.calls.slice(calls).map((c) => c.method)).toEqual(['DELETE']);
    expect(await storedConnection(who, 'outlook')).toBeUndefined();
  });
});

describe('the edges', () => {
  test('an unknown provider is a 400 naming it; no session is a 401', async () => {
    const who = await member();
    const unknown = await call('POST', '/api/calendar/yahoo/connect', who.token);
    expect(unknown.statusCode).toBe(400);
    expect(json<Envelope<string>>(unknown).content).toBe('provider: must be google or outlook');
    for (const [method, url] of [
      ['GET', '/api/calendar/connections'],
      ['POST', '/api/calendar/google/connect'],
      ['POST', '/api/calendar/google/disconnect'],
      ['POST', '/api/calendar/google/sync'],
    ] as const)
      expect((await call(method, url)).statusCode).toBe(401);
  });

  test('without credentials: configured false, connect and the others 503, nothing pretends to sync', async () => {
    const bare = await startTestApp({ clock: clock.now, publicUrl: PUBLIC_URL });
    try {
      const { authToken, user } = await signUp(bare.app);
      const who: Member = { token: authToken, id: user.id, account: 'unused' };
      expect(await connections(who, bare.app)).toEqual([
        { provider: 'google', configured: false, state: 'unconnected', pending: 0 },
        { provider: 'outlook', configured: false, state: 'unconnected', pending: 0 },
      ]);
      const connectGoogle = await call('POST', '/api/calendar/google/connect', authToken, bare.app);
      expect(connectGoogle.statusCode).toBe(503);
      expect(json<Envelope<string>>(connectGoogle)).toEqual({
        status: false,
        content: 'Google Calendar sync is not configured on this server.',
        code: 'calendar_not_configured',
      });
      const connectOutlook = await call('POST', '/api/calendar/outlook/connect', authToken, bare.app);
      expect(json<Envelope<string>>(connectOutlook).content).toBe(
        'Outlook calendar sync is not configured on this server.',
      );
      for (const action of ['sync', 'disconnect'])
        expect((await call('POST', `/api/calendar/google/${action}`, authToken, bare.app)).statusCode).toBe(
          503,
        );
      const callback = await bare.app.inject({
        method: 'GET',
        url: '/api/calendar/google/callback?code=x&state=y',
      });
      expect(callback.statusCode).toBe(302);
      expect(callback.headers.location).toBe(`${CALENDAR_PAGE}?calendarError=not_configured`);
      const completing = await complete(who, 'google', 'g'.repeat(43), bare.app);
      expect(completing.statusCode).toBe(503);
      expect(json<Envelope<string> & { code?: string }>(completing).code).toBe('calendar_not_configured');
      expect(bare.app.jobs.names).not.toContain('calendar-sync');
    } finally {
      await bare.close();
    }
  });

  test('a configured provider without CALENDAR_TOKEN_KEY, or with a short one, does not start', async () => {
    const build = (tokenKey: string | undefined) =>
      buildApp({
        db,
        version: TEST_VERSION,
        logger: false,
        secrets: TEST_SECRETS,
        calendarSync: { ...standin.settings(TOKEN_KEY), tokenKey },
      });
    await expect(build(undefined)).rejects.toThrow('CALENDAR_TOKEN_KEY is required');
    await expect(build('short')).rejects.toThrow('CALENDAR_TOKEN_KEY must be at least 32 characters');
  });

  test('the sync job is registered with the shared runner', () => {
    expect(app.jobs.names).toContain('calendar-sync');
  });
});
