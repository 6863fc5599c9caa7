import type { Database } from '../db/database.js';
import type { BackendDomain } from '../shared/domain.js';
import { registerSystemRoutes } from './routes.js';

/** /api/health and /meta.json. */
export const system: BackendDomain<{ db: Database; version: string }> = {
  name: 'system',
  register: (app, { db, version }) => registerSystemRoutes(app, db, version),
};
