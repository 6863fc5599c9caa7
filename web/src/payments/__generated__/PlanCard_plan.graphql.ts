/**
 * @generated SignedSource<<6185e976b56313413da7e404b798ffb6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PlanKind = "DAY_PASS" | "MONTHLY" | "YEARLY" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type PlanCard_plan$data = {
  readonly kind: PlanKind;
  readonly name: string;
  readonly price: {
    readonly formatted: string;
  };
  readonly trialDays: number;
  readonly " $fragmentType": "PlanCard_plan";
};
export type PlanCard_plan$key = {
  readonly " $data"?: PlanCard_plan$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlanCard_plan">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlanCard_plan",
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

(node as any).hash = "3a034c9bb30cb877ed092fdef949fb53";

export default node;
