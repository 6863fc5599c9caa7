// The accounts' REST resources (API.md "Accounts") and their decoders.
import type { RestClient } from '../rest/client.js';
import { array, bool, isObject, malformed, object, optionalStr, positiveInt, str } from '../rest/decode.js';
import type {
  MemberModel,
  MembershipKindValue,
  MembershipModel,
  PasswordResetLinkModel,
  SessionModel,
  UserModel,
} from './models.js';

export const ME_PATH = '/api/user/me';
export const SUBSCRIPTION_PATH = '/api/user/subscription';
export const MEMBERS_PATH = '/api/members';
/** GET /api/members takes at most 100 ids. */
export const MAX_MEMBER_IDS = 100;
export const LOGOUT_PATH = '/api/user/logout';
export const RESET_PASSWORD_PATH = '/api/user/reset-password';
export const GYM_BENEFIT_REGISTER_PATH = '/api/user/register/gympass';
export const GYM_BENEFIT_CHECK_PATH = '/api/user/register/gympass/check';
export const RESET_LINK_CHECK_PATH = '/api/user/reset-password/check';
export const RESET_COMPLETE_PATH = '/api/user/reset-password/complete';
export const EMAIL_CHANGE_PATH = '/api/user/me/email';
export const EMAIL_CHANGE_CONFIRM_PATH = '/api/user/me/email/confirm';
export const PASSWORD_CHANGE_PATH = '/api/user/me/password';

/** A reset link's token: 32 random bytes in base64url, exactly 43 characters (the backend's shape). */
export const RESET_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The class-only package: a purchase, not a membership. */
export const CLASS_ONLY_PACKAGE_ID = 'jetsweat_class';
/** The package id of access through a gym-benefit partner. */
export const GYM_BENEFIT_PACKAGE_ID = 'gympass';

/** POST /api/user/register or /register/{studioShortName} (the short name is checked by the caller). */
export function registerPath(studioShortName: string | null): string {
  return studioShortName ? `/api/user/register/${encodeURIComponent(studioShortName)}` : '/api/user/register';
}

/** POST /api/user/login or /login/{studioShortName}. */
export function loginPath(studioShortName: string | null): string {
  return studioShortName ? `/api/user/login/${encodeURIComponent(studioShortName)}` : '/api/user/login';
}

export function resetPasswordPath(studioId: number | null): string {
  return studioId === null ? RESET_PASSWORD_PATH : `${RESET_PASSWORD_PATH}?studioId=${studioId}`;
}

const MEMBERSHIP_KINDS: Readonly<Record<string, MembershipKindValue>> = {
  subscription: 'SUBSCRIPTION',
  daypass: 'DAY_PASS',
  gym_benefit: 'GYM_BENEFIT',
  class_only: 'CLASS_ONLY',
  none: 'NONE',
};

export function decodeMembership(value: unknown, what: string): MembershipModel {
  const raw = object(value, what);
  const packageId = optionalStr(raw.packageId);
  const active = bool(raw.active, false);
  // The backend says so; an older answer without the flag is judged by the package id.
  const isClassOnly = bool(raw.isClassOnly, packageId === CLASS_ONLY_PACKAGE_ID);
  const told = typeof raw.kind === 'string' && Object.hasOwn(MEMBERSHIP_KINDS, raw.kind) ? raw.kind : null;
  return {
    active,
    packageId,
    isClassOnly,
    studioId:
      raw.studioId === null || raw.studioId === undefined
        ? null
        : positiveInt(raw.studioId, `${what}.studioId`),
    // An answer without `kind` (an older backend): judged from the rest, a plan unless it says otherwise.
    kind:
      told !== null
        ? (MEMBERSHIP_KINDS[told] ?? 'SUBSCRIPTION')
        : !active
          ? 'NONE'
          : isClassOnly
            ? 'CLASS_ONLY'
            : packageId === GYM_BENEFIT_PACKAGE_ID
              ? 'GYM_BENEFIT'
              : 'SUBSCRIPTION',
    // An older answer without the flag: nothing says the plan is paused.
    paused: bool(raw.paused, false),
  };
}

export function decodeUser(value: unknown, what: string): UserModel {
  const user = object(value, what);
  const studioId =
    user.studioId === null || user.studioId === undefined
      ? null
      : positiveInt(user.studioId, `${what}.studioId`);
  const email = str(user.email);
  if (email === '') throw malformed(`${what}.email`);
  return {
    __typename: 'User',
    id: positiveInt(user.id, `${what}.id`),
    email,
    firstName: str(user.firstName),
    lastName: str(user.lastName),
    studioId,
    accountType: user.accountType === 'studio' ? 'STUDIO' : 'GENERAL',
    accessType: user.accessType === 'gympass' ? 'GYM_BENEFIT' : 'STANDARD',
    userType:
      user.userType === 'internal' ? 'INTERNAL' : user.userType === 'instructor' ? 'INSTRUCTOR' : 'MEMBER',
    instructorStudioIds: Array.isArray(user.instructorStudioIds)
      ? user.instructorStudioIds.filter(
          (id): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id > 0,
        )
      : [],
    isCustomer: bool(user.isCustomer, false),
    birthday: optionalStr(user.birthday),
    subscription: isObject(user.subscription)
      ? decodeMembership(user.subscription, `${what}.subscription`)
      : null,
    pendingEmail: optionalStr(user.pendingEmail),
  };
}

/**
 * A new session: register answers `{ authToken, user }`, login the user itself with `authToken`
 * beside its fields (the shape clients know). Both are read here so either call may use either shape.
 */
export function decodeSession(value: unknown, what: string): SessionModel {
  const content = object(value, what);
  const authToken = str(content.authToken);
  if (authToken === '') throw malformed(`${what}.authToken`);
  const user = isObject(content.user) ? decodeUser(content.user, `${what}.user`) : decodeUser(content, what);
  return { authToken, user };
}

export async function fetchMe(rest: RestClient): Promise<UserModel> {
  return decodeUser(await rest.get(ME_PATH), 'user/me');
}

export async function fetchSubscription(rest: RestClient): Promise<MembershipModel> {
  return decodeMembership(await rest.get(SUBSCRIPTION_PATH), 'user/subscription');
}

/** The check's answer `{ email, expiresAt }`: a usable link. */
export function decodeResetLink(value: unknown, what: string): PasswordResetLinkModel {
  const content = object(value, what);
  const email = str(content.email);
  const expiresAt = str(content.expiresAt);
  if (email === '') throw malformed(`${what}.email`);
  if (expiresAt === '' || Number.isNaN(Date.parse(expiresAt))) throw malformed(`${what}.expiresAt`);
  return { valid: true, email, expiresAt };
}

/** The first letter of a name, upper case; empty for a blank name. */
export function initialOf(name: string): string {
  return Array.from(name.trim())[0]?.toLocaleUpperCase('en-US') ?? '';
}

/** A member's public face as every REST answer carries it (`{ id, firstName, lastNameInitial, studioId }`). */
export function decodeMember(value: unknown, what: string): MemberModel {
  const member = object(value, what);
  return {
    __typename: 'Member',
    id: positiveInt(member.id, `${what}.id`),
    firstName: str(member.firstName),
    // One letter at most, whatever the answer held: the graph never shows more of a last name.
    lastNameInitial: initialOf(str(member.lastNameInitial)),
    studioId:
      member.studioId === null || member.studioId === undefined
        ? null
        : positiveInt(member.studioId, `${what}.studioId`),
  };
}

/** GET /api/members?ids=…: the public faces of the known ids (unknown ones are left out). */
export async function fetchMembers(rest: RestClient, ids: readonly number[]): Promise<MemberModel[]> {
  const content = object(await rest.get(`${MEMBERS_PATH}?ids=${ids.join(',')}`), 'members');
  return array(content.members, 'members.members').map((member, index) =>
    decodeMember(member, `members.members[${index}]`),
  );
}
