/**
 * @generated SignedSource<<f3eaa12c804adf3675f5ef3a2c7a953e>>
 * @relayHash 988fa58d077466890438729ddb208fa9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 988fa58d077466890438729ddb208fa9

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DayPassPageQuery } from './DayPassPageQuery.graphql';

const node: PreloadableConcreteRequest<DayPassPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "988fa58d077466890438729ddb208fa9",
    "metadata": {},
    "name": "DayPassPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
