/**
 * @generated SignedSource<<51c3f7cedd61f0f3b62f42d5837a6ef0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type FriendRequestDirection = "INCOMING" | "OUTGOING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type FriendRequestRow_request$data = {
  readonly direction: FriendRequestDirection;
  readonly id: string;
  readonly member: {
    readonly avatarInitials: string;
    readonly displayName: string;
    readonly id: string;
  };
  readonly requestedAt: any;
  readonly " $fragmentType": "FriendRequestRow_request";
};
export type FriendRequestRow_request$key = {
  readonly " $data"?: FriendRequestRow_request$data;
  readonly " $fragmentSpreads": FragmentRefs<"FriendRequestRow_request">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FriendRequestRow_request",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "direction",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "requestedAt",
      "storageKey": null
    },
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
  "type": "FriendRequest",
  "abstractKey": null
};
})();

(node as any).hash = "d3e2a6d1686a6245a3cfb2b987b100aa";

export default node;
