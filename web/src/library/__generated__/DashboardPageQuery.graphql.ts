/**
 * @generated SignedSource<<b681f29b9fde14cea3986a10fc0e5333>>
 * @relayHash c17fa3aab4db15a33c815d9c79341d11
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c17fa3aab4db15a33c815d9c79341d11

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DashboardPageQuery$variables = {
  studioId?: string | null | undefined;
};
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
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "studioId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "kind": "Variable",
    "name": "studioId",
    "variableName": "studioId"
  }
],
v3 = {
  "args": null,
  "kind": "FragmentSpread",
  "name": "DashboardPage_video"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "todaysWorkoutIsPlanned",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "LiveClassBooking",
  "kind": "LinkedField",
  "name": "upcomingBookings",
  "plural": true,
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
        (v5/*:: as any*/),
        (v6/*:: as any*/),
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
v8 = [
  (v1/*:: as any*/),
  (v3/*:: as any*/)
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "Studio",
  "kind": "LinkedField",
  "name": "favoriteStudios",
  "plural": true,
  "selections": [
    (v1/*:: as any*/),
    (v9/*:: as any*/),
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
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "ClassType",
  "kind": "LinkedField",
  "name": "favoriteClassTypes",
  "plural": true,
  "selections": [
    (v1/*:: as any*/),
    (v9/*:: as any*/)
  ],
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "Program",
  "kind": "LinkedField",
  "name": "programs",
  "plural": true,
  "selections": [
    (v1/*:: as any*/),
    (v6/*:: as any*/),
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
        (v1/*:: as any*/),
        (v5/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "completedThisMonth",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "minutesWatchedThisMonth",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "posterUrl",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "minutes",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "concreteType": "Studio",
  "kind": "LinkedField",
  "name": "studio",
  "plural": false,
  "selections": [
    (v9/*:: as any*/),
    (v1/*:: as any*/)
  ],
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerHasFavorited",
  "storageKey": null
},
v19 = [
  (v1/*:: as any*/),
  (v5/*:: as any*/),
  (v6/*:: as any*/),
  (v15/*:: as any*/),
  (v16/*:: as any*/),
  (v17/*:: as any*/),
  (v18/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": (v2/*:: as any*/),
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
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
              (v4/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Video",
                "kind": "LinkedField",
                "name": "favoriteVideos",
                "plural": true,
                "selections": (v8/*:: as any*/),
                "storageKey": null
              },
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Video",
                "kind": "LinkedField",
                "name": "recentlyWatched",
                "plural": true,
                "selections": (v8/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Video",
                "kind": "LinkedField",
                "name": "noEquipmentVideos",
                "plural": true,
                "selections": (v8/*:: as any*/),
                "storageKey": null
              },
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/)
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
    "argumentDefinitions": (v0/*:: as any*/),
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": (v2/*:: as any*/),
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
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  (v1/*:: as any*/),
                  (v18/*:: as any*/)
                ],
                "storageKey": null
              },
              (v4/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Video",
                "kind": "LinkedField",
                "name": "favoriteVideos",
                "plural": true,
                "selections": (v19/*:: as any*/),
                "storageKey": null
              },
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Video",
                "kind": "LinkedField",
                "name": "recentlyWatched",
                "plural": true,
                "selections": (v19/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Video",
                "kind": "LinkedField",
                "name": "noEquipmentVideos",
                "plural": true,
                "selections": (v19/*:: as any*/),
                "storageKey": null
              },
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "c17fa3aab4db15a33c815d9c79341d11",
    "metadata": {},
    "name": "DashboardPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c631c5c81fbc6e213fed5439d8cdd60c";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
