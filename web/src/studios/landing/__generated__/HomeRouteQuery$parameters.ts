/**
 * @generated SignedSource<<b6c7a07e8a43e822e3937767a1074237>>
 * @relayHash 041083b3efd93f5f5269625eae63ba9d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 041083b3efd93f5f5269625eae63ba9d

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { HomeRouteQuery } from './HomeRouteQuery.graphql';

const node: PreloadableConcreteRequest<HomeRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "041083b3efd93f5f5269625eae63ba9d",
    "metadata": {},
    "name": "HomeRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
