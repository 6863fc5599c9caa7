/**
 * @generated SignedSource<<3a4804a282a7a67bfe8d7eb035c55428>>
 * @relayHash 927241348e8fdcd8c4bbce025688901f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 927241348e8fdcd8c4bbce025688901f

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FriendsPageQuery$variables = Record<PropertyKey, never>;
export type FriendsPageQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"FriendsList_viewer" | "IncomingFriendRequests_viewer" | "OutgoingFriendRequests_viewer">;
  } | null | undefined;
};
export type FriendsPageQuery = {
  response: FriendsPageQuery$data;
  variables: FriendsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "kind": "Literal",
  "name": "first",
  "value": 20
},
v2 = [
  {
    "kind": "Literal",
    "name": "direction",
    "value": "INCOMING"
  },
  (v1/*:: as any*/)
],
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "Member",
  "kind": "LinkedField",
  "name": "member",
  "plural": false,
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "displayName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "avatarInitials",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "PageInfo",
  "kind": "LinkedField",
  "name": "pageInfo",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endCursor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasNextPage",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v7 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "FriendRequestEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FriendRequest",
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "direction",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "requestedAt",
            "storageKey": null
          },
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      },
      (v5/*:: as any*/)
    ],
    "storageKey": null
  },
  (v6/*:: as any*/)
],
v8 = [
  "direction"
],
v9 = [
  {
    "kind": "Literal",
    "name": "direction",
    "value": "OUTGOING"
  },
  (v1/*:: as any*/)
],
v10 = [
  (v1/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "FriendsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "IncomingFriendRequests_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OutgoingFriendRequests_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "FriendsList_viewer"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FriendsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": "incoming",
            "args": (v2/*:: as any*/),
            "concreteType": "FriendRequestConnection",
            "kind": "LinkedField",
            "name": "friendRequests",
            "plural": false,
            "selections": (v7/*:: as any*/),
            "storageKey": "friendRequests(direction:\"INCOMING\",first:20)"
          },
          {
            "alias": "incoming",
            "args": (v2/*:: as any*/),
            "filters": (v8/*:: as any*/),
            "handle": "connection",
            "key": "IncomingFriendRequests__incoming",
            "kind": "LinkedHandle",
            "name": "friendRequests"
          },
          {
            "alias": "outgoing",
            "args": (v9/*:: as any*/),
            "concreteType": "FriendRequestConnection",
            "kind": "LinkedField",
            "name": "friendRequests",
            "plural": false,
            "selections": (v7/*:: as any*/),
            "storageKey": "friendRequests(direction:\"OUTGOING\",first:20)"
          },
          {
            "alias": "outgoing",
            "args": (v9/*:: as any*/),
            "filters": (v8/*:: as any*/),
            "handle": "connection",
            "key": "OutgoingFriendRequests__outgoing",
            "kind": "LinkedHandle",
            "name": "friendRequests"
          },
          {
            "alias": null,
            "args": (v10/*:: as any*/),
            "concreteType": "FriendshipConnection",
            "kind": "LinkedField",
            "name": "friends",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "FriendshipEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Friendship",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v0/*:: as any*/),
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Conversation",
                        "kind": "LinkedField",
                        "name": "conversation",
                        "plural": false,
                        "selections": [
                          (v0/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "unreadCount",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "DirectMessage",
                            "kind": "LinkedField",
                            "name": "lastMessage",
                            "plural": false,
                            "selections": [
                              (v0/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "text",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "fromViewer",
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      (v4/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              },
              (v6/*:: as any*/)
            ],
            "storageKey": "friends(first:20)"
          },
          {
            "alias": null,
            "args": (v10/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "FriendsList_friends",
            "kind": "LinkedHandle",
            "name": "friends"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "927241348e8fdcd8c4bbce025688901f",
    "metadata": {},
    "name": "FriendsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "211437e412e146e978fa262fc61a89d4";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
