/**
 * @generated SignedSource<<e4f95230676327a9468feeb58587eaf5>>
 * @relayHash a01206c30503bcfe3a7037fd11c07a1e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a01206c30503bcfe3a7037fd11c07a1e

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CalendarProvider = "GOOGLE" | "OUTLOOK" | "%future added value";
export type useViewerCalendarConnectionChangedSubscription$variables = Record<PropertyKey, never>;
export type useViewerCalendarConnectionChangedSubscription$data = {
  readonly viewerCalendarConnectionChanged: {
    readonly provider: CalendarProvider;
    readonly " $fragmentSpreads": FragmentRefs<"CalendarConnectionRow_connection">;
  };
};
export type useViewerCalendarConnectionChangedSubscription = {
  response: useViewerCalendarConnectionChangedSubscription$data;
  variables: useViewerCalendarConnectionChangedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "provider",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useViewerCalendarConnectionChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CalendarConnection",
        "kind": "LinkedField",
        "name": "viewerCalendarConnectionChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CalendarConnectionRow_connection"
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
    "name": "useViewerCalendarConnectionChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CalendarConnection",
        "kind": "LinkedField",
        "name": "viewerCalendarConnectionChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "configured",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "state",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reason",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastSyncedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pending",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "a01206c30503bcfe3a7037fd11c07a1e",
    "metadata": {},
    "name": "useViewerCalendarConnectionChangedSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "97dfbed3743b84cd1326fdfea3fce77b";

export default node;
