import type { MemberAccessRule } from '../accounts/access.js';
import type { Database } from '../db/database.js';
import type { RateLimiter } from '../http/rate-limit.js';
import type { BackendDomain } from '../shared/domain.js';
import { registerVideoMediaRoutes, type VideoMedia } from './media/index.js';
import { registerLibraryRoutes } from './routes.js';
import { seedLibrary } from './seed.js';

/** Media for an app given no folder to make it in: every media route says it is not available here. */
const NO_MEDIA: VideoMedia = {
  dataDir: '',
  ready: Promise.resolve({ kind: 'unavailable', reason: 'this server was given no folder for video media' }),
  current: () => ({ kind: 'unavailable', reason: 'this server was given no folder for video media' }),
};

/** The on-demand library: videos, programs, favorites, history, playback events and their media. */
export const library: BackendDomain<{
  db: Database;
  memberAccess: MemberAccessRule;
  limiter: RateLimiter;
  secrets: { playbackUrlSecret: string };
  mediaDir: string | undefined;
}> = {
  name: 'library',
  register: (app, { db, memberAccess, limiter, secrets, mediaDir }) => {
    registerLibraryRoutes(app, { db, memberAccess, limiter, playbackUrlSecret: secrets.playbackUrlSecret });
    return registerVideoMediaRoutes(app, {
      db,
      secret: secrets.playbackUrlSecret,
      dataDir: mediaDir ?? '',
      ...(mediaDir === undefined ? { media: NO_MEDIA } : {}),
      clock: () => app.clock(),
    });
  },
  seed: (db, options) => seedLibrary(db, options.videos ?? 0),
};
