/**
 * @generated SignedSource<<895edc897c4fa9e6fcb5e244688098e9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type SiteMode = "GENERAL" | "WHITE_LABEL" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type Header_site$data = {
  readonly blogUrl: string | null | undefined;
  readonly brand: {
    readonly logoUrl: string;
    readonly name: string;
  };
  readonly mode: SiteMode;
  readonly " $fragmentType": "Header_site";
};
export type Header_site$key = {
  readonly " $data"?: Header_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"Header_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Header_site",
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
      "kind": "ScalarField",
      "name": "blogUrl",
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "logoUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "ec7f3bcd21de90158f20f2aade5fad08";

export default node;
