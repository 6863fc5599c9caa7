/**
 * @generated SignedSource<<ca112bfc681aa2d28a263422c4afc8a3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StudioHowItWorks_studio$data = {
  readonly images: {
    readonly howItWorks: string;
  };
  readonly name: string;
  readonly trialEnabled: boolean;
  readonly " $fragmentType": "StudioHowItWorks_studio";
};
export type StudioHowItWorks_studio$key = {
  readonly " $data"?: StudioHowItWorks_studio$data;
  readonly " $fragmentSpreads": FragmentRefs<"StudioHowItWorks_studio">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StudioHowItWorks_studio",
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
          "name": "howItWorks",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Studio",
  "abstractKey": null
};

(node as any).hash = "0331d5aa739768c89cbcb6ee4b71cdd8";

export default node;
