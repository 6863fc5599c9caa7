/**
 * @generated SignedSource<<3b66ed0d72432a9ccebd7da26b5373d8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LiveClassFriends_liveClass$data = {
  readonly friendsBooked: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly avatarInitials: string;
        readonly displayName: string;
        readonly id: string;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "LiveClassFriends_liveClass";
};
export type LiveClassFriends_liveClass$key = {
  readonly " $data"?: LiveClassFriends_liveClass$data;
  readonly " $fragmentSpreads": FragmentRefs<"LiveClassFriends_liveClass">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LiveClassFriends_liveClass",
  "selections": [
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
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
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
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "id",
                  "storageKey": null
                },
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
      "storageKey": "friendsBooked(first:100)"
    }
  ],
  "type": "LiveClass",
  "abstractKey": null
};

(node as any).hash = "4772227809f417fa044f6eb119b090e8";

export default node;
