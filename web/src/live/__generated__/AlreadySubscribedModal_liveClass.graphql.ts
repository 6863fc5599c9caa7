/**
 * @generated SignedSource<<46c4e2ba9e65f6e7aa01a10ad9c8f1bd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AlreadySubscribedModal_liveClass$data = {
  readonly " $fragmentSpreads": FragmentRefs<"LiveClassSummary_liveClass">;
  readonly " $fragmentType": "AlreadySubscribedModal_liveClass";
};
export type AlreadySubscribedModal_liveClass$key = {
  readonly " $data"?: AlreadySubscribedModal_liveClass$data;
  readonly " $fragmentSpreads": FragmentRefs<"AlreadySubscribedModal_liveClass">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AlreadySubscribedModal_liveClass",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LiveClassSummary_liveClass"
    }
  ],
  "type": "LiveClass",
  "abstractKey": null
};

(node as any).hash = "220988c83ec1e17660a891ef7f634c78";

export default node;
