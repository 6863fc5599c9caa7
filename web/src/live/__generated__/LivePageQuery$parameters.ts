/**
 * @generated SignedSource<<346b0c60dd51b3d07ea4ebd71db31590>>
 * @relayHash 06386c68a76369069e3f0ef008f42dca
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 06386c68a76369069e3f0ef008f42dca

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { LivePageQuery } from './LivePageQuery.graphql';

const node: PreloadableConcreteRequest<LivePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "06386c68a76369069e3f0ef008f42dca",
    "metadata": {},
    "name": "LivePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
