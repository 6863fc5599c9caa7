// The workout calendar part of the fake REST backend (backend/API.md "Workouts" and "Calendar
// sync"): the member's calendar over the rows FakeLive keeps (bookings add them, viewings and
// planning too), moving, marking and deleting workouts, the private calendar feed, and the Google
// and Outlook connections with their OAuth redirect, in memory, with the contract's statuses, codes
// and messages; every call answers about the caller's own workouts and connections only. `onEvent`
// receives the workout.* and calendar.connection_changed events a real backend would write (tests
// forward them to a FakeEventStream).
import { randomBytes } from 'node:crypto';
import type { FakeAccounts, FakeAnswer, FakeUser } from './fake-accounts.js';
import type { FakeLibrary } from './fake-library.js';
import type { FakeLive, FakeLiveEvent, FakeWorkout } from './fake-live.js';

export type FakeProvider = 'google' | 'outlook';
export type FakeSyncState = 'unconnected' | 'unsynced' | 'syncing' | 'synced' | 'error';

export interface FakeConnection {
  userId: number;
  provider: FakeProvider;
  state: FakeSyncState;
  reason: string | null;
  lastSyncedAt: string | null;
  pending: number;
  /** A disconnect is under way: it reads `unconnected` until the events are removed. */
  disconnecting: boolean;
}

/** A non-JSON answer (the feed, the provider's redirect). */
export interface FakeRawAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

/** What the fake backend's PUBLIC_URL is: the feed's and the redirects' addresses start with it. */
export const FAKE_PUBLIC_URL = 'http://streamfit.test';
export const NO_SUCH_WORKOUT = 'workoutId: no such workout';
export const INVALID_DATE = 'Invalid date string passed';
export const LIVE_CLASS_TIME =
  "A booked class's time is the studio's: a live class on your calendar cannot be moved.";
export const BOOKED_CLASS =
  'This workout is a live class you booked. Cancel the booking in My classes to take it off your calendar.';
export const STARTED_CLASS =
  'This workout is a live class you booked, and it has started: it stays on your calendar. Mark it skipped if you missed it.';
export const NO_SUCH_FEED = 'No such calendar feed.';

const PROVIDERS: readonly FakeProvider[] = ['google', 'outlook'];
const LABELS: Readonly<Record<FakeProvider, string>> = { google: 'Google', outlook: 'Outlook' };
const NAMES: Readonly<Record<FakeProvider, string>> = {
  google: 'Google Calendar',
  outlook: 'Outlook calendar',
};
const STATUSES = ['completed', 'scheduled', 'skipped'] as const;
const CONNECT_LIMIT = 10;
const SYNC_LIMIT = 30;
const MAX_WORKOUTS = 2000;
const DAY_MS = 86_400_000;

const ok = (content: unknown, status = 200): FakeAnswer => ({ status, body: { status: true, content } });
const fail = (status: number, content: string, code?: string): FakeAnswer => ({
  status,
  body: { status: false, content, ...(code ? { code } : {}) },
});
const positive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

function isZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** `MM-DD-YYYY HH:mm` of an instant in a zone. */
function wallClockOf(at: number, zone: string): string {
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

/**
 * The instant a wall clock names in a zone: 'invalid' for a date or time that exists nowhere,
 * 'gap' for one the clocks skip; of two (an autumn hour), the first.
 */
function instantOf(when: string, zone: string): number | 'invalid' | 'gap' {
  const match = /^(\d{2})-(\d{2})-(\d{4}) (\d{2}):(\d{2})$/.exec(when);
  if (!match) return 'invalid';
  const [month, day, year, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(guess);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59)
    return 'invalid';
  const offsetAt = (at: number) => {
    const [m, d, rest] = wallClockOf(at, zone).split('-') as [string, string, string];
    const [y, time] = rest.split(' ') as [string, string];
    const [h, min] = time.split(':').map(Number) as [number, number];
    return Date.UTC(Number(y), Number(m) - 1, Number(d), h, min) - Math.floor(at / 60_000) * 60_000;
  };
  // The earlier of the offsets around the guess: the first of two matching instants.
  const candidates = [guess - offsetAt(guess - DAY_MS / 2), guess - offsetAt(guess + DAY_MS / 2)]
    .filter((at) => wallClockOf(at, zone) === when)
    .sort((a, b) => a - b);
  return candidates[0] ?? 'gap';
}

/** A `fromDate`/`toDate` bound: a whole UTC day (the end's day included) or an ISO date-time. */
function boundOf(value: unknown, end: boolean): number | null {
  if (typeof value !== 'string') return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = Date.parse(`${value}T00:00:00.000Z`);
    return Number.isNaN(day) ? null : end ? day + DAY_MS - 1 : day;
  }
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : at;
}

export class FakeWorkouts {
  /** Providers with OAuth credentials on this fake server (Outlook is not configured). */
  configured = new Set<FakeProvider>(['google']);
  connections: FakeConnection[] = [];
  /** Each member's feed token (43 base64url characters). */
  readonly feeds = new Map<number, { token: string; createdAt: string }>();
  /** Events the real backend would record (workout.*, calendar.connection_changed). */
  onEvent: ((event: FakeLiveEvent) => void) | null = null;
  private readonly authorizations = new Map<string, { userId: number; provider: FakeProvider }>();
  /** Connects brought back by the provider, waiting for their member to hand the grant in. */
  private readonly grants = new Map<string, { userId: number; provider: FakeProvider }>();
  /** Set by a test: the provider does not answer the code exchange. */
  unavailableExchange = false;
  private readonly attempts = new Map<string, number>();
  private nextId = 1;

  constructor(
    private readonly accounts: FakeAccounts,
    private readonly live: FakeLive,
    private readonly library: FakeLibrary,
  ) {}

  reset(): void {
    this.configured = new Set(['google']);
    this.connections = [];
    this.feeds.clear();
    this.onEvent = null;
    this.authorizations.clear();
    this.grants.clear();
    this.unavailableExchange = false;
    this.attempts.clear();
    this.nextId = 1;
  }

  /** A workout put on the member's calendar outside the gateway (a video planned in `timeZone`). */
  addWorkout(user: FakeUser, overrides: Partial<FakeWorkout> = {}): FakeWorkout {
    const row: FakeWorkout = {
      id: 7000 + this.nextId++,
      userId: user.id,
      when: new Date(Date.now() + DAY_MS).toISOString(),
      status: 'scheduled',
      timeZone: 'America/New_York',
      videoId: null,
      liveClassId: null,
      revision: 0,
      updatedAt: new Date().toISOString(),
      ...overrides,
    };
    this.live.workouts.push(row);
    return row;
  }

  /** A connection made outside the gateway (the member went through the provider's consent). */
  addConnection(
    user: FakeUser,
    provider: FakeProvider,
    overrides: Partial<FakeConnection> = {},
  ): FakeConnection {
    const connection: FakeConnection = {
      userId: user.id,
      provider,
      state: 'synced',
      reason: null,
      lastSyncedAt: new Date().toISOString(),
      pending: 0,
      disconnecting: false,
      ...overrides,
    };
    this.connections.push(connection);
    return connection;
  }

  /** The feed address's token of a member who asked for one, or undefined. */
  feedToken(user: FakeUser): string | undefined {
    return this.feeds.get(user.id)?.token;
  }

  /** A workout as the contract's answers show it. */
  present(row: FakeWorkout): Record<string, unknown> {
    const video = row.videoId === null ? undefined : this.library.videos.find((v) => v.id === row.videoId);
    const program =
      video?.programId === null || video === undefined
        ? undefined
        : this.library.programs.find((candidate) => candidate.id === video.programId);
    return {
      id: row.id,
      when: row.when,
      status: row.status,
      timeZone: row.timeZone,
      videoId: row.videoId,
      liveClassId: row.liveClassId,
      video:
        video === undefined
          ? null
          : {
              id: video.id,
              title: video.title,
              summary: video.summary,
              instructor: video.instructor.name,
              durationSeconds: video.duration,
            },
      liveClass: this.live.classes.find((liveClass) => liveClass.id === row.liveClassId) ?? null,
      programId: program?.id ?? null,
      programTitle: program?.title ?? '',
      revision: row.revision,
      updatedAt: row.updatedAt,
    };
  }

  /** Answers a calendar route (JSON), or null when the path is not one. */
  handle(method: string, url: URL, body: unknown, authorization: string | undefined): FakeAnswer | null {
    const path = url.pathname;
    const json = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const workoutRoutes = [
      '/api/workout/myWorkout',
      '/api/workout/add',
      '/api/workout/update',
      '/api/workout/updateStatus',
      '/api/workout/delete',
      '/api/workout/calendarFeed',
      '/api/workout/calendarFeed/regenerate',
    ];
    const calendar = /^\/api\/calendar\/([^/]+)\/(connect|complete|disconnect|sync)$/.exec(path);
    if (!workoutRoutes.includes(path) && path !== '/api/calendar/connections' && !calendar) return null;
    const user = this.accounts.userFor(authorization);
    if (!user) return fail(401, 'Your session has ended. Please log in again.', 'unauthenticated');

    if (method === 'POST' && path === '/api/workout/myWorkout') return this.list(user, json);
    if (method === 'POST' && path === '/api/workout/add') return this.add(user, json);
    if (method === 'POST' && path === '/api/workout/update') return this.move(user, json);
    if (method === 'POST' && path === '/api/workout/updateStatus') return this.mark(user, json);
    if (method === 'POST' && path === '/api/workout/delete') return this.remove(user, json);
    if (method === 'POST' && path === '/api/workout/calendarFeed') {
      const feed = this.feeds.get(user.id) ?? this.newFeed(user);
      return ok({ url: this.feedUrl(feed.token), createdAt: feed.createdAt });
    }
    if (method === 'POST' && path === '/api/workout/calendarFeed/regenerate') {
      const feed = this.newFeed(user);
      return ok({ url: this.feedUrl(feed.token), createdAt: feed.createdAt });
    }
    if (method === 'GET' && path === '/api/calendar/connections')
      return ok(PROVIDERS.map((provider) => this.view(user.id, provider)));
    if (method === 'POST' && calendar) {
      const provider = calendar[1] as FakeProvider;
      if (!PROVIDERS.includes(provider)) return fail(400, 'provider: must be google or outlook');
      if (!this.configured.has(provider))
        return fail(
          503,
          `${NAMES[provider]} sync is not configured on this server.`,
          'calendar_not_configured',
        );
      if (calendar[2] === 'connect') return this.connect(user, provider);
      if (calendar[2] === 'complete') return this.complete(user, provider, json);
      if (calendar[2] === 'disconnect') return this.disconnect(user, provider);
      return this.sync(user, provider);
    }
    return null;
  }

  /** Answers the feed and the provider's redirect (not JSON), or null when the path is neither. */
  serve(method: string, url: URL): FakeRawAnswer | null {
    const jsonFail = (status: number, content: string, code?: string): FakeRawAnswer => ({
      status,
      headers: { 'content-type': 'application/json' },
      text: JSON.stringify({ status: false, content, ...(code ? { code } : {}) }),
    });
    const feed = /^\/api\/calendar\/feed\/([^/]+)$/.exec(url.pathname);
    if (feed && (method === 'GET' || method === 'HEAD')) {
      const file = feed[1] ?? '';
      const token = file.endsWith('.ics') ? file.slice(0, -4) : '';
      const owner = [...this.feeds.entries()].find(([, kept]) => kept.token === token)?.[0];
      if (owner === undefined) return jsonFail(404, NO_SUCH_FEED, 'not_found');
      const rows = this.live.workouts.filter((row) => row.userId === owner && row.status !== 'skipped');
      return {
        status: 200,
        headers: {
          'content-type': 'text/calendar; charset=utf-8',
          'content-disposition': 'inline; filename="streamfit-workouts.ics"',
          'cache-control': 'private, no-cache',
          'referrer-policy': 'no-referrer',
          'x-robots-tag': 'noindex',
          'set-cookie': 'backend-only=1',
        },
        text: [
          'BEGIN:VCALENDAR',
          'VERSION:2.0',
          ...rows.map((row) => `BEGIN:VEVENT\r\nUID:workout-${row.id}@streamfit.test\r\nEND:VEVENT`),
          'END:VCALENDAR',
          '',
        ].join('\r\n'),
      };
    }
    const callback = /^\/api\/calendar\/([^/]+)\/callback$/.exec(url.pathname);
    if (callback && method === 'GET') {
      const provider = callback[1] as FakeProvider;
      if (!PROVIDERS.includes(provider)) return jsonFail(400, 'provider: must be google or outlook');
      const state = url.searchParams.get('state') ?? '';
      const authorization = this.authorizations.get(state);
      // A state works once, whatever follows.
      this.authorizations.delete(state);
      let outcome: Record<string, string>;
      if (url.searchParams.has('error'))
        outcome = {
          calendarError:
            url.searchParams.get('error') === 'access_denied' ? 'access_denied' : 'authorization_failed',
        };
      else if (!authorization || authorization.provider !== provider || !url.searchParams.get('code'))
        outcome = { calendarError: 'invalid_state' };
      else {
        // Nothing is connected yet: the member who started it hands the grant in (complete).
        const grant = randomBytes(32).toString('base64url');
        this.grants.set(grant, authorization);
        outcome = { calendarProvider: provider, calendarGrant: grant };
      }
      return {
        status: 302,
        headers: {
          location: `${FAKE_PUBLIC_URL}/newplatform/items/calendar?${new URLSearchParams(outcome).toString()}`,
          'cache-control': 'no-store',
          'referrer-policy': 'no-referrer',
          'content-type': 'text/plain; charset=utf-8',
          'set-cookie': 'backend-only=1',
        },
        text: '',
      };
    }
    return null;
  }

  // ---- the calendar ------------------------------------------------------------------------------

  private own(user: FakeUser, workoutId: unknown): FakeWorkout | FakeAnswer {
    if (!positive(workoutId)) return fail(400, 'workoutId: must be a positive whole number');
    const row = this.live.workouts.find((candidate) => candidate.id === workoutId);
    // Another member's workout is answered as an unknown one.
    if (!row || row.userId !== user.id) return fail(404, NO_SUCH_WORKOUT, 'not_found');
    return row;
  }

  private list(user: FakeUser, json: Record<string, unknown>): FakeAnswer {
    const from = boundOf(json.fromDate, false);
    if (from === null) return fail(400, 'fromDate: must be a date (YYYY-MM-DD) or an ISO date-time');
    const to = boundOf(json.toDate, true);
    if (to === null) return fail(400, 'toDate: must be a date (YYYY-MM-DD) or an ISO date-time');
    if (to < from) return fail(400, 'toDate: must not be before fromDate');
    const rows = this.live.workouts
      .filter((row) => row.userId === user.id && Date.parse(row.when) >= from && Date.parse(row.when) <= to)
      .sort((a, b) => Date.parse(a.when) - Date.parse(b.when) || a.id - b.id);
    if (rows.length > MAX_WORKOUTS)
      return fail(
        400,
        `The range holds more than ${MAX_WORKOUTS} workouts. Ask for a shorter range (fromDate, toDate).`,
        'too_many_workouts',
      );
    const count = (status: FakeWorkout['status']) => rows.filter((row) => row.status === status).length;
    return ok({
      workouts: rows.map((row) => this.present(row)),
      status: { scheduled: count('scheduled'), completed: count('completed'), skipped: count('skipped') },
    });
  }

  private add(user: FakeUser, json: Record<string, unknown>): FakeAnswer {
    if (json.liveClassId !== null && json.liveClassId !== undefined)
      return fail(400, 'liveClassId: live classes are added by booking them');
    if (!positive(json.videoId)) return fail(400, 'videoId: must be a positive whole number');
    if (typeof json.when !== 'string' || !/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/.test(json.when))
      return fail(400, 'when: must be MM-DD-YYYY HH:mm');
    if (!isZone(json.timeZone)) return fail(400, 'timeZone: is not a known IANA time zone');
    const video = this.library.videos.find((candidate) => candidate.id === json.videoId);
    if (!video) return fail(404, 'videoId: no such video', 'not_found');
    const at = instantOf(json.when, json.timeZone);
    if (at === 'invalid') return fail(400, 'when: is not a real date and time');
    if (at === 'gap') return fail(400, `when: does not exist in ${json.timeZone} (the clocks change then)`);
    const row = this.addWorkout(user, {
      when: new Date(at).toISOString(),
      timeZone: json.timeZone,
      videoId: video.id,
    });
    const shown = this.present(row);
    this.workoutEvent(user, 'workout.added', row.id, { workout: shown });
    return ok(shown, 201);
  }

  private move(user: FakeUser, json: Record<string, unknown>): FakeAnswer {
    if (!positive(json.workoutId)) return fail(400, 'workoutId: must be a positive whole number');
    if (typeof json.when !== 'string' || !/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/.test(json.when))
      return fail(400, 'when: must be MM-DD-YYYY HH:mm');
    if (instantOf(json.when, 'UTC') === 'invalid') return fail(400, INVALID_DATE, 'invalid_input');
    if (json.timeZone !== undefined && !isZone(json.timeZone))
      return fail(400, 'timeZone: is not a known IANA time zone');
    const row = this.own(user, json.workoutId);
    if ('body' in row) return row;
    if (row.liveClassId !== null) return fail(409, LIVE_CLASS_TIME, 'live_class_time');
    const zone = (json.timeZone as string | undefined) ?? row.timeZone;
    if (zone === null)
      return fail(400, 'timeZone: is required (this workout was not planned in a time zone)');
    const at = instantOf(json.when, zone);
    if (at === 'invalid') return fail(400, INVALID_DATE, 'invalid_input');
    if (at === 'gap')
      return fail(400, `when: ${json.when} does not exist in ${zone} (the clocks go forward then)`);
    const changed = [
      ...(at !== Date.parse(row.when) ? ['when'] : []),
      ...(zone !== row.timeZone ? ['timeZone'] : []),
    ];
    if (changed.length > 0) {
      row.when = new Date(at).toISOString();
      row.timeZone = zone;
      row.revision += 1;
      row.updatedAt = new Date().toISOString();
      this.workoutEvent(user, 'workout.changed', row.id, {
        workout: this.present(row),
        changed,
        automatic: false,
      });
    }
    return ok([this.present(row)]);
  }

  private mark(user: FakeUser, json: Record<string, unknown>): FakeAnswer {
    if (!('status' in json)) return fail(400, 'status: is required');
    const status = json.status === null ? 'scheduled' : json.status;
    if (!STATUSES.includes(status as FakeWorkout['status']))
      return fail(400, 'status: must be one of completed, scheduled, skipped');
    const row = this.own(user, json.workoutId);
    if ('body' in row) return row;
    if (row.status !== status) {
      row.status = status as FakeWorkout['status'];
      row.revision += 1;
      row.updatedAt = new Date().toISOString();
      this.workoutEvent(user, 'workout.changed', row.id, {
        workout: this.present(row),
        changed: ['status'],
        automatic: false,
      });
    }
    return ok([this.present(row)]);
  }

  private remove(user: FakeUser, json: Record<string, unknown>): FakeAnswer {
    const row = this.own(user, json.workoutId);
    if ('body' in row) return row;
    const booked = this.live.bookings.some(
      (booking) => booking.userId === user.id && booking.liveClassId === row.liveClassId,
    );
    if (row.liveClassId !== null && booked) {
      const liveClass = this.live.classes.find((candidate) => candidate.id === row.liveClassId);
      const started = liveClass !== undefined && Date.parse(liveClass.scheduledDatetime) <= Date.now();
      return fail(409, started ? STARTED_CLASS : BOOKED_CLASS, 'booked_class');
    }
    this.live.workouts = this.live.workouts.filter((candidate) => candidate !== row);
    this.workoutEvent(user, 'workout.deleted', row.id, { workoutId: row.id });
    return ok({ deletedWorkoutId: row.id });
  }

  private workoutEvent(user: FakeUser, type: string, workoutId: number, payload: unknown): void {
    this.onEvent?.({
      type,
      subject: { kind: 'workout', id: String(workoutId) },
      audienceUserIds: [user.id],
      payload,
    });
  }

  // ---- the feed ----------------------------------------------------------------------------------

  private newFeed(user: FakeUser): { token: string; createdAt: string } {
    const feed = { token: randomBytes(32).toString('base64url'), createdAt: new Date().toISOString() };
    this.feeds.set(user.id, feed);
    return feed;
  }

  private feedUrl(token: string): string {
    return `${FAKE_PUBLIC_URL}/api/calendar/feed/${token}.ics`;
  }

  // ---- calendar sync -----------------------------------------------------------------------------

  private connectionOf(userId: number, provider: FakeProvider): FakeConnection | undefined {
    return this.connections.find((kept) => kept.userId === userId && kept.provider === provider);
  }

  private view(userId: number, provider: FakeProvider): Record<string, unknown> {
    const configured = this.configured.has(provider);
    const connection = this.connectionOf(userId, provider);
    if (!connection || connection.disconnecting)
      return { provider, configured, state: 'unconnected', pending: connection?.pending ?? 0 };
    return {
      provider,
      configured,
      state: connection.state,
      ...(connection.state === 'error' && connection.reason !== null ? { reason: connection.reason } : {}),
      ...(connection.lastSyncedAt === null ? {} : { lastSyncedAt: connection.lastSyncedAt }),
      pending: connection.pending,
    };
  }

  private connectionChanged(userId: number, provider: FakeProvider): void {
    this.onEvent?.({
      type: 'calendar.connection_changed',
      subject: { kind: 'user', id: String(userId) },
      audienceUserIds: [userId],
      payload: { connection: this.view(userId, provider) },
    });
  }

  /** Counts one attempt against a per-member limit; false once it is spent. */
  private within(kind: string, user: FakeUser, limit: number): boolean {
    const key = `${kind}:${user.id}`;
    const used = (this.attempts.get(key) ?? 0) + 1;
    this.attempts.set(key, used);
    return used <= limit;
  }

  private connect(user: FakeUser, provider: FakeProvider): FakeAnswer {
    if (!this.within('connect', user, CONNECT_LIMIT))
      return fail(
        429,
        'Too many calendar connection attempts. Please try again in 60 minutes.',
        'rate_limited',
      );
    if (this.connectionOf(user.id, provider)?.disconnecting)
      return fail(
        409,
        `Your ${LABELS[provider]} calendar is still being disconnected. Please try again in a moment.`,
        'calendar_disconnecting',
      );
    const state = randomBytes(32).toString('base64url');
    this.authorizations.set(state, { userId: user.id, provider });
    const consent =
      provider === 'google'
        ? 'https://accounts.google.test/o/oauth2/v2/auth'
        : 'https://login.microsoft.test/common/oauth2/v2.0/authorize';
    const query = new URLSearchParams({
      response_type: 'code',
      state,
      redirect_uri: `${FAKE_PUBLIC_URL}/api/calendar/${provider}/callback`,
    });
    return ok({ authorizationUrl: `${consent}?${query.toString()}` });
  }

  /** POST /api/calendar/{provider}/complete: only the member who started the connect finishes it. */
  private complete(user: FakeUser, provider: FakeProvider, body: unknown): FakeAnswer {
    const grant = (body as { grant?: unknown } | null)?.grant;
    if (typeof grant !== 'string' || grant === '' || grant.length > 200)
      return fail(400, 'grant: must be the calendar connection grant the calendar page was given');
    const authorization = this.grants.get(grant);
    // Handed in once, whoever hands it in.
    this.grants.delete(grant);
    if (!authorization || authorization.provider !== provider)
      return fail(
        400,
        'This calendar connection has expired or was already used. Please connect your calendar again.',
        'calendar_grant_invalid',
      );
    if (authorization.userId !== user.id)
      return fail(
        403,
        `This ${LABELS[provider]} calendar connection was started from another StreamFit account. Sign in to that account to finish it, or connect your calendar again from this one.`,
        'calendar_grant_not_yours',
      );
    if (this.unavailableExchange) return fail(503, 'calendar unavailable', 'calendar_unavailable');
    this.connections = this.connections.filter(
      (kept) => !(kept.userId === user.id && kept.provider === provider),
    );
    this.connections.push({
      userId: user.id,
      provider,
      state: 'unsynced',
      reason: null,
      lastSyncedAt: null,
      pending: 0,
      disconnecting: false,
    });
    this.connectionChanged(user.id, provider);
    return ok(this.view(user.id, provider));
  }

  /** The state a connect made for `user` (what the provider would send back), for tests. */
  pendingState(user: FakeUser, provider: FakeProvider): string | undefined {
    return [...this.authorizations.entries()].find(
      ([, kept]) => kept.userId === user.id && kept.provider === provider,
    )?.[0];
  }

  private disconnect(user: FakeUser, provider: FakeProvider): FakeAnswer {
    const connection = this.connectionOf(user.id, provider);
    if (!connection)
      return fail(404, `Your ${LABELS[provider]} calendar is not connected.`, 'calendar_not_connected');
    // A second call while it is under way answers the same.
    if (!connection.disconnecting) {
      connection.disconnecting = true;
      this.connectionChanged(user.id, provider);
    }
    return ok(this.view(user.id, provider));
  }

  private sync(user: FakeUser, provider: FakeProvider): FakeAnswer {
    if (!this.within('sync', user, SYNC_LIMIT))
      return fail(429, 'Too many sync requests. Please try again in 60 minutes.', 'rate_limited');
    const connection = this.connectionOf(user.id, provider);
    if (!connection || connection.disconnecting)
      return fail(404, `Your ${LABELS[provider]} calendar is not connected.`, 'calendar_not_connected');
    return ok(this.view(user.id, provider), 202);
  }
}
