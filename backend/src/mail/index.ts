import type { Database } from '../db/database.js';
import type { BackendDomain } from '../shared/domain.js';
import type { Mailer } from './mailer.js';
import { registerOutboxRoutes } from './routes.js';

/** The outbox every e-mail goes through; GET /api/dev/outbox in development only. */
export const mail: BackendDomain<{ db: Database; mailer: Mailer; devRoutes: boolean }> = {
  name: 'mail',
  register: (app, { db, mailer, devRoutes }) => {
    if (devRoutes) registerOutboxRoutes(app, db, mailer);
  },
};
