/**
 * @generated SignedSource<<2db42c5013be67006539936b7bbb1de8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type UserErrorCode = "ALREADY_BOOKED" | "ALREADY_INVITED" | "ALREADY_OWNED" | "ALREADY_SUBSCRIBED" | "AMOUNT_MISMATCH" | "CARD_DECLINED" | "CLASS_CANCELLED" | "CLASS_ENDED" | "CLASS_NOT_LIVE" | "CLASS_STARTED" | "EMAIL_TAKEN" | "FORBIDDEN" | "FRIEND_BOOKED" | "INVALID_CARD" | "INVALID_EMAIL_CHANGE_LINK" | "INVALID_INPUT" | "INVALID_INVITATION" | "INVALID_PROMO" | "INVALID_RESET_LINK" | "INVALID_STATE" | "NOT_BOOKED" | "NOT_CONFIGURED" | "NOT_FOUND" | "NOT_FRIENDS" | "NO_SUBSCRIPTION" | "PAYMENT_REQUIRED" | "PAYMENT_UNAVAILABLE" | "PLAYBACK_NOT_ALLOWED" | "PROVIDER_UNAVAILABLE" | "SAME_PLAN" | "STREAM_ID_IN_USE" | "TOO_MANY_ATTEMPTS" | "UNAUTHENTICATED" | "WRONG_CREDENTIALS" | "WRONG_PASSWORD" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type bookingPayload_payload$data = {
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
  readonly " $fragmentType": "bookingPayload_payload";
};
export type bookingPayload_payload$key = {
  readonly " $data"?: bookingPayload_payload$data;
  readonly " $fragmentSpreads": FragmentRefs<"bookingPayload_payload">;
};

const node: ReaderFragment = (function(){
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
  "concreteType": "LiveClass",
  "kind": "LinkedField",
  "name": "liveClass",
  "plural": false,
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "LiveClassBooking",
      "kind": "LinkedField",
      "name": "viewerBooking",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "connections"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "bookingPayload_payload",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "LiveClassBookingEdge",
      "kind": "LinkedField",
      "name": "bookingEdge",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cursor",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "LiveClassBooking",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "LiveClass",
              "kind": "LinkedField",
              "name": "liveClass",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "startsAt",
                  "storageKey": null
                }
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
        (v0/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "OrderSummaryModal_booking"
        },
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    (v1/*:: as any*/),
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
  "type": "BookLiveClassPayload",
  "abstractKey": null
};
})();

(node as any).hash = "cdf32d5ba7953083e09afeea6b64976c";

export default node;
