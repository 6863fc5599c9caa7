/**
 * @generated SignedSource<<8a76a780219178fb025161367c232bb6>>
 * @relayHash 76d8cf5564518823b0dc37e8402d71fe
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 76d8cf5564518823b0dc37e8402d71fe

import type { ConcreteRequest } from 'relay-runtime';
export type PlanKind = "DAY_PASS" | "MONTHLY" | "YEARLY" | "%future added value";
export type useDayPassOnSaleQuery$variables = {
  studioShortName?: string | null | undefined;
};
export type useDayPassOnSaleQuery$data = {
  readonly plans: ReadonlyArray<{
    readonly kind: PlanKind;
  }> | null | undefined;
};
export type useDayPassOnSaleQuery = {
  response: useDayPassOnSaleQuery$data;
  variables: useDayPassOnSaleQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "studioShortName"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "studioShortName",
    "variableName": "studioShortName"
  }
],
v2 = {
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
    "name": "useDayPassOnSaleQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Plan",
        "kind": "LinkedField",
        "name": "plans",
        "plural": true,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDayPassOnSaleQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Plan",
        "kind": "LinkedField",
        "name": "plans",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "76d8cf5564518823b0dc37e8402d71fe",
    "metadata": {},
    "name": "useDayPassOnSaleQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e49e92fc9e12c8a15ea285d6302be501";

export default node;
