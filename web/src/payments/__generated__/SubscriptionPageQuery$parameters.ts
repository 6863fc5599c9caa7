/**
 * @generated SignedSource<<240b64c15097a8bc02473593f11e3de2>>
 * @relayHash 76bacb137ab797d6e1b08c579f85c31a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 76bacb137ab797d6e1b08c579f85c31a

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SubscriptionPageQuery } from './SubscriptionPageQuery.graphql';

const node: PreloadableConcreteRequest<SubscriptionPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "76bacb137ab797d6e1b08c579f85c31a",
    "metadata": {},
    "name": "SubscriptionPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
