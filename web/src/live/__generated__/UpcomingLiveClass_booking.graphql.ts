/**
 * @generated SignedSource<<3dcc0c3d67034230d7060a897925b886>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type UpcomingLiveClass_booking$data = {
  readonly liveClass: {
    readonly databaseId: number;
    readonly startsAt: any;
    readonly title: string;
    readonly " $fragmentSpreads": FragmentRefs<"LiveClassSummary_liveClass">;
  };
  readonly " $fragmentSpreads": FragmentRefs<"CancelBookingDialog_booking">;
  readonly " $fragmentType": "UpcomingLiveClass_booking";
};
export type UpcomingLiveClass_booking$key = {
  readonly " $data"?: UpcomingLiveClass_booking$data;
  readonly " $fragmentSpreads": FragmentRefs<"UpcomingLiveClass_booking">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UpcomingLiveClass_booking",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "LiveClass",
      "kind": "LinkedField",
      "name": "liveClass",
      "plural": false,
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
          "name": "startsAt",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "LiveClassSummary_liveClass"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CancelBookingDialog_booking"
    }
  ],
  "type": "LiveClassBooking",
  "abstractKey": null
};

(node as any).hash = "5368af86f15d072c7e76882de59c4ad5";

export default node;
