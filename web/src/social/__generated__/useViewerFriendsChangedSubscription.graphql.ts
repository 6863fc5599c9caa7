/**
 * @generated SignedSource<<391feedbf19a0bf93a95fac7cef5ec1a>>
 * @relayHash 2867bbd9279e775791867b6881832426
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2867bbd9279e775791867b6881832426

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FriendRequestDirection = "INCOMING" | "OUTGOING" | "%future added value";
export type FriendsChangeKind = "ACCEPTED" | "REMOVED" | "REQUESTED" | "%future added value";
export type useViewerFriendsChangedSubscription$variables = Record<PropertyKey, never>;
export type useViewerFriendsChangedSubscription$data = {
  readonly viewerFriendsChanged: {
    readonly friendRequest: {
      readonly direction: FriendRequestDirection;
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"FriendRequestRow_request">;
    } | null | undefined;
    readonly friendship: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"FriendRow_friendship">;
    } | null | undefined;
    readonly kind: FriendsChangeKind;
    readonly removedIds: ReadonlyArray<string>;
  };
};
export type useViewerFriendsChangedSubscription = {
  response: useViewerFriendsChangedSubscription$data;
  variables: useViewerFriendsChangedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "removedIds",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "direction",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "Member",
  "kind": "LinkedField",
  "name": "member",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
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
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useViewerFriendsChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FriendsChange",
        "kind": "LinkedField",
        "name": "viewerFriendsChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "FriendRequest",
            "kind": "LinkedField",
            "name": "friendRequest",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "FriendRequestRow_request"
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Friendship",
            "kind": "LinkedField",
            "name": "friendship",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "FriendRow_friendship"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useViewerFriendsChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FriendsChange",
        "kind": "LinkedField",
        "name": "viewerFriendsChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "FriendRequest",
            "kind": "LinkedField",
            "name": "friendRequest",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "requestedAt",
                "storageKey": null
              },
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Friendship",
            "kind": "LinkedField",
            "name": "friendship",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Conversation",
                "kind": "LinkedField",
                "name": "conversation",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
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
                      (v2/*:: as any*/),
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
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "2867bbd9279e775791867b6881832426",
    "metadata": {},
    "name": "useViewerFriendsChangedSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "8ad3bda207a1d5fdd359d86ee907db5d";

export default node;
