/**
 * @generated SignedSource<<d8bf0c7eeb1e7307fba09e78ef210778>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Header_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"StudiosMenu_query">;
  readonly " $fragmentType": "Header_query";
};
export type Header_query$key = {
  readonly " $data"?: Header_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"Header_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Header_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "StudiosMenu_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "ffacd84f7a7c8a5d452c6af2b3aad2f4";

export default node;
