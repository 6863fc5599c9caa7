/**
 * @generated SignedSource<<ae7b58849c2f4c32fdb26e46b1a56019>>
 * @relayHash 5f7195594d89e16cde343651c761c295
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5f7195594d89e16cde343651c761c295

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ReceiptPageQuery } from './ReceiptPageQuery.graphql';

const node: PreloadableConcreteRequest<ReceiptPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5f7195594d89e16cde343651c761c295",
    "metadata": {},
    "name": "ReceiptPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
