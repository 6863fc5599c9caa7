/**
 * @generated SignedSource<<988830ffba35b99e775c4859e9ef4ca9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type WorkoutStatus = "COMPLETED" | "SCHEDULED" | "SKIPPED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type WorkoutBlockItem_workout$data = {
  readonly canReschedule: boolean;
  readonly id: string;
  readonly liveClass: {
    readonly title: string;
  } | null | undefined;
  readonly programTitle: string;
  readonly status: WorkoutStatus;
  readonly video: {
    readonly title: string;
  } | null | undefined;
  readonly when: any;
  readonly " $fragmentSpreads": FragmentRefs<"EditWorkoutDialog_workout">;
  readonly " $fragmentType": "WorkoutBlockItem_workout";
};
export type WorkoutBlockItem_workout$key = {
  readonly " $data"?: WorkoutBlockItem_workout$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorkoutBlockItem_workout">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "title",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WorkoutBlockItem_workout",
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "programTitle",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canReschedule",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Video",
      "kind": "LinkedField",
      "name": "video",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LiveClass",
      "kind": "LinkedField",
      "name": "liveClass",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "EditWorkoutDialog_workout"
    }
  ],
  "type": "Workout",
  "abstractKey": null
};
})();

(node as any).hash = "2033343ccdedeaa1d88a30f9b95736e4";

export default node;
