/**
 * @generated SignedSource<<345a6c3e9541be735eb6b062dd4c5343>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type UpcomingLiveClass_booking$data = {
  readonly liveClass: {
    readonly databaseId: number;
    readonly title: string;
    readonly " $fragmentSpreads": FragmentRefs<"LiveClassSummary_liveClass">;
  };
  readonly " $fragmentType": "UpcomingLiveClass_booking";
};
export type UpcomingLiveClass_booking$key = {
  readonly " $data"?: UpcomingLiveClass_booking$data;
  readonly " $fragmentSpreads": FragmentRefs<"UpcomingLiveClass_booking">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UpcomingLiveClass_booking",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "LiveClass",
      "kind": "LinkedField",
      "name": "liveClass",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "databaseId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "LiveClassSummary_liveClass"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "LiveClassBooking",
  "abstractKey": null
};

(node as any).hash = "60129e8571e9614ad1ecad78cf025897";

export default node;
