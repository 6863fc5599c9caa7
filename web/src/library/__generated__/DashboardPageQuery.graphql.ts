/**
 * @generated SignedSource<<b5c46ae0f8ee3057b5de3c62b4663e36>>
 * @relayHash b89687f6b1845e08384a33d0672f2619
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b89687f6b1845e08384a33d0672f2619

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DashboardPageQuery$variables = Record<PropertyKey, never>;
export type DashboardPageQuery$data = {
  readonly viewer: {
    readonly dashboard: {
      readonly completedThisMonth: number;
      readonly favoriteClassTypes: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
      }>;
      readonly favoriteStudios: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
        readonly slug: string;
      }>;
      readonly favoriteVideos: ReadonlyArray<{
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"DashboardPage_video">;
      }>;
      readonly minutesWatchedThisMonth: number;
      readonly noEquipmentVideos: ReadonlyArray<{
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"DashboardPage_video">;
      }>;
      readonly programs: ReadonlyArray<{
        readonly id: string;
        readonly title: string;
        readonly videoCount: number;
        readonly videos: ReadonlyArray<{
          readonly databaseId: number;
          readonly id: string;
        }>;
      }>;
      readonly recentlyWatched: ReadonlyArray<{
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"DashboardPage_video">;
      }>;
      readonly todaysWorkout: {
        readonly " $fragmentSpreads": FragmentRefs<"DashboardPage_video">;
      } | null | undefined;
      readonly todaysWorkoutIsPlanned: boolean;
      readonly upcomingBookings: ReadonlyArray<{
        readonly id: string;
        readonly liveClass: {
          readonly databaseId: number;
          readonly id: string;
          readonly startsAt: any;
          readonly title: string;
        };
      }>;
    };
    readonly id: string;
  } | null | undefined;
};
export type DashboardPageQuery = {
  response: DashboardPageQuery$data;
  variables: DashboardPageQuery$variables;
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
  "args": null,
  "kind": "FragmentSpread",
  "name": "DashboardPage_video"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "todaysWorkoutIsPlanned",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "LiveClassBooking",
  "kind": "LinkedField",
  "name": "upcomingBookings",
  "plural": true,
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
        (v3/*:: as any*/),
        (v4/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "startsAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v6 = [
  (v0/*:: as any*/),
  (v1/*:: as any*/)
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "Studio",
  "kind": "LinkedField",
  "name": "favoriteStudios",
  "plural": true,
  "selections": [
    (v0/*:: as any*/),
    (v7/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "ClassType",
  "kind": "LinkedField",
  "name": "favoriteClassTypes",
  "plural": true,
  "selections": [
    (v0/*:: as any*/),
    (v7/*:: as any*/)
  ],
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "Program",
  "kind": "LinkedField",
  "name": "programs",
  "plural": true,
  "selections": [
    (v0/*:: as any*/),
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "videoCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Video",
      "kind": "LinkedField",
      "name": "videos",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v3/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "completedThisMonth",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "minutesWatchedThisMonth",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "posterUrl",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "minutes",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "concreteType": "Studio",
  "kind": "LinkedField",
  "name": "studio",
  "plural": false,
  "selections": [
    (v7/*:: as any*/),
    (v0/*:: as any*/)
  ],
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerHasFavorited",
  "storageKey": null
},
v17 = [
  (v0/*:: as any*/),
  (v3/*:: as any*/),
  (v4/*:: as any*/),
  (v13/*:: as any*/),
  (v14/*:: as any*/),
  (v15/*:: as any*/),
  (v16/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DashboardPageQuery",
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
            "alias": null,
            "args": null,
            "concreteType": "Dashboard",
            "kind": "LinkedField",
            "name": "dashboard",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Video",
                "kind": "LinkedField",
                "name": "todaysWorkout",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              },
              (v2/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Video",
                "kind": "LinkedField",
                "name": "favoriteVideos",
                "plural": true,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              },
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Video",
                "kind": "LinkedField",
                "name": "recentlyWatched",
                "plural": true,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Video",
                "kind": "LinkedField",
                "name": "noEquipmentVideos",
                "plural": true,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              },
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/)
            ],
            "storageKey": null
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
    "name": "DashboardPageQuery",
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
            "alias": null,
            "args": null,
            "concreteType": "Dashboard",
            "kind": "LinkedField",
            "name": "dashboard",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Video",
                "kind": "LinkedField",
                "name": "todaysWorkout",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  (v0/*:: as any*/),
                  (v16/*:: as any*/)
                ],
                "storageKey": null
              },
              (v2/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Video",
                "kind": "LinkedField",
                "name": "favoriteVideos",
                "plural": true,
                "selections": (v17/*:: as any*/),
                "storageKey": null
              },
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Video",
                "kind": "LinkedField",
                "name": "recentlyWatched",
                "plural": true,
                "selections": (v17/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Video",
                "kind": "LinkedField",
                "name": "noEquipmentVideos",
                "plural": true,
                "selections": (v17/*:: as any*/),
                "storageKey": null
              },
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "b89687f6b1845e08384a33d0672f2619",
    "metadata": {},
    "name": "DashboardPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ecdbb5e07568a07c6313ca7c42f09ebd";

export default node;
