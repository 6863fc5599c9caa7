/**
 * @generated SignedSource<<dac8297430dd8b69530c74c23986aa1f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type OutgoingFriendRequests_viewer$data = {
  readonly id: string;
  readonly outgoing: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"FriendRequestRow_request">;
      };
    }>;
  };
  readonly " $fragmentType": "OutgoingFriendRequests_viewer";
};
export type OutgoingFriendRequests_viewer$key = {
  readonly " $data"?: OutgoingFriendRequests_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"OutgoingFriendRequests_viewer">;
};

import OutgoingFriendRequestsPaginationQuery_graphql from './OutgoingFriendRequestsPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "outgoing"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": 20,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "node"
      ],
      "operation": OutgoingFriendRequestsPaginationQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "OutgoingFriendRequests_viewer",
  "selections": [
    {
      "alias": "outgoing",
      "args": [
        {
          "kind": "Literal",
          "name": "direction",
          "value": "OUTGOING"
        }
      ],
      "concreteType": "FriendRequestConnection",
      "kind": "LinkedField",
      "name": "__OutgoingFriendRequests__outgoing_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "FriendRequestEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "FriendRequest",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "FriendRequestRow_request"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "__OutgoingFriendRequests__outgoing_connection(direction:\"OUTGOING\")"
    },
    (v1/*:: as any*/)
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "ae77f60b00781950fb97f0c818e6780a";

export default node;
