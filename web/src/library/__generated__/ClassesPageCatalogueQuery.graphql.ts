/**
 * @generated SignedSource<<fb09db99a6bc8aff6db92d5b855f3b70>>
 * @relayHash da01a8bb259caf8f5a6597827c59f4fa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID da01a8bb259caf8f5a6597827c59f4fa

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type VideoSort = "HIGHEST" | "LONGEST" | "NEWEST" | "RECOMMENDED" | "SHORTEST" | "%future added value";
export type VideoFilter = {
  bodyFocus?: ReadonlyArray<string> | null | undefined;
  calories?: IntRange | null | undefined;
  classTypes?: ReadonlyArray<string> | null | undefined;
  equipment?: ReadonlyArray<string> | null | undefined;
  hideCompleted?: boolean | null | undefined;
  levels?: ReadonlyArray<string> | null | undefined;
  limitations?: ReadonlyArray<string> | null | undefined;
  minutes?: IntRange | null | undefined;
  noEquipment?: boolean | null | undefined;
  search?: string | null | undefined;
  studioIds?: ReadonlyArray<number> | null | undefined;
  targetMuscles?: ReadonlyArray<string> | null | undefined;
};
export type IntRange = {
  max?: number | null | undefined;
  min?: number | null | undefined;
};
export type ClassesPageCatalogueQuery$variables = {
  filter?: VideoFilter | null | undefined;
  sort?: VideoSort | null | undefined;
};
export type ClassesPageCatalogueQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"VideoCatalogue_query" | "VideoCatalogue_summary">;
};
export type ClassesPageCatalogueQuery = {
  response: ClassesPageCatalogueQuery$data;
  variables: ClassesPageCatalogueQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "filter"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "sort"
  }
],
v1 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "filter"
},
v2 = {
  "kind": "Variable",
  "name": "sort",
  "variableName": "sort"
},
v3 = [
  (v1/*:: as any*/),
  {
    "kind": "Literal",
    "name": "first",
    "value": 12
  },
  (v2/*:: as any*/)
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "value",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "label",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "count",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ClassesPageCatalogueQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "VideoCatalogue_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "VideoCatalogue_summary"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ClassesPageCatalogueQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "VideoConnection",
        "kind": "LinkedField",
        "name": "videos",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "VideoEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Video",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
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
                    "name": "posterUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "minutes",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "level",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "canWatch",
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
                      (v5/*:: as any*/),
                      (v4/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Instructor",
                    "kind": "LinkedField",
                    "name": "instructor",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "VideoProgress",
                    "kind": "LinkedField",
                    "name": "viewerProgress",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "completedAt",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerHasFavorited",
                    "storageKey": null
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
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "filters": [
          "filter",
          "sort"
        ],
        "handle": "connection",
        "key": "VideoCatalogue_videos",
        "kind": "LinkedHandle",
        "name": "videos"
      },
      {
        "alias": "summary",
        "args": [
          (v1/*:: as any*/),
          {
            "kind": "Literal",
            "name": "first",
            "value": 1
          },
          (v2/*:: as any*/)
        ],
        "concreteType": "VideoConnection",
        "kind": "LinkedField",
        "name": "videos",
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
            "concreteType": "VideoFacets",
            "kind": "LinkedField",
            "name": "facets",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "FacetCount",
                "kind": "LinkedField",
                "name": "classTypes",
                "plural": true,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "FacetCount",
                "kind": "LinkedField",
                "name": "studios",
                "plural": true,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "FacetCount",
                "kind": "LinkedField",
                "name": "equipment",
                "plural": true,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "FacetCount",
                "kind": "LinkedField",
                "name": "levels",
                "plural": true,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "FacetCount",
                "kind": "LinkedField",
                "name": "bodyFocus",
                "plural": true,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "FacetCount",
                "kind": "LinkedField",
                "name": "limitations",
                "plural": true,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "FacetCount",
                "kind": "LinkedField",
                "name": "targetMuscles",
                "plural": true,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "da01a8bb259caf8f5a6597827c59f4fa",
    "metadata": {},
    "name": "ClassesPageCatalogueQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4b040143805ccd2c0c670c6125c22d44";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
