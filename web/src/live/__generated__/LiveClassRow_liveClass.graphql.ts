/**
 * @generated SignedSource<<01b17a5fb584313ed40b4372353a4847>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LiveClassRow_liveClass$data = {
  readonly id: string;
  readonly includedForViewer: boolean;
  readonly instructor: string;
  readonly minutesDuration: number;
  readonly price: {
    readonly cents: number;
  };
  readonly startsAt: any;
  readonly studio: {
    readonly name: string;
  };
  readonly studioLogoUrl: string;
  readonly studioTimeZone: string;
  readonly title: string;
  readonly viewerBooking: {
    readonly id: string;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"BookingFlow_liveClass" | "FriendsBookedLine_liveClass">;
  readonly " $fragmentType": "LiveClassRow_liveClass";
};
export type LiveClassRow_liveClass$key = {
  readonly " $data"?: LiveClassRow_liveClass$data;
  readonly " $fragmentSpreads": FragmentRefs<"LiveClassRow_liveClass">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LiveClassRow_liveClass",
  "selections": [
    (v0/*:: as any*/),
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
      "kind": "ScalarField",
      "name": "studioLogoUrl",
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
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "price",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cents",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "includedForViewer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LiveClassBooking",
      "kind": "LinkedField",
      "name": "viewerBooking",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BookingFlow_liveClass"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FriendsBookedLine_liveClass"
    }
  ],
  "type": "LiveClass",
  "abstractKey": null
};
})();

(node as any).hash = "0744595c9655c816604fc860a4e3f32d";

export default node;
