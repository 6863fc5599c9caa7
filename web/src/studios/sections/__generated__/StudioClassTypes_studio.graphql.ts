/**
 * @generated SignedSource<<fcba056c4455ba0895a54838c3bc8c3c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StudioClassTypes_studio$data = {
  readonly classTypes: ReadonlyArray<string>;
  readonly " $fragmentType": "StudioClassTypes_studio";
};
export type StudioClassTypes_studio$key = {
  readonly " $data"?: StudioClassTypes_studio$data;
  readonly " $fragmentSpreads": FragmentRefs<"StudioClassTypes_studio">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StudioClassTypes_studio",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "classTypes",
      "storageKey": null
    }
  ],
  "type": "Studio",
  "abstractKey": null
};

(node as any).hash = "4935805c0d857bcf6f26be1bc3096162";

export default node;
