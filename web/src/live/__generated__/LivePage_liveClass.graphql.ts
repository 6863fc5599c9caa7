/**
 * @generated SignedSource<<078bdb75a8dedb1872ca00d460bed5ba>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LivePage_liveClass$data = {
  readonly databaseId: number;
  readonly id: string;
  readonly startsAt: any;
  readonly title: string;
  readonly viewerBooking: {
    readonly id: string;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"BookingFlow_liveClass" | "LiveClassSummary_liveClass">;
  readonly " $fragmentType": "LivePage_liveClass";
};
export type LivePage_liveClass$key = {
  readonly " $data"?: LivePage_liveClass$data;
  readonly " $fragmentSpreads": FragmentRefs<"LivePage_liveClass">;
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
  "name": "LivePage_liveClass",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "startsAt",
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
      "name": "LiveClassSummary_liveClass"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BookingFlow_liveClass"
    }
  ],
  "type": "LiveClass",
  "abstractKey": null
};
})();

(node as any).hash = "b510d0150c3ee52a956aa7c995ad4665";

export default node;
