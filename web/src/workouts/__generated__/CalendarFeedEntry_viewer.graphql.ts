/**
 * @generated SignedSource<<09ee1a20a1a9612c0110ddad6e60869c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CalendarFeedEntry_viewer$data = {
  readonly calendarFeed: {
    readonly url: string;
  };
  readonly " $fragmentType": "CalendarFeedEntry_viewer";
};
export type CalendarFeedEntry_viewer$key = {
  readonly " $data"?: CalendarFeedEntry_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"CalendarFeedEntry_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CalendarFeedEntry_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CalendarFeed",
      "kind": "LinkedField",
      "name": "calendarFeed",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "5b1b425b10d68191e3026b4b4ec3fcb1";

export default node;
