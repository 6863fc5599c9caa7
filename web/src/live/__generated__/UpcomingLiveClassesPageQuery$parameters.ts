/**
 * @generated SignedSource<<9f6d78a74a38cb24ecea0ec3b48ab65f>>
 * @relayHash 8b9b54b3e208b24846b2102aa608eefa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8b9b54b3e208b24846b2102aa608eefa

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { UpcomingLiveClassesPageQuery } from './UpcomingLiveClassesPageQuery.graphql';

const node: PreloadableConcreteRequest<UpcomingLiveClassesPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8b9b54b3e208b24846b2102aa608eefa",
    "metadata": {},
    "name": "UpcomingLiveClassesPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
