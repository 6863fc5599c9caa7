/**
 * @generated SignedSource<<d34d8d1393c95883d1455e26682a2356>>
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
    readonly id: string;
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
          "name": "id",
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

(node as any).hash = "60e51c7e408524d069ceff5a8507a1dc";

export default node;
