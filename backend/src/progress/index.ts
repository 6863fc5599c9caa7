import { authenticate } from '../accounts/auth.js';
import type { Database } from '../db/database.js';
import type { RateLimiter } from '../http/rate-limit.js';
import type { BackendDomain } from '../shared/domain.js';
import { registerProgressRoutes } from './routes.js';

/** The member's fitness profile (birthday, weight, gender, activity level) and their progress in calories and minutes. */
export const progress: BackendDomain<{ db: Database; limiter: RateLimiter }> = {
  name: 'progress',
  register: (app, { db, limiter }) => {
    registerProgressRoutes(app, { db, signedIn: authenticate(app, db), limiter });
  },
};
