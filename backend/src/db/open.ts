import { join } from 'node:path';
import type { Database } from './database.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';

export interface DatabaseConfig {
  /** A PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder for the embedded database's files (under `<dataDir>/pglite`). */
  dataDir: string;
}

export function pgliteDirectory(dataDir: string): string {
  return join(dataDir, 'pglite');
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.databaseUrl) return openPostgres({ connectionString: config.databaseUrl });
  return openPglite(pgliteDirectory(config.dataDir));
}
