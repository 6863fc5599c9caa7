/**
 * @generated SignedSource<<a0def9504fb86ac1b6b8faf49d8a9e1d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PastLiveClassesList_booking$data = {
  readonly liveClass: {
    readonly cancelledAt: any | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"LiveClassSummary_liveClass">;
  };
  readonly " $fragmentType": "PastLiveClassesList_booking";
};
export type PastLiveClassesList_booking$key = {
  readonly " $data"?: PastLiveClassesList_booking$data;
  readonly " $fragmentSpreads": FragmentRefs<"PastLiveClassesList_booking">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PastLiveClassesList_booking",
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
          "name": "cancelledAt",
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

(node as any).hash = "b368d1d34267e9ed0487f6fee2632852";

export default node;
