/**
 * @generated SignedSource<<ccb1a5e28ce768f84f15bd77679ffce8>>
 * @relayHash a2357b519860a0a4b69a5df170d3ef75
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a2357b519860a0a4b69a5df170d3ef75

import type { ConcreteRequest } from 'relay-runtime';
export type VerifyPromoInput = {
  code: string;
  liveClassId?: string | null | undefined;
  packageId?: string | null | undefined;
};
export type verifyPromoQuery$variables = {
  input: VerifyPromoInput;
};
export type verifyPromoQuery$data = {
  readonly verifyPromo: {
    readonly amount: {
      readonly formatted: string;
    };
    readonly code: string;
    readonly message: string;
    readonly newAmount: {
      readonly cents: number;
      readonly formatted: string;
    } | null | undefined;
    readonly valid: boolean;
  } | null | undefined;
};
export type verifyPromoQuery = {
  response: verifyPromoQuery$data;
  variables: verifyPromoQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "formatted",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "PromoCheck",
    "kind": "LinkedField",
    "name": "verifyPromo",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "code",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "valid",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Money",
        "kind": "LinkedField",
        "name": "newAmount",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "cents",
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Money",
        "kind": "LinkedField",
        "name": "amount",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "verifyPromoQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "verifyPromoQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "a2357b519860a0a4b69a5df170d3ef75",
    "metadata": {},
    "name": "verifyPromoQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0fd77340191a10622a209480b664fc3b";

export default node;
