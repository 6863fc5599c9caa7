/**
 * @generated SignedSource<<0e6b064a4c89026937e5fc034329d2b7>>
 * @relayHash 9a2718bcd2609055ba7d9a5cc8a2547f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9a2718bcd2609055ba7d9a5cc8a2547f

import type { ConcreteRequest } from 'relay-runtime';
export type ChooseNewPasswordQuery$variables = {
  token: string;
};
export type ChooseNewPasswordQuery$data = {
  readonly passwordResetLink: {
    readonly email: string | null | undefined;
    readonly valid: boolean;
  } | null | undefined;
};
export type ChooseNewPasswordQuery = {
  response: ChooseNewPasswordQuery$data;
  variables: ChooseNewPasswordQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": "PasswordResetLink",
    "kind": "LinkedField",
    "name": "passwordResetLink",
    "plural": false,
    "selections": [
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
        "name": "email",
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
    "name": "ChooseNewPasswordQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ChooseNewPasswordQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9a2718bcd2609055ba7d9a5cc8a2547f",
    "metadata": {},
    "name": "ChooseNewPasswordQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3b33a61e35d03a92265ac89c16999099";

export default node;
