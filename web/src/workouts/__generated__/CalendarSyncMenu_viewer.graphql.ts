/**
 * @generated SignedSource<<57cdc6a3b307caddb331ded70ba11cec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CalendarProvider = "GOOGLE" | "OUTLOOK" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type CalendarSyncMenu_viewer$data = {
  readonly calendarConnections: ReadonlyArray<{
    readonly provider: CalendarProvider;
    readonly " $fragmentSpreads": FragmentRefs<"CalendarConnectionRow_connection">;
  }>;
  readonly " $fragmentType": "CalendarSyncMenu_viewer";
};
export type CalendarSyncMenu_viewer$key = {
  readonly " $data"?: CalendarSyncMenu_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"CalendarSyncMenu_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CalendarSyncMenu_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CalendarConnection",
      "kind": "LinkedField",
      "name": "calendarConnections",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "provider",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "CalendarConnectionRow_connection"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "586a5f6f48679ff0c0e497d60f350021";

export default node;
