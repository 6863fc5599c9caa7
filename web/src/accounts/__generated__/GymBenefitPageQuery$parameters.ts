/**
 * @generated SignedSource<<8eb00a0fe19c024d9a5040dfa2fc4606>>
 * @relayHash 999dc8d35c40e7d71cda5454701f649e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 999dc8d35c40e7d71cda5454701f649e

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { GymBenefitPageQuery } from './GymBenefitPageQuery.graphql';

const node: PreloadableConcreteRequest<GymBenefitPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "999dc8d35c40e7d71cda5454701f649e",
    "metadata": {},
    "name": "GymBenefitPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
