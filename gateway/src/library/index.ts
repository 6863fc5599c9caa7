// The on-demand library: videos, programs, favorites, watch history and the member's dashboard.
import type { GatewayContext } from '../graph/context.js';
import { defineDomain } from '../graph/domain.js';
import { byNumber } from '../node/fetch.js';
import { createLibraryLoaders } from './loaders.js';
import { libraryMutationResolvers } from './mutation-resolvers.js';
import type { VideoModel } from './models.js';
import { libraryResolvers, programById } from './resolvers.js';

function videoNode(context: GatewayContext, id: number): Promise<VideoModel | null> {
  return context.loaders.library.videoById.load(id);
}

export const libraryDomain = defineDomain({
  name: 'library',
  createLoaders: (rest) => createLibraryLoaders(rest),
  resolvers: [libraryResolvers, libraryMutationResolvers],
  nodeTypes: {
    // Public (with the viewer's state); nodes() of many videos is one GET /api/video?ids=….
    Video: byNumber(videoNode),
    // From the request's one programs call.
    Program: byNumber(programById),
  },
  // Every video answer carries the member's state (may watch, favorite, progress): read again.
  onMemberChange: (loaders) => loaders.forgetMember(),
});
