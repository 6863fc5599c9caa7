// Live classes: the schedule, bookings, per-class payments, attendance, broadcasts and live updates.
import { defineDomain } from '../graph/domain.js';
import { byNumber, notRefetchable } from '../node/fetch.js';
import { bookingResolvers } from './booking-resolvers.js';
import { liveClassResolvers } from './live-class-resolvers.js';
import { createLiveLoaders } from './loaders.js';
import { liveMutationResolvers } from './mutation-resolvers.js';
import { bookingNode, liveClassNode } from './node.js';
import { liveSubscriptionResolvers } from './subscription-resolvers.js';

export const liveDomain = defineDomain({
  name: 'live',
  createLoaders: (rest) => createLiveLoaders(rest),
  resolvers: [liveClassResolvers, bookingResolvers, liveMutationResolvers, liveSubscriptionResolvers],
  nodeTypes: {
    // Public, any state; nodes() of many classes is one GET /api/liveclass/public?ids=….
    LiveClass: byNumber(liveClassNode),
    // The viewer's own only, as for User.
    LiveClassBooking: byNumber(bookingNode),
    // No read call for an attendance in the REST contract (see node.ts).
    LiveClassAttendance: notRefetchable,
  },
  // A booking or a new session: bookings are read again if asked.
  onMemberChange: (loaders) => loaders.forgetMember(),
});
