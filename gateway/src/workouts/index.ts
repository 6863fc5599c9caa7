// The member's workout calendar: booked live classes and planned on-demand videos, the calendars it
// syncs with and its private feed.
import { defineDomain, type DomainServices } from '../graph/domain.js';
import type { LiveClassModel } from '../live/models.js';
import { byNumber } from '../node/fetch.js';
import { createWorkoutLoaders } from './loaders.js';
import { workoutNode } from './node.js';
import { workoutMutationResolvers } from './mutation-resolvers.js';
import { workoutResolvers } from './resolvers.js';
import { workoutSubscriptionResolvers } from './subscription-resolvers.js';

/** What workouts gives the live domain: the classes its calendar rows carry, so they are not read twice. */
export interface WorkoutsNeeds {
  live: { prime(classes: Iterable<LiveClassModel | null>): void };
}

export const workoutsDomain = defineDomain({
  name: 'workouts',
  createLoaders: (rest, deps: WorkoutsNeeds & DomainServices) =>
    createWorkoutLoaders(rest, { primeClasses: (classes) => deps.live.prime(classes) }),
  resolvers: [workoutResolvers, workoutMutationResolvers, workoutSubscriptionResolvers],
  nodeTypes: {
    // The viewer's own only, as for User.
    Workout: byNumber(workoutNode),
  },
  // A booking or a new session: the calendar, its connections and its feed are read again if asked.
  onMemberChange: (loaders) => loaders.forgetMember(),
});
