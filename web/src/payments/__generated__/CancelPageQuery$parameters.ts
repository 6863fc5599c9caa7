/**
 * @generated SignedSource<<596838e8dbb67157a7aa5bcae9a277d5>>
 * @relayHash 7c440127afb4e256ddfd28854664c0f0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7c440127afb4e256ddfd28854664c0f0

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { CancelPageQuery } from './CancelPageQuery.graphql';

const node: PreloadableConcreteRequest<CancelPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7c440127afb4e256ddfd28854664c0f0",
    "metadata": {},
    "name": "CancelPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
