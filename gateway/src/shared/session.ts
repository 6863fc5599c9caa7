// Whether a REST failure only means the caller is signed out: every domain that reads the member's
// data shows nothing (rather than an error) for an ended session.
import { ErrorCode } from '../errors/index.js';
import { RestFailure } from '../rest/client.js';

/** A 401 means the token is missing, expired, revoked or tampered with: signed out, not an error. */
export function isSessionEnded(error: unknown): boolean {
  return (
    error instanceof RestFailure &&
    error.upstreamStatus === 401 &&
    error.extensions.code === ErrorCode.Unauthenticated
  );
}
