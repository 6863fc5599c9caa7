import { subscriptionFor, type Subscription } from './membership.js';
import type { AccessType, AccountType, UserRecord, UserType } from './repository.js';

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
  subscription: Subscription;
  createdAt: string;
}

export function toApiUser(user: UserRecord): User {
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
    isCustomer: user.isCustomer,
    birthday: user.birthday,
    subscription: subscriptionFor(user),
    createdAt: user.createdAt.toISOString(),
  };
}
