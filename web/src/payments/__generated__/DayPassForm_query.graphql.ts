/**
 * @generated SignedSource<<19fb5893b826b5479c17729abe56679b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PlanKind = "DAY_PASS" | "MONTHLY" | "YEARLY" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type DayPassForm_query$data = {
  readonly paymentProvider: {
    readonly " $fragmentSpreads": FragmentRefs<"CardFormContext_paymentProvider">;
  } | null | undefined;
  readonly plans: ReadonlyArray<{
    readonly kind: PlanKind;
    readonly " $fragmentSpreads": FragmentRefs<"DayPassCard_plan">;
  }> | null | undefined;
  readonly " $fragmentType": "DayPassForm_query";
};
export type DayPassForm_query$key = {
  readonly " $data"?: DayPassForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"DayPassForm_query">;
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
  "name": "DayPassForm_query",
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
          "name": "kind",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "DayPassCard_plan"
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
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "b4678f6e19d051f3b5f0bb317f0ad431";

export default node;
