/**
 * @generated SignedSource<<58680f7c0c710afc9e603c245922f437>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type SiteMode = "GENERAL" | "WHITE_LABEL" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type Footer_site$data = {
  readonly brand: {
    readonly contactEmail: string;
    readonly name: string;
  };
  readonly mode: SiteMode;
  readonly studio: {
    readonly contactEmail: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "Footer_site";
};
export type Footer_site$key = {
  readonly " $data"?: Footer_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"Footer_site">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contactEmail",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Footer_site",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mode",
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
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Brand",
      "kind": "LinkedField",
      "name": "brand",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Site",
  "abstractKey": null
};
})();

(node as any).hash = "80f9b4131974fd4aa0e749ae294aa4d0";

export default node;
