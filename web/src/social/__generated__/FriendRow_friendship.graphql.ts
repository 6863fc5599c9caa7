/**
 * @generated SignedSource<<90d1732897429c171571ed04522f04c6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FriendRow_friendship$data = {
  readonly conversation: {
    readonly " $fragmentSpreads": FragmentRefs<"FriendRow_conversation">;
  };
  readonly id: string;
  readonly member: {
    readonly avatarInitials: string;
    readonly displayName: string;
    readonly id: string;
  };
  readonly " $fragmentType": "FriendRow_friendship";
};
export type FriendRow_friendship$key = {
  readonly " $data"?: FriendRow_friendship$data;
  readonly " $fragmentSpreads": FragmentRefs<"FriendRow_friendship">;
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
  "name": "FriendRow_friendship",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Conversation",
      "kind": "LinkedField",
      "name": "conversation",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "FriendRow_conversation"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Friendship",
  "abstractKey": null
};
})();

(node as any).hash = "86933224a09e630ed7d1ce6290a3ab95";

export default node;
