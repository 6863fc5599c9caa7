/**
 * @generated SignedSource<<ff06335f43f71036bcd1f0b3ec423c41>>
 * @relayHash 999dc8d35c40e7d71cda5454701f649e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 999dc8d35c40e7d71cda5454701f649e

import type { ConcreteRequest } from 'relay-runtime';
export type GymBenefitInvitationStatus = "EXPIRED" | "INVALID" | "OTHER_EMAIL" | "USED" | "VALID" | "%future added value";
export type GymBenefitPageQuery$variables = {
  email: string;
  token: string;
};
export type GymBenefitPageQuery$data = {
  readonly gymBenefitInvitation: {
    readonly expiresAt: any | null | undefined;
    readonly status: GymBenefitInvitationStatus;
  };
};
export type GymBenefitPageQuery = {
  response: GymBenefitPageQuery$data;
  variables: GymBenefitPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "email"
  },
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
        "name": "email",
        "variableName": "email"
      },
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": "GymBenefitInvitation",
    "kind": "LinkedField",
    "name": "gymBenefitInvitation",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "expiresAt",
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
    "name": "GymBenefitPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GymBenefitPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "999dc8d35c40e7d71cda5454701f649e",
    "metadata": {},
    "name": "GymBenefitPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4942716ec1d4355f49b10078d367346b";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
