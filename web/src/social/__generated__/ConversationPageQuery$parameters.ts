/**
 * @generated SignedSource<<dc39b9ec6376453c531be1f56a8ea8a6>>
 * @relayHash 9445cde0dcb95d1f3954b13cd7b620f7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9445cde0dcb95d1f3954b13cd7b620f7

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ConversationPageQuery } from './ConversationPageQuery.graphql';

const node: PreloadableConcreteRequest<ConversationPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9445cde0dcb95d1f3954b13cd7b620f7",
    "metadata": {},
    "name": "ConversationPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
