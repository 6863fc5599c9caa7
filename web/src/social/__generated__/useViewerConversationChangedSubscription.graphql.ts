/**
 * @generated SignedSource<<c01561f9ae7aef9ea80bbf7db6ae7b93>>
 * @relayHash b14ff2e6b667cc148daffc4c95a35f7a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b14ff2e6b667cc148daffc4c95a35f7a

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useViewerConversationChangedSubscription$variables = Record<PropertyKey, never>;
export type useViewerConversationChangedSubscription$data = {
  readonly viewerConversationChanged: {
    readonly conversation: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"FriendRow_conversation">;
    };
    readonly message: {
      readonly fromViewer: boolean;
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"MessageBubble_message">;
    } | null | undefined;
  };
};
export type useViewerConversationChangedSubscription = {
  response: useViewerConversationChangedSubscription$data;
  variables: useViewerConversationChangedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fromViewer",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useViewerConversationChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ConversationChange",
        "kind": "LinkedField",
        "name": "viewerConversationChanged",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Conversation",
            "kind": "LinkedField",
            "name": "conversation",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "FriendRow_conversation"
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "DirectMessage",
            "kind": "LinkedField",
            "name": "message",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "MessageBubble_message"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useViewerConversationChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ConversationChange",
        "kind": "LinkedField",
        "name": "viewerConversationChanged",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Conversation",
            "kind": "LinkedField",
            "name": "conversation",
            "plural": false,
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
                  (v2/*:: as any*/),
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "DirectMessage",
            "kind": "LinkedField",
            "name": "message",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sentAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "readAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "LiveClass",
                "kind": "LinkedField",
                "name": "liveClass",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "databaseId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "title",
                    "storageKey": null
                  },
                  (v0/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "b14ff2e6b667cc148daffc4c95a35f7a",
    "metadata": {},
    "name": "useViewerConversationChangedSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "bb6490abef5754f0f2362934cc2cbfb0";

export default node;
