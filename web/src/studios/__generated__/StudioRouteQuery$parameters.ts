/**
 * @generated SignedSource<<de342a7df80f423ffd675770448fd59d>>
 * @relayHash 08ab96008e30d6c315cd02f7e063a517
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 08ab96008e30d6c315cd02f7e063a517

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { StudioRouteQuery } from './StudioRouteQuery.graphql';

const node: PreloadableConcreteRequest<StudioRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "08ab96008e30d6c315cd02f7e063a517",
    "metadata": {},
    "name": "StudioRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
