// Expected failures of the account mutations, as `userErrors { field message code }`:
// what the backend refuses with a 4xx becomes a form message, never a GraphQL error. Outages and
// anything unexpected stay GraphQL errors (the caller rethrows when `expectedFailure` says null).
import { RestFailure } from '../rest/client.js';
import { validationUserError } from '../shared/text.js';
import {
  TOO_MANY_ATTEMPTS_MESSAGE,
  type UserErrorModel as SharedUserErrorModel,
} from '../shared/user-errors.js';

/** The codes the account forms answer (schema: UserErrorCode). */
export type AccountUserErrorCode =
  | 'INVALID_INPUT'
  | 'EMAIL_TAKEN'
  | 'WRONG_CREDENTIALS'
  | 'TOO_MANY_ATTEMPTS'
  | 'NOT_FOUND'
  | 'INVALID_INVITATION'
  | 'INVALID_RESET_LINK'
  | 'WRONG_PASSWORD'
  | 'INVALID_EMAIL_CHANGE_LINK'
  | 'INVALID_STATE'
  | 'UNAUTHENTICATED';

export type UserErrorModel = SharedUserErrorModel<AccountUserErrorCode>;

/** Which mutation asked: the same status means different things to different calls. */
export type AccountOperation =
  'signUp' | 'signUpWithGymBenefit' | 'logIn' | 'requestPasswordReset' | 'completePasswordReset';

/** The product's exact text for a reset of an unknown e-mail, whatever the backend words it as. */
export const USER_NOT_FOUND_MESSAGE = 'This user does not exist';
export const INVALID_INVITATION_MESSAGE = 'This gym-benefit invitation is not valid.';
/** The backend's words for a reset link that cannot set a password (expired, used, unknown). */
export const RESET_LINK_UNUSABLE_MESSAGE =
  'This password reset link has expired or was already used. Please request a new one.';

/** How members read the account forms' fields, for messages built from the backend's `field: text`. */
export const ACCOUNT_FIELD_LABELS: Readonly<Record<string, string>> = {
  email: 'E-mail address',
  firstName: 'First name',
  lastName: 'Last name',
  password: 'Password',
  token: 'Invitation',
  studioShortName: 'Studio',
  currentPassword: 'Current password',
  newPassword: 'New password',
};

/**
 * A 400's message as a userError of an account form (see `validationUserError`), worded with the
 * account fields' names.
 */
export function fromValidationMessage(message: string, inputFields: readonly string[]): UserErrorModel {
  return validationUserError(message, inputFields, ACCOUNT_FIELD_LABELS);
}

/**
 * The userError for a REST failure the mutation expects, or null when the failure is not one
 * (an outage, a 5xx, an unexpected status): the caller then lets the GraphQL error through.
 */
export function expectedFailure(
  error: unknown,
  operation: AccountOperation,
  inputFields: readonly string[],
  withStudio: boolean,
): UserErrorModel | null {
  if (!(error instanceof RestFailure) || error.upstreamStatus === null) return null;
  const status = error.upstreamStatus;
  const backendText = error.upstreamMessage;
  // A 2xx whose envelope says `status: false` is how register/login report a refusal.
  if (status < 300) return fromValidationMessage(backendText ?? 'The request was not valid.', inputFields);
  switch (status) {
    case 400:
    case 413:
    case 422: {
      const refusal = fromValidationMessage(backendText ?? 'The request was not valid.', inputFields);
      // A reset's 400 is about the new password when it names it; anything else is the link.
      if (operation === 'completePasswordReset' && refusal.field !== 'password') {
        return {
          field: null,
          code: 'INVALID_RESET_LINK',
          message: backendText ?? RESET_LINK_UNUSABLE_MESSAGE,
        };
      }
      return refusal;
    }
    case 409:
      if (operation === 'signUp' || operation === 'signUpWithGymBenefit') {
        return {
          field: 'email',
          code: 'EMAIL_TAKEN',
          message: backendText ?? 'An account with this e-mail already exists. Log in instead.',
        };
      }
      return null;
    case 401:
      if (operation === 'logIn')
        return {
          field: null,
          code: 'WRONG_CREDENTIALS',
          message: backendText ?? 'Incorrect e-mail or password.',
        };
      return null;
    case 403:
      if (operation === 'signUpWithGymBenefit') {
        return {
          field: null,
          code: 'INVALID_INVITATION',
          message: backendText ?? INVALID_INVITATION_MESSAGE,
        };
      }
      return null;
    case 404:
      if (operation === 'requestPasswordReset')
        return { field: 'email', code: 'NOT_FOUND', message: USER_NOT_FOUND_MESSAGE };
      if (withStudio)
        return {
          field: 'studioShortName',
          code: 'NOT_FOUND',
          message: backendText ?? 'There is no studio with that short name.',
        };
      return null;
    case 429:
      return { field: null, code: 'TOO_MANY_ATTEMPTS', message: backendText ?? TOO_MANY_ATTEMPTS_MESSAGE };
    default:
      return null;
  }
}
