/**
 * @generated SignedSource<<7cbfcf8a712b9548a03a66a7bc6c408f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LandingPage_query$data = {
  readonly heroStudios: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly images: {
          readonly hero: string;
        };
      };
    }>;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"StudioChooser_query">;
  readonly " $fragmentType": "LandingPage_query";
};
export type LandingPage_query$key = {
  readonly " $data"?: LandingPage_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"LandingPage_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LandingPage_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "StudioChooser_query"
    },
    {
      "alias": "heroStudios",
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 4
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
      "storageKey": "studios(first:4)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "60f57c904a6c4ca7debbc62a07d4eea2";

export default node;
