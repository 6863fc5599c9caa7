/**
 * @generated SignedSource<<fc37edb4598440ab71425db09ad5eb42>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type WorkoutStatus = "COMPLETED" | "SCHEDULED" | "SKIPPED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type MonthCalendar_workouts$data = ReadonlyArray<{
  readonly id: string;
  readonly status: WorkoutStatus;
  readonly when: any;
  readonly " $fragmentType": "MonthCalendar_workouts";
}>;
export type MonthCalendar_workouts$key = ReadonlyArray<{
  readonly " $data"?: MonthCalendar_workouts$data;
  readonly " $fragmentSpreads": FragmentRefs<"MonthCalendar_workouts">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "MonthCalendar_workouts",
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

(node as any).hash = "7fdb6622be5a8d77ddb72bbd0b0bae22";

export default node;
