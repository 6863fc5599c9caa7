import { statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Everything the backend reads from its environment (documented in the README). */
export interface Config {
  port: number;
  host: string;
  /** Set → a real PostgreSQL; unset → the embedded PGlite under `<dataDir>/pglite`. */
  databaseUrl: string | undefined;
  dataDir: string;
  version: string;
  logLevel: string;
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: parsePort(env['BACKEND_PORT'], 4001),
    host: env['BACKEND_HOST'] || '127.0.0.1',
    databaseUrl: env['DATABASE_URL'] || undefined,
    dataDir: env['DATA_DIR'] ? resolve(env['DATA_DIR']) : DEFAULT_DATA_DIR,
    version: env['BUILD_VERSION'] || buildTime(),
    logLevel: env['LOG_LEVEL'] || 'info',
  };
}
