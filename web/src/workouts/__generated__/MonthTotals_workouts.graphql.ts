/**
 * @generated SignedSource<<20eee223b1dfdb732957b0d1db79cc61>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type WorkoutStatus = "COMPLETED" | "SCHEDULED" | "SKIPPED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type MonthTotals_workouts$data = ReadonlyArray<{
  readonly status: WorkoutStatus;
  readonly " $fragmentType": "MonthTotals_workouts";
}>;
export type MonthTotals_workouts$key = ReadonlyArray<{
  readonly " $data"?: MonthTotals_workouts$data;
  readonly " $fragmentSpreads": FragmentRefs<"MonthTotals_workouts">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "MonthTotals_workouts",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    }
  ],
  "type": "Workout",
  "abstractKey": null
};

(node as any).hash = "cba834d2c60c5ab9b92d54330a25ed74";

export default node;
