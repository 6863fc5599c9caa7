/**
 * @generated SignedSource<<02fd93a2b436dd186b7bbfeb6c3781fa>>
 * @relayHash 25e9eab79213158952cff04897631be5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 25e9eab79213158952cff04897631be5

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useViewerFriendsBookingChangedSubscription$variables = Record<PropertyKey, never>;
export type useViewerFriendsBookingChangedSubscription$data = {
  readonly viewerFriendsBookingChanged: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"FriendsBookedLine_liveClass" | "LiveClassFriends_liveClass">;
  };
};
export type useViewerFriendsBookingChangedSubscription = {
  response: useViewerFriendsBookingChangedSubscription$data;
  variables: useViewerFriendsBookingChangedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "totalCount",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "LiveClassFriendEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Member",
        "kind": "LinkedField",
        "name": "node",
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
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useViewerFriendsBookingChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "LiveClass",
        "kind": "LinkedField",
        "name": "viewerFriendsBookingChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "FriendsBookedLine_liveClass"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "LiveClassFriends_liveClass"
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
    "name": "useViewerFriendsBookingChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "LiveClass",
        "kind": "LinkedField",
        "name": "viewerFriendsBookingChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 3
              }
            ],
            "concreteType": "LiveClassFriendConnection",
            "kind": "LinkedField",
            "name": "friendsBooked",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": "friendsBooked(first:3)"
          },
          {
            "alias": "classFriends",
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 100
              }
            ],
            "concreteType": "LiveClassFriendConnection",
            "kind": "LinkedField",
            "name": "friendsBooked",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": "friendsBooked(first:100)"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "25e9eab79213158952cff04897631be5",
    "metadata": {},
    "name": "useViewerFriendsBookingChangedSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "30bee789be1c45bdefb70673c8081ed4";

export default node;
