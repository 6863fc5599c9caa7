/**
 * @generated SignedSource<<dc87b4c6da81f4ef72e6f112f03bf6c5>>
 * @relayHash 689607bf48a15805d05e77fa30a27c22
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 689607bf48a15805d05e77fa30a27c22

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { StudiosPageQuery } from './StudiosPageQuery.graphql';

const node: PreloadableConcreteRequest<StudiosPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "689607bf48a15805d05e77fa30a27c22",
    "metadata": {},
    "name": "StudiosPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
