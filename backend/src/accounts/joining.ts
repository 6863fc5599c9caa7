import type { Queryable } from '../db/database.js';

/** The account just created, as the sign-up hands it on. */
export interface NewMember {
  id: number;
  /** Normalised (trimmed, lowercased). */
  email: string;
}

/**
 * What else happens when an account is created, inside the sign-up's transaction: social turns the
 * friend invitations it answers (the `invitation` token given at sign-up, or any invitation mailed to
 * that address) into friendships. Handed in through the app's shared services, so accounts never
 * imports the domains that care about new members.
 */
export type MemberJoinedHook = (
  tx: Queryable,
  member: NewMember,
  invitation: string | undefined,
  now: Date,
) => Promise<void>;

/** For apps and tests without a social domain: nothing else happens. */
export const NOTHING_ON_JOINING: MemberJoinedHook = async () => {};
