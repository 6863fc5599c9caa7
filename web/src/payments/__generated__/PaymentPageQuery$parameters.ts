/**
 * @generated SignedSource<<c14ebd9fa7566174ae185df412b5d6e2>>
 * @relayHash 7bfc98d87526e2c07773b43e986fe74f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7bfc98d87526e2c07773b43e986fe74f

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PaymentPageQuery } from './PaymentPageQuery.graphql';

const node: PreloadableConcreteRequest<PaymentPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7bfc98d87526e2c07773b43e986fe74f",
    "metadata": {},
    "name": "PaymentPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
