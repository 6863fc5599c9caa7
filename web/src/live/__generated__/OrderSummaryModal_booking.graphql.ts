/**
 * @generated SignedSource<<7e97f124d59c734bd512f319f1c92532>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type OrderSummaryModal_booking$data = {
  readonly amountPaid: {
    readonly cents: number;
    readonly formatted: string;
  };
  readonly liveClass: {
    readonly " $fragmentSpreads": FragmentRefs<"LiveClassSummary_liveClass">;
  };
  readonly promoCode: string | null | undefined;
  readonly " $fragmentType": "OrderSummaryModal_booking";
};
export type OrderSummaryModal_booking$key = {
  readonly " $data"?: OrderSummaryModal_booking$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderSummaryModal_booking">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderSummaryModal_booking",
  "selections": [
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
      "kind": "ScalarField",
      "name": "promoCode",
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

(node as any).hash = "71aa31eb6dedb305fceae66120b9d39d";

export default node;
