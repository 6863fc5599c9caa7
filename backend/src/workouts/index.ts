import type { MemberAccessRule } from '../accounts/access.js';
import { authenticate } from '../accounts/auth.js';
import type { Database } from '../db/database.js';
import type { BackendDomain } from '../shared/domain.js';
import { registerPlanningRoutes } from './planning.js';
import { registerWorkoutRoutes } from './routes.js';

/** The member's workout calendar. */
export const workouts: BackendDomain<{ db: Database; memberAccess: MemberAccessRule }> = {
  name: 'workouts',
  register: (app, { db, memberAccess }) => {
    registerWorkoutRoutes(app, db);
    registerPlanningRoutes(app, db, authenticate(app, db), memberAccess);
  },
};
