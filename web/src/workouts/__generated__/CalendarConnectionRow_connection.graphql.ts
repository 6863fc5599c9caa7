/**
 * @generated SignedSource<<6eb296d59552b497715610179d60979d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CalendarProvider = "GOOGLE" | "OUTLOOK" | "%future added value";
export type CalendarSyncState = "ERROR" | "SYNCED" | "SYNCING" | "UNCONNECTED" | "UNSYNCED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type CalendarConnectionRow_connection$data = {
  readonly configured: boolean;
  readonly lastSyncedAt: any | null | undefined;
  readonly pending: number;
  readonly provider: CalendarProvider;
  readonly reason: string | null | undefined;
  readonly state: CalendarSyncState;
  readonly " $fragmentType": "CalendarConnectionRow_connection";
};
export type CalendarConnectionRow_connection$key = {
  readonly " $data"?: CalendarConnectionRow_connection$data;
  readonly " $fragmentSpreads": FragmentRefs<"CalendarConnectionRow_connection">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CalendarConnectionRow_connection",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "provider",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "configured",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastSyncedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pending",
      "storageKey": null
    }
  ],
  "type": "CalendarConnection",
  "abstractKey": null
};

(node as any).hash = "e4556ecc57c2b8f21a2add11e7855409";

export default node;
