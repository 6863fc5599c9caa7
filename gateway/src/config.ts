// Gateway settings. Every setting comes from one environment variable (see configFromEnv); tests
// build the same object directly so nothing from the developer's shell leaks into them.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The monorepo root: this file sits in gateway/src (sources) or gateway/dist (build), two levels down. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Limits applied to every incoming GraphQL document (see src/protection). */
/**
 * The development default of EVENTS_STREAM_TOKEN, the same constant as the backend's: a local stack
 * streams events with no setup. Production sets EVENTS_STREAM_TOKEN on both sides.
 */
export const DEV_EVENTS_STREAM_TOKEN = 'streamfit-dev-events-stream-token';

export interface ProtectionLimits {
  /** Deepest field nesting allowed (introspection fields excluded: graphql-js bounds those itself). */
  maxDepth: number;
  /** Most aliases one operation may use, counted through its fragments. */
  maxAliases: number;
  /** Highest estimated cost (fields × page sizes) one operation may have. */
  maxCost: number;
  /** Most lexical tokens a document may have; the parser stops at this count. */
  maxTokens: number;
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
  /** A studio short name that forces that studio's white-label site for every host; null: decide by host. */
  whitelabelStudio: string | null;
  /** Per-attempt timeout of every REST call. */
  restTimeoutMs: number;
  /** How long public catalogue answers are shared across requests; 0 turns the cache off. */
  catalogueCacheTtlMs: number;
  /** Waits between retries of idempotent REST reads (its length is the number of retries). */
  restRetryDelaysMs: number[];
  /** Express `trust proxy`: which hops' X-Forwarded-For to believe when finding the browser's address. */
  trustProxy: boolean | number | string;
  /** The schema the gateway serves. */
  schemaFile: string;
  /** Development mode: stack traces and unmasked internal error messages in responses. */
  development: boolean;
  limits: ProtectionLimits;
  /** Whether the process holds the backend's event stream (live updates, DESIGN §5). */
  eventsStream: boolean;
  /** Bearer token of `GET /api/events/stream`. */
  eventsStreamToken: string;
  /** No byte (not even a ping) on the event stream for this long → reconnect. */
  eventsStreamStallMs: number;
  /** Cap of the event stream's reconnection backoff. */
  eventsStreamRetryMaxMs: number;
}

export const defaultLimits: ProtectionLimits = { maxDepth: 12, maxAliases: 30, maxCost: 25_000, maxTokens: 2_000 };

export function defaultConfig(): GatewayConfig {
  return {
    port: 4000,
    // 0.0.0.0 so the gateway answers on every interface: `<studio>.localhost` names resolve to
    // 127.0.0.1 or ::1 depending on the browser, and containers need it too.
    host: '0.0.0.0',
    backendUrl: 'http://127.0.0.1:4001',
    webDist: resolve(repoRoot, 'web/dist'),
    walletDomainAssociationFile: null,
    persistedQueriesFile: resolve(repoRoot, 'web/persisted-queries.json'),
    persistedQueriesOnly: false,
    whitelabelStudio: null,
    restTimeoutMs: 5_000,
    catalogueCacheTtlMs: 30_000,
    restRetryDelaysMs: [50, 200],
    // Proxies on this machine or a private network (the compose load balancer) may report the
    // browser's address; anyone else's X-Forwarded-For is ignored.
    trustProxy: 'loopback, linklocal, uniquelocal',
    schemaFile: resolve(repoRoot, 'schema/schema.graphql'),
    development: false,
    limits: { ...defaultLimits },
    eventsStream: true,
    eventsStreamToken: DEV_EVENTS_STREAM_TOKEN,
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

function text(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name]?.trim();
  return raw ? raw : null;
}

/** TRUST_PROXY: `true`/`false`, a hop count, or Express's list of addresses and presets. */
function trustProxySetting(raw: string | null): boolean | number | string | null {
  if (raw === null) return null;
  if (/^(true|false)$/i.test(raw)) return raw.toLowerCase() === 'true';
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}

/** Reads the settings from the environment; throws with the variable's name on a bad value. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const defaults = defaultConfig();
  const walletFile = text(env, 'WALLET_DOMAIN_ASSOCIATION_FILE');
  return {
    ...defaults,
    port: integer(env, 'PORT', defaults.port),
    host: text(env, 'HOST') ?? defaults.host,
    backendUrl: (text(env, 'BACKEND_URL') ?? defaults.backendUrl).replace(/\/+$/, ''),
    webDist: resolve(text(env, 'WEB_DIST') ?? defaults.webDist),
    walletDomainAssociationFile: walletFile === null ? null : resolve(walletFile),
    persistedQueriesFile: resolve(text(env, 'PERSISTED_QUERIES_FILE') ?? defaults.persistedQueriesFile),
    persistedQueriesOnly: boolean(env, 'PERSISTED_QUERIES_ONLY', defaults.persistedQueriesOnly),
    whitelabelStudio: text(env, 'WHITELABEL_STUDIO'),
    restTimeoutMs: integer(env, 'REST_TIMEOUT_MS', defaults.restTimeoutMs, 1),
    catalogueCacheTtlMs: integer(env, 'CATALOGUE_CACHE_TTL_MS', defaults.catalogueCacheTtlMs),
    trustProxy: trustProxySetting(text(env, 'TRUST_PROXY')) ?? defaults.trustProxy,
    development: env.NODE_ENV === 'development',
    limits: {
      maxDepth: integer(env, 'GRAPHQL_MAX_DEPTH', defaults.limits.maxDepth, 1),
      maxAliases: integer(env, 'GRAPHQL_MAX_ALIASES', defaults.limits.maxAliases),
      maxCost: integer(env, 'GRAPHQL_MAX_COST', defaults.limits.maxCost, 1),
      maxTokens: integer(env, 'GRAPHQL_MAX_TOKENS', defaults.limits.maxTokens, 1),
    },
    eventsStream: boolean(env, 'EVENTS_STREAM', defaults.eventsStream),
    eventsStreamToken: text(env, 'EVENTS_STREAM_TOKEN') ?? defaults.eventsStreamToken,
    eventsStreamStallMs: integer(env, 'EVENTS_STREAM_STALL_MS', defaults.eventsStreamStallMs, 1_000),
    eventsStreamRetryMaxMs: integer(env, 'EVENTS_STREAM_RETRY_MAX_MS', defaults.eventsStreamRetryMaxMs, 1_000),
  };
}
