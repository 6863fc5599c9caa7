import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  googleEventId,
  outlookTransactionId,
  TokenCipher,
  UnreadableSecretError,
} from '../src/calendar-sync/crypto.js';
import { wallClock } from '../src/calendar-sync/event.js';
import { DEFAULT_CALENDAR_PROVIDER_URLS } from '../src/calendar-sync/settings.js';
import { loadConfig } from '../src/config.js';
import { DEV_SECRETS_FILE, resolveCalendarTokenKey, resolveSecrets } from '../src/secrets.js';

/** Calendar sync's settings, its key (CALENDAR_TOKEN_KEY) and the pieces its writes are built from. */

describe('configuration', () => {
  test('nothing set: no provider, the providers’ real addresses, the job every 5 s', () => {
    const config = loadConfig({});
    expect(config.googleCalendar).toBeUndefined();
    expect(config.outlookCalendar).toBeUndefined();
    expect(config.calendarUrls).toEqual(DEFAULT_CALENDAR_PROVIDER_URLS);
    expect(config.calendarUrls.googleCalendarApi).toBe('https://www.googleapis.com/calendar/v3');
    expect(config.calendarUrls.microsoftLogin).toBe('https://login.microsoftonline.com/common/oauth2/v2.0');
    expect(config.calendarUrls.microsoftGraph).toBe('https://graph.microsoft.com/v1.0');
    expect(config.calendarSyncIntervalMs).toBe(5000);
  });

  test('credentials and every address are read; a trailing slash is dropped', () => {
    const config = loadConfig({
      GOOGLE_CLIENT_ID: 'google-id',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      MICROSOFT_CLIENT_ID: 'ms-id',
      MICROSOFT_CLIENT_SECRET: 'ms-secret',
      GOOGLE_OAUTH_URL: 'http://127.0.0.1:9000/auth',
      GOOGLE_TOKEN_URL: 'http://127.0.0.1:9000/token',
      GOOGLE_REVOKE_URL: 'http://127.0.0.1:9000/revoke',
      GOOGLE_CALENDAR_API_URL: 'http://127.0.0.1:9000/calendar/v3/',
      MICROSOFT_LOGIN_URL: 'http://127.0.0.1:9000/ms',
      MICROSOFT_GRAPH_URL: 'http://127.0.0.1:9000/graph',
      CALENDAR_SYNC_INTERVAL_MS: '0',
    });
    expect(config.googleCalendar).toEqual({ clientId: 'google-id', clientSecret: 'google-secret' });
    expect(config.outlookCalendar).toEqual({ clientId: 'ms-id', clientSecret: 'ms-secret' });
    expect(config.calendarUrls).toEqual({
      googleOAuth: 'http://127.0.0.1:9000/auth',
      googleToken: 'http://127.0.0.1:9000/token',
      googleRevoke: 'http://127.0.0.1:9000/revoke',
      googleCalendarApi: 'http://127.0.0.1:9000/calendar/v3',
      microsoftLogin: 'http://127.0.0.1:9000/ms',
      microsoftGraph: 'http://127.0.0.1:9000/graph',
    });
    expect(config.calendarSyncIntervalMs).toBe(0);
  });

  test.each([
    [{ GOOGLE_CLIENT_ID: 'id' }, 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together'],
    [{ MICROSOFT_CLIENT_SECRET: 'secret' }, 'MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET go together'],
    [
      { GOOGLE_TOKEN_URL: 'not a url' },
      "GOOGLE_TOKEN_URL must be an absolute http(s) URL without a query, got 'not a url'",
    ],
    [{ MICROSOFT_GRAPH_URL: 'ftp://graph' }, 'MICROSOFT_GRAPH_URL must be an absolute http(s) URL'],
    [
      { GOOGLE_OAUTH_URL: 'https://accounts.example/auth?x=1' },
      'GOOGLE_OAUTH_URL must be an absolute http(s) URL',
    ],
    [
      { CALENDAR_SYNC_INTERVAL_MS: 'soon' },
      'CALENDAR_SYNC_INTERVAL_MS must be a whole number of milliseconds',
    ],
  ])('%j stops the start: %s', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('CALENDAR_TOKEN_KEY', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'streamfit-calendar-key-'));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });
  const file = () => join(dataDir, DEV_SECRETS_FILE);
  const needed = 'Google Calendar sync (GOOGLE_CLIENT_ID)';

  test('unset and not needed (no provider): none, and no file is made', () => {
    for (const development of [true, false])
      expect(resolveCalendarTokenKey({}, { development, dataDir, neededFor: undefined }).key).toBeUndefined();
    expect(() => readFileSync(file())).toThrow();
  });

  test('set: used as it is when long enough; shorter than 32 characters stops the start, needed or not', () => {
    const key = 'k'.repeat(40);
    expect(
      resolveCalendarTokenKey(
        { CALENDAR_TOKEN_KEY: key },
        { development: false, dataDir, neededFor: needed },
      ),
    ).toMatchObject({ key, fromFile: false });
    for (const neededFor of [needed, undefined])
      expect(() =>
        resolveCalendarTokenKey({ CALENDAR_TOKEN_KEY: 'short' }, { development: true, dataDir, neededFor }),
      ).toThrow(
        'CALENDAR_TOKEN_KEY must be at least 32 characters (it has 5): generate one with "openssl rand -base64 32".',
      );
  });

  test('unset and needed outside development: the start stops, naming what needs it', () => {
    expect(() => resolveCalendarTokenKey({}, { development: false, dataDir, neededFor: needed })).toThrow(
      `CALENDAR_TOKEN_KEY is not set. ${needed} stores the members' calendar tokens encrypted with it, and outside development every secret must be set: generate one with "openssl rand -base64 32".`,
    );
  });

  test('unset and needed in development: added to dev-secrets.json, the other secrets kept, the same on every start', () => {
    const secrets = resolveSecrets({}, { development: true, dataDir }).secrets;
    const first = resolveCalendarTokenKey({}, { development: true, dataDir, neededFor: needed });
    expect(first.fromFile).toBe(true);
    expect(first.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = JSON.parse(readFileSync(file(), 'utf8')) as Record<string, string>;
    expect(stored).toEqual({ ...secrets, calendarTokenKey: first.key });
    expect(resolveCalendarTokenKey({}, { development: true, dataDir, neededFor: needed }).key).toBe(
      first.key,
    );
    // Completing the file for another missing secret keeps the calendar key (stored tokens depend on it).
    const { eventsStreamToken: _dropped, ...rest } = stored;
    writeFileSync(file(), JSON.stringify(rest), { mode: 0o600 });
    resolveSecrets({}, { development: true, dataDir });
    expect((JSON.parse(readFileSync(file(), 'utf8')) as Record<string, string>)['calendarTokenKey']).toBe(
      first.key,
    );
  });
});

describe('what is stored and written', () => {
  test('tokens: AES-256-GCM, a new IV each time, bound to their context; another key or context cannot read them', () => {
    const cipher = new TokenCipher('a calendar token key of enough length!!');
    const one = cipher.encrypt('ya29.secret', 'calendar:7:google:access');
    const two = cipher.encrypt('ya29.secret', 'calendar:7:google:access');
    expect(one).not.toBe(two);
    expect(one).not.toContain('ya29');
    expect(cipher.decrypt(one, 'calendar:7:google:access')).toBe('ya29.secret');
    expect(() => cipher.decrypt(one, 'calendar:8:google:access')).toThrow(UnreadableSecretError);
    expect(() =>
      new TokenCipher('another calendar token key, long enough').decrypt(one, 'calendar:7:google:access'),
    ).toThrow(UnreadableSecretError);
    const [format, iv, body, tag] = one.split('.');
    const altered = [
      format,
      iv,
      `${body === undefined || body.startsWith('A') ? 'B' : 'A'}${body?.slice(1)}`,
      tag,
    ].join('.');
    expect(() => cipher.decrypt(altered, 'calendar:7:google:access')).toThrow(UnreadableSecretError);
    expect(() => cipher.decrypt('plain-token', 'calendar:7:google:access')).toThrow(UnreadableSecretError);
  });

  test('event ids: the same for a connection and workout, different otherwise, in the providers’ alphabets', () => {
    const id = googleEventId(3, 41);
    expect(id).toMatch(/^sf[a-v0-9]{32}$/);
    expect(googleEventId(3, 41)).toBe(id);
    expect(googleEventId(4, 41)).not.toBe(id);
    expect(googleEventId(3, 42)).not.toBe(id);
    expect(outlookTransactionId(3, 41)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    expect(outlookTransactionId(3, 41)).toBe(outlookTransactionId(3, 41));
    expect(outlookTransactionId(3, 42)).not.toBe(outlookTransactionId(3, 41));
  });

  test('wall-clock times and offsets follow the zone’s clock changes', () => {
    expect(wallClock(new Date('2030-03-05T12:30:00Z'), 'America/New_York')).toEqual({
      local: '2030-03-05T07:30:00',
      offset: '-05:00',
    });
    expect(wallClock(new Date('2030-07-05T11:30:00Z'), 'America/New_York')).toEqual({
      local: '2030-07-05T07:30:00',
      offset: '-04:00',
    });
    expect(wallClock(new Date('2030-07-05T11:30:00Z'), 'Asia/Kolkata')).toEqual({
      local: '2030-07-05T17:00:00',
      offset: '+05:30',
    });
    expect(wallClock(new Date('2030-01-01T00:00:00Z'), 'UTC')).toEqual({
      local: '2030-01-01T00:00:00',
      offset: '+00:00',
    });
  });
});
