/**
 * @generated SignedSource<<d6f81f4a26259eee9ba43e0db8294f04>>
 * @relayHash 7245923ac5afc9e6128c5c496a1effce
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7245923ac5afc9e6128c5c496a1effce

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { LiveClassPageQuery } from './LiveClassPageQuery.graphql';

const node: PreloadableConcreteRequest<LiveClassPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7245923ac5afc9e6128c5c496a1effce",
    "metadata": {},
    "name": "LiveClassPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
