import type { BackendDomain } from '../shared/domain.js';
import { registerMediaRoutes } from './media-routes.js';
import type { StudioRepository } from './repository.js';
import { registerStudioRoutes } from './routes.js';
import { seedStudios } from './seed.js';

/** The public catalogue: studios, class types, instructors, testimonials, and their drawn media. */
export const studios: BackendDomain<{ studios: StudioRepository }> = {
  name: 'studios',
  register: (app, context) => {
    registerStudioRoutes(app, context.studios);
    registerMediaRoutes(app, context.studios);
  },
  seed: (db) => seedStudios(db),
};
