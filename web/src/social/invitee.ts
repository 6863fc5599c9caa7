/** What the invite forms accept before anything is sent. */
export const INVITE_EMAIL_WARNING = 'Please enter a valid email address.';
export const INVITE_PHONE_WARNING =
  'Enter a phone number with its country code, for example +1 212 555 0100.';

/** An address with something on both sides of one '@' and a dot in the domain. */
export function isInviteEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** A phone number in E.164 form once spaces, dots, hyphens and brackets are left out (as the server reads it). */
export function phoneOf(value: string): string | null {
  const digits = value.replace(/[\s.\-()]/g, '');
  return /^\+[1-9]\d{6,14}$/.test(digits) ? digits : null;
}
