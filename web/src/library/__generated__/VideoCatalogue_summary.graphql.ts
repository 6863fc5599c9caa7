/**
 * @generated SignedSource<<fed659b295d28206dc836db0f642e8da>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type VideoCatalogue_summary$data = {
  readonly summary: {
    readonly facets: {
      readonly " $fragmentSpreads": FragmentRefs<"FilterPanel_facets">;
    };
    readonly totalCount: number;
  };
  readonly " $fragmentType": "VideoCatalogue_summary";
};
export type VideoCatalogue_summary$key = {
  readonly " $data"?: VideoCatalogue_summary$data;
  readonly " $fragmentSpreads": FragmentRefs<"VideoCatalogue_summary">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "filter"
    },
    {
      "kind": "RootArgument",
      "name": "sort"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "VideoCatalogue_summary",
  "selections": [
    {
      "alias": "summary",
      "args": [
        {
          "kind": "Variable",
          "name": "filter",
          "variableName": "filter"
        },
        {
          "kind": "Literal",
          "name": "first",
          "value": 1
        },
        {
          "kind": "Variable",
          "name": "sort",
          "variableName": "sort"
        }
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
              "args": null,
              "kind": "FragmentSpread",
              "name": "FilterPanel_facets"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "e5e38b24dad5a35fccb7636544023f8a";

export default node;
