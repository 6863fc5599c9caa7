/**
 * @generated SignedSource<<854b1c59e066819ad54403a0bbcd7bba>>
 * @relayHash 50ecafc13ca953073364ae7046c7bb11
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 50ecafc13ca953073364ae7046c7bb11

import type { ConcreteRequest } from 'relay-runtime';
export type LiveClassPageAccessQuery$variables = {
  host: string;
  id: string;
};
export type LiveClassPageAccessQuery$data = {
  readonly liveClass: {
    readonly id: string;
    readonly viewerBooking: {
      readonly id: string;
    } | null | undefined;
  } | null | undefined;
  readonly viewer: {
    readonly canBookLiveClassesFree: boolean;
    readonly id: string;
  } | null | undefined;
};
export type LiveClassPageAccessQuery = {
  response: LiveClassPageAccessQuery$data;
  variables: LiveClassPageAccessQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "host"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "LiveClass",
    "kind": "LinkedField",
    "name": "liveClass",
    "plural": false,
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "LiveClassBooking",
        "kind": "LinkedField",
        "name": "viewerBooking",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "host",
            "variableName": "host"
          }
        ],
        "kind": "ScalarField",
        "name": "canBookLiveClassesFree",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "LiveClassPageAccessQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "LiveClassPageAccessQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "50ecafc13ca953073364ae7046c7bb11",
    "metadata": {},
    "name": "LiveClassPageAccessQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6f570ecba8edf76994a9ab7e6d497990";

export default node;
