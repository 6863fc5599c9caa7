// Gateway settings. Every setting comes from one environment variable (see configFromEnv); tests
// build the same object directly so nothing from the developer's shell leaks into them.
import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProtectionLimits } from './protection/rules.js';
import type { CompiledExecution } from './graph/compiled-execution.js';

/** The monorepo root: this file sits in gateway/src (sources) or gateway/dist (build), two levels down. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The shortest secret accepted: `openssl rand -base64 32` makes 44 characters. */
export const MIN_SECRET_LENGTH = 32;

/** The file a development backend writes its generated secrets to (mode 0600), under DATA_DIR. */
export const DEV_SECRETS_FILE = 'dev-secrets.json';

/** Whether `host` names this machine only: 127.0.0.0/8, ::1 or `localhost`. */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost') return true;
  if (isIP(name) === 4) return name.split('.')[0] === '127';
  if (isIP(name) === 6) return name === '::1' || name === '0:0:0:0:0:0:0:1';
  return false;
}

/**
 * Whether this is a production deployment: STREAMFIT_ENV when set (`development` or `production`),
 * else NODE_ENV=production. The two are separate because NODE_ENV also decides how libraries run:
 * `npm start` runs them in production mode (NODE_ENV=production, graphql-js without its
 * development checks) on a developer's machine (STREAMFIT_ENV=development), where the development
 * secrets and GraphiQL's introspection stay on.
 */
export function isProductionDeployment(env: NodeJS.ProcessEnv): boolean {
  const raw = env.STREAMFIT_ENV?.trim().toLowerCase();
  if (raw === undefined || raw === '') return env.NODE_ENV === 'production';
  if (raw === 'production') return true;
  if (raw === 'development') return false;
  throw new Error(`STREAMFIT_ENV must be development or production, got '${env.STREAMFIT_ENV ?? ''}'`);
}

/**
 * Development: not a production deployment (isProductionDeployment) and the gateway binds loopback
 * only, so nobody else can reach it. Only then may a secret come from the development secrets
 * file; anything else is production-like and must be given every secret.
 */
export function isDevelopmentEnvironment(env: NodeJS.ProcessEnv, host: string): boolean {
  return !isProductionDeployment(env) && isLoopbackHost(host);
}

export interface GatewayConfig {
  port: number;
  host: string;
  /** Where the REST backend listens, without a trailing slash. */
  backendUrl: string;
  /** The web app's build output (index.html, assets/, graphiql.html, meta.json). */
  webDist: string;
  /**
   * The payment-wallet (Apple Pay) domain-verification file Stripe issues for the site's domain,
   * served at /.well-known/apple-developer-merchantid-domain-association; null: not served (404).
   */
  walletDomainAssociationFile: string | null;
  /** Relay's persisted queries `{ "<id>": "<query text>" }`; a missing file means no ids are known. */
  persistedQueriesFile: string;
  /** When true, only operations sent by a known persisted id are executed. */
  persistedQueriesOnly: boolean;
  /**
   * COMPILED_EXECUTION: which operations over HTTP run as compiled code (graph/compiled-execution.ts):
   * `persisted` (the web client's own documents, the default) or `off` (graphql-js for all).
   * `every` (any document a client sends) is for the gateway's own tests only.
   */
  compiledExecution: CompiledExecution;
  /** A studio short name that forces that studio's white-label site for every host; null: decide by host. */
  whitelabelStudio: string | null;
  /** BLOG_URL: where the general site's header links its blog (an absolute http(s) URL); null: no blog link. */
  blogUrl: string | null;
  /** Per-attempt timeout of every REST call. */
  restTimeoutMs: number;
  /** How long public catalogue answers are shared across requests; 0 turns the cache off. */
  catalogueCacheTtlMs: number;
  /**
   * How long public reads (the live schedule, a visitor's library pages) are shared across requests;
   * a live class change drops them at once. 0, or a catalogue cache turned off, turns it off.
   */
  publicCacheTtlMs: number;
  /** Waits between retries of idempotent REST reads (its length is the number of retries). */
  restRetryDelaysMs: number[];
  /** Most keep-alive connections open at once to the backend (the pool's bound; calls beyond it queue). */
  restConnections: number;
  /** Express `trust proxy`: which hops' X-Forwarded-For to believe when finding the browser's address. */
  trustProxy: boolean | number | string;
  /** The schema the gateway serves. */
  schemaFile: string;
  /** Development mode: stack traces and unmasked internal error messages in responses. */
  development: boolean;
  /** Whether `__schema`/`__type` may be asked (off with PERSISTED_QUERIES_ONLY or in a production deployment). */
  introspection: boolean;
  limits: ProtectionLimits;
  /**
   * Caps on graphql-ws use, per gateway process (they guard this process's memory): operations
   * open at once on one connection, connections from one client address, connections of one member.
   */
  wsMaxSubscriptionsPerConnection: number;
  wsMaxConnectionsPerAddress: number;
  wsMaxConnectionsPerMember: number;
  /** Where a development backend keeps its data and `dev-secrets.json` (DATA_DIR). */
  dataDir: string;
  /** Whether the process holds the backend's event stream (live updates). */
  eventsStream: boolean;
  /** Bearer token of `GET /api/events/stream`; empty when none is known (then the stream is off). */
  eventsStreamToken: string;
  /** No byte (not even a ping) on the event stream for this long → reconnect. */
  eventsStreamStallMs: number;
  /** Cap of the event stream's reconnection backoff. */
  eventsStreamRetryMaxMs: number;
}

export const defaultLimits: ProtectionLimits = {
  maxDepth: 12,
  maxAliases: 30,
  // Room for GraphiQL's whole introspection query (about the size of the schema's answer, ~30,000
  // with the library), with a margin for the graph to grow; data queries stay far below it.
  maxCost: 50_000,
  maxTokens: 2_000,
};

export function defaultConfig(): GatewayConfig {
  return {
    port: 4000,
    // Loopback: a developer's gateway is reachable from this machine only (`<studio>.localhost`
    // still works: browsers fall back to 127.0.0.1). Containers set HOST=0.0.0.0 with real secrets.
    host: '127.0.0.1',
    backendUrl: 'http://127.0.0.1:4001',
    webDist: resolve(repoRoot, 'web/dist'),
    walletDomainAssociationFile: null,
    persistedQueriesFile: resolve(repoRoot, 'web/persisted-queries.json'),
    persistedQueriesOnly: false,
    compiledExecution: 'persisted',
    whitelabelStudio: null,
    blogUrl: null,
    restTimeoutMs: 5_000,
    catalogueCacheTtlMs: 30_000,
    publicCacheTtlMs: 5_000,
    restRetryDelaysMs: [50, 200],
    restConnections: 64,
    // Only a proxy on this machine may report the browser's address; a deployment names its load
    // balancer (compose does). Anyone else's X-Forwarded-For is ignored.
    trustProxy: 'loopback',
    schemaFile: resolve(repoRoot, 'schema/schema.graphql'),
    development: false,
    introspection: true,
    limits: { ...defaultLimits },
    // A page holds one connection with a few subscriptions; a household behind one address opens
    // several tabs and devices; a member signs in on a handful of screens.
    wsMaxSubscriptionsPerConnection: 25,
    wsMaxConnectionsPerAddress: 50,
    wsMaxConnectionsPerMember: 10,
    dataDir: resolve(repoRoot, 'data'),
    eventsStream: true,
    eventsStreamToken: '',
    eventsStreamStallMs: 45_000,
    eventsStreamRetryMaxMs: 30_000,
  };
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be an integer of at least ${min}, got '${raw}'`);
  }
  return value;
}

function boolean(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got '${raw}'`);
}

/** Only the two settings a deployment may choose: a stranger's document is never compiled. */
function compiledExecutionSetting(env: NodeJS.ProcessEnv, fallback: CompiledExecution): CompiledExecution {
  const raw = env.COMPILED_EXECUTION?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'persisted' || raw === 'off') return raw;
  throw new Error(`COMPILED_EXECUTION must be persisted or off, got '${raw}'`);
}

function text(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name]?.trim();
  return raw ? raw : null;
}

/** An absolute http(s) address a browser is sent to; anything else (a typo, `javascript:`) is refused at start. */
function webAddress(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = text(env, name);
  if (raw === null) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute http(s) address, got '${raw}'`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must be an absolute http(s) address, got '${raw}'`);
  }
  return url.href;
}

/** TRUST_PROXY: `true`/`false`, a hop count, or Express's list of addresses and presets. */
function trustProxySetting(raw: string | null): boolean | number | string | null {
  if (raw === null) return null;
  if (/^(true|false)$/i.test(raw)) return raw.toLowerCase() === 'true';
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}

/** A set secret must be long enough to be one; an unset one is for the caller to decide. */
function secret(env: NodeJS.ProcessEnv, name: string): string | null {
  const value = text(env, name);
  if (value !== null && value.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `${name} must be at least ${MIN_SECRET_LENGTH} characters: generate one with "openssl rand -base64 32".`,
    );
  }
  return value;
}

function notSet(name: string): Error {
  return new Error(
    `${name} is not set. Outside development every secret must be set: generate one with "openssl rand -base64 32".`,
  );
}

/** A secret the development backend generated into `<dataDir>/dev-secrets.json`; null when it is not there. */
function developmentSecret(dataDir: string, key: string): string | null {
  const file = join(dataDir, DEV_SECRETS_FILE);
  if (!existsSync(file)) return null;
  try {
    const value: unknown = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown> | null)?.[key];
    return typeof value === 'string' && value !== '' ? value : null;
  } catch {
    return null;
  }
}

/**
 * The event stream's token and whether to hold the stream: EVENTS_STREAM_TOKEN when set; else, in
 * development, the backend's generated one (missing: a warning and no live updates); else startup
 * stops, since a default would be a token anyone could read.
 */
function eventStreamSettings(
  env: NodeJS.ProcessEnv,
  wanted: boolean,
  development: boolean,
  dataDir: string,
  logger: Pick<Console, 'warn'>,
): { eventsStream: boolean; eventsStreamToken: string } {
  const given = secret(env, 'EVENTS_STREAM_TOKEN');
  if (given !== null) return { eventsStream: wanted, eventsStreamToken: given };
  if (!wanted) return { eventsStream: false, eventsStreamToken: '' };
  if (!development) throw notSet('EVENTS_STREAM_TOKEN');
  const generated = developmentSecret(dataDir, 'eventsStreamToken');
  if (generated !== null) return { eventsStream: true, eventsStreamToken: generated };
  logger.warn(
    `gateway: EVENTS_STREAM_TOKEN is not set and ${join(dataDir, DEV_SECRETS_FILE)} has none (start the backend first, ` +
      'it writes one in development): running without the event stream, so there are no live updates.',
  );
  return { eventsStream: false, eventsStreamToken: '' };
}

/**
 * Reads the settings from the environment; throws with the variable's name on a bad value or a
 * missing secret. `logger` hears about a development setting that turns a feature off.
 */
export function configFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  logger: Pick<Console, 'warn'> = console,
): GatewayConfig {
  const defaults = defaultConfig();
  const walletFile = text(env, 'WALLET_DOMAIN_ASSOCIATION_FILE');
  const host = text(env, 'HOST') ?? defaults.host;
  const dataDir = resolve(text(env, 'DATA_DIR') ?? defaults.dataDir);
  return {
    ...defaults,
    port: integer(env, 'PORT', defaults.port),
    host,
    backendUrl: (text(env, 'BACKEND_URL') ?? defaults.backendUrl).replace(/\/+$/, ''),
    webDist: resolve(text(env, 'WEB_DIST') ?? defaults.webDist),
    walletDomainAssociationFile: walletFile === null ? null : resolve(walletFile),
    persistedQueriesFile: resolve(text(env, 'PERSISTED_QUERIES_FILE') ?? defaults.persistedQueriesFile),
    persistedQueriesOnly: boolean(env, 'PERSISTED_QUERIES_ONLY', defaults.persistedQueriesOnly),
    compiledExecution: compiledExecutionSetting(env, defaults.compiledExecution),
    whitelabelStudio: text(env, 'WHITELABEL_STUDIO'),
    blogUrl: webAddress(env, 'BLOG_URL'),
    restTimeoutMs: integer(env, 'REST_TIMEOUT_MS', defaults.restTimeoutMs, 1),
    catalogueCacheTtlMs: integer(env, 'CATALOGUE_CACHE_TTL_MS', defaults.catalogueCacheTtlMs),
    publicCacheTtlMs: integer(env, 'PUBLIC_CACHE_TTL_MS', defaults.publicCacheTtlMs),
    restConnections: integer(env, 'REST_CONNECTIONS', defaults.restConnections, 1),
    trustProxy: trustProxySetting(text(env, 'TRUST_PROXY')) ?? defaults.trustProxy,
    development: env.NODE_ENV === 'development',
    // GraphiQL is how developers learn the graph; a production or persisted-only gateway serves
    // only the app's own operations, so the schema is not handed out.
    introspection:
      !boolean(env, 'PERSISTED_QUERIES_ONLY', defaults.persistedQueriesOnly) && !isProductionDeployment(env),
    limits: {
      maxDepth: integer(env, 'GRAPHQL_MAX_DEPTH', defaults.limits.maxDepth, 1),
      maxAliases: integer(env, 'GRAPHQL_MAX_ALIASES', defaults.limits.maxAliases),
      maxCost: integer(env, 'GRAPHQL_MAX_COST', defaults.limits.maxCost, 1),
      maxTokens: integer(env, 'GRAPHQL_MAX_TOKENS', defaults.limits.maxTokens, 1),
    },
    wsMaxSubscriptionsPerConnection: integer(
      env,
      'WS_MAX_SUBSCRIPTIONS_PER_CONNECTION',
      defaults.wsMaxSubscriptionsPerConnection,
      1,
    ),
    wsMaxConnectionsPerAddress: integer(
      env,
      'WS_MAX_CONNECTIONS_PER_ADDRESS',
      defaults.wsMaxConnectionsPerAddress,
      1,
    ),
    wsMaxConnectionsPerMember: integer(
      env,
      'WS_MAX_CONNECTIONS_PER_MEMBER',
      defaults.wsMaxConnectionsPerMember,
      1,
    ),
    dataDir,
    ...eventStreamSettings(
      env,
      boolean(env, 'EVENTS_STREAM', defaults.eventsStream),
      isDevelopmentEnvironment(env, host),
      dataDir,
      logger,
    ),
    eventsStreamStallMs: integer(env, 'EVENTS_STREAM_STALL_MS', defaults.eventsStreamStallMs, 1_000),
    eventsStreamRetryMaxMs: integer(
      env,
      'EVENTS_STREAM_RETRY_MAX_MS',
      defaults.eventsStreamRetryMaxMs,
      1_000,
    ),
  };
}
