/**
 * @generated SignedSource<<f81b660bc5296aa96d6dfc211f76bf17>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type UpcomingLiveClassesList_viewer$data = {
  readonly id: string;
  readonly upcomingLiveClassBookings: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly liveClass: {
          readonly id: string;
          readonly startsAt: any;
        };
        readonly " $fragmentSpreads": FragmentRefs<"UpcomingLiveClass_booking">;
      };
    }>;
  };
  readonly " $fragmentType": "UpcomingLiveClassesList_viewer";
};
export type UpcomingLiveClassesList_viewer$key = {
  readonly " $data"?: UpcomingLiveClassesList_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"UpcomingLiveClassesList_viewer">;
};

import UpcomingLiveClassesListPaginationQuery_graphql from './UpcomingLiveClassesListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "upcomingLiveClassBookings"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": 10,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "node"
      ],
      "operation": UpcomingLiveClassesListPaginationQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "UpcomingLiveClassesList_viewer",
  "selections": [
    {
      "alias": "upcomingLiveClassBookings",
      "args": null,
      "concreteType": "LiveClassBookingConnection",
      "kind": "LinkedField",
      "name": "__UpcomingLiveClassesList_upcomingLiveClassBookings_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "LiveClassBookingEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "LiveClassBooking",
              "kind": "LinkedField",
              "name": "node",
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
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "startsAt",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "UpcomingLiveClass_booking"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
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
        }
      ],
      "storageKey": null
    },
    (v1/*:: as any*/)
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "9d8daeea096cb1be21f19c654a586a7c";

export default node;
