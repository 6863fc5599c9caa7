/**
 * @generated SignedSource<<f87e8e24a8b5c6599a80498c841eb2b6>>
 * @relayHash a2c74426258028813170fba1815b8265
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a2c74426258028813170fba1815b8265

import type { ConcreteRequest } from 'relay-runtime';
export type UserErrorCode = "ALREADY_BOOKED" | "ALREADY_INVITED" | "ALREADY_OWNED" | "ALREADY_SUBSCRIBED" | "AMOUNT_MISMATCH" | "CARD_DECLINED" | "CLASS_CANCELLED" | "CLASS_ENDED" | "CLASS_NOT_LIVE" | "CLASS_STARTED" | "EMAIL_TAKEN" | "FORBIDDEN" | "FRIEND_BOOKED" | "INVALID_CARD" | "INVALID_EMAIL_CHANGE_LINK" | "INVALID_INPUT" | "INVALID_INVITATION" | "INVALID_PROMO" | "INVALID_RESET_LINK" | "INVALID_STATE" | "NOT_BOOKED" | "NOT_CONFIGURED" | "NOT_FOUND" | "NOT_FRIENDS" | "NO_SUBSCRIPTION" | "PAYMENT_REQUIRED" | "PAYMENT_UNAVAILABLE" | "PLAYBACK_NOT_ALLOWED" | "PROVIDER_UNAVAILABLE" | "SAME_PLAN" | "STREAM_ID_IN_USE" | "TOO_MANY_ATTEMPTS" | "UNAUTHENTICATED" | "WRONG_CREDENTIALS" | "WRONG_PASSWORD" | "%future added value";
export type InviteFriendToLiveClassInput = {
  friendId: string;
  liveClassId: string;
};
export type useInviteFriendToLiveClassMutation$variables = {
  input: InviteFriendToLiveClassInput;
};
export type useInviteFriendToLiveClassMutation$data = {
  readonly inviteFriendToLiveClass: {
    readonly invitedFriend: {
      readonly displayName: string;
      readonly id: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useInviteFriendToLiveClassMutation = {
  response: useInviteFriendToLiveClassMutation$data;
  variables: useInviteFriendToLiveClassMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "InviteFriendToLiveClassPayload",
    "kind": "LinkedField",
    "name": "inviteFriendToLiveClass",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Member",
        "kind": "LinkedField",
        "name": "invitedFriend",
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
          }
        ],
        "storageKey": null
      },
      {
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
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useInviteFriendToLiveClassMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useInviteFriendToLiveClassMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a2c74426258028813170fba1815b8265",
    "metadata": {},
    "name": "useInviteFriendToLiveClassMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b6bb56c40090657459e34d07bf64d657";

export default node;
