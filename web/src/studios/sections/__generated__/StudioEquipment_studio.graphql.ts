/**
 * @generated SignedSource<<568b66f1ba17a9cd22765295dd2260be>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StudioEquipment_studio$data = {
  readonly equipment: ReadonlyArray<{
    readonly hack: string | null | undefined;
    readonly key: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "StudioEquipment_studio";
};
export type StudioEquipment_studio$key = {
  readonly " $data"?: StudioEquipment_studio$data;
  readonly " $fragmentSpreads": FragmentRefs<"StudioEquipment_studio">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StudioEquipment_studio",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Equipment",
      "kind": "LinkedField",
      "name": "equipment",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "key",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hack",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Studio",
  "abstractKey": null
};

(node as any).hash = "074af0adccf1e866204927fa681f5b42";

export default node;
