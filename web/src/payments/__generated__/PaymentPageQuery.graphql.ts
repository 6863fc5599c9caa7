/**
 * @generated SignedSource<<eaaafd485ad9159861f886eded14f8f2>>
 * @relayHash 05de6f877709f91468778b6eaa99a3c8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 05de6f877709f91468778b6eaa99a3c8

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PaymentPageQuery$variables = {
  studioShortName?: string | null | undefined;
};
export type PaymentPageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"PaymentForm_query">;
};
export type PaymentPageQuery = {
  response: PaymentPageQuery$data;
  variables: PaymentPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "studioShortName"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PaymentPageQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "PaymentForm_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PaymentPageQuery",
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "studioShortName",
            "variableName": "studioShortName"
          }
        ],
        "concreteType": "Plan",
        "kind": "LinkedField",
        "name": "plans",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "packageId",
            "storageKey": null
          },
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
            "name": "trialDays",
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
                "name": "formatted",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "PaymentProvider",
        "kind": "LinkedField",
        "name": "paymentProvider",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
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
    "id": "05de6f877709f91468778b6eaa99a3c8",
    "metadata": {},
    "name": "PaymentPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b6502932dc51e2f087de6f2c42c5862d";

export default node;
