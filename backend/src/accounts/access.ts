import type { Queryable } from '../db/database.js';

/**
 * What a member may use, as the User shows it. Payments computes it (payments/membership.ts, the one
 * place access is decided, from subscriptions, day passes and gym benefits); accounts only shows it,
 * so it is handed in as a rule rather than imported.
 */

/** What grants a member's access, so pages can say what the member holds ('none' without access). */
export type MembershipKind = 'subscription' | 'daypass' | 'gym_benefit' | 'class_only' | 'none';

export interface Membership {
  active: boolean;
  packageId: string | null;
  isClassOnly: boolean;
  studioId: number | null;
  kind: MembershipKind;
  /** The member paused their plan: no access through it until they resume it. */
  paused: boolean;
}

export interface MemberAccess {
  subscription: Membership;
  isCustomer: boolean;
}

/** Computes a member's access at `now` (payments' `membershipFor`). */
export type MemberAccessRule = (
  db: Queryable,
  user: { id: number; accessType: string },
  now: Date,
) => Promise<MemberAccess>;
