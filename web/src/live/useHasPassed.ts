import { useEffect, useState } from 'react';

/** Longer waits than a browser timer holds (about 24.8 days) are judged again on the next visit. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Whether the instant `atMs` has come, kept true from the moment it comes while the page stays
 * open (a class opening or starting under the member's eyes).
 */
export function useHasPassed(atMs: number): boolean {
  const [passed, setPassed] = useState(() => atMs <= Date.now());
  useEffect(() => {
    const wait = Math.max(0, atMs - Date.now());
    if (wait > MAX_TIMER_MS) return undefined;
    const timer = setTimeout(() => setPassed(true), wait);
    return () => clearTimeout(timer);
  }, [atMs]);
  return passed;
}
