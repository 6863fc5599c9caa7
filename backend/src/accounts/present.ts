import type { MemberAccess, Membership } from './access.js';
import type { AccessType, AccountType, MemberFace, UserRecord, UserType } from './repository.js';

/** The API's User (API.md "User"): everything but the password fields. */
export interface User {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  studioId: number | null;
  accountType: AccountType;
  accessType: AccessType;
  userType: UserType;
  isCustomer: boolean;
  birthday: string | null;
  subscription: Membership;
  /** A new address waiting for the member to confirm it with the link mailed there; null when none. */
  pendingEmail: string | null;
  createdAt: string;
}

/** `access` comes from payments' membership rule (the one place it is computed). */
export function toApiUser(user: UserRecord, access: MemberAccess, pendingEmail: string | null = null): User {
  // Listed field by field, so a new column never leaks into responses by accident.
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    studioId: user.studioId,
    accountType: user.accountType,
    accessType: user.accessType,
    userType: user.userType,
    isCustomer: access.isCustomer,
    birthday: user.birthday,
    subscription: access.subscription,
    pendingEmail,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The API's Member: how other members see someone (GET /api/members). */
export interface ApiMember {
  id: number;
  firstName: string;
  /** Upper case; '' when there is no last name. */
  lastNameInitial: string;
  studioId: number | null;
}

export function toApiMember(face: MemberFace): ApiMember {
  // Listed field by field, like the User: nothing else about a member ever reaches another one.
  return {
    id: face.id,
    firstName: face.firstName,
    lastNameInitial: face.lastNameLetter.toUpperCase(),
    studioId: face.studioId,
  };
}
