/**
 * @generated SignedSource<<29b131819bf080f6bd88a90c32148772>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StudioTestimonials_studio$data = {
  readonly testimonials: ReadonlyArray<{
    readonly author: string;
    readonly text: string;
  }>;
  readonly " $fragmentType": "StudioTestimonials_studio";
};
export type StudioTestimonials_studio$key = {
  readonly " $data"?: StudioTestimonials_studio$data;
  readonly " $fragmentSpreads": FragmentRefs<"StudioTestimonials_studio">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StudioTestimonials_studio",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Testimonial",
      "kind": "LinkedField",
      "name": "testimonials",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "author",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "text",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Studio",
  "abstractKey": null
};

(node as any).hash = "6eff681befcbfca699d825e0a90d81ff";

export default node;
