import type { MemberAccessRule } from '../accounts/access.js';
import { authenticate } from '../accounts/auth.js';
import type { Database } from '../db/database.js';
import type { RateLimiter } from '../http/rate-limit.js';
import type { BackendDomain } from '../shared/domain.js';
import { AUTO_SKIP_INTERVAL_MS, settlePassedWorkouts } from './auto-skip.js';
import { registerFeedRoutes } from './feed-routes.js';
import { registerPlanningRoutes } from './planning.js';
import { registerProgramRoutes } from './programs.js';
import { registerWorkoutRoutes } from './routes.js';

/** The member's workout calendar: planning, moving, marking and deleting workouts, its feed, and auto-skip. */
export const workouts: BackendDomain<{
  db: Database;
  memberAccess: MemberAccessRule;
  limiter: RateLimiter;
  publicUrl: string;
  secrets: { playbackUrlSecret: string };
}> = {
  name: 'workouts',
  register: (app, { db, memberAccess, limiter, publicUrl, secrets }) => {
    const signedIn = authenticate(app, db);
    registerWorkoutRoutes(app, db, signedIn);
    registerPlanningRoutes(app, db, signedIn, memberAccess);
    registerProgramRoutes(app, db, signedIn, memberAccess);
    registerFeedRoutes(app, { db, signedIn, limiter, publicUrl, secret: secrets.playbackUrlSecret });
  },
  jobs: (app, { db }) => [
    // Workouts whose time has passed are settled once, whichever instance runs it.
    {
      name: 'workouts-auto-skip',
      intervalMs: AUTO_SKIP_INTERVAL_MS,
      run: async () => {
        const settled = await settlePassedWorkouts(db, app.clock());
        if (settled > 0) app.log.info({ settled }, 'workouts: passed workouts settled');
      },
    },
  ],
};
