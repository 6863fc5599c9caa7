/**
 * @generated SignedSource<<2f06bcd2d5c595087c7077a971fb011e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type WorkoutStatus = "COMPLETED" | "SCHEDULED" | "SKIPPED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type CalendarPage_workout$data = {
  readonly id: string;
  readonly status: WorkoutStatus;
  readonly when: any;
  readonly " $fragmentSpreads": FragmentRefs<"WorkoutBlockItem_workout" | "WorkoutSlide_workout">;
  readonly " $fragmentType": "CalendarPage_workout";
};
export type CalendarPage_workout$key = {
  readonly " $data"?: CalendarPage_workout$data;
  readonly " $fragmentSpreads": FragmentRefs<"CalendarPage_workout">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CalendarPage_workout",
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "WorkoutSlide_workout"
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

(node as any).hash = "92423791f33207cf5b98a8e5a40de249";

export default node;
