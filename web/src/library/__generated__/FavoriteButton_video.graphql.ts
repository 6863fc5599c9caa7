/**
 * @generated SignedSource<<24cbbbeb08bb2f03c34d662cc5caade2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FavoriteButton_video$data = {
  readonly id: string;
  readonly title: string;
  readonly viewerHasFavorited: boolean;
  readonly " $fragmentType": "FavoriteButton_video";
};
export type FavoriteButton_video$key = {
  readonly " $data"?: FavoriteButton_video$data;
  readonly " $fragmentSpreads": FragmentRefs<"FavoriteButton_video">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FavoriteButton_video",
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
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerHasFavorited",
      "storageKey": null
    }
  ],
  "type": "Video",
  "abstractKey": null
};

(node as any).hash = "0a9245a17708900b68e2746dc0249023";

export default node;
