/**
 * @generated SignedSource<<7f406dfa3e5f6fd687d007735d924718>>
 * @relayHash 6cce516289dcb65952cf61045b59eb6c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6cce516289dcb65952cf61045b59eb6c

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type UserErrorCode = "ALREADY_BOOKED" | "ALREADY_INVITED" | "ALREADY_OWNED" | "ALREADY_SUBSCRIBED" | "AMOUNT_MISMATCH" | "CARD_DECLINED" | "CLASS_CANCELLED" | "CLASS_ENDED" | "CLASS_NOT_LIVE" | "CLASS_STARTED" | "EMAIL_TAKEN" | "FORBIDDEN" | "FRIEND_BOOKED" | "INVALID_CARD" | "INVALID_EMAIL_CHANGE_LINK" | "INVALID_INPUT" | "INVALID_INVITATION" | "INVALID_PROMO" | "INVALID_RESET_LINK" | "INVALID_STATE" | "NOT_BOOKED" | "NOT_CONFIGURED" | "NOT_FOUND" | "NOT_FRIENDS" | "NO_SUBSCRIPTION" | "PAYMENT_REQUIRED" | "PAYMENT_UNAVAILABLE" | "PLAYBACK_NOT_ALLOWED" | "PROVIDER_UNAVAILABLE" | "SAME_PLAN" | "STREAM_ID_IN_USE" | "TOO_MANY_ATTEMPTS" | "UNAUTHENTICATED" | "WRONG_CREDENTIALS" | "WRONG_PASSWORD" | "%future added value";
export type ConfirmLiveClassPaymentInput = {
  amountCents: number;
  liveClassId: string;
  paymentIntentId: string;
  paymentToken?: string | null | undefined;
};
export type useConfirmLiveClassPaymentMutation$variables = {
  connections: ReadonlyArray<string>;
  input: ConfirmLiveClassPaymentInput;
};
export type useConfirmLiveClassPaymentMutation$data = {
  readonly confirmLiveClassPayment: {
    readonly booking: {
      readonly id: string;
      readonly liveClass: {
        readonly id: string;
        readonly viewerBooking: {
          readonly id: string;
        } | null | undefined;
      };
      readonly " $fragmentSpreads": FragmentRefs<"OrderSummaryModal_booking">;
    } | null | undefined;
    readonly bookingEdge: {
      readonly cursor: string;
      readonly node: {
        readonly id: string;
        readonly liveClass: {
          readonly id: string;
          readonly startsAt: any;
        };
        readonly " $fragmentSpreads": FragmentRefs<"UpcomingLiveClass_booking">;
      };
    } | null | undefined;
    readonly liveClass: {
      readonly id: string;
      readonly viewerBooking: {
        readonly id: string;
      } | null | undefined;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useConfirmLiveClassPaymentMutation = {
  response: useConfirmLiveClassPaymentMutation$data;
  variables: useConfirmLiveClassPaymentMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startsAt",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "LiveClassBooking",
  "kind": "LinkedField",
  "name": "viewerBooking",
  "plural": false,
  "selections": [
    (v4/*:: as any*/)
  ],
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "LiveClass",
  "kind": "LinkedField",
  "name": "liveClass",
  "plural": false,
  "selections": [
    (v4/*:: as any*/),
    (v6/*:: as any*/)
  ],
  "storageKey": null
},
v8 = {
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
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "instructor",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "minutesDuration",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "studioTimeZone",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "concreteType": "Studio",
  "kind": "LinkedField",
  "name": "studio",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    (v4/*:: as any*/)
  ],
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "amountPaid",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "formatted",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useConfirmLiveClassPaymentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "BookLiveClassPayload",
        "kind": "LinkedField",
        "name": "confirmLiveClassPayment",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "LiveClassBookingEdge",
            "kind": "LinkedField",
            "name": "bookingEdge",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "LiveClassBooking",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "LiveClass",
                    "kind": "LinkedField",
                    "name": "liveClass",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/),
                      (v5/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "UpcomingLiveClass_booking"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "LiveClassBooking",
            "kind": "LinkedField",
            "name": "booking",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "OrderSummaryModal_booking"
              },
              (v7/*:: as any*/)
            ],
            "storageKey": null
          },
          (v7/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useConfirmLiveClassPaymentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "BookLiveClassPayload",
        "kind": "LinkedField",
        "name": "confirmLiveClassPayment",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "LiveClassBookingEdge",
            "kind": "LinkedField",
            "name": "bookingEdge",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "LiveClassBooking",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "LiveClass",
                    "kind": "LinkedField",
                    "name": "liveClass",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "databaseId",
                        "storageKey": null
                      },
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
                      (v12/*:: as any*/),
                      (v13/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v14/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "appendEdge",
            "key": "",
            "kind": "LinkedHandle",
            "name": "bookingEdge",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "LiveClassBooking",
            "kind": "LinkedField",
            "name": "booking",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v14/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "promoCode",
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
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v5/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v4/*:: as any*/),
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v7/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "6cce516289dcb65952cf61045b59eb6c",
    "metadata": {},
    "name": "useConfirmLiveClassPaymentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "666f24b0e9cff7cb07910c670bcef438";

export default node;
