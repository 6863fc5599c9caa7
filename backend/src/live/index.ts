import type { Database } from '../db/database.js';
import type { BackendDomain } from '../shared/domain.js';
import type { BookingCalendar } from './calendar.js';
import { registerLiveClassRoutes } from './routes.js';
import { seedLiveClasses } from './seed.js';

/** How often the seeded live class schedule is rolled forward (the start-up seed rolls it too). */
export const LIVE_SCHEDULE_ROLL_MS = 6 * 60 * 60 * 1000;

/** Live classes: the schedule, bookings, attendance, the livestream channel and broadcasts. */
export const live: BackendDomain<{
  db: Database;
  secrets: { playbackUrlSecret: string };
  calendar: BookingCalendar;
}> = {
  name: 'live',
  register: (app, { db, secrets, calendar }) =>
    registerLiveClassRoutes(app, { db, playbackUrlSecret: secrets.playbackUrlSecret, calendar }),
  seed: (db, options) => seedLiveClasses(db, options.now),
  // A server that runs for weeks still has upcoming classes: the seed is idempotent and takes the schema lock.
  jobs: (app, { db }) => [
    {
      name: 'live-schedule',
      intervalMs: LIVE_SCHEDULE_ROLL_MS,
      runAtStart: false,
      run: async () => {
        const added = await seedLiveClasses(db);
        if (added > 0) app.log.info({ added }, 'live classes: the seeded schedule rolled forward');
      },
    },
  ],
};
