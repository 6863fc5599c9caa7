/**
 * @generated SignedSource<<1c5b400f21e2541261757f95137ceb6d>>
 * @relayHash c850a23ac99bbc025b8ab7e747547097
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c850a23ac99bbc025b8ab7e747547097

import type { ConcreteRequest } from 'relay-runtime';
export type LogOutInput = {
  clientMutationId?: string | null | undefined;
};
export type useLogOutMutation$variables = {
  input: LogOutInput;
};
export type useLogOutMutation$data = {
  readonly logOut: {
    readonly loggedOut: boolean;
  };
};
export type useLogOutMutation = {
  response: useLogOutMutation$data;
  variables: useLogOutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "LogOutPayload",
    "kind": "LinkedField",
    "name": "logOut",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "loggedOut",
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
    "name": "useLogOutMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLogOutMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c850a23ac99bbc025b8ab7e747547097",
    "metadata": {},
    "name": "useLogOutMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "930ca8698f12bba3ed2aaaf1024a8e46";

export default node;
