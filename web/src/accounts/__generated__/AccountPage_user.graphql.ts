/**
 * @generated SignedSource<<9ccbbfce14bccf69e4600f4fe04c7586>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type AccessType = "GYM_BENEFIT" | "STANDARD" | "%future added value";
export type AccountType = "GENERAL" | "STUDIO" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AccountPage_user$data = {
  readonly accessType: AccessType;
  readonly accountType: AccountType;
  readonly dayPasses: ReadonlyArray<{
    readonly date: string;
  }>;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly membership: {
    readonly active: boolean;
    readonly isClassOnly: boolean;
  };
  readonly studio: {
    readonly name: string;
  } | null | undefined;
  readonly subscribed: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"AccountSubscription_user" | "ProfileSection_user">;
  readonly " $fragmentType": "AccountPage_user";
};
export type AccountPage_user$key = {
  readonly " $data"?: AccountPage_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountPage_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "host"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountPage_user",
  "selections": [
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
      "name": "email",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProfileSection_user"
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
      "concreteType": "Studio",
      "kind": "LinkedField",
      "name": "studio",
      "plural": false,
      "selections": [
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
          "name": "isClassOnly",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DayPass",
      "kind": "LinkedField",
      "name": "dayPasses",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "date",
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AccountSubscription_user"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "c72a79c2e031410d0407b79a30e65094";

export default node;
