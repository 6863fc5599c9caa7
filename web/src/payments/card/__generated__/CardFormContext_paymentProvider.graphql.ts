/**
 * @generated SignedSource<<28d1bb173f23db7e06b2e2b7a3f7c68b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PaymentProviderKind = "LOCAL" | "STRIPE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type CardFormContext_paymentProvider$data = {
  readonly kind: PaymentProviderKind;
  readonly publishableKey: string | null | undefined;
  readonly " $fragmentType": "CardFormContext_paymentProvider";
};
export type CardFormContext_paymentProvider$key = {
  readonly " $data"?: CardFormContext_paymentProvider$data;
  readonly " $fragmentSpreads": FragmentRefs<"CardFormContext_paymentProvider">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CardFormContext_paymentProvider",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "publishableKey",
      "storageKey": null
    }
  ],
  "type": "PaymentProvider",
  "abstractKey": null
};

(node as any).hash = "75f79a2daddb820774a81bd027303597";

export default node;
