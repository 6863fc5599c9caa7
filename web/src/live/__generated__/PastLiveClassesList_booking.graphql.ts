/**
 * @generated SignedSource<<ee97ad935f1e9db4ae811d3917b1059b>>
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
  readonly refundedAmount: {
    readonly formatted: string;
  } | null | undefined;
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
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "refundedAmount",
      "plural": false,
      "selections": [
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

(node as any).hash = "37182278519745b42401ab55e22d1f85";

export default node;
