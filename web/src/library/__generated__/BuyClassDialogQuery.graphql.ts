/**
 * @generated SignedSource<<2600aa20c8279bde273e682675239ab7>>
 * @relayHash 49101d3b58ca69bf50b22bc455207fc9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 49101d3b58ca69bf50b22bc455207fc9

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BuyClassDialogQuery$variables = Record<PropertyKey, never>;
export type BuyClassDialogQuery$data = {
  readonly paymentProvider: {
    readonly " $fragmentSpreads": FragmentRefs<"CardFormContext_paymentProvider">;
  } | null | undefined;
};
export type BuyClassDialogQuery = {
  response: BuyClassDialogQuery$data;
  variables: BuyClassDialogQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "BuyClassDialogQuery",
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
    "name": "BuyClassDialogQuery",
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
    "id": "49101d3b58ca69bf50b22bc455207fc9",
    "metadata": {},
    "name": "BuyClassDialogQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "f525e3322d0316624e6a731d49fffe80";

export default node;
