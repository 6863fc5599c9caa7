/**
 * @generated SignedSource<<d55da39288bf0221321d22e4ddf5f60a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FriendsBookedLine_liveClass$data = {
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
  readonly " $fragmentType": "FriendsBookedLine_liveClass";
};
export type FriendsBookedLine_liveClass$key = {
  readonly " $data"?: FriendsBookedLine_liveClass$data;
  readonly " $fragmentSpreads": FragmentRefs<"FriendsBookedLine_liveClass">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FriendsBookedLine_liveClass",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 3
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
      "storageKey": "friendsBooked(first:3)"
    }
  ],
  "type": "LiveClass",
  "abstractKey": null
};

(node as any).hash = "87512b314994d7ba3a48b190ebd9ca42";

export default node;
