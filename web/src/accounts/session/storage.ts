import { AUTH_TOKEN_KEY, readAuthToken } from '../../relay/authToken';
import type { SessionUser } from './sessionUser';

/** A JSON copy of the signed-in member, so the header renders at once on a reload. */
export const STORED_USER_KEY = 'streamfit.user';
/** The daily-random value the member area uses; removed on log-out and on failure. */
export const DAILY_RANDOM_KEY = 'streamfit.dailyRandom';

export { AUTH_TOKEN_KEY, readAuthToken };

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'string' &&
    typeof user.email === 'string' &&
    typeof user.firstName === 'string' &&
    typeof user.lastName === 'string' &&
    typeof user.subscribed === 'boolean'
  );
}

/** The stored copy of the member; null when absent or not in the expected shape. */
export function readStoredUser(): SessionUser | null {
  try {
    const raw = window.localStorage.getItem(STORED_USER_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isSessionUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Setting a user stores the user and the token. */
export function storeSession(token: string, user: SessionUser): void {
  try {
    window.localStorage.setItem(AUTH_TOKEN_KEY, token);
    window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(user));
  } catch {
    // Storage unavailable: the session lasts until the page is closed.
  }
}

/** Refreshes the stored copy after the session query answered (the token is unchanged). */
export function storeUser(user: SessionUser): void {
  try {
    window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(user));
  } catch {
    // See storeSession.
  }
}

/** Drops a stored user copy left without its token. */
export function forgetStoredUser(): void {
  try {
    window.localStorage.removeItem(STORED_USER_KEY);
  } catch {
    // See storeSession.
  }
}

/** Logging out removes the stored user, the daily-random value and the token. */
export function clearStoredSession(): void {
  try {
    window.localStorage.removeItem(AUTH_TOKEN_KEY);
    window.localStorage.removeItem(STORED_USER_KEY);
    window.localStorage.removeItem(DAILY_RANDOM_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
