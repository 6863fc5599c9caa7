/**
 * @generated SignedSource<<85a7765368bb13f47580596b3053df53>>
 * @relayHash 674192057bb9b25aa312b36616427652
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 674192057bb9b25aa312b36616427652

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useViewerFriendsBookingChangedClassSubscription$variables = Record<PropertyKey, never>;
export type useViewerFriendsBookingChangedClassSubscription$data = {
  readonly viewerFriendsBookingChanged: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"LiveClassFriends_liveClass">;
  };
};
export type useViewerFriendsBookingChangedClassSubscription = {
  response: useViewerFriendsBookingChangedClassSubscription$data;
  variables: useViewerFriendsBookingChangedClassSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useViewerFriendsBookingChangedClassSubscription",
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
    "name": "useViewerFriendsBookingChangedClassSubscription",
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
                "value": 100
              }
            ],
            "concreteType": "LiveClassFriendConnection",
            "kind": "LinkedField",
            "name": "friendsBooked",
            "plural": false,
            "selections": [
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
            ],
            "storageKey": "friendsBooked(first:100)"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "674192057bb9b25aa312b36616427652",
    "metadata": {},
    "name": "useViewerFriendsBookingChangedClassSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "2d8f1f78f1b0115b7394ed5776dd0bf4";

export default node;
