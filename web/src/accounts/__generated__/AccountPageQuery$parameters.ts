/**
 * @generated SignedSource<<cd934d60baabc4dc4cc5e07e7cdb6797>>
 * @relayHash 3d3303ee85f01db32aadad45825d30f6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3d3303ee85f01db32aadad45825d30f6

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AccountPageQuery } from './AccountPageQuery.graphql';

const node: PreloadableConcreteRequest<AccountPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3d3303ee85f01db32aadad45825d30f6",
    "metadata": {},
    "name": "AccountPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
