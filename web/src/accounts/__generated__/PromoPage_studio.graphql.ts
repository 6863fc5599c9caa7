/**
 * @generated SignedSource<<7d564d4266aa695121e98cc3a4810301>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PromoPage_studio$data = {
  readonly images: {
    readonly logo: string;
  };
  readonly name: string;
  readonly slug: string;
  readonly " $fragmentType": "PromoPage_studio";
};
export type PromoPage_studio$key = {
  readonly " $data"?: PromoPage_studio$data;
  readonly " $fragmentSpreads": FragmentRefs<"PromoPage_studio">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PromoPage_studio",
  "selections": [
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
      "name": "name",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Studio",
  "abstractKey": null
};

(node as any).hash = "80abc38741f2a48820ce80c81060b7ca";

export default node;
