/**
 * @generated SignedSource<<f195252fd1bf09df00f877978d81b942>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type subscriptionMutation_viewer$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AccountPage_user" | "sessionUser_user">;
  readonly " $fragmentType": "subscriptionMutation_viewer";
};
export type subscriptionMutation_viewer$key = {
  readonly " $data"?: subscriptionMutation_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"subscriptionMutation_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "subscriptionMutation_viewer",
  "selections": [
    {
      "kind": "InlineDataFragmentSpread",
      "name": "sessionUser_user",
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
          "name": "databaseId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "firstName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accountType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accessType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "userType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isCustomer",
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
              "name": "shortName",
              "storageKey": null
            },
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
          "concreteType": "Membership",
          "kind": "LinkedField",
          "name": "membership",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "active",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "packageId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "isClassOnly",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "kind",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "paused",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": "subscribed",
          "args": [
            {
              "kind": "Variable",
              "name": "host",
              "variableName": "host"
            }
          ],
          "kind": "ScalarField",
          "name": "isSubscriber",
          "storageKey": null
        }
      ],
      "args": null,
      "argumentDefinitions": [
        {
          "kind": "RootArgument",
          "name": "host"
        }
      ]
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AccountPage_user"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "6d11918e4e97aecaf163c7356135ced2";

export default node;
