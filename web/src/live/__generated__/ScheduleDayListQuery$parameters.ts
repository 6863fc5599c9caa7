/**
 * @generated SignedSource<<73b5b5b29a66bc4681fdbc22e4d90103>>
 * @relayHash 7a8cdc05b965bf8672707e61786ad416
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7a8cdc05b965bf8672707e61786ad416

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ScheduleDayListQuery } from './ScheduleDayListQuery.graphql';

const node: PreloadableConcreteRequest<ScheduleDayListQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7a8cdc05b965bf8672707e61786ad416",
    "metadata": {},
    "name": "ScheduleDayListQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
