/**
 * @generated SignedSource<<c47034c1a13d54683d0fbb17d83efdf9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type WorkoutDayBlocks_workouts$data = ReadonlyArray<{
  readonly id: string;
  readonly when: any;
  readonly " $fragmentSpreads": FragmentRefs<"WorkoutBlockItem_workout">;
  readonly " $fragmentType": "WorkoutDayBlocks_workouts";
}>;
export type WorkoutDayBlocks_workouts$key = ReadonlyArray<{
  readonly " $data"?: WorkoutDayBlocks_workouts$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorkoutDayBlocks_workouts">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "WorkoutDayBlocks_workouts",
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
      "name": "when",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "WorkoutBlockItem_workout"
    }
  ],
  "type": "Workout",
  "abstractKey": null
};

(node as any).hash = "f224e20dbb8e350bdd543601747fc463";

export default node;
