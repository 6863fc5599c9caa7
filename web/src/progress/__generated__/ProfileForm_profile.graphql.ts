/**
 * @generated SignedSource<<b20a042dae09cac9148f06a30c858c3a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ActivityLevel = "ACTIVE" | "LIGHTLY_ACTIVE" | "SEDENTARY" | "VERY_ACTIVE" | "%future added value";
export type FitnessProfileField = "AGE" | "GENDER" | "WEIGHT" | "%future added value";
export type Gender = "F" | "M" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ProfileForm_profile$data = {
  readonly activityLevel: ActivityLevel | null | undefined;
  readonly age: number;
  readonly birthday: string | null | undefined;
  readonly defaults: ReadonlyArray<FitnessProfileField>;
  readonly gender: Gender;
  readonly weight: number;
  readonly " $fragmentType": "ProfileForm_profile";
};
export type ProfileForm_profile$key = {
  readonly " $data"?: ProfileForm_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileForm_profile">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileForm_profile",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "birthday",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "age",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "weight",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "gender",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "activityLevel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "defaults",
      "storageKey": null
    }
  ],
  "type": "FitnessProfile",
  "abstractKey": null
};

(node as any).hash = "34db6fd7359274482628b77c77d24f89";

export default node;
