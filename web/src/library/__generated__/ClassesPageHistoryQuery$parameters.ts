/**
 * @generated SignedSource<<d4f2f0f37b196dbcb7c4d0cf1c846a8d>>
 * @relayHash 42c9ca30e54ee5b068d218532f8ec9ab
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 42c9ca30e54ee5b068d218532f8ec9ab

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ClassesPageHistoryQuery } from './ClassesPageHistoryQuery.graphql';

const node: PreloadableConcreteRequest<ClassesPageHistoryQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "42c9ca30e54ee5b068d218532f8ec9ab",
    "metadata": {},
    "name": "ClassesPageHistoryQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
