/**
 * @generated SignedSource<<890bace7fcda0cc4fa353c19d0556cb9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type WorkoutStatus = "COMPLETED" | "SCHEDULED" | "SKIPPED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type EditWorkoutDialog_workout$data = {
  readonly canReschedule: boolean;
  readonly id: string;
  readonly liveClass: {
    readonly title: string;
  } | null | undefined;
  readonly status: WorkoutStatus;
  readonly video: {
    readonly title: string;
  } | null | undefined;
  readonly when: any;
  readonly " $fragmentType": "EditWorkoutDialog_workout";
};
export type EditWorkoutDialog_workout$key = {
  readonly " $data"?: EditWorkoutDialog_workout$data;
  readonly " $fragmentSpreads": FragmentRefs<"EditWorkoutDialog_workout">;
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
  "name": "EditWorkoutDialog_workout",
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
    }
  ],
  "type": "Workout",
  "abstractKey": null
};
})();

(node as any).hash = "999d60193f31122fa2277145f533d74c";

export default node;
