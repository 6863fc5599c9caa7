/**
 * @generated SignedSource<<a01c4cdf485b1191e7ce677550eec1d5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type UpcomingLiveClassesList_edgeNode$data = {
  readonly id: string;
  readonly liveClass: {
    readonly id: string;
    readonly startsAt: any;
  };
  readonly " $fragmentSpreads": FragmentRefs<"UpcomingLiveClass_booking">;
  readonly " $fragmentType": "UpcomingLiveClassesList_edgeNode";
};
export type UpcomingLiveClassesList_edgeNode$key = {
  readonly " $data"?: UpcomingLiveClassesList_edgeNode$data;
  readonly " $fragmentSpreads": FragmentRefs<"UpcomingLiveClassesList_edgeNode">;
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
  "name": "UpcomingLiveClassesList_edgeNode",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "LiveClass",
      "kind": "LinkedField",
      "name": "liveClass",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "startsAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "UpcomingLiveClass_booking"
    }
  ],
  "type": "LiveClassBooking",
  "abstractKey": null
};
})();

(node as any).hash = "cc7458a83a0b8e71aec5085c098689ff";

export default node;
