/**
 * @generated SignedSource<<96ad2f45284cd8d294e6712434919c8f>>
 * @relayHash c17fa3aab4db15a33c815d9c79341d11
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c17fa3aab4db15a33c815d9c79341d11

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DashboardPageQuery } from './DashboardPageQuery.graphql';

const node: PreloadableConcreteRequest<DashboardPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c17fa3aab4db15a33c815d9c79341d11",
    "metadata": {},
    "name": "DashboardPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
