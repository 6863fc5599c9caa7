import type { Database } from '../db/database.js';
import type { BackendDomain } from '../shared/domain.js';
import { registerEventRoutes } from './routes.js';

/** The event stream the gateways follow (server-sent events, LISTEN/NOTIFY across instances). */
export const events: BackendDomain<{
  db: Database;
  secrets: { eventsStreamToken: string };
  eventsPingMs: number;
}> = {
  name: 'events',
  register: (app, { db, secrets, eventsPingMs }) => {
    registerEventRoutes(app, { db, token: secrets.eventsStreamToken, pingMs: eventsPingMs });
  },
};
