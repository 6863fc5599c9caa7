// The studio catalogue: studios, sites and class types (public, cached across requests).
import { defineDomain } from '../graph/domain.js';
import type { GatewayContext } from '../graph/context.js';
import { byNumber } from '../node/fetch.js';
import { classTypeResolvers } from './class-type-resolvers.js';
import { createStudioLoaders } from './loaders.js';
import type { ClassTypeModel, StudioModel } from './models.js';
import { siteResolvers } from './site-resolvers.js';
import { studioResolvers } from './studio-resolvers.js';

function studioNode(context: GatewayContext, id: number): Promise<StudioModel | null> {
  return context.loaders.studios.byId.load(id);
}

function classTypeNode(context: GatewayContext, id: number): Promise<ClassTypeModel | null> {
  return context.loaders.studios.classTypes.byId.load(id);
}

export const studiosDomain = defineDomain({
  name: 'studios',
  createLoaders: (rest) => createStudioLoaders(rest),
  resolvers: [studioResolvers, siteResolvers, classTypeResolvers],
  nodeTypes: {
    Studio: byNumber(studioNode),
    ClassType: byNumber(classTypeNode),
  },
});
