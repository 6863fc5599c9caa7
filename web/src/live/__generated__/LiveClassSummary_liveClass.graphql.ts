/**
 * @generated SignedSource<<a98be87222e896e39cb392199b47b0fd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LiveClassSummary_liveClass$data = {
  readonly instructor: string;
  readonly minutesDuration: number;
  readonly startsAt: any;
  readonly studio: {
    readonly name: string;
  };
  readonly studioTimeZone: string;
  readonly title: string;
  readonly " $fragmentType": "LiveClassSummary_liveClass";
};
export type LiveClassSummary_liveClass$key = {
  readonly " $data"?: LiveClassSummary_liveClass$data;
  readonly " $fragmentSpreads": FragmentRefs<"LiveClassSummary_liveClass">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LiveClassSummary_liveClass",
  "selections": [
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
      "name": "instructor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startsAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "minutesDuration",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "studioTimeZone",
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
    }
  ],
  "type": "LiveClass",
  "abstractKey": null
};

(node as any).hash = "f99a628056380346e84879259043b8b6";

export default node;
