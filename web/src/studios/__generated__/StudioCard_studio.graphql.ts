/**
 * @generated SignedSource<<532597bd7d370b01cdfaa4f0c98c2053>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StudioCard_studio$data = {
  readonly classTypes: ReadonlyArray<string>;
  readonly id: string;
  readonly images: {
    readonly hero: string;
    readonly logo: string;
  };
  readonly name: string;
  readonly slug: string;
  readonly summary: string;
  readonly " $fragmentType": "StudioCard_studio";
};
export type StudioCard_studio$key = {
  readonly " $data"?: StudioCard_studio$data;
  readonly " $fragmentSpreads": FragmentRefs<"StudioCard_studio">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StudioCard_studio",
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
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "logo",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Studio",
  "abstractKey": null
};

(node as any).hash = "3af66014e459f4a5459216a4ce371f99";

export default node;
