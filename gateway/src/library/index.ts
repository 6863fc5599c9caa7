// The on-demand library: videos, programs, favorites, watch history and the member's dashboard.
import { defineDomain } from '../graph/domain.js';

export const libraryDomain = defineDomain({
  name: 'library',
  createLoaders: () => ({}),
  resolvers: [],
});
