/**
 * @generated SignedSource<<d04d228e8a43e6e18fa23f32a860dcc0>>
 * @relayHash 6cc35945583e9eca308b8ec42c30aee3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6cc35945583e9eca308b8ec42c30aee3

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ExploreStudiosPageQuery } from './ExploreStudiosPageQuery.graphql';

const node: PreloadableConcreteRequest<ExploreStudiosPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6cc35945583e9eca308b8ec42c30aee3",
    "metadata": {},
    "name": "ExploreStudiosPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
