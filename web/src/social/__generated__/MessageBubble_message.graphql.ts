/**
 * @generated SignedSource<<f48ce53e16b53f6ab45903045e1b9764>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MessageBubble_message$data = {
  readonly fromViewer: boolean;
  readonly id: string;
  readonly liveClass: {
    readonly databaseId: number;
    readonly title: string;
  } | null | undefined;
  readonly readAt: any | null | undefined;
  readonly sentAt: any;
  readonly text: string;
  readonly " $fragmentType": "MessageBubble_message";
};
export type MessageBubble_message$key = {
  readonly " $data"?: MessageBubble_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"MessageBubble_message">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MessageBubble_message",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "text",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fromViewer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sentAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "readAt",
      "storageKey": null
    },
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "DirectMessage",
  "abstractKey": null
};

(node as any).hash = "1fe00094a68762a14702046ddeadf56f";

export default node;
