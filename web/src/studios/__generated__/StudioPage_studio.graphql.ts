/**
 * @generated SignedSource<<b00768713112fb56a2ca7069d5e6707c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StudioPage_studio$data = {
  readonly classTypes: ReadonlyArray<string>;
  readonly headerDescription: string;
  readonly headerTitle: string;
  readonly id: string;
  readonly name: string;
  readonly trialEnabled: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"StudioAbout_studio" | "StudioClassTypes_studio" | "StudioClosing_studio" | "StudioEquipment_studio" | "StudioHero_studio" | "StudioHowItWorks_studio" | "StudioInstructors_studio" | "StudioIntro_studio" | "StudioLevel_studio" | "StudioTestimonials_studio">;
  readonly " $fragmentType": "StudioPage_studio";
};
export type StudioPage_studio$key = {
  readonly " $data"?: StudioPage_studio$data;
  readonly " $fragmentSpreads": FragmentRefs<"StudioPage_studio">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StudioPage_studio",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "classTypes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "headerTitle",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "headerDescription",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "StudioHero_studio"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "StudioIntro_studio"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "StudioClassTypes_studio"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "StudioLevel_studio"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "StudioEquipment_studio"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "StudioAbout_studio"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "StudioInstructors_studio"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "StudioTestimonials_studio"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "StudioClosing_studio"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "StudioHowItWorks_studio"
    }
  ],
  "type": "Studio",
  "abstractKey": null
};

(node as any).hash = "5cb1aed2e0175058ccf26fe5db5da8ba";

export default node;
