/**
 * @generated SignedSource<<90f06f88baa4676db8826caf26f7b5ba>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type StudioLevel = "ADVANCED" | "ALL_LEVELS" | "INTERMEDIATE" | "UNSPECIFIED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type StudioLevel_studio$data = {
  readonly level: StudioLevel;
  readonly " $fragmentType": "StudioLevel_studio";
};
export type StudioLevel_studio$key = {
  readonly " $data"?: StudioLevel_studio$data;
  readonly " $fragmentSpreads": FragmentRefs<"StudioLevel_studio">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StudioLevel_studio",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "level",
      "storageKey": null
    }
  ],
  "type": "Studio",
  "abstractKey": null
};

(node as any).hash = "5b4c2e62c2e9bf6ed02386509e82f87d";

export default node;
