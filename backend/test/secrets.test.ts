import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.js';
import { DEV_SECRETS_FILE, MIN_SECRET_LENGTH, resolveSecrets, SecretsError } from '../src/secrets.js';
import { TEST_SECRETS, TEST_VERSION } from './support/app.js';
import { ensureBuilt } from './support/build.js';
import { BACKEND_DIR, openTestDatabase, type TestDatabase } from './support/database.js';

/**
 * The three secrets (GYM_BENEFIT_SECRET, EVENTS_STREAM_TOKEN, PLAYBACK_URL_SECRET): set ones must be
 * long enough; unset ones come from <DATA_DIR>/dev-secrets.json in development and stop the start
 * everywhere else. Nothing in the source is a usable secret.
 */

const GYM = 'g'.repeat(MIN_SECRET_LENGTH);
const EVENTS = 'e'.repeat(40);
const PLAYBACK = 'p'.repeat(64);
const ALL_SET = { GYM_BENEFIT_SECRET: GYM, EVENTS_STREAM_TOKEN: EVENTS, PLAYBACK_URL_SECRET: PLAYBACK };
const BASE64URL_32_BYTES = /^[A-Za-z0-9_-]{43}$/;

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'streamfit-secrets-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const file = (): string => join(dataDir, DEV_SECRETS_FILE);
const readFile = (): Record<string, string> =>
  JSON.parse(readFileSync(file(), 'utf8')) as Record<string, string>;
const modeOf = (path: string): number => statSync(path).mode & 0o777;

describe('set secrets', () => {
  test.each([true, false])('are used as they are (development: %s), and no file is made', (development) => {
    const resolved = resolveSecrets(ALL_SET, { development, dataDir });
    expect(resolved.secrets).toEqual({
      gymBenefitSecret: GYM,
      eventsStreamToken: EVENTS,
      playbackUrlSecret: PLAYBACK,
    });
    expect(resolved.fromFile).toEqual([]);
    expect(existsSync(file())).toBe(false);
  });

  test.each(['GYM_BENEFIT_SECRET', 'EVENTS_STREAM_TOKEN', 'PLAYBACK_URL_SECRET'])(
    'a %s shorter than 32 characters stops the start, in development too, naming the variable',
    (variable) => {
      for (const development of [true, false]) {
        const env = { ...ALL_SET, [variable]: 'x'.repeat(MIN_SECRET_LENGTH - 1) };
        expect(() => resolveSecrets(env, { development, dataDir })).toThrow(SecretsError);
        expect(() => resolveSecrets(env, { development, dataDir })).toThrow(
          `${variable} must be at least 32 characters (it has 31): generate one with "openssl rand -base64 32".`,
        );
      }
      expect(existsSync(file())).toBe(false);
    },
  );
});

describe('unset secrets outside development', () => {
  test('stop the start with a message naming the variable and how to make a value; no file is made', () => {
    const { GYM_BENEFIT_SECRET: _gym, ...rest } = ALL_SET;
    expect(() => resolveSecrets(rest, { development: false, dataDir })).toThrow(
      'GYM_BENEFIT_SECRET is not set. Outside development every secret must be set: generate one with "openssl rand -base64 32".',
    );
    expect(() => resolveSecrets({}, { development: false, dataDir })).toThrow(
      'GYM_BENEFIT_SECRET, EVENTS_STREAM_TOKEN and PLAYBACK_URL_SECRET are not set. Outside development every secret must be set: generate one with "openssl rand -base64 32".',
    );
    // An empty value is no value.
    expect(() =>
      resolveSecrets({ ...ALL_SET, PLAYBACK_URL_SECRET: '' }, { development: false, dataDir }),
    ).toThrow(/^PLAYBACK_URL_SECRET is not set\./);
    expect(existsSync(file())).toBe(false);
  });

  test('only the secrets asked for are needed (the gym-benefit tool needs one)', () => {
    const resolved = resolveSecrets(
      { GYM_BENEFIT_SECRET: GYM },
      { development: false, dataDir, names: ['gymBenefitSecret'] },
    );
    expect(resolved.secrets).toEqual({ gymBenefitSecret: GYM });
  });
});

describe('unset secrets in development: <DATA_DIR>/dev-secrets.json', () => {
  test('is created on first need with mode 0600, 32 random bytes in base64url per secret, and reused', () => {
    const first = resolveSecrets({}, { development: true, dataDir });
    expect(first.file).toBe(file());
    expect(first.fromFile).toEqual(['gymBenefitSecret', 'eventsStreamToken', 'playbackUrlSecret']);
    expect(modeOf(file())).toBe(0o600);
    const stored = readFile();
    expect(Object.keys(stored).sort()).toEqual([
      'eventsStreamToken',
      'gymBenefitSecret',
      'playbackUrlSecret',
    ]);
    for (const value of Object.values(stored)) expect(value).toMatch(BASE64URL_32_BYTES);
    expect(new Set(Object.values(stored)).size).toBe(3);
    expect(first.secrets).toEqual(stored);

    const second = resolveSecrets({}, { development: true, dataDir });
    expect(second.secrets).toEqual(first.secrets);
    expect(readFile()).toEqual(stored);
  });

  test('set variables win; only the unset ones come from the file', () => {
    const resolved = resolveSecrets({ GYM_BENEFIT_SECRET: GYM }, { development: true, dataDir });
    expect(resolved.secrets.gymBenefitSecret).toBe(GYM);
    expect(resolved.fromFile).toEqual(['eventsStreamToken', 'playbackUrlSecret']);
    expect(resolved.secrets.eventsStreamToken).toBe(readFile()['eventsStreamToken']);
  });

  test('a missing key is added and the existing ones are kept (the gateway reads eventsStreamToken from it)', () => {
    const eventsStreamToken = 'kept-events-stream-token-'.padEnd(43, 'k');
    writeFileSync(file(), JSON.stringify({ eventsStreamToken }), { mode: 0o600 });
    const resolved = resolveSecrets({}, { development: true, dataDir });
    expect(resolved.secrets.eventsStreamToken).toBe(eventsStreamToken);
    expect(resolved.secrets.playbackUrlSecret).toMatch(BASE64URL_32_BYTES);
    expect(readFile()).toEqual(resolved.secrets);
    expect(modeOf(file())).toBe(0o600);
  });

  test('a file others can read is made private again', () => {
    resolveSecrets({}, { development: true, dataDir });
    chmodSync(file(), 0o644);
    resolveSecrets({}, { development: true, dataDir });
    expect(modeOf(file())).toBe(0o600);
  });

  test('a DATA_DIR that does not exist yet is created', () => {
    const nested = join(dataDir, 'not', 'yet');
    const resolved = resolveSecrets({}, { development: true, dataDir: nested });
    expect(resolved.file).toBe(join(nested, DEV_SECRETS_FILE));
    expect(existsSync(resolved.file)).toBe(true);
  });

  test.each([
    ['not JSON', 'not json'],
    ['not an object', '[1, 2]'],
    ['a value that is too short', JSON.stringify({ gymBenefitSecret: 'short' })],
  ])('a file holding %s stops the start, naming the file', (_what, content) => {
    writeFileSync(file(), content, { mode: 0o600 });
    expect(() => resolveSecrets({}, { development: true, dataDir })).toThrow(SecretsError);
    expect(() => resolveSecrets({}, { development: true, dataDir })).toThrow(file());
  });
});

describe('buildApp', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  }, 120_000);
  afterAll(async () => {
    await database?.dispose();
  });

  test.each(['gymBenefitSecret', 'eventsStreamToken', 'playbackUrlSecret'] as const)(
    'refuses a %s shorter than 32 characters',
    async (name) => {
      await expect(
        buildApp({
          db: database.db,
          version: TEST_VERSION,
          logger: false,
          secrets: { ...TEST_SECRETS, [name]: 'short' },
        }),
      ).rejects.toThrow(`${name} must be at least 32 characters`);
    },
  );
});

test('processes starting at once in development agree on one set of secrets, and none reads half a file', async () => {
  const module = join(BACKEND_DIR, 'dist', 'secrets.js');
  ensureBuilt(module);
  const script = `import(${JSON.stringify(module)}).then((m) => process.stdout.write(JSON.stringify(m.resolveSecrets({}, { development: true, dataDir: process.argv[1] }).secrets)))`;
  const outputs = await Promise.all(
    Array.from(
      { length: 6 },
      () =>
        new Promise<string>((resolve, reject) => {
          const child = spawn(process.execPath, ['-e', script, dataDir], {
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          let out = '';
          let err = '';
          child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
          child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
          child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}: ${err}`))));
        }),
    ),
  );
  expect(new Set(outputs).size).toBe(1);
  expect(JSON.parse(outputs[0]!)).toEqual(readFile());
  // No stray temporary files are left beside it.
  expect(readdirSync(dataDir)).toEqual([DEV_SECRETS_FILE]);
}, 60_000);
