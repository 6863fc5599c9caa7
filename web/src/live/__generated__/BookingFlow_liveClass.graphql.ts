/**
 * @generated SignedSource<<110f199bede764720f38efe75c179d80>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BookingFlow_liveClass$data = {
  readonly id: string;
  readonly viewerBooking: {
    readonly id: string;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"AlreadySubscribedModal_liveClass" | "LiveClassPaymentModal_liveClass">;
  readonly " $fragmentType": "BookingFlow_liveClass";
};
export type BookingFlow_liveClass$key = {
  readonly " $data"?: BookingFlow_liveClass$data;
  readonly " $fragmentSpreads": FragmentRefs<"BookingFlow_liveClass">;
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
  "name": "BookingFlow_liveClass",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "AlreadySubscribedModal_liveClass"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LiveClassPaymentModal_liveClass"
    }
  ],
  "type": "LiveClass",
  "abstractKey": null
};
})();

(node as any).hash = "652e888e0d817da7243c2a8cf66d7059";

export default node;
