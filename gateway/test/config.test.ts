// Settings from the environment: no secret has a usable default outside development, the default
// HOST is loopback, and a development gateway finds the event-stream token the backend wrote.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as config from '../src/config.js';
import { configFromEnv, isDevelopmentEnvironment, isLoopbackHost, repoRoot } from '../src/config.js';

const NOT_SET_MESSAGE =
  'EVENTS_STREAM_TOKEN is not set. Outside development every secret must be set: generate one with "openssl rand -base64 32".';
const SECRET = 'q5Yt2m7kP0rW9xZc3VbN8aLs4DfG6hJe1uIo'; // 36 characters

function recordingLogger() {
  const warnings: string[] = [];
  return { warnings, logger: { warn: (message: string) => warnings.push(message) } };
}

function dataDirWith(secrets: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'gateway-data-'));
  writeFileSync(
    join(dir, 'dev-secrets.json'),
    typeof secrets === 'string' ? secrets : JSON.stringify(secrets),
    { mode: 0o600 },
  );
  return dir;
}

const emptyDataDir = () => mkdtempSync(join(tmpdir(), 'gateway-data-'));

test('there is no public development token to fall back on', () => {
  expect(Object.keys(config)).not.toContain('DEV_EVENTS_STREAM_TOKEN');
  expect(JSON.stringify(config.defaultConfig())).not.toContain('streamfit-dev-events-stream-token');
});

test('loopback hosts and the development rule', () => {
  for (const host of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost', 'LOCALHOST'])
    expect(isLoopbackHost(host)).toBe(true);
  for (const host of [
    '0.0.0.0',
    '::',
    '10.0.0.5',
    '192.168.1.2',
    'example.com',
    'localhost.example.com',
    '128.0.0.1',
  ]) {
    expect(isLoopbackHost(host)).toBe(false);
  }
  expect(isDevelopmentEnvironment({}, '127.0.0.1')).toBe(true);
  expect(isDevelopmentEnvironment({ NODE_ENV: 'development' }, 'localhost')).toBe(true);
  expect(isDevelopmentEnvironment({ NODE_ENV: 'production' }, '127.0.0.1')).toBe(false);
  expect(isDevelopmentEnvironment({}, '0.0.0.0')).toBe(false);
});

test('HOST defaults to loopback; DATA_DIR to <repo>/data', () => {
  const { logger } = recordingLogger();
  const settings = configFromEnv({ DATA_DIR: emptyDataDir() }, logger);
  expect(settings.host).toBe('127.0.0.1');
  expect(config.defaultConfig().host).toBe('127.0.0.1');
  expect(config.defaultConfig().dataDir).toBe(join(repoRoot, 'data'));
});

test('a set EVENTS_STREAM_TOKEN must be at least 32 characters, anywhere', () => {
  expect(configFromEnv({ EVENTS_STREAM_TOKEN: ` ${SECRET} `, HOST: '0.0.0.0' })).toMatchObject({
    eventsStream: true,
    eventsStreamToken: SECRET,
  });
  expect(() => configFromEnv({ EVENTS_STREAM_TOKEN: 'short-secret' })).toThrow(
    /EVENTS_STREAM_TOKEN must be at least 32 characters/,
  );
  expect(() => configFromEnv({ EVENTS_STREAM_TOKEN: 'x'.repeat(31), NODE_ENV: 'production' })).toThrow(
    'EVENTS_STREAM_TOKEN',
  );
});

test('outside development an unset EVENTS_STREAM_TOKEN stops startup, naming it and how to make one', () => {
  expect(() => configFromEnv({ HOST: '0.0.0.0' })).toThrow(NOT_SET_MESSAGE);
  expect(() => configFromEnv({ NODE_ENV: 'production' })).toThrow(NOT_SET_MESSAGE);
  // Even with a development secrets file at hand: production never reads it.
  expect(() =>
    configFromEnv({ NODE_ENV: 'production', DATA_DIR: dataDirWith({ eventsStreamToken: SECRET }) }),
  ).toThrow(NOT_SET_MESSAGE);
  // Without the event stream there is no secret to ask for.
  expect(configFromEnv({ HOST: '0.0.0.0', EVENTS_STREAM: 'false' })).toMatchObject({ eventsStream: false });
});

test('in development an unset token is read from <DATA_DIR>/dev-secrets.json, which the backend writes', () => {
  const { warnings, logger } = recordingLogger();
  const settings = configFromEnv(
    { DATA_DIR: dataDirWith({ eventsStreamToken: SECRET, gymBenefitSecret: 'other' }) },
    logger,
  );
  expect(settings).toMatchObject({ eventsStream: true, eventsStreamToken: SECRET });
  expect(warnings).toEqual([]);
});

test('in development without the secrets file: a warning, and no live updates instead of a guessable token', () => {
  for (const dataDir of [
    emptyDataDir(),
    dataDirWith('not json'),
    dataDirWith({ somethingElse: true }),
    dataDirWith({ eventsStreamToken: '' }),
  ]) {
    const { warnings, logger } = recordingLogger();
    const settings = configFromEnv({ DATA_DIR: dataDir }, logger);
    expect(settings.eventsStream).toBe(false);
    expect(settings.eventsStreamToken).toBe('');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('EVENTS_STREAM_TOKEN');
    expect(warnings[0]).toContain(join(dataDir, 'dev-secrets.json'));
  }
});

test('STREAMFIT_ENV decides development apart from NODE_ENV (npm start: production libraries, development install)', () => {
  // npm start on a laptop: graphql-js in production mode, development secrets and introspection kept.
  expect(
    isDevelopmentEnvironment({ NODE_ENV: 'production', STREAMFIT_ENV: 'development' }, '127.0.0.1'),
  ).toBe(true);
  expect(isDevelopmentEnvironment({ STREAMFIT_ENV: 'production' }, '127.0.0.1')).toBe(false);
  // Never development beyond loopback, whatever it says.
  expect(isDevelopmentEnvironment({ STREAMFIT_ENV: 'development' }, '0.0.0.0')).toBe(false);
  const dataDir = emptyDataDir();
  expect(
    configFromEnv(
      { NODE_ENV: 'production', STREAMFIT_ENV: 'development', DATA_DIR: dataDir },
      recordingLogger().logger,
    ).introspection,
  ).toBe(true);
  expect(() => configFromEnv({ STREAMFIT_ENV: 'staging', DATA_DIR: dataDir })).toThrow(
    "STREAMFIT_ENV must be development or production, got 'staging'",
  );
});

test('REST_CONNECTIONS bounds the keep-alive pool to the backend', () => {
  const { logger } = recordingLogger();
  expect(configFromEnv({ DATA_DIR: emptyDataDir() }, logger).restConnections).toBe(64);
  expect(configFromEnv({ DATA_DIR: emptyDataDir(), REST_CONNECTIONS: '8' }, logger).restConnections).toBe(8);
  expect(() => configFromEnv({ DATA_DIR: emptyDataDir(), REST_CONNECTIONS: '0' }, logger)).toThrow(
    'REST_CONNECTIONS',
  );
});

test('COMPILED_EXECUTION: persisted by default, off on request; compiling every document is never a setting', () => {
  const dataDir = dataDirWith({ eventsStreamToken: SECRET });
  expect(configFromEnv({ DATA_DIR: dataDir }).compiledExecution).toBe('persisted');
  expect(configFromEnv({ DATA_DIR: dataDir, COMPILED_EXECUTION: ' Off ' }).compiledExecution).toBe('off');
  expect(configFromEnv({ DATA_DIR: dataDir, COMPILED_EXECUTION: 'persisted' }).compiledExecution).toBe(
    'persisted',
  );
  for (const refused of ['every', 'all', 'yes']) {
    expect(() => configFromEnv({ DATA_DIR: dataDir, COMPILED_EXECUTION: refused })).toThrow(
      `COMPILED_EXECUTION must be persisted or off, got '${refused}'`,
    );
  }
});
