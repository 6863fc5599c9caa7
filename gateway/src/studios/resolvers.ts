// The studios domain's resolvers, one file per type group.
import { classTypeResolvers } from './class-type-resolvers.js';
import { siteResolvers } from './site-resolvers.js';
import { studioResolvers } from './studio-resolvers.js';

export const studiosDomainResolvers = [studioResolvers, siteResolvers, classTypeResolvers];
