import type { RouteObject } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { pageCode, withPageCode } from '../relay/pageCode';
import { conversationPageLoader, friendsPageLoader } from './loaders';

// Each page's code comes with its route (started by the loader, beside the query).
const friendsPage = pageCode(() => import('./FriendsPage').then((m) => m.FriendsPage));
const conversationPage = pageCode(() => import('./ConversationPage').then((m) => m.ConversationPage));

interface SocialRouteContext {
  environment: IEnvironment;
}

/**
 * The member's friends and their conversations, inside the member area (which asks for a
 * signed-in member): friends are not a plan's feature.
 */
export function socialRoutes({ environment }: SocialRouteContext): RouteObject[] {
  return [
    {
      path: 'newplatform/friends',
      loader: withPageCode(friendsPage, friendsPageLoader(environment)),
      element: <friendsPage.Page />,
    },
    {
      path: 'newplatform/friends/:memberId',
      loader: withPageCode(conversationPage, conversationPageLoader(environment)),
      element: <conversationPage.Page />,
    },
  ];
}
