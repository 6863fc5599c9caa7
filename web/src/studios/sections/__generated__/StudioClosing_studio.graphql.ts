/**
 * @generated SignedSource<<7fc61efafac05e6b085f0c5fc21adb28>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StudioClosing_studio$data = {
  readonly closingH1: string;
  readonly closingH2: string;
  readonly trialEnabled: boolean;
  readonly " $fragmentType": "StudioClosing_studio";
};
export type StudioClosing_studio$key = {
  readonly " $data"?: StudioClosing_studio$data;
  readonly " $fragmentSpreads": FragmentRefs<"StudioClosing_studio">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StudioClosing_studio",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "closingH1",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "closingH2",
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
  "type": "Studio",
  "abstractKey": null
};

(node as any).hash = "7ccfb4910e60dcd922fc9fe730e1074b";

export default node;
