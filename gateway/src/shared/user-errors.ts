// What every domain's mutations answer as `userErrors { field message code }`, and the messages
// more than one domain shows. Codes are the schema's UserErrorCode enum (each domain's schema adds
// its own), so a code no schema declares does not compile.
import type { UserErrorCode } from '../__generated__/resolvers-types.js';

export type { UserErrorCode } from '../__generated__/resolvers-types.js';

/** An expected failure of a mutation, for the form to show next to its field. */
export interface UserErrorModel<Code extends UserErrorCode = UserErrorCode> {
  field: string | null;
  message: string;
  code: Code;
}

/** A mutation that needs a member, asked without a session. */
export const LOG_IN_MESSAGE = 'Please log in to continue.';
/** A 429 without words of its own (the backend always sends some). */
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please try again in a few minutes.';

/** The userError of a mutation that needs a member, asked without a session. */
export const NOT_SIGNED_IN = {
  field: null,
  code: 'UNAUTHENTICATED',
  message: LOG_IN_MESSAGE,
} as const satisfies UserErrorModel;
