/**
 * @generated SignedSource<<4e63be3a63285703a6e12c736c39eecf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StudioInstructors_studio$data = {
  readonly instructors: ReadonlyArray<{
    readonly bio: string;
    readonly imageUrl: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "StudioInstructors_studio";
};
export type StudioInstructors_studio$key = {
  readonly " $data"?: StudioInstructors_studio$data;
  readonly " $fragmentSpreads": FragmentRefs<"StudioInstructors_studio">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StudioInstructors_studio",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Instructor",
      "kind": "LinkedField",
      "name": "instructors",
      "plural": true,
      "selections": [
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
          "name": "bio",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "imageUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Studio",
  "abstractKey": null
};

(node as any).hash = "f73607b87bcd10d20ef3edb3634c9bae";

export default node;
