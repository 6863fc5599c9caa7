/**
 * @generated SignedSource<<df3a64c9050cb0ff42d9010d4f32b64b>>
 * @relayHash 94cefb1ce1c90db3d0bf3780fd505c2b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 94cefb1ce1c90db3d0bf3780fd505c2b

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CalendarFeedEntryQuery$variables = Record<PropertyKey, never>;
export type CalendarFeedEntryQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"CalendarFeedEntry_viewer">;
  } | null | undefined;
};
export type CalendarFeedEntryQuery = {
  response: CalendarFeedEntryQuery$data;
  variables: CalendarFeedEntryQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CalendarFeedEntryQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CalendarFeedEntry_viewer"
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
    "name": "CalendarFeedEntryQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "CalendarFeed",
            "kind": "LinkedField",
            "name": "calendarFeed",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "94cefb1ce1c90db3d0bf3780fd505c2b",
    "metadata": {},
    "name": "CalendarFeedEntryQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "636d2583a5022496c0044e90d6f65922";

export default node;
