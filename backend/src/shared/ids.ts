import { randomBytes } from 'node:crypto';

/** A random id such as `ch_local_3kX9…`: the prefix, then `bytes` random bytes as letters and digits. */
export function randomId(prefix: string, bytes = 12): string {
  // base64url without '-' and '_', so ids stay within [A-Za-z0-9].
  return `${prefix}${randomBytes(bytes).toString('base64url').replace(/[-_]/g, '')}`;
}
