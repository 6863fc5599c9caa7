/**
 * @generated SignedSource<<ad00273668a05bd9d9800907c377697a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type SubscriptionStatus = "ACTIVE" | "CANCELED" | "EXPIRED" | "PAST_DUE" | "PAUSED" | "TRIALING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type PausedPlan_user$data = {
  readonly subscription: {
    readonly currentPeriodEnd: any;
    readonly pausedAt: any | null | undefined;
    readonly plan: {
      readonly name: string;
    };
    readonly status: SubscriptionStatus;
    readonly trialEndsAt: any | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "PausedPlan_user";
};
export type PausedPlan_user$key = {
  readonly " $data"?: PausedPlan_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"PausedPlan_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PausedPlan_user",
  "selections": [
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
          "name": "pausedAt",
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

(node as any).hash = "b1135c7479d7bf8dd312d59aaf5cd8dc";

export default node;
