/**
 * @generated SignedSource<<54d4a7ef03766c677fbebb09cc000b54>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StudioIntro_studio$data = {
  readonly images: {
    readonly img2: string;
  };
  readonly introH1: string;
  readonly introH2: string;
  readonly " $fragmentType": "StudioIntro_studio";
};
export type StudioIntro_studio$key = {
  readonly " $data"?: StudioIntro_studio$data;
  readonly " $fragmentSpreads": FragmentRefs<"StudioIntro_studio">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StudioIntro_studio",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "introH1",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "introH2",
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
          "name": "img2",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Studio",
  "abstractKey": null
};

(node as any).hash = "bd60704ac8642b1cb48fc428d971275a";

export default node;
