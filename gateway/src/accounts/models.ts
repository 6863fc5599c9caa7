// What the accounts resolvers receive as parents (codegen.yml maps User and Membership to these):
// the backend's User record (API.md "Accounts", "User"), read and checked by rest.ts, with its
// string enums already turned into the schema's values.

/** The member's plan as far as access goes (GET /api/user/subscription, or the user's `subscription`). */
export interface MembershipModel {
  active: boolean;
  packageId: string | null;
  /** The class-only purchase (`jetsweat_class`): not a full membership. */
  isClassOnly: boolean;
  /** The studio whose checkout sold the access (API.md "Payments"); null for the general site's plans. */
  studioId: number | null;
  /** What grants the access now. */
  kind: MembershipKindValue;
  /** The member paused their plan (it grants nothing until they resume it). */
  paused: boolean;
}

export type MembershipKindValue = 'SUBSCRIPTION' | 'DAY_PASS' | 'GYM_BENEFIT' | 'CLASS_ONLY' | 'NONE';

/** An account as GET /api/user/me (and register / login) return it. */
export interface UserModel {
  readonly __typename: 'User';
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  /** The white-label studio the account belongs to; null for general-site members. */
  studioId: number | null;
  accountType: 'GENERAL' | 'STUDIO';
  accessType: 'STANDARD' | 'GYM_BENEFIT';
  userType: 'MEMBER' | 'INTERNAL' | 'INSTRUCTOR';
  /** For an instructor, the studios they are attached to when /api/user/me lists them (`instructorStudioIds`); else empty. */
  instructorStudioIds: number[];
  isCustomer: boolean;
  /** YYYY-MM-DD, or null. */
  birthday: string | null;
  /** The user payload's `subscription`; null when the backend left it out (then it is fetched). */
  subscription: MembershipModel | null;
  /** A new e-mail address waiting for the member's confirmation; null when none. */
  pendingEmail: string | null;
}

/**
 * A member's public face (the graph's Member): only what any member may see of another. Built from
 * the account the backend returned, copying nothing private.
 */
export interface MemberModel {
  readonly __typename: 'Member';
  id: number;
  firstName: string;
  /** The last name's first letter, upper case ('' when none): the full last name is never public. */
  lastNameInitial: string;
  /** The white-label studio the account belongs to; null for general-site members. */
  studioId: number | null;
}

/** A session the backend opened (register, login): its token and its member. */
export interface SessionModel {
  authToken: string;
  user: UserModel;
}

/** Whether a password reset link can still set a password (Query.passwordResetLink). */
export interface PasswordResetLinkModel {
  valid: boolean;
  email: string | null;
  /** ISO date-time, as the backend sent it. */
  expiresAt: string | null;
}
