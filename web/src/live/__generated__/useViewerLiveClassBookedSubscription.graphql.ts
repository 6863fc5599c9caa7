/**
 * @generated SignedSource<<843d03394e4137ffee0ed1da7febc22a>>
 * @relayHash 49f272c845b895a5af5b5b08173a544a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 49f272c845b895a5af5b5b08173a544a

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useViewerLiveClassBookedSubscription$variables = {
  connections: ReadonlyArray<string>;
};
export type useViewerLiveClassBookedSubscription$data = {
  readonly viewerLiveClassBooked: {
    readonly id: string;
    readonly liveClass: {
      readonly id: string;
      readonly startsAt: any;
      readonly viewerBooking: {
        readonly id: string;
      } | null | undefined;
    };
    readonly " $fragmentSpreads": FragmentRefs<"UpcomingLiveClass_booking">;
  };
};
export type useViewerLiveClassBookedSubscription = {
  response: useViewerLiveClassBookedSubscription$data;
  variables: useViewerLiveClassBookedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "connections"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startsAt",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "LiveClassBooking",
  "kind": "LinkedField",
  "name": "viewerBooking",
  "plural": false,
  "selections": [
    (v1/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useViewerLiveClassBookedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "LiveClassBooking",
        "kind": "LinkedField",
        "name": "viewerLiveClassBooked",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "LiveClass",
            "kind": "LinkedField",
            "name": "liveClass",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "UpcomingLiveClass_booking"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useViewerLiveClassBookedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "LiveClassBooking",
        "kind": "LinkedField",
        "name": "viewerLiveClassBooked",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "LiveClass",
            "kind": "LinkedField",
            "name": "liveClass",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "databaseId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "instructor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "minutesDuration",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "studioTimeZone",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Studio",
                "kind": "LinkedField",
                "name": "studio",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              },
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "amountPaid",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cents",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "formatted",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "filters": null,
        "handle": "appendNode",
        "key": "",
        "kind": "LinkedHandle",
        "name": "viewerLiveClassBooked",
        "handleArgs": [
          {
            "kind": "Variable",
            "name": "connections",
            "variableName": "connections"
          },
          {
            "kind": "Literal",
            "name": "edgeTypeName",
            "value": "LiveClassBookingEdge"
          }
        ]
      }
    ]
  },
  "params": {
    "id": "49f272c845b895a5af5b5b08173a544a",
    "metadata": {},
    "name": "useViewerLiveClassBookedSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "1e28586880927715ffcfe0ba176d5a96";

export default node;
