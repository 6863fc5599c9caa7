/**
 * @generated SignedSource<<316d42cbc394f76d7ca953c219e98110>>
 * @relayHash 965c18d39505e71fc11242ef38eb21d4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 965c18d39505e71fc11242ef38eb21d4

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { VideoPageQuery } from './VideoPageQuery.graphql';

const node: PreloadableConcreteRequest<VideoPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "965c18d39505e71fc11242ef38eb21d4",
    "metadata": {},
    "name": "VideoPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
