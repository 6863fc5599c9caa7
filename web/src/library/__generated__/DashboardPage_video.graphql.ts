/**
 * @generated SignedSource<<5548e04f9becf1c56144e6a53883fba3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DashboardPage_video$data = {
  readonly databaseId: number;
  readonly minutes: number;
  readonly posterUrl: string;
  readonly studio: {
    readonly name: string;
  };
  readonly title: string;
  readonly " $fragmentSpreads": FragmentRefs<"FavoriteButton_video">;
  readonly " $fragmentType": "DashboardPage_video";
};
export type DashboardPage_video$key = {
  readonly " $data"?: DashboardPage_video$data;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardPage_video">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DashboardPage_video",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
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
      "name": "posterUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "minutes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Studio",
      "kind": "LinkedField",
      "name": "studio",
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FavoriteButton_video"
    }
  ],
  "type": "Video",
  "abstractKey": null
};

(node as any).hash = "281071861aa98e1c314418916f89cea1";

export default node;
