/**
 * @generated SignedSource<<f0c41cc81bbf1570dc8afe43b2b7b520>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FavoriteVideoList_node$data = {
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"VideoCard_video">;
  readonly " $fragmentType": "FavoriteVideoList_node";
};
export type FavoriteVideoList_node$key = {
  readonly " $data"?: FavoriteVideoList_node$data;
  readonly " $fragmentSpreads": FragmentRefs<"FavoriteVideoList_node">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FavoriteVideoList_node",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "VideoCard_video"
    }
  ],
  "type": "Video",
  "abstractKey": null
};

(node as any).hash = "22b56a28e75b68e0e16afb92282a7372";

export default node;
