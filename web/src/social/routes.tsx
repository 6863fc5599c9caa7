import type { RouteObject } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { ConversationPage, conversationPageLoader } from './ConversationPage';
import { FriendsPage, friendsPageLoader } from './FriendsPage';

interface SocialRouteContext {
  environment: IEnvironment;
}

/**
 * The member's friends and their conversations, inside the member area (which asks for a
 * signed-in member): friends are not a plan's feature.
 */
export function socialRoutes({ environment }: SocialRouteContext): RouteObject[] {
  return [
    { path: 'newplatform/friends', loader: friendsPageLoader(environment), element: <FriendsPage /> },
    {
      path: 'newplatform/friends/:memberId',
      loader: conversationPageLoader(environment),
      element: <ConversationPage />,
    },
  ];
}
