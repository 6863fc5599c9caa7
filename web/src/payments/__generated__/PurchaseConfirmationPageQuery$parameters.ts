/**
 * @generated SignedSource<<d8f898e87fe260fea889076658f76b7c>>
 * @relayHash c66d688c45ecd834e47db297eb539a98
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c66d688c45ecd834e47db297eb539a98

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PurchaseConfirmationPageQuery } from './PurchaseConfirmationPageQuery.graphql';

const node: PreloadableConcreteRequest<PurchaseConfirmationPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c66d688c45ecd834e47db297eb539a98",
    "metadata": {},
    "name": "PurchaseConfirmationPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
