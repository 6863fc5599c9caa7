/**
 * @generated SignedSource<<e54d1686891e04904a4bb0f9f7b72f1b>>
 * @relayHash 1a7d4d2fb6404b86b1ae192b5a16da3e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1a7d4d2fb6404b86b1ae192b5a16da3e

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ProfilePageQuery } from './ProfilePageQuery.graphql';

const node: PreloadableConcreteRequest<ProfilePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1a7d4d2fb6404b86b1ae192b5a16da3e",
    "metadata": {},
    "name": "ProfilePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
