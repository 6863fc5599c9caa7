import type { Database } from '../db/database.js';
import type { RateLimiter } from '../http/rate-limit.js';
import type { Mailer } from '../mail/mailer.js';
import type { BackendDomain } from '../shared/domain.js';
import type { BookingCalendar } from './calendar.js';
import { REMINDER_CHECK_MS, sendClassReminders } from './class-mail.js';
import { registerLiveClassRoutes } from './routes.js';
import { seedLiveClasses } from './seed.js';

/** How often the seeded live class schedule is rolled forward (the start-up seed rolls it too). */
export const LIVE_SCHEDULE_ROLL_MS = 6 * 60 * 60 * 1000;

/**
 * Live classes: the schedule, bookings, attendance, the livestream channel and broadcasts, their mail,
 * and the member's friends on them (who booked, inviting one).
 */
export const live: BackendDomain<{
  db: Database;
  secrets: { playbackUrlSecret: string };
  calendar: BookingCalendar;
  mailer: Mailer;
  publicUrl: string;
  limiter: RateLimiter;
}> = {
  name: 'live',
  register: (app, { db, secrets, calendar, mailer, publicUrl, limiter }) =>
    registerLiveClassRoutes(app, {
      db,
      limiter,
      playbackUrlSecret: secrets.playbackUrlSecret,
      calendar,
      mail: { mailer, publicUrl },
    }),
  seed: (db, options) => seedLiveClasses(db, options.now),
  // A server that runs for weeks still has upcoming classes: the seed is idempotent and takes the schema lock.
  jobs: (app, { db, mailer, publicUrl }) => [
    {
      name: 'live-schedule',
      intervalMs: LIVE_SCHEDULE_ROLL_MS,
      runAtStart: false,
      run: async () => {
        const added = await seedLiveClasses(db);
        if (added > 0) app.log.info({ added }, 'live classes: the seeded schedule rolled forward');
      },
    },
    // About an hour before each booked class, its member is reminded (once per booking, whichever instance runs it).
    {
      name: 'live-class-reminders',
      intervalMs: REMINDER_CHECK_MS,
      run: async () => {
        const sent = await sendClassReminders(db, { mailer, publicUrl }, app.clock(), app.log);
        if (sent > 0) app.log.info({ sent }, 'live classes: reminders sent');
      },
    },
  ],
};
