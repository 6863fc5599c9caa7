// The footer's newsletter sign-up: one mutation, no loaders (nothing is read).
import { defineDomain } from '../graph/domain.js';
import { newsletterResolvers } from './resolvers.js';

export const newsletterDomain = defineDomain({
  name: 'newsletter',
  createLoaders: () => ({}),
  resolvers: [newsletterResolvers],
});
