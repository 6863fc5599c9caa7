/**
 * @generated SignedSource<<4e947437682863b5263f25a874e8c7ea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StudioHero_studio$data = {
  readonly images: {
    readonly combinedLogo: string;
    readonly hero: string;
    readonly logo: string;
  };
  readonly name: string;
  readonly trialEnabled: boolean;
  readonly " $fragmentType": "StudioHero_studio";
};
export type StudioHero_studio$key = {
  readonly " $data"?: StudioHero_studio$data;
  readonly " $fragmentSpreads": FragmentRefs<"StudioHero_studio">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StudioHero_studio",
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
      "name": "trialEnabled",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "combinedLogo",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Studio",
  "abstractKey": null
};

(node as any).hash = "e68a3ca16a9aac3662fcca5023c599cb";

export default node;
