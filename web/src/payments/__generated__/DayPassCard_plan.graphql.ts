/**
 * @generated SignedSource<<ba1013d686ba7671869c6806a10ef8ae>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PlanKind = "DAY_PASS" | "MONTHLY" | "YEARLY" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type DayPassCard_plan$data = {
  readonly kind: PlanKind;
  readonly name: string;
  readonly price: {
    readonly formatted: string;
  };
  readonly trialDays: number;
  readonly " $fragmentType": "DayPassCard_plan";
};
export type DayPassCard_plan$key = {
  readonly " $data"?: DayPassCard_plan$data;
  readonly " $fragmentSpreads": FragmentRefs<"DayPassCard_plan">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DayPassCard_plan",
  "selections": [
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

(node as any).hash = "350914bd30fd36081c71de9085ee3926";

export default node;
