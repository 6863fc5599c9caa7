/**
 * @generated SignedSource<<ace840cbad228a9656293d77533bf510>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FriendRow_conversation$data = {
  readonly id: string;
  readonly lastMessage: {
    readonly fromViewer: boolean;
    readonly id: string;
    readonly text: string;
  } | null | undefined;
  readonly unreadCount: number;
  readonly " $fragmentType": "FriendRow_conversation";
};
export type FriendRow_conversation$key = {
  readonly " $data"?: FriendRow_conversation$data;
  readonly " $fragmentSpreads": FragmentRefs<"FriendRow_conversation">;
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
  "name": "FriendRow_conversation",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unreadCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DirectMessage",
      "kind": "LinkedField",
      "name": "lastMessage",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "text",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fromViewer",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Conversation",
  "abstractKey": null
};
})();

(node as any).hash = "161c256621ef66c91eff5304cc9cf8aa";

export default node;
