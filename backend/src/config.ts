import { statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CALENDAR_URL_VARIABLES,
  DEFAULT_CALENDAR_PROVIDER_URLS,
  DEFAULT_CALENDAR_SYNC_INTERVAL_MS,
  type CalendarProviderUrls,
  type OAuthClientCredentials,
} from './calendar-sync/settings.js';
import { DEFAULT_MAIL_FROM } from './mail/from.js';

/** Everything the backend reads from its environment but its secrets (secrets.ts); documented in the README. */
export interface Config {
  port: number;
  host: string;
  /** Set → a real PostgreSQL; unset → the embedded PGlite under `<dataDir>/pglite`. */
  databaseUrl: string | undefined;
  dataDir: string;
  version: string;
  logLevel: string;
  /** Where the local mailer writes `.eml` copies: `<dataDir>/outbox`. */
  outboxDir: string;
  /** Set → mail is also sent by SMTP (nodemailer), and /api/dev/outbox is off. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Unset → no staff account is seeded. */
  seedStaffPassword: string | undefined;
  /** Unset → no instructor account is seeded. */
  seedInstructorPassword: string | undefined;
  /** SEED_VIDEOS: synthetic library videos seeded on top of the library (benchmarks); 0 → none. */
  seedVideos: number;
  /**
   * The web site's base URL (the gateway's public address, not the backend's), for links in e-mails
   * and gym-benefit invitations. Unset: DEFAULT_PUBLIC_URL.
   */
  publicUrl: string;
  /** Fastify `trustProxy`: which peers' X-Forwarded-For decides the client address (every limit counts per address). */
  trustProxy: boolean | string;
  /**
   * Not a production deployment (STREAMFIT_ENV, else NODE_ENV) and the server binds only a loopback address: the development
   * routes (/api/dev/...) exist, and unset secrets come from `<dataDir>/dev-secrets.json`.
   */
  development: boolean;
  /** Set → payments go through Stripe; unset → the local test-card provider. */
  stripeSecretKey: string | undefined;
  stripePublishableKey: string | undefined;
  /** Verifies POST /api/payments/stripe/webhook; unset → that route answers 404. */
  stripeWebhookSecret: string | undefined;
  /** How often the billing job runs (ms); 0 turns it off on this instance. */
  billingIntervalMs: number;
  /** Set → new newsletter subscribers are also POSTed (JSON) to this mailing service; unset → none leave the machine. */
  newsletterWebhookUrl: string | undefined;
  /** Sent as `Authorization: Bearer <token>` with the newsletter webhook, when set. */
  newsletterWebhookToken: string | undefined;
  /** RATE_LIMIT_FACTOR: multiplies every rate limit (load tests, the browser-test stack); default 1. */
  rateLimitFactor: number;
  /** GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (both or neither): set → Google Calendar sync is offered. */
  googleCalendar: OAuthClientCredentials | undefined;
  /** MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET (both or neither): set → Outlook calendar sync is offered. */
  outlookCalendar: OAuthClientCredentials | undefined;
  /** GOOGLE_OAUTH_URL, GOOGLE_TOKEN_URL, GOOGLE_REVOKE_URL, GOOGLE_CALENDAR_API_URL, MICROSOFT_LOGIN_URL, MICROSOFT_GRAPH_URL. */
  calendarUrls: CalendarProviderUrls;
  /** CALENDAR_SYNC_INTERVAL_MS: how often the calendar sync job runs (ms); 0 turns it off on this instance. */
  calendarSyncIntervalMs: number;
}

/**
 * The site `npm start` serves by default (the gateway on port 4000). The backend cannot see which
 * port the gateway runs on, so whatever starts both passes it: scripts/stack.mjs sets PUBLIC_URL to
 * its gateway's port, docker-compose.yml to its load balancer's.
 */
export const DEFAULT_PUBLIC_URL = 'http://localhost:4000';
/**
 * Only a proxy on this machine is believed by default: any other peer could otherwise claim a new
 * address per request and never meet a limit. Set TRUST_PROXY to the gateways' addresses when they
 * run elsewhere (e.g. containers on a private network).
 */
export const DEFAULT_TRUST_PROXY = 'loopback';

/** 127.0.0.0/8, ::1 (bracketed or not) or `localhost`: an address no other machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const name = host.trim().toLowerCase();
  if (name === 'localhost' || name === '::1' || name === '[::1]') return true;
  const octets = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(name);
  return octets !== null && octets.slice(1).every((octet) => Number(octet) <= 255);
}

/**
 * Development: not a production deployment AND only this machine can reach the server. Anything
 * else is production-like, so a container bound to 0.0.0.0 never exposes the development routes.
 * A production deployment is STREAMFIT_ENV=production, or, when STREAMFIT_ENV is unset,
 * NODE_ENV=production: `npm start` runs libraries in production mode (NODE_ENV=production) on a
 * developer's machine (STREAMFIT_ENV=development).
 */
export function isDevelopment(nodeEnv: string | undefined, host: string, streamfitEnv?: string): boolean {
  const deployment = streamfitEnv?.trim().toLowerCase();
  if (
    deployment !== undefined &&
    deployment !== '' &&
    deployment !== 'development' &&
    deployment !== 'production'
  )
    throw new Error(`STREAMFIT_ENV must be development or production, got '${streamfitEnv ?? ''}'`);
  const production = deployment ? deployment === 'production' : nodeEnv === 'production';
  return !production && isLoopbackHost(host);
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value.trim() === '') return DEFAULT_TRUST_PROXY;
  const lower = value.trim().toLowerCase();
  if (lower === 'false' || lower === 'none' || lower === '0') return false;
  if (lower === 'true') return true;
  return value.trim();
}

function parseUrl(name: string, value: string | undefined, fallback: string): string {
  if (value === undefined || value === '') return fallback;
  if (!URL.canParse(value)) throw new Error(`${name} must be an absolute URL, got '${value}'`);
  return value.replace(/\/+$/, '');
}

/** backend/ itself, whether running from src/ (tests) or dist/ (built). */
const BACKEND_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The repository's ./data, shared with the rest of the stack. */
export const DEFAULT_DATA_DIR = resolve(BACKEND_DIR, '..', 'data');

/**
 * When this module was built: the compiled file's modification time. Identical across every
 * instance started from one build (process start time would differ per instance and make
 * clients' version check reload forever behind a load balancer).
 */
function buildTime(): string {
  try {
    return statSync(fileURLToPath(import.meta.url)).mtime.toISOString();
  } catch {
    return new Date().toISOString();
  }
}

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`BACKEND_PORT must be an integer from 0 to 65535, got '${value}'`);
  }
  return port;
}

export const DEFAULT_BILLING_INTERVAL_MS = 60_000;

function parseInterval(
  value: string | undefined,
  name = 'BILLING_INTERVAL_MS',
  fallback = DEFAULT_BILLING_INTERVAL_MS,
): number {
  if (value === undefined || value.trim() === '') return fallback;
  const ms = Number(value);
  if (!Number.isSafeInteger(ms) || ms < 0)
    throw new Error(`${name} must be a whole number of milliseconds (0 disables), got '${value}'`);
  return ms;
}

/** An OAuth client's id and secret: both set, or neither (then the feature is off). */
function parseOAuthClient(
  env: NodeJS.ProcessEnv,
  idName: string,
  secretName: string,
  what: string,
): OAuthClientCredentials | undefined {
  const clientId = env[idName]?.trim() || undefined;
  const clientSecret = env[secretName] || undefined;
  if (clientId === undefined && clientSecret === undefined) return undefined;
  if (clientId === undefined || clientSecret === undefined)
    throw new Error(`${idName} and ${secretName} go together: set both to offer ${what}, or neither`);
  return { clientId, clientSecret };
}

/** Every calendar provider address: an absolute http(s) URL, without a trailing slash. */
function parseCalendarUrls(env: NodeJS.ProcessEnv): CalendarProviderUrls {
  const urls = { ...DEFAULT_CALENDAR_PROVIDER_URLS };
  for (const key of Object.keys(CALENDAR_URL_VARIABLES) as Array<keyof CalendarProviderUrls>) {
    const name = CALENDAR_URL_VARIABLES[key];
    const value = env[name]?.trim();
    if (value === undefined || value === '') continue;
    const url = URL.canParse(value) ? new URL(value) : undefined;
    if (
      !url ||
      (url.protocol !== 'http:' && url.protocol !== 'https:') ||
      url.search !== '' ||
      url.hash !== ''
    )
      throw new Error(`${name} must be an absolute http(s) URL without a query, got '${value}'`);
    urls[key] = value.replace(/\/+$/, '');
  }
  return urls;
}

function parseWebhookUrl(name: string, value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const url = URL.canParse(value.trim()) ? new URL(value.trim()) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`${name} must be an absolute http(s) URL, got '${value}'`);
  }
  return url.toString();
}

function parseFactor(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1;
  const factor = Number(value);
  if (!Number.isFinite(factor) || factor <= 0)
    throw new Error(`RATE_LIMIT_FACTOR must be a positive number, got '${value}'`);
  return factor;
}

/** SEED_VIDEOS: a whole number from 0 to 1,000,000; unset → 0. */
function parseSeedVideos(value: string | undefined): number {
  if (value === undefined || value === '') return 0;
  if (!/^\d{1,7}$/.test(value) || Number(value) > 1_000_000)
    throw new Error(`SEED_VIDEOS must be a whole number from 0 to 1000000, got '${value}'`);
  return Number(value);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = env['DATA_DIR'] ? resolve(env['DATA_DIR']) : DEFAULT_DATA_DIR;
  const host = env['BACKEND_HOST'] || '127.0.0.1';
  return {
    port: parsePort(env['BACKEND_PORT'], 4001),
    host,
    databaseUrl: env['DATABASE_URL'] || undefined,
    dataDir,
    version: env['BUILD_VERSION'] || buildTime(),
    logLevel: env['LOG_LEVEL'] || 'info',
    outboxDir: join(dataDir, 'outbox'),
    smtpUrl: env['SMTP_URL'] || undefined,
    mailFrom: env['MAIL_FROM'] || DEFAULT_MAIL_FROM,
    seedStaffPassword: env['SEED_STAFF_PASSWORD'] || undefined,
    seedInstructorPassword: env['SEED_INSTRUCTOR_PASSWORD'] || undefined,
    seedVideos: parseSeedVideos(env['SEED_VIDEOS']),
    publicUrl: parseUrl('PUBLIC_URL', env['PUBLIC_URL'], DEFAULT_PUBLIC_URL),
    trustProxy: parseTrustProxy(env['TRUST_PROXY']),
    development: isDevelopment(env['NODE_ENV'], host, env['STREAMFIT_ENV']),
    stripeSecretKey: env['STRIPE_SECRET_KEY'] || undefined,
    stripePublishableKey: env['STRIPE_PUBLISHABLE_KEY'] || undefined,
    stripeWebhookSecret: env['STRIPE_WEBHOOK_SECRET'] || undefined,
    billingIntervalMs: parseInterval(env['BILLING_INTERVAL_MS']),
    newsletterWebhookUrl: parseWebhookUrl('NEWSLETTER_WEBHOOK_URL', env['NEWSLETTER_WEBHOOK_URL']),
    newsletterWebhookToken: env['NEWSLETTER_WEBHOOK_TOKEN'] || undefined,
    rateLimitFactor: parseFactor(env['RATE_LIMIT_FACTOR']),
    googleCalendar: parseOAuthClient(env, 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'Google Calendar sync'),
    outlookCalendar: parseOAuthClient(
      env,
      'MICROSOFT_CLIENT_ID',
      'MICROSOFT_CLIENT_SECRET',
      'Outlook calendar sync',
    ),
    calendarUrls: parseCalendarUrls(env),
    calendarSyncIntervalMs: parseInterval(
      env['CALENDAR_SYNC_INTERVAL_MS'],
      'CALENDAR_SYNC_INTERVAL_MS',
      DEFAULT_CALENDAR_SYNC_INTERVAL_MS,
    ),
  };
}
