/**
 * @generated SignedSource<<f4c1eca868ca91b04d97324b2c7d934d>>
 * @relayHash cdf12b4776af6f674b1e7aee5b68b710
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cdf12b4776af6f674b1e7aee5b68b710

import type { ConcreteRequest } from 'relay-runtime';
export type InviteFriendDialogQuery$variables = Record<PropertyKey, never>;
export type InviteFriendDialogQuery$data = {
  readonly viewer: {
    readonly friends: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly member: {
            readonly avatarInitials: string;
            readonly displayName: string;
            readonly id: string;
          };
        };
      }>;
    };
    readonly id: string;
  } | null | undefined;
};
export type InviteFriendDialogQuery = {
  response: InviteFriendDialogQuery$data;
  variables: InviteFriendDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 100
          }
        ],
        "concreteType": "FriendshipConnection",
        "kind": "LinkedField",
        "name": "friends",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FriendshipEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Friendship",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v0/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Member",
                    "kind": "LinkedField",
                    "name": "member",
                    "plural": false,
                    "selections": [
                      (v0/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "displayName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "avatarInitials",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "friends(first:100)"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "InviteFriendDialogQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "InviteFriendDialogQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "cdf12b4776af6f674b1e7aee5b68b710",
    "metadata": {},
    "name": "InviteFriendDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a78879e1ad2db38185ff0257482ca7d5";

export default node;
