/**
 * @generated SignedSource<<55d1deb4d94ad50b5abdf016ff86dfaa>>
 * @relayHash ffefa4858eda192b8db5f0a493264f39
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ffefa4858eda192b8db5f0a493264f39

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ClassesPageFavoritesQuery } from './ClassesPageFavoritesQuery.graphql';

const node: PreloadableConcreteRequest<ClassesPageFavoritesQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ffefa4858eda192b8db5f0a493264f39",
    "metadata": {},
    "name": "ClassesPageFavoritesQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
