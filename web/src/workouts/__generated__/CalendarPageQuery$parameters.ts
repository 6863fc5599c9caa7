/**
 * @generated SignedSource<<c5235a3d966c08f320e4e6d4eb60c3d9>>
 * @relayHash 35ea80fb1efdb15017780c72a3bf2899
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 35ea80fb1efdb15017780c72a3bf2899

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { CalendarPageQuery } from './CalendarPageQuery.graphql';

const node: PreloadableConcreteRequest<CalendarPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "35ea80fb1efdb15017780c72a3bf2899",
    "metadata": {},
    "name": "CalendarPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
