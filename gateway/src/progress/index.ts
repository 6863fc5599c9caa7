// The member's fitness profile and their progress: what their completed workouts add up to.
import { defineDomain } from '../graph/domain.js';
import { createProgressLoaders } from './loaders.js';
import { progressResolvers } from './resolvers.js';

export const progressDomain = defineDomain({
  name: 'progress',
  createLoaders: (rest) => createProgressLoaders(rest),
  resolvers: [progressResolvers],
  // The profile and the figures are the member's: read again for another.
  onMemberChange: (loaders) => loaders.forgetMember(),
});
