/** The backend refuses a new password shorter than this (in characters). */
export const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters.`;
export const PASSWORD_TOO_SHORT = `Use at least ${MIN_PASSWORD_LENGTH} characters.`;

/** A password typed but shorter than the rule (counted in characters, as the backend counts). */
export function passwordTooShort(password: string): boolean {
  return password !== '' && Array.from(password).length < MIN_PASSWORD_LENGTH;
}
