import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

/**
 * The backend's secrets. None has a default in the source: a set value must be long enough; an
 * unset one comes, in development only, from `<DATA_DIR>/dev-secrets.json` (made on first need,
 * readable by its owner only, and read by the gateway for the events token); anywhere else an
 * unset secret stops the start.
 */
export interface Secrets {
  /** GYM_BENEFIT_SECRET: the HMAC key of gym-benefit invitations. */
  gymBenefitSecret: string;
  /** EVENTS_STREAM_TOKEN: the bearer token gateways read the event stream with. */
  eventsStreamToken: string;
  /** PLAYBACK_URL_SECRET: the HMAC key of signed live player URLs. */
  playbackUrlSecret: string;
}

export type SecretName = keyof Secrets;

/** In this order in messages and in the file. */
export const SECRET_VARIABLES: Readonly<Record<SecretName, string>> = {
  gymBenefitSecret: 'GYM_BENEFIT_SECRET',
  eventsStreamToken: 'EVENTS_STREAM_TOKEN',
  playbackUrlSecret: 'PLAYBACK_URL_SECRET',
};

const ALL_SECRETS = Object.keys(SECRET_VARIABLES) as SecretName[];

/**
 * CALENDAR_TOKEN_KEY: the key calendar sync encrypts the members' calendar tokens with. Needed only
 * once a calendar provider is configured (resolveCalendarTokenKey); then treated like the others.
 */
export const CALENDAR_TOKEN_KEY_VARIABLE = 'CALENDAR_TOKEN_KEY';

/** What the development file may hold: the three secrets, and the calendar key once it was needed. */
type StoredSecrets = Secrets & { calendarTokenKey?: string };
type StoredName = keyof StoredSecrets;
const STORED_NAMES: readonly StoredName[] = [...ALL_SECRETS, 'calendarTokenKey'];

export const MIN_SECRET_LENGTH = 32;
export const DEV_SECRETS_FILE = 'dev-secrets.json';
const HOW_TO_MAKE_ONE = 'generate one with "openssl rand -base64 32"';

/** A secret that is missing or unusable: the server (or tool) refuses to start with this message. */
export class SecretsError extends Error {
  override readonly name = 'SecretsError';
}

/** `A`, `A and B`, `A, B and C`. */
function listOf(names: readonly string[]): string {
  return names.length <= 1
    ? names.join('')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

function tooShort(label: string, length: number): SecretsError {
  return new SecretsError(
    `${label} must be at least ${MIN_SECRET_LENGTH} characters (it has ${length}): ${HOW_TO_MAKE_ONE}.`,
  );
}

/** Throws unless every secret is long enough (buildApp checks what it is given, tests included). */
export function checkSecrets(secrets: Secrets): void {
  for (const name of ALL_SECRETS) {
    const value = secrets[name];
    if (typeof value !== 'string' || value.length < MIN_SECRET_LENGTH)
      throw tooShort(name, typeof value === 'string' ? value.length : 0);
  }
}

export interface ResolvedSecrets<K extends SecretName> {
  secrets: Pick<Secrets, K>;
  /** The ones read from the development file because their variable was unset (for the log). */
  fromFile: K[];
  /** `<DATA_DIR>/dev-secrets.json`, whether or not it was needed. */
  file: string;
}

export interface ResolveOptions<K extends SecretName> {
  /** Not a production deployment (STREAMFIT_ENV, else NODE_ENV) and a loopback address (config.ts): only then may the file fill in. */
  development: boolean;
  dataDir: string;
  /** The secrets needed; default all three (a tool may need only one). */
  names?: readonly K[];
}

/**
 * The secrets from the environment, or, in development, from the file for those unset. Throws a
 * SecretsError naming the variable for a value that is too short, or unset outside development.
 */
export function resolveSecrets<K extends SecretName = SecretName>(
  env: NodeJS.ProcessEnv,
  options: ResolveOptions<K>,
): ResolvedSecrets<K> {
  const names = options.names ?? (ALL_SECRETS as K[]);
  const file = join(options.dataDir, DEV_SECRETS_FILE);
  const secrets: Partial<Secrets> = {};
  const unset: K[] = [];
  for (const name of names) {
    const variable = SECRET_VARIABLES[name];
    const value = env[variable];
    if (value === undefined || value === '') {
      unset.push(name);
    } else if (value.length < MIN_SECRET_LENGTH) {
      throw tooShort(variable, value.length);
    } else {
      secrets[name] = value;
    }
  }
  if (unset.length > 0) {
    if (!options.development) {
      const variables = unset.map((name) => SECRET_VARIABLES[name]);
      throw new SecretsError(
        `${listOf(variables)} ${variables.length === 1 ? 'is' : 'are'} not set. Outside development every secret must be set: ${HOW_TO_MAKE_ONE}.`,
      );
    }
    const stored = developmentSecrets(options.dataDir, file);
    for (const name of unset) secrets[name] = stored[name];
  }
  return { secrets: secrets as Pick<Secrets, K>, fromFile: unset, file };
}

/** 32 random bytes, base64url: 43 characters. */
function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** The file's secrets; undefined when there is no file yet. */
function readFile(file: string): Partial<StoredSecrets> | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new SecretsError(`${file} cannot be read: ${(error as Error).message}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new SecretsError(
      `${file} is not valid JSON: fix it, or delete it to make new development secrets.`,
    );
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new SecretsError(
      `${file} must hold a JSON object: fix it, or delete it to make new development secrets.`,
    );
  }
  const found: Partial<StoredSecrets> = {};
  for (const name of STORED_NAMES) {
    const value = (parsed as Record<string, unknown>)[name];
    if (value === undefined) continue;
    if (typeof value !== 'string' || value.length < MIN_SECRET_LENGTH) {
      throw new SecretsError(
        `${file}: "${name}" must be a string of at least ${MIN_SECRET_LENGTH} characters: fix it, or delete the file to make new development secrets.`,
      );
    }
    found[name] = value;
  }
  return found;
}

/**
 * Reads the development file, creating it or adding missing keys (existing ones are kept: the
 * gateway may already use the events token, and stored calendar tokens need their key). Written
 * owner-only; a new file is created exclusively, so two processes starting at once agree on one set
 * of secrets. `extra`: keys needed beyond the three (the calendar key), made if missing.
 */
function developmentSecrets(dataDir: string, file: string, extra: readonly StoredName[] = []): StoredSecrets {
  mkdirSync(dataDir, { recursive: true });
  const needed: readonly StoredName[] = [...ALL_SECRETS, ...extra];
  for (;;) {
    const existing = readFile(file);
    if (existing === undefined) {
      const made: StoredSecrets = {
        gymBenefitSecret: newSecret(),
        eventsStreamToken: newSecret(),
        playbackUrlSecret: newSecret(),
      };
      for (const name of extra) made[name] = newSecret();
      // Written whole aside, then linked into place: the link fails if another process got there
      // first, and no reader ever sees a half-written file.
      const whole = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
      try {
        writeFileSync(whole, `${JSON.stringify(made, null, 2)}\n`, { mode: 0o600 });
        linkSync(whole, file);
        return made;
      } catch (error) {
        // Another process made it first: use theirs.
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
        throw new SecretsError(`${file} cannot be written: ${(error as Error).message}`);
      } finally {
        rmSync(whole, { force: true });
      }
    }
    // Secrets readable by others are no secrets.
    if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
    if (needed.every((name) => existing[name] !== undefined)) return existing as StoredSecrets;
    const completed: StoredSecrets = {
      ...existing,
      gymBenefitSecret: existing.gymBenefitSecret ?? newSecret(),
      eventsStreamToken: existing.eventsStreamToken ?? newSecret(),
      playbackUrlSecret: existing.playbackUrlSecret ?? newSecret(),
    };
    for (const name of extra) completed[name] = existing[name] ?? newSecret();
    // Written aside and renamed over, so a reader never sees half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    writeFileSync(partial, `${JSON.stringify(completed, null, 2)}\n`, { mode: 0o600 });
    renameSync(partial, file);
    return completed;
  }
}

export interface ResolvedCalendarTokenKey {
  /** Undefined when no calendar provider needs it and CALENDAR_TOKEN_KEY is unset. */
  key: string | undefined;
  /** Read from the development file because the variable was unset. */
  fromFile: boolean;
  file: string;
}

/**
 * CALENDAR_TOKEN_KEY. Set: at least 32 characters, always. Unset: not needed while no calendar
 * provider is configured (`neededFor` undefined); needed, it comes from the development file in
 * development and stops the start anywhere else, as every other secret does.
 */
export function resolveCalendarTokenKey(
  env: NodeJS.ProcessEnv,
  options: { development: boolean; dataDir: string; neededFor: string | undefined },
): ResolvedCalendarTokenKey {
  const file = join(options.dataDir, DEV_SECRETS_FILE);
  const value = env[CALENDAR_TOKEN_KEY_VARIABLE];
  if (value !== undefined && value !== '') {
    if (value.length < MIN_SECRET_LENGTH) throw tooShort(CALENDAR_TOKEN_KEY_VARIABLE, value.length);
    return { key: value, fromFile: false, file };
  }
  if (options.neededFor === undefined) return { key: undefined, fromFile: false, file };
  if (!options.development)
    throw new SecretsError(
      `${CALENDAR_TOKEN_KEY_VARIABLE} is not set. ${options.neededFor} stores the members' calendar tokens encrypted with it, and outside development every secret must be set: ${HOW_TO_MAKE_ONE}.`,
    );
  const stored = developmentSecrets(options.dataDir, file, ['calendarTokenKey']);
  return { key: stored.calendarTokenKey, fromFile: true, file };
}

/** For the start-up log: which variables came from the development file, and where it is. */
export function describeDevelopmentSecrets(resolved: ResolvedSecrets<SecretName>): string | undefined {
  if (resolved.fromFile.length === 0) return undefined;
  const variables = resolved.fromFile.map((name) => SECRET_VARIABLES[name]);
  return `secrets: ${listOf(variables)} ${variables.length === 1 ? 'is' : 'are'} not set; development values from ${resolved.file}`;
}
