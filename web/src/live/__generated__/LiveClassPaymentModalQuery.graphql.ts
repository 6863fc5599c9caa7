/**
 * @generated SignedSource<<65c49cca18adde934f47012da10372f0>>
 * @relayHash aefe9d2da499ca5d09e7831c8426477f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aefe9d2da499ca5d09e7831c8426477f

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LiveClassPaymentModalQuery$variables = Record<PropertyKey, never>;
export type LiveClassPaymentModalQuery$data = {
  readonly paymentProvider: {
    readonly " $fragmentSpreads": FragmentRefs<"CardFormContext_paymentProvider">;
  } | null | undefined;
};
export type LiveClassPaymentModalQuery = {
  response: LiveClassPaymentModalQuery$data;
  variables: LiveClassPaymentModalQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LiveClassPaymentModalQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PaymentProvider",
        "kind": "LinkedField",
        "name": "paymentProvider",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CardFormContext_paymentProvider"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LiveClassPaymentModalQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PaymentProvider",
        "kind": "LinkedField",
        "name": "paymentProvider",
        "plural": false,
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "aefe9d2da499ca5d09e7831c8426477f",
    "metadata": {},
    "name": "LiveClassPaymentModalQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "7c86694beb03fb258e8f9481d7faa7b0";

export default node;
