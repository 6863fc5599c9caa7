/**
 * @generated SignedSource<<0004f97944e79840d7cc385ec54f975d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type VideoPage_video$data = {
  readonly bodyFocus: ReadonlyArray<string>;
  readonly calories: number;
  readonly canWatch: boolean;
  readonly classTypes: ReadonlyArray<string>;
  readonly databaseId: number;
  readonly equipment: ReadonlyArray<{
    readonly hack: string | null | undefined;
    readonly name: string;
  }>;
  readonly id: string;
  readonly instructor: {
    readonly name: string;
  };
  readonly level: string;
  readonly limitations: ReadonlyArray<string>;
  readonly minutes: number;
  readonly playback: {
    readonly hlsUrl: string;
    readonly mp4Url: string;
  } | null | undefined;
  readonly posterUrl: string;
  readonly program: {
    readonly title: string;
    readonly videos: ReadonlyArray<{
      readonly databaseId: number;
      readonly id: string;
      readonly title: string;
    }>;
  } | null | undefined;
  readonly purchasePrice: {
    readonly formatted: string;
  } | null | undefined;
  readonly studio: {
    readonly name: string;
  };
  readonly summary: string;
  readonly targetMuscles: ReadonlyArray<string>;
  readonly title: string;
  readonly viewerProgress: {
    readonly completedAt: any | null | undefined;
    readonly positionSeconds: number;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"FavoriteButton_video">;
  readonly " $fragmentType": "VideoPage_video";
};
export type VideoPage_video$key = {
  readonly " $data"?: VideoPage_video$data;
  readonly " $fragmentSpreads": FragmentRefs<"VideoPage_video">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = [
  (v3/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VideoPage_video",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "summary",
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
      "name": "calories",
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
      "name": "classTypes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bodyFocus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "targetMuscles",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "limitations",
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
      "name": "canWatch",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "purchasePrice",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "formatted",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "EquipmentNeed",
      "kind": "LinkedField",
      "name": "equipment",
      "plural": true,
      "selections": [
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hack",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Studio",
      "kind": "LinkedField",
      "name": "studio",
      "plural": false,
      "selections": (v4/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Instructor",
      "kind": "LinkedField",
      "name": "instructor",
      "plural": false,
      "selections": (v4/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "VideoPlayback",
      "kind": "LinkedField",
      "name": "playback",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hlsUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mp4Url",
          "storageKey": null
        }
      ],
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
          "name": "positionSeconds",
          "storageKey": null
        },
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
      "alias": null,
      "args": null,
      "concreteType": "Program",
      "kind": "LinkedField",
      "name": "program",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Video",
          "kind": "LinkedField",
          "name": "videos",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            (v2/*:: as any*/)
          ],
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

(node as any).hash = "4efbde4eff5b3a249a4461b380935cd3";

export default node;
