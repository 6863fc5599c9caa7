// The member's friends, friend requests, invitations and direct messages between friends.
import { defineDomain } from '../graph/domain.js';
import { byNumber, notRefetchable } from '../node/fetch.js';
import { createSocialLoaders } from './loaders.js';
import { socialMutationResolvers } from './mutation-resolvers.js';
import { conversationNode, friendRequestNode, friendshipNode } from './node.js';
import { socialResolvers } from './resolvers.js';
import { socialSubscriptionResolvers } from './subscription-resolvers.js';

export const socialDomain = defineDomain({
  name: 'social',
  createLoaders: (rest) => createSocialLoaders(rest),
  resolvers: [socialResolvers, socialMutationResolvers, socialSubscriptionResolvers],
  nodeTypes: {
    // The viewer's own only, from the lists the request reads anyway.
    Friendship: byNumber(friendshipNode),
    FriendRequest: byNumber(friendRequestNode),
    Conversation: byNumber(conversationNode),
    DirectMessage: notRefetchable,
  },
  // Another member's friends and messages are never shown: everything is read again.
  onMemberChange: (loaders) => loaders.forgetMember(),
});
