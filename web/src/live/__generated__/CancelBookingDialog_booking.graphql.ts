/**
 * @generated SignedSource<<c51362ba268bd63e2ae1e41c3b578598>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CancelBookingDialog_booking$data = {
  readonly amountPaid: {
    readonly cents: number;
    readonly formatted: string;
  };
  readonly id: string;
  readonly liveClass: {
    readonly title: string;
    readonly " $fragmentSpreads": FragmentRefs<"LiveClassSummary_liveClass">;
  };
  readonly " $fragmentType": "CancelBookingDialog_booking";
};
export type CancelBookingDialog_booking$key = {
  readonly " $data"?: CancelBookingDialog_booking$data;
  readonly " $fragmentSpreads": FragmentRefs<"CancelBookingDialog_booking">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CancelBookingDialog_booking",
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
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "amountPaid",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cents",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "formatted",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
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

(node as any).hash = "13c684440447f7053295248269f7ae49";

export default node;
