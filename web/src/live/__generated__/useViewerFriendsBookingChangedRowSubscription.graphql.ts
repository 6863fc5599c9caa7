/**
 * @generated SignedSource<<b38575908d9ac0f095a7d3ce2912de79>>
 * @relayHash 4703471fa1a970f101152d5df7f0b720
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4703471fa1a970f101152d5df7f0b720

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useViewerFriendsBookingChangedRowSubscription$variables = Record<PropertyKey, never>;
export type useViewerFriendsBookingChangedRowSubscription$data = {
  readonly viewerFriendsBookingChanged: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"FriendsBookedLine_liveClass">;
  };
};
export type useViewerFriendsBookingChangedRowSubscription = {
  response: useViewerFriendsBookingChangedRowSubscription$data;
  variables: useViewerFriendsBookingChangedRowSubscription$variables;
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
    "name": "useViewerFriendsBookingChangedRowSubscription",
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
    "name": "useViewerFriendsBookingChangedRowSubscription",
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
            "storageKey": "friendsBooked(first:3)"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "4703471fa1a970f101152d5df7f0b720",
    "metadata": {},
    "name": "useViewerFriendsBookingChangedRowSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "29646f8101bf93c76606213c21ce58f9";

export default node;
