/**
 * @generated SignedSource<<41681b9c760445c0ad9f0eb4c5b10b7e>>
 * @relayHash fbfce551e0789b6b3ad338f050d84fee
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fbfce551e0789b6b3ad338f050d84fee

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type UserErrorCode = "ALREADY_BOOKED" | "ALREADY_INVITED" | "ALREADY_OWNED" | "ALREADY_SUBSCRIBED" | "AMOUNT_MISMATCH" | "CARD_DECLINED" | "CLASS_CANCELLED" | "CLASS_ENDED" | "CLASS_NOT_LIVE" | "CLASS_STARTED" | "EMAIL_TAKEN" | "FORBIDDEN" | "FRIEND_BOOKED" | "INVALID_CARD" | "INVALID_EMAIL_CHANGE_LINK" | "INVALID_INPUT" | "INVALID_INVITATION" | "INVALID_PROMO" | "INVALID_RESET_LINK" | "INVALID_STATE" | "NOT_BOOKED" | "NOT_CONFIGURED" | "NOT_FOUND" | "NOT_FRIENDS" | "NO_SUBSCRIPTION" | "PAYMENT_REQUIRED" | "PAYMENT_UNAVAILABLE" | "PLAYBACK_NOT_ALLOWED" | "PROVIDER_UNAVAILABLE" | "SAME_PLAN" | "STREAM_ID_IN_USE" | "TOO_MANY_ATTEMPTS" | "UNAUTHENTICATED" | "WRONG_CREDENTIALS" | "WRONG_PASSWORD" | "%future added value";
export type SendMessageInput = {
  memberId: string;
  text: string;
};
export type useSendMessageMutation$variables = {
  input: SendMessageInput;
};
export type useSendMessageMutation$data = {
  readonly sendMessage: {
    readonly conversation: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"FriendRow_conversation">;
    } | null | undefined;
    readonly message: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"MessageBubble_message">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useSendMessageMutation = {
  response: useSendMessageMutation$data;
  variables: useSendMessageMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "UserError",
  "kind": "LinkedField",
  "name": "userErrors",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "field",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fromViewer",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSendMessageMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SendMessagePayload",
        "kind": "LinkedField",
        "name": "sendMessage",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "DirectMessage",
            "kind": "LinkedField",
            "name": "message",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "MessageBubble_message"
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
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "FriendRow_conversation"
              }
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSendMessageMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SendMessagePayload",
        "kind": "LinkedField",
        "name": "sendMessage",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "DirectMessage",
            "kind": "LinkedField",
            "name": "message",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
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
            "concreteType": "Conversation",
            "kind": "LinkedField",
            "name": "conversation",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
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
                  (v2/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "fbfce551e0789b6b3ad338f050d84fee",
    "metadata": {},
    "name": "useSendMessageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "80ca89a542f0050da02fece1f4b4d521";

export default node;
