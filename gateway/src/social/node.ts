// node(id) refetch of friendships, requests and conversations: found only among the viewer's own
// (the request's one call per list), so another member's id, or any id without a session, is null.
// A message has no REST read of its own: node() of one is null.
import type { GatewayContext } from '../graph/context.js';
import { isSessionEnded } from '../shared/session.js';
import type { ConversationModel, FriendRequestModel, FriendshipModel } from './models.js';

async function viewerOwn<T extends { id: number }>(
  context: GatewayContext,
  load: () => Promise<T[]>,
  id: number,
): Promise<T | null> {
  if (!context.rest.hasAuthorization) return null;
  try {
    return (await load()).find((item) => item.id === id) ?? null;
  } catch (error) {
    if (isSessionEnded(error)) return null;
    throw error;
  }
}

export const friendshipNode = (context: GatewayContext, id: number): Promise<FriendshipModel | null> =>
  viewerOwn(context, () => context.loaders.social.friends(), id);

export const friendRequestNode = (context: GatewayContext, id: number): Promise<FriendRequestModel | null> =>
  viewerOwn(context, () => context.loaders.social.friendRequests(), id);

export const conversationNode = (context: GatewayContext, id: number): Promise<ConversationModel | null> =>
  viewerOwn(context, () => context.loaders.social.conversations(), id);
