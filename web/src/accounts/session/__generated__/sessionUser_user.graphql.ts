/**
 * @generated SignedSource<<95ac46a6c65fbdead8ac35950d5c8378>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
export type AccessType = "GYM_BENEFIT" | "STANDARD" | "%future added value";
export type AccountType = "GENERAL" | "STUDIO" | "%future added value";
export type MembershipKind = "CLASS_ONLY" | "DAY_PASS" | "GYM_BENEFIT" | "NONE" | "SUBSCRIPTION" | "%future added value";
export type UserType = "INSTRUCTOR" | "INTERNAL" | "MEMBER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type sessionUser_user$data = {
  readonly accessType: AccessType;
  readonly accountType: AccountType;
  readonly databaseId: number;
  readonly email: string;
  readonly firstName: string;
  readonly id: string;
  readonly isCustomer: boolean;
  readonly lastName: string;
  readonly membership: {
    readonly active: boolean;
    readonly isClassOnly: boolean;
    readonly kind: MembershipKind;
    readonly packageId: string | null | undefined;
    readonly paused: boolean;
  };
  readonly studio: {
    readonly name: string;
    readonly shortName: string;
  } | null | undefined;
  readonly subscribed: boolean;
  readonly userType: UserType;
  readonly " $fragmentType": "sessionUser_user";
};
export type sessionUser_user$key = {
  readonly " $data"?: sessionUser_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"sessionUser_user">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "sessionUser_user"
};

(node as any).hash = "defa2f98df2ab48cf4fb006ba12bc986";

export default node;
