/**
 * @generated SignedSource<<7129b75b6dc3186e0250c89151d8bb3e>>
 * @relayHash f974c6276d3ddc7dc848c65b2bb26c1a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f974c6276d3ddc7dc848c65b2bb26c1a

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DashboardPagePausedQuery } from './DashboardPagePausedQuery.graphql';

const node: PreloadableConcreteRequest<DashboardPagePausedQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f974c6276d3ddc7dc848c65b2bb26c1a",
    "metadata": {},
    "name": "DashboardPagePausedQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
