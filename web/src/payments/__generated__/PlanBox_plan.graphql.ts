/**
 * @generated SignedSource<<3a48737a13258ce052ebb06bb9c34b1c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PlanKind = "DAY_PASS" | "MONTHLY" | "YEARLY" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type PlanBox_plan$data = {
  readonly kind: PlanKind;
  readonly name: string;
  readonly packageId: string;
  readonly price: {
    readonly formatted: string;
  };
  readonly trialDays: number;
  readonly " $fragmentType": "PlanBox_plan";
};
export type PlanBox_plan$key = {
  readonly " $data"?: PlanBox_plan$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlanBox_plan">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlanBox_plan",
  "selections": [
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
      "name": "kind",
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
    }
  ],
  "type": "Plan",
  "abstractKey": null
};

(node as any).hash = "970254cdd4d383d352e018678eb0b48a";

export default node;
