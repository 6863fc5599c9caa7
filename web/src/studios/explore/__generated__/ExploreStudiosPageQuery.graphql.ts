/**
 * @generated SignedSource<<41a11e27bed422588653ff89b0028329>>
 * @relayHash 6cc35945583e9eca308b8ec42c30aee3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6cc35945583e9eca308b8ec42c30aee3

import type { ConcreteRequest } from 'relay-runtime';
export type ExploreStudiosPageQuery$variables = Record<PropertyKey, never>;
export type ExploreStudiosPageQuery$data = {
  readonly studios: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly classTypes: ReadonlyArray<string>;
        readonly id: string;
        readonly images: {
          readonly hero: string;
          readonly logo: string;
        };
        readonly instructors: ReadonlyArray<{
          readonly name: string;
        }>;
        readonly name: string;
        readonly slug: string;
        readonly summary: string;
      };
    }>;
  } | null | undefined;
};
export type ExploreStudiosPageQuery = {
  response: ExploreStudiosPageQuery$data;
  variables: ExploreStudiosPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 100
      }
    ],
    "concreteType": "StudioConnection",
    "kind": "LinkedField",
    "name": "studios",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "StudioEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Studio",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "slug",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "summary",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "classTypes",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Instructor",
                "kind": "LinkedField",
                "name": "instructors",
                "plural": true,
                "selections": [
                  (v0/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "StudioImages",
                "kind": "LinkedField",
                "name": "images",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "logo",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hero",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "studios(first:100)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ExploreStudiosPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ExploreStudiosPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6cc35945583e9eca308b8ec42c30aee3",
    "metadata": {},
    "name": "ExploreStudiosPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5b4502d83c3e40290feb80f376b7b9b7";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
