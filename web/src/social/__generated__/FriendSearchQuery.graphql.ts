/**
 * @generated SignedSource<<cced4fccafeb833508891f69fccfaa09>>
 * @relayHash a931b8532655161b4b566195030998ec
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a931b8532655161b4b566195030998ec

import type { ConcreteRequest } from 'relay-runtime';
export type MemberRelationship = "FRIEND" | "INCOMING_REQUEST" | "NONE" | "OUTGOING_REQUEST" | "SELF" | "%future added value";
export type UserErrorCode = "ALREADY_BOOKED" | "ALREADY_INVITED" | "ALREADY_OWNED" | "ALREADY_SUBSCRIBED" | "AMOUNT_MISMATCH" | "CARD_DECLINED" | "CLASS_CANCELLED" | "CLASS_ENDED" | "CLASS_NOT_LIVE" | "CLASS_STARTED" | "EMAIL_TAKEN" | "FORBIDDEN" | "FRIEND_BOOKED" | "INVALID_CARD" | "INVALID_EMAIL_CHANGE_LINK" | "INVALID_INPUT" | "INVALID_INVITATION" | "INVALID_PROMO" | "INVALID_RESET_LINK" | "INVALID_STATE" | "NOT_BOOKED" | "NOT_CONFIGURED" | "NOT_FOUND" | "NOT_FRIENDS" | "NO_SUBSCRIPTION" | "PAYMENT_REQUIRED" | "PAYMENT_UNAVAILABLE" | "PLAYBACK_NOT_ALLOWED" | "PROVIDER_UNAVAILABLE" | "SAME_PLAN" | "STREAM_ID_IN_USE" | "TOO_MANY_ATTEMPTS" | "UNAUTHENTICATED" | "WRONG_CREDENTIALS" | "WRONG_PASSWORD" | "%future added value";
export type FriendSearchQuery$variables = {
  email: string;
};
export type FriendSearchQuery$data = {
  readonly searchMember: {
    readonly friendRequest: {
      readonly id: string;
    } | null | undefined;
    readonly member: {
      readonly avatarInitials: string;
      readonly displayName: string;
      readonly id: string;
    } | null | undefined;
    readonly relationship: MemberRelationship | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type FriendSearchQuery = {
  response: FriendSearchQuery$data;
  variables: FriendSearchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "email"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "email",
        "variableName": "email"
      }
    ],
    "concreteType": "MemberSearchResult",
    "kind": "LinkedField",
    "name": "searchMember",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "relationship",
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
          (v1/*:: as any*/),
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
        "concreteType": "FriendRequest",
        "kind": "LinkedField",
        "name": "friendRequest",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
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
    "name": "FriendSearchQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FriendSearchQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "a931b8532655161b4b566195030998ec",
    "metadata": {},
    "name": "FriendSearchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "96e11ef651d9af1ec24372961cabaeb1";

export default node;
