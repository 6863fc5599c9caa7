/**
 * @generated SignedSource<<dac37b67dcefeac23389aa8fecaf0cdb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LiveClassPaymentModal_liveClass$data = {
  readonly id: string;
  readonly price: {
    readonly cents: number;
  };
  readonly " $fragmentSpreads": FragmentRefs<"LiveClassSummary_liveClass">;
  readonly " $fragmentType": "LiveClassPaymentModal_liveClass";
};
export type LiveClassPaymentModal_liveClass$key = {
  readonly " $data"?: LiveClassPaymentModal_liveClass$data;
  readonly " $fragmentSpreads": FragmentRefs<"LiveClassPaymentModal_liveClass">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LiveClassPaymentModal_liveClass",
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
      "name": "price",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cents",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LiveClassSummary_liveClass"
    }
  ],
  "type": "LiveClass",
  "abstractKey": null
};

(node as any).hash = "cc9413abe0642c63f30c1dc169dddf6d";

export default node;
