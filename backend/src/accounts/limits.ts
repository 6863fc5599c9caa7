import { tryAgainIn, type Limit } from '../http/rate-limit.js';

/** The accounts calls' limits, all enforced by the shared limiter (http/rate-limit.ts). */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Failed log-ins: 5 for one e-mail or 20 from one client address within 15 minutes. A log-in
 * reserves an attempt before the password is checked; a right one takes it back. The keys keep
 * their original form (`email:`, `ip:`), so counts recorded before still apply.
 */
export const LOG_IN_PER_EMAIL: Limit = { prefix: 'email:', limit: 5, windowMs: 15 * MINUTE };
export const LOG_IN_PER_ADDRESS: Limit = { prefix: 'ip:', limit: 20, windowMs: 15 * MINUTE };

/**
 * Password reset requests: 3 per e-mail and 10 per client address an hour, counted before the
 * user is looked up, so unknown e-mails cost the same and probing which addresses exist is slow.
 */
export const RESET_PER_EMAIL: Limit = { prefix: 'reset:email:', limit: 3, windowMs: HOUR };
export const RESET_PER_ADDRESS: Limit = { prefix: 'reset:ip:', limit: 10, windowMs: HOUR };

/** Sign-ups on every register route (general, white-label, gym-benefit): 10 an hour per client address. */
export const SIGN_UP_PER_ADDRESS: Limit = { prefix: 'signup:ip:', limit: 10, windowMs: HOUR };

export function tooManySignUpsMessage(minutes: number): string {
  return `Too many sign-ups from your network. ${tryAgainIn(minutes)}`;
}

/** Checking and using reset links: 20 an hour per client address, against guessing tokens. */
export const RESET_LINKS_PER_ADDRESS: Limit = { prefix: 'reset-link:ip:', limit: 20, windowMs: HOUR };

export function tooManyResetLinksMessage(minutes: number): string {
  return `Too many tries with password reset links. ${tryAgainIn(minutes)}`;
}

export function tooManyLogInsMessage(minutes: number): string {
  return `Too many failed log-in attempts. ${tryAgainIn(minutes)}`;
}

export function tooManyResetsMessage(minutes: number): string {
  return `Too many password reset requests. ${tryAgainIn(minutes)}`;
}

/** Name changes: 30 an hour per member (a form anyone signed in can repeat cheaply). */
export const PROFILE_CHANGES_PER_MEMBER: Limit = { prefix: 'profile:member:', limit: 30, windowMs: HOUR };

export function tooManyProfileChangesMessage(minutes: number): string {
  return `Too many profile changes. ${tryAgainIn(minutes)}`;
}

/** Requests for a new e-mail address: 3 an hour per member (each sends a mail), as for reset requests. */
export const EMAIL_CHANGES_PER_MEMBER: Limit = { prefix: 'email-change:member:', limit: 3, windowMs: HOUR };

export function tooManyEmailChangesMessage(minutes: number): string {
  return `Too many e-mail address changes. ${tryAgainIn(minutes)}`;
}

/**
 * Wrong current passwords (changing the e-mail address or the password): 5 per member within 15
 * minutes, as for log-in. Each check is reserved first and a right password takes it back.
 */
export const PASSWORD_CHECKS_PER_MEMBER: Limit = {
  prefix: 'password-check:member:',
  limit: 5,
  windowMs: 15 * MINUTE,
};

export function tooManyPasswordChecksMessage(minutes: number): string {
  return `Too many wrong passwords. ${tryAgainIn(minutes)}`;
}

/** Using e-mail change links: 20 an hour per client address, against guessing tokens. */
export const EMAIL_LINKS_PER_ADDRESS: Limit = { prefix: 'email-link:ip:', limit: 20, windowMs: HOUR };

export function tooManyEmailLinksMessage(minutes: number): string {
  return `Too many tries with e-mail change links. ${tryAgainIn(minutes)}`;
}
