/**
 * @generated SignedSource<<f77c6c8ed736da43e9afc2dbfa83cfe2>>
 * @relayHash 951f3227ab9479ed6f4edabeabee9ab8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 951f3227ab9479ed6f4edabeabee9ab8

import type { ConcreteRequest } from 'relay-runtime';
export type useViewerLiveClassBookedSubscription$variables = Record<PropertyKey, never>;
export type useViewerLiveClassBookedSubscription$data = {
  readonly viewerLiveClassBooked: {
    readonly id: string;
    readonly liveClass: {
      readonly id: string;
      readonly viewerBooking: {
        readonly id: string;
      } | null | undefined;
    };
  };
};
export type useViewerLiveClassBookedSubscription = {
  response: useViewerLiveClassBookedSubscription$data;
  variables: useViewerLiveClassBookedSubscription$variables;
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
    "concreteType": "LiveClassBooking",
    "kind": "LinkedField",
    "name": "viewerLiveClassBooked",
    "plural": false,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "LiveClass",
        "kind": "LinkedField",
        "name": "liveClass",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "LiveClassBooking",
            "kind": "LinkedField",
            "name": "viewerBooking",
            "plural": false,
            "selections": [
              (v0/*:: as any*/)
            ],
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
    "name": "useViewerLiveClassBookedSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useViewerLiveClassBookedSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "951f3227ab9479ed6f4edabeabee9ab8",
    "metadata": {},
    "name": "useViewerLiveClassBookedSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "3eae53a820ca87f64933b86deb7e48ec";

export default node;
