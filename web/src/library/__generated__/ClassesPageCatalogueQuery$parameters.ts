/**
 * @generated SignedSource<<afa4bc07d82264a6b68d3e5e4a6f7acf>>
 * @relayHash da01a8bb259caf8f5a6597827c59f4fa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID da01a8bb259caf8f5a6597827c59f4fa

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ClassesPageCatalogueQuery } from './ClassesPageCatalogueQuery.graphql';

const node: PreloadableConcreteRequest<ClassesPageCatalogueQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "da01a8bb259caf8f5a6597827c59f4fa",
    "metadata": {},
    "name": "ClassesPageCatalogueQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
