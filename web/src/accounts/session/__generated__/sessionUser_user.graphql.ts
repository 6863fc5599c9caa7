/**
 * @generated SignedSource<<a7abe518d54078135e4add1fefab9627>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
export type AccessType = "GYM_BENEFIT" | "STANDARD" | "%future added value";
export type AccountType = "GENERAL" | "STUDIO" | "%future added value";
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
    readonly packageId: string | null | undefined;
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

(node as any).hash = "d2ceb2de16a3b7649ef20da16a7b07c5";

export default node;
