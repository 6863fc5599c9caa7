/**
 * @generated SignedSource<<ce38f0706cf8f93f5c7e21127f767ff8>>
 * @relayHash 927241348e8fdcd8c4bbce025688901f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 927241348e8fdcd8c4bbce025688901f

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { FriendsPageQuery } from './FriendsPageQuery.graphql';

const node: PreloadableConcreteRequest<FriendsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "927241348e8fdcd8c4bbce025688901f",
    "metadata": {},
    "name": "FriendsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
