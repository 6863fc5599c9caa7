import type { Database } from '../db/database.js';
import type { BackendDomain } from '../shared/domain.js';
import { registerTextOutboxRoutes } from './routes.js';

/** The outbox every text message goes through; GET /api/dev/text-outbox in development only. */
export const sms: BackendDomain<{ db: Database; devRoutes: boolean }> = {
  name: 'sms',
  register: (app, { db, devRoutes }) => {
    if (devRoutes) registerTextOutboxRoutes(app, db);
  },
};
