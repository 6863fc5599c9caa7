// Expected failures of the account mutations, as `userErrors { field message code }`:
// what the backend refuses with a 4xx becomes a form message, never a GraphQL error. Outages and
// anything unexpected stay GraphQL errors (the caller rethrows when `expectedFailure` says null).
import { RestFailure } from '../rest/client.js';

/** The stable codes clients switch on (schema: UserError.code). */
export type UserErrorCode =
  | 'INVALID_INPUT'
  | 'EMAIL_TAKEN'
  | 'WRONG_CREDENTIALS'
  | 'TOO_MANY_ATTEMPTS'
  | 'NOT_FOUND'
  | 'INVALID_INVITATION'
  | 'INVALID_RESET_LINK';

export interface UserErrorModel {
  field: string | null;
  message: string;
  code: UserErrorCode;
}

/** Which mutation asked: the same status means different things to different calls. */
export type AccountOperation = 'signUp' | 'signUpWithGymBenefit' | 'logIn' | 'requestPasswordReset' | 'completePasswordReset';

/** The spec's text for a reset of an unknown e-mail (§8), whatever the backend words it as. */
export const USER_NOT_FOUND_MESSAGE = 'This user does not exist';
export const INVALID_INVITATION_MESSAGE = 'This gym-benefit invitation is not valid.';
/** The backend's words for a reset link that cannot set a password (expired, used, unknown). */
export const RESET_LINK_UNUSABLE_MESSAGE = 'This password reset link has expired or was already used. Please request a new one.';

const FIELD_LABELS: Record<string, string> = {
  email: 'E-mail address',
  firstName: 'First name',
  lastName: 'Last name',
  password: 'Password',
  token: 'Invitation',
  studioShortName: 'Studio',
};

function labelOf(field: string | null, labels: Readonly<Record<string, string>> = FIELD_LABELS): string {
  return (field && Object.hasOwn(labels, field) ? labels[field] : undefined) ?? 'This value';
}

export function sentence(text: string): string {
  const trimmed = text.trim();
  const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/**
 * The backend's validation text (Ajv's words after the field, API.md "Rules") as a member reads
 * it, keeping its meaning: `must be a valid e-mail address` → `Please enter a valid e-mail address.`
 * `labels` names the fields of the mutation's input (payments has its own).
 */
export function humanize(field: string | null, text: string, labels: Readonly<Record<string, string>> = FIELD_LABELS): string {
  const label = labelOf(field, labels);
  if (/valid e-?mail/i.test(text)) return 'Please enter a valid e-mail address.';
  const fewer = /must NOT have fewer than (\d+) characters?/i.exec(text);
  if (fewer?.[1]) {
    return fewer[1] === '1' ? `Please enter your ${label.toLowerCase()}.` : `${label} must be at least ${fewer[1]} characters.`;
  }
  const more = /must NOT have more than (\d+) characters?/i.exec(text);
  if (more?.[1]) return `${label} must be at most ${more[1]} characters.`;
  if (/must not be empty/i.test(text)) return `Please enter your ${label.toLowerCase()}.`;
  if (/must match pattern/i.test(text)) return `${label} contains characters that are not allowed.`;
  if (/^(must|is|should|cannot|can't)\b/i.test(text.trim())) return sentence(`${label} ${text.trim()}`);
  return sentence(text);
}

/**
 * A 400's message, `userInfo.email: must be a valid e-mail address`: the prefix's last segment
 * names the field (kept only when it is one of the mutation's input fields), the rest is humanised.
 */
export function fromValidationMessage(message: string, inputFields: readonly string[]): UserErrorModel {
  const required = /must have required property '([A-Za-z_]\w*)'/.exec(message);
  if (required?.[1]) {
    const field = inputFields.includes(required[1]) ? required[1] : null;
    return { field, code: 'INVALID_INPUT', message: field ? `Please enter your ${labelOf(field).toLowerCase()}.` : sentence(message) };
  }
  const prefixed = /^([A-Za-z_][\w.[\]]*):\s*([\s\S]+)$/.exec(message.trim());
  if (prefixed?.[1] && prefixed[2]) {
    const segment = prefixed[1].split('.').pop()?.replace(/\[\d*\]$/, '') ?? '';
    if (inputFields.includes(segment)) return { field: segment, code: 'INVALID_INPUT', message: humanize(segment, prefixed[2]) };
  }
  // A prefix naming no input field (`body: …`) concerns the whole form; its wording stays as sent.
  return { field: null, code: 'INVALID_INPUT', message: sentence(message) };
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
  // A 2xx whose envelope says `status: false` is how the spec's register/login report a refusal.
  if (status < 300) return fromValidationMessage(backendText ?? 'The request was not valid.', inputFields);
  switch (status) {
    case 400:
    case 413:
    case 422: {
      const refusal = fromValidationMessage(backendText ?? 'The request was not valid.', inputFields);
      // A reset's 400 is about the new password when it names it; anything else is the link.
      if (operation === 'completePasswordReset' && refusal.field !== 'password') {
        return { field: null, code: 'INVALID_RESET_LINK', message: backendText ?? RESET_LINK_UNUSABLE_MESSAGE };
      }
      return refusal;
    }
    case 409:
      if (operation === 'signUp' || operation === 'signUpWithGymBenefit') {
        return { field: 'email', code: 'EMAIL_TAKEN', message: backendText ?? 'An account with this e-mail already exists. Log in instead.' };
      }
      return null;
    case 401:
      if (operation === 'logIn') return { field: null, code: 'WRONG_CREDENTIALS', message: backendText ?? 'Incorrect e-mail or password.' };
      return null;
    case 403:
      if (operation === 'signUpWithGymBenefit') {
        return { field: null, code: 'INVALID_INVITATION', message: backendText ?? INVALID_INVITATION_MESSAGE };
      }
      return null;
    case 404:
      if (operation === 'requestPasswordReset') return { field: 'email', code: 'NOT_FOUND', message: USER_NOT_FOUND_MESSAGE };
      if (withStudio) return { field: 'studioShortName', code: 'NOT_FOUND', message: backendText ?? 'There is no studio with that short name.' };
      return null;
    case 429:
      return { field: null, code: 'TOO_MANY_ATTEMPTS', message: backendText ?? 'Too many attempts. Please try again in a few minutes.' };
    default:
      return null;
  }
}
