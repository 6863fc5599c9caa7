/**
 * @generated SignedSource<<4680fae22fc1641b2384e23225f3071e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StudioPage_studio$data = {
  readonly headerDescription: string;
  readonly headerTitle: string;
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
      "name": "name",
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

(node as any).hash = "54b9b1939d9e146a53c5e371a47193e8";

export default node;
