import type { Database } from '../db/database.js';
import type { BackendDomain } from '../shared/domain.js';
import { registerWorkoutRoutes } from './routes.js';

/** The member's workout calendar. */
export const workouts: BackendDomain<{ db: Database }> = {
  name: 'workouts',
  register: (app, { db }) => registerWorkoutRoutes(app, db),
};
