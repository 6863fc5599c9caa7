/**
 * @generated SignedSource<<7446b56b992db1429e90d0e9f5c7cd28>>
 * @relayHash 8ace2cf26632b7da6ec7d1e107a9e8be
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8ace2cf26632b7da6ec7d1e107a9e8be

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PromoPageQuery } from './PromoPageQuery.graphql';

const node: PreloadableConcreteRequest<PromoPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8ace2cf26632b7da6ec7d1e107a9e8be",
    "metadata": {},
    "name": "PromoPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
