/**
 * @generated SignedSource<<63e36298cd2d8da8617b594323b0d6eb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type WorkoutStatus = "COMPLETED" | "SCHEDULED" | "SKIPPED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type WorkoutSlide_workout$data = {
  readonly durationSeconds: number;
  readonly liveClass: {
    readonly instructor: string;
    readonly title: string;
  } | null | undefined;
  readonly status: WorkoutStatus;
  readonly video: {
    readonly databaseId: number;
    readonly instructor: {
      readonly name: string;
    };
    readonly title: string;
  } | null | undefined;
  readonly when: any;
  readonly " $fragmentType": "WorkoutSlide_workout";
};
export type WorkoutSlide_workout$key = {
  readonly " $data"?: WorkoutSlide_workout$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorkoutSlide_workout">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WorkoutSlide_workout",
  "selections": [
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
      "name": "when",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "durationSeconds",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Video",
      "kind": "LinkedField",
      "name": "video",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "databaseId",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Instructor",
          "kind": "LinkedField",
          "name": "instructor",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LiveClass",
      "kind": "LinkedField",
      "name": "liveClass",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "instructor",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Workout",
  "abstractKey": null
};
})();

(node as any).hash = "8860b0617a3c14b2c9b513e912f2114e";

export default node;
