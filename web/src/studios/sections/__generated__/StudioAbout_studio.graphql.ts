/**
 * @generated SignedSource<<ced85b9ad2bd1d44542425d8ff54c502>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StudioAbout_studio$data = {
  readonly about: string;
  readonly images: {
    readonly about: string;
  };
  readonly name: string;
  readonly " $fragmentType": "StudioAbout_studio";
};
export type StudioAbout_studio$key = {
  readonly " $data"?: StudioAbout_studio$data;
  readonly " $fragmentSpreads": FragmentRefs<"StudioAbout_studio">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "about",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StudioAbout_studio",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "StudioImages",
      "kind": "LinkedField",
      "name": "images",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Studio",
  "abstractKey": null
};
})();

(node as any).hash = "4b09c2f6afd6f22690932a48f4f7c396";

export default node;
