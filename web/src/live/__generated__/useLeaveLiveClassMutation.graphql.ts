/**
 * @generated SignedSource<<2fd0ac2cf78f0fe775fd5c4b7c71a530>>
 * @relayHash e36480b30c016dabd70ed41830d89852
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e36480b30c016dabd70ed41830d89852

import type { ConcreteRequest } from 'relay-runtime';
export type UserErrorCode = "ALREADY_BOOKED" | "ALREADY_INVITED" | "ALREADY_OWNED" | "ALREADY_SUBSCRIBED" | "AMOUNT_MISMATCH" | "CARD_DECLINED" | "CLASS_CANCELLED" | "CLASS_ENDED" | "CLASS_NOT_LIVE" | "CLASS_STARTED" | "EMAIL_TAKEN" | "FORBIDDEN" | "FRIEND_BOOKED" | "INVALID_CARD" | "INVALID_EMAIL_CHANGE_LINK" | "INVALID_INPUT" | "INVALID_INVITATION" | "INVALID_PROMO" | "INVALID_RESET_LINK" | "INVALID_STATE" | "NOT_BOOKED" | "NOT_CONFIGURED" | "NOT_FOUND" | "NOT_FRIENDS" | "NO_SUBSCRIPTION" | "PAYMENT_REQUIRED" | "PAYMENT_UNAVAILABLE" | "PLAYBACK_NOT_ALLOWED" | "PROVIDER_UNAVAILABLE" | "SAME_PLAN" | "STREAM_ID_IN_USE" | "TOO_MANY_ATTEMPTS" | "UNAUTHENTICATED" | "WRONG_CREDENTIALS" | "WRONG_PASSWORD" | "%future added value";
export type LeaveLiveClassInput = {
  attendanceId: string;
  cameraOn?: boolean | null | undefined;
  cameraOnDurationSeconds?: number | null | undefined;
};
export type useLeaveLiveClassMutation$variables = {
  input: LeaveLiveClassInput;
};
export type useLeaveLiveClassMutation$data = {
  readonly leaveLiveClass: {
    readonly attendance: {
      readonly cameraOn: boolean | null | undefined;
      readonly cameraOnDurationSeconds: number | null | undefined;
      readonly id: string;
      readonly leftAt: any | null | undefined;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useLeaveLiveClassMutation = {
  response: useLeaveLiveClassMutation$data;
  variables: useLeaveLiveClassMutation$variables;
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
    "concreteType": "LeaveLiveClassPayload",
    "kind": "LinkedField",
    "name": "leaveLiveClass",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "LiveClassAttendance",
        "kind": "LinkedField",
        "name": "attendance",
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
            "name": "leftAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "cameraOn",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "cameraOnDurationSeconds",
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
    "name": "useLeaveLiveClassMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLeaveLiveClassMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e36480b30c016dabd70ed41830d89852",
    "metadata": {},
    "name": "useLeaveLiveClassMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a5301092b8a01262ab56a75304500ffe";

export default node;
