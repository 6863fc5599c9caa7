/**
 * @generated SignedSource<<77715d601835f99b75212def9429629b>>
 * @relayHash aa90b17c3c551a184a7ef62c0d83defb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aa90b17c3c551a184a7ef62c0d83defb

import type { ConcreteRequest } from 'relay-runtime';
export type ProgressPageQuery$variables = {
  month: string;
  timeZone?: string | null | undefined;
};
export type ProgressPageQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly progress: {
      readonly allTime: {
        readonly calories: number;
        readonly minutes: number;
        readonly workouts: number;
      };
      readonly month: {
        readonly days: ReadonlyArray<{
          readonly calories: number;
          readonly date: string;
          readonly minutes: number;
          readonly workouts: number;
        }>;
        readonly from: string;
        readonly to: string;
        readonly total: {
          readonly calories: number;
          readonly minutes: number;
          readonly workouts: number;
        };
      };
      readonly previousMonth: {
        readonly days: ReadonlyArray<{
          readonly calories: number;
          readonly date: string;
        }>;
        readonly total: {
          readonly calories: number;
          readonly minutes: number;
          readonly workouts: number;
        };
      };
      readonly soFar: {
        readonly calories: number;
        readonly minutes: number;
        readonly workouts: number;
      };
      readonly weightIsDefault: boolean;
    };
  } | null | undefined;
};
export type ProgressPageQuery = {
  response: ProgressPageQuery$data;
  variables: ProgressPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "month"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "timeZone"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "calories",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "minutes",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "workouts",
  "storageKey": null
},
v5 = [
  (v2/*:: as any*/),
  (v3/*:: as any*/),
  (v4/*:: as any*/)
],
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "ProgressTotals",
  "kind": "LinkedField",
  "name": "total",
  "plural": false,
  "selections": (v5/*:: as any*/),
  "storageKey": null
},
v7 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
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
        "args": [
          {
            "kind": "Variable",
            "name": "month",
            "variableName": "month"
          },
          {
            "kind": "Variable",
            "name": "timeZone",
            "variableName": "timeZone"
          }
        ],
        "concreteType": "Progress",
        "kind": "LinkedField",
        "name": "progress",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ProgressPeriod",
            "kind": "LinkedField",
            "name": "month",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "from",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "to",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "DailyProgress",
                "kind": "LinkedField",
                "name": "days",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              },
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ProgressPeriod",
            "kind": "LinkedField",
            "name": "previousMonth",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "DailyProgress",
                "kind": "LinkedField",
                "name": "days",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ProgressTotals",
            "kind": "LinkedField",
            "name": "soFar",
            "plural": false,
            "selections": (v5/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ProgressTotals",
            "kind": "LinkedField",
            "name": "allTime",
            "plural": false,
            "selections": (v5/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "weightIsDefault",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ProgressPageQuery",
    "selections": (v7/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProgressPageQuery",
    "selections": (v7/*:: as any*/)
  },
  "params": {
    "id": "aa90b17c3c551a184a7ef62c0d83defb",
    "metadata": {},
    "name": "ProgressPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "df1e36bea3f8cd2ffb7047be305601f6";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
