/**
 * @generated SignedSource<<114034a6a1db042a5ef2346a7f62ffa7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type SubscriptionStatus = "ACTIVE" | "CANCELED" | "EXPIRED" | "PAST_DUE" | "PAUSED" | "TRIALING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type CancelPage_user$data = {
  readonly firstName: string;
  readonly subscription: {
    readonly cancelAtPeriodEnd: boolean;
    readonly currentPeriodEnd: any;
    readonly endsAt: any | null | undefined;
    readonly plan: {
      readonly name: string;
    };
    readonly status: SubscriptionStatus;
    readonly trialEndsAt: any | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "CancelPage_user";
};
export type CancelPage_user$key = {
  readonly " $data"?: CancelPage_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"CancelPage_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CancelPage_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "firstName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MemberSubscription",
      "kind": "LinkedField",
      "name": "subscription",
      "plural": false,
      "selections": [
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
          "name": "cancelAtPeriodEnd",
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
          "name": "trialEndsAt",
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
          "concreteType": "Plan",
          "kind": "LinkedField",
          "name": "plan",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            }
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

(node as any).hash = "ab7a14ea9234f97b13fe138d8bb6d664";

export default node;
