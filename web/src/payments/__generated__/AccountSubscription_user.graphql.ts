/**
 * @generated SignedSource<<5adc0897c9a30287bd379d8ac42bf838>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PlanKind = "DAY_PASS" | "MONTHLY" | "YEARLY" | "%future added value";
export type SubscriptionStatus = "ACTIVE" | "CANCELED" | "EXPIRED" | "PAST_DUE" | "PAUSED" | "TRIALING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AccountSubscription_user$data = {
  readonly dayPasses: ReadonlyArray<{
    readonly active: boolean;
    readonly date: string;
    readonly id: string;
    readonly studio: {
      readonly name: string;
    } | null | undefined;
  }>;
  readonly subscription: {
    readonly cancelAtPeriodEnd: boolean;
    readonly card: {
      readonly brand: string;
      readonly expMonth: number;
      readonly expYear: number;
      readonly last4: string;
    } | null | undefined;
    readonly currentPeriodEnd: any;
    readonly endsAt: any | null | undefined;
    readonly id: string;
    readonly nextBillingAmount: {
      readonly formatted: string;
    } | null | undefined;
    readonly nextBillingAt: any | null | undefined;
    readonly pausedAt: any | null | undefined;
    readonly plan: {
      readonly kind: PlanKind;
      readonly name: string;
      readonly packageId: string;
      readonly price: {
        readonly formatted: string;
      };
      readonly trialDays: number;
    };
    readonly planChoices: ReadonlyArray<{
      readonly firstPayment: {
        readonly formatted: string;
      };
      readonly plan: {
        readonly kind: PlanKind;
        readonly name: string;
        readonly packageId: string;
      };
      readonly startsAt: any;
    }>;
    readonly promo: {
      readonly code: string;
      readonly description: string;
    } | null | undefined;
    readonly scheduledPlanChange: {
      readonly firstPayment: {
        readonly formatted: string;
      };
      readonly plan: {
        readonly kind: PlanKind;
        readonly name: string;
      };
      readonly startsAt: any;
    } | null | undefined;
    readonly status: SubscriptionStatus;
    readonly trialEndsAt: any | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "AccountSubscription_user";
};
export type AccountSubscription_user$key = {
  readonly " $data"?: AccountSubscription_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountSubscription_user">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "formatted",
    "storageKey": null
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "packageId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "firstPayment",
  "plural": false,
  "selections": (v1/*:: as any*/),
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startsAt",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountSubscription_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "MemberSubscription",
      "kind": "LinkedField",
      "name": "subscription",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "trialEndsAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currentPeriodEnd",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nextBillingAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "nextBillingAmount",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cancelAtPeriodEnd",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "endsAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pausedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Plan",
          "kind": "LinkedField",
          "name": "plan",
          "plural": false,
          "selections": [
            (v2/*:: as any*/),
            (v3/*:: as any*/),
            (v4/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "trialDays",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Money",
              "kind": "LinkedField",
              "name": "price",
              "plural": false,
              "selections": (v1/*:: as any*/),
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PlanChange",
          "kind": "LinkedField",
          "name": "scheduledPlanChange",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Plan",
              "kind": "LinkedField",
              "name": "plan",
              "plural": false,
              "selections": [
                (v3/*:: as any*/),
                (v4/*:: as any*/)
              ],
              "storageKey": null
            },
            (v5/*:: as any*/),
            (v6/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PlanChange",
          "kind": "LinkedField",
          "name": "planChoices",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Plan",
              "kind": "LinkedField",
              "name": "plan",
              "plural": false,
              "selections": [
                (v2/*:: as any*/),
                (v3/*:: as any*/),
                (v4/*:: as any*/)
              ],
              "storageKey": null
            },
            (v5/*:: as any*/),
            (v6/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PaymentCard",
          "kind": "LinkedField",
          "name": "card",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "brand",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "last4",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "expMonth",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "expYear",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "AppliedPromo",
          "kind": "LinkedField",
          "name": "promo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "code",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "description",
              "storageKey": null
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
      "concreteType": "DayPass",
      "kind": "LinkedField",
      "name": "dayPasses",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "date",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "active",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Studio",
          "kind": "LinkedField",
          "name": "studio",
          "plural": false,
          "selections": [
            (v3/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "d9afc0cc670898c26cc3d76ce7ad92b5";

export default node;
