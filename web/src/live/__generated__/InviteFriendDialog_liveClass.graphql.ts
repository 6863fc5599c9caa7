/**
 * @generated SignedSource<<f8a061c5ac95c308001fd2c5b051f802>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type InviteFriendDialog_liveClass$data = {
  readonly friendsBooked: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
      };
    }>;
  };
  readonly id: string;
  readonly title: string;
  readonly " $fragmentType": "InviteFriendDialog_liveClass";
};
export type InviteFriendDialog_liveClass$key = {
  readonly " $data"?: InviteFriendDialog_liveClass$data;
  readonly " $fragmentSpreads": FragmentRefs<"InviteFriendDialog_liveClass">;
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
  "name": "InviteFriendDialog_liveClass",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        }
      ],
      "concreteType": "LiveClassFriendConnection",
      "kind": "LinkedField",
      "name": "friendsBooked",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "LiveClassFriendEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Member",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v0/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "friendsBooked(first:100)"
    }
  ],
  "type": "LiveClass",
  "abstractKey": null
};
})();

(node as any).hash = "78b49714c63266aa0ada56c4c59efb96";

export default node;
