/**
 * @generated SignedSource<<aece1f1ed85d035827a28bf436ab05d1>>
 * @relayHash fa6b2f37d9f794acf1f6a3e1b48549fd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fa6b2f37d9f794acf1f6a3e1b48549fd

import type { ConcreteRequest } from 'relay-runtime';
export type StudioFavoritesQuery$variables = Record<PropertyKey, never>;
export type StudioFavoritesQuery$data = {
  readonly classTypes: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }> | null | undefined;
  readonly viewer: {
    readonly favoriteClassTypes: ReadonlyArray<{
      readonly classType: {
        readonly id: string;
        readonly name: string;
      };
      readonly databaseId: number;
    }>;
    readonly favoriteStudios: ReadonlyArray<{
      readonly databaseId: number;
      readonly studio: {
        readonly id: string;
      };
    }>;
  } | null | undefined;
};
export type StudioFavoritesQuery = {
  response: StudioFavoritesQuery$data;
  variables: StudioFavoritesQuery$variables;
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
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
],
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "ClassType",
  "kind": "LinkedField",
  "name": "classTypes",
  "plural": true,
  "selections": (v1/*:: as any*/),
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
  "concreteType": "FavoriteStudio",
  "kind": "LinkedField",
  "name": "favoriteStudios",
  "plural": true,
  "selections": [
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Studio",
      "kind": "LinkedField",
      "name": "studio",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "FavoriteClassType",
  "kind": "LinkedField",
  "name": "favoriteClassTypes",
  "plural": true,
  "selections": [
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "ClassType",
      "kind": "LinkedField",
      "name": "classType",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "StudioFavoritesQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/)
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
    "name": "StudioFavoritesQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "fa6b2f37d9f794acf1f6a3e1b48549fd",
    "metadata": {},
    "name": "StudioFavoritesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b36547c21291ceb4b16a4126edb9cff7";

export default node;
