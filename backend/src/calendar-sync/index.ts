import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import type { RateLimiter } from '../http/rate-limit.js';
import type { BackendDomain } from '../shared/domain.js';
import type { CalendarClient } from './client.js';
import { TokenCipher } from './crypto.js';
import { GoogleCalendarClient } from './google.js';
import { OutlookCalendarClient } from './outlook.js';
import { registerCalendarRoutes } from './routes.js';
import { anyProviderConfigured, type CalendarProvider, type CalendarSyncSettings } from './settings.js';
import { CalendarSync } from './sync.js';

interface CalendarSyncContext {
  db: Database;
  limiter: RateLimiter;
  publicUrl: string;
  calendarSync: CalendarSyncSettings;
  devRoutes: boolean;
}

interface Services {
  clients: Map<CalendarProvider, CalendarClient>;
  cipher: TokenCipher | undefined;
  sync: CalendarSync;
}

/** One set per app: the routes and the job share the clients and the cipher. */
const servicesByApp = new WeakMap<FastifyInstance, Services>();

function servicesFor(app: FastifyInstance, context: CalendarSyncContext): Services {
  const known = servicesByApp.get(app);
  if (known !== undefined) return known;
  const settings = context.calendarSync;
  let cipher: TokenCipher | undefined;
  if (anyProviderConfigured(settings)) {
    if (settings.tokenKey === undefined)
      throw new Error('CALENDAR_TOKEN_KEY is required once a calendar provider is configured');
    cipher = new TokenCipher(settings.tokenKey);
  }
  const clients = new Map<CalendarProvider, CalendarClient>();
  if (settings.google !== undefined)
    clients.set('google', new GoogleCalendarClient(settings.google, settings.urls, settings.timeoutMs));
  if (settings.outlook !== undefined)
    clients.set('outlook', new OutlookCalendarClient(settings.outlook, settings.urls, settings.timeoutMs));
  const sync = new CalendarSync({
    db: context.db,
    clients,
    cipher,
    publicUrl: context.publicUrl,
    clock: () => app.clock(),
    log: app.log,
  });
  const services = { clients, cipher, sync };
  servicesByApp.set(app, services);
  return services;
}

/**
 * The member's scheduled workouts, kept in their Google or Outlook calendar (one way: from StreamFit
 * to the calendar; what the member changes there is not read back).
 */
export const calendarSync: BackendDomain<CalendarSyncContext> = {
  name: 'calendar-sync',
  register: (app, context) => {
    const { clients, cipher, sync } = servicesFor(app, context);
    registerCalendarRoutes(app, {
      db: context.db,
      limiter: context.limiter,
      publicUrl: context.publicUrl,
      clients,
      cipher,
      sync,
      devRoutes: context.devRoutes,
    });
  },
  jobs: (app, context) => {
    const { clients, sync } = servicesFor(app, context);
    // Nothing configured, or not on this instance: no job, rather than one that does nothing.
    if (clients.size === 0 || context.calendarSync.intervalMs <= 0) return [];
    return [
      {
        name: 'calendar-sync',
        intervalMs: context.calendarSync.intervalMs,
        run: async () => {
          await sync.runOnce();
        },
      },
    ];
  },
};
