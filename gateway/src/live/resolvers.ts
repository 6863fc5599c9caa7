// The live-class domain's resolvers, one file per type group.
import { bookingResolvers } from './booking-resolvers.js';
import { liveClassResolvers } from './live-class-resolvers.js';
import { liveMutationResolvers } from './mutation-resolvers.js';
import { liveSubscriptionResolvers } from './subscription-resolvers.js';

export const liveDomainResolvers = [liveClassResolvers, bookingResolvers, liveMutationResolvers, liveSubscriptionResolvers];
