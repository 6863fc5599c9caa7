// The friends pages' loaders, apart from the pages so each route starts its query while the page's
// code is still on its way (the page keeps the query's text; the artifact is the same object).
import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunction } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { preloadRouteQuery } from '../relay/routeQuery';
import type { ConversationPageQuery as ConversationPageQueryType } from './__generated__/ConversationPageQuery.graphql';
import ConversationPageQuery from './__generated__/ConversationPageQuery$parameters';
import type { FriendsPageQuery as FriendsPageQueryType } from './__generated__/FriendsPageQuery.graphql';
import FriendsPageQuery from './__generated__/FriendsPageQuery$parameters';

export interface FriendsPageData {
  queryRef: PreloadedQuery<FriendsPageQueryType>;
}

/** /newplatform/friends: the lists' query starts with the page's code. */
export function friendsPageLoader(environment: IEnvironment): LoaderFunction {
  return (): FriendsPageData => ({
    queryRef: preloadRouteQuery<FriendsPageQueryType>(environment, FriendsPageQuery, {}),
  });
}

export interface ConversationPageData {
  queryRef: PreloadedQuery<ConversationPageQueryType>;
}

/** /newplatform/friends/:memberId: the conversation's query starts with the page's code. */
export function conversationPageLoader(environment: IEnvironment): LoaderFunction {
  return ({ params }): ConversationPageData => ({
    queryRef: preloadRouteQuery<ConversationPageQueryType>(environment, ConversationPageQuery, {
      memberId: params['memberId'] ?? '',
    }),
  });
}
