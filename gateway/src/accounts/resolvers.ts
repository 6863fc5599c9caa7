// The accounts domain's resolvers, one file per type group.
import { mutationResolvers } from './mutation-resolvers.js';
import { passwordResetResolvers } from './password-reset-resolvers.js';
import { viewerResolvers } from './viewer-resolvers.js';

export const accountsDomainResolvers = [viewerResolvers, mutationResolvers, passwordResetResolvers];
