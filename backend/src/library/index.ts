import type { MemberAccessRule } from '../accounts/access.js';
import type { Database } from '../db/database.js';
import type { RateLimiter } from '../http/rate-limit.js';
import type { BackendDomain } from '../shared/domain.js';
import { registerLibraryRoutes } from './routes.js';
import { seedLibrary } from './seed.js';

/** The on-demand library: videos, programs, favorites, history and playback events. */
export const library: BackendDomain<{
  db: Database;
  memberAccess: MemberAccessRule;
  limiter: RateLimiter;
  secrets: { playbackUrlSecret: string };
}> = {
  name: 'library',
  register: (app, { db, memberAccess, limiter, secrets }) =>
    registerLibraryRoutes(app, { db, memberAccess, limiter, playbackUrlSecret: secrets.playbackUrlSecret }),
  seed: (db, options) => seedLibrary(db, options.videos ?? 0),
};
