/** Browser-storage key of the member's auth token (state survives a reload). */
export const AUTH_TOKEN_KEY = 'streamfit.authToken';

export function readAuthToken(): string | null {
  try {
    const token = window.localStorage.getItem(AUTH_TOKEN_KEY);
    return token && token.trim() !== '' ? token : null;
  } catch {
    // Storage can be unavailable (private mode, sandboxed frames): act as a visitor.
    return null;
  }
}
