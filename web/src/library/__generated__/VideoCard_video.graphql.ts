/**
 * @generated SignedSource<<8ea704f91add11ba58dfe9909e8748fd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type VideoCard_video$data = {
  readonly canWatch: boolean;
  readonly databaseId: number;
  readonly id: string;
  readonly instructor: {
    readonly name: string;
  };
  readonly level: string;
  readonly minutes: number;
  readonly posterUrl: string;
  readonly studio: {
    readonly name: string;
  };
  readonly title: string;
  readonly viewerProgress: {
    readonly completedAt: any | null | undefined;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"FavoriteButton_video">;
  readonly " $fragmentType": "VideoCard_video";
};
export type VideoCard_video$key = {
  readonly " $data"?: VideoCard_video$data;
  readonly " $fragmentSpreads": FragmentRefs<"VideoCard_video">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VideoCard_video",
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
      "kind": "ScalarField",
      "name": "level",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canWatch",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Studio",
      "kind": "LinkedField",
      "name": "studio",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Instructor",
      "kind": "LinkedField",
      "name": "instructor",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "VideoProgress",
      "kind": "LinkedField",
      "name": "viewerProgress",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "completedAt",
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
})();

(node as any).hash = "6e564b6cced88a920a5479c094fba27e";

export default node;
