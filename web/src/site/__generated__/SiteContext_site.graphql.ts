/**
 * @generated SignedSource<<545ddba8f63b6ca0b3899d83fc492cce>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type SiteMode = "GENERAL" | "WHITE_LABEL" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type SiteContext_site$data = {
  readonly brand: {
    readonly color: string;
    readonly contactEmail: string;
    readonly faviconUrl: string;
    readonly logoUrl: string;
    readonly name: string;
    readonly pageTitle: string;
    readonly trialEnabled: boolean;
  };
  readonly mode: SiteMode;
  readonly studio: {
    readonly name: string;
    readonly shortName: string;
    readonly slug: string;
  } | null | undefined;
  readonly " $fragmentType": "SiteContext_site";
};
export type SiteContext_site$key = {
  readonly " $data"?: SiteContext_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"SiteContext_site">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SiteContext_site",
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
          "name": "shortName",
          "storageKey": null
        },
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "logoUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "color",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pageTitle",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "faviconUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "contactEmail",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "trialEnabled",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Site",
  "abstractKey": null
};
})();

(node as any).hash = "b70e9272c9b006a60b31e302c7ef738d";

export default node;
