/**
 * @generated SignedSource<<6c88b2bebca31c650342dc0b8907e50c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PlanKind = "DAY_PASS" | "MONTHLY" | "YEARLY" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type PaymentForm_query$data = {
  readonly paymentProvider: {
    readonly " $fragmentSpreads": FragmentRefs<"CardFormContext_paymentProvider">;
  } | null | undefined;
  readonly plans: ReadonlyArray<{
    readonly id: string;
    readonly kind: PlanKind;
    readonly name: string;
    readonly packageId: string;
    readonly price: {
      readonly formatted: string;
    };
    readonly trialDays: number;
    readonly " $fragmentSpreads": FragmentRefs<"PlanBox_plan">;
  }> | null | undefined;
  readonly viewer: {
    readonly freeTrialAvailable: boolean;
  } | null | undefined;
  readonly " $fragmentType": "PaymentForm_query";
};
export type PaymentForm_query$key = {
  readonly " $data"?: PaymentForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentForm_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "studioShortName"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentForm_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "studioShortName",
          "variableName": "studioShortName"
        }
      ],
      "concreteType": "Plan",
      "kind": "LinkedField",
      "name": "plans",
      "plural": true,
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
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "packageId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
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
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "formatted",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PlanBox_plan"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentProvider",
      "kind": "LinkedField",
      "name": "paymentProvider",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "CardFormContext_paymentProvider"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "freeTrialAvailable",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "9b61c64c1d570f53e31942d70ab50992";

export default node;
