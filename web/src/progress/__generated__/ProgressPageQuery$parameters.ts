/**
 * @generated SignedSource<<064c6c6b19a2fb2b137c2cd08ed2cda7>>
 * @relayHash aa90b17c3c551a184a7ef62c0d83defb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aa90b17c3c551a184a7ef62c0d83defb

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ProgressPageQuery } from './ProgressPageQuery.graphql';

const node: PreloadableConcreteRequest<ProgressPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "aa90b17c3c551a184a7ef62c0d83defb",
    "metadata": {},
    "name": "ProgressPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
