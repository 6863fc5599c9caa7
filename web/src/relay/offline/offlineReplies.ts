// The site query (which site, its brand, the header's studio menu) is public and needed by
// every page. Its last answer is kept in localStorage per host, so that offline the app shell
// still draws and pages that need no live data (log in, sign up, contact...) open from the
// service worker's cache. Nothing else is replayed: schedules and bookings need the network.

const PREFIX = 'streamfit.offlineReply.';
/** Operations whose last answer may stand in for the network when it is unreachable. */
const REPLAYABLE = new Set(['SiteQuery']);

function key(operationName: string, variables: Record<string, unknown>): string {
  return `${PREFIX}${operationName}:${JSON.stringify(variables)}`;
}

export function isReplayable(operationName: string): boolean {
  return REPLAYABLE.has(operationName);
}

export function rememberReply(
  operationName: string,
  variables: Record<string, unknown>,
  reply: unknown,
): void {
  if (!isReplayable(operationName)) return;
  try {
    window.localStorage.setItem(key(operationName, variables), JSON.stringify(reply));
  } catch {
    // Storage full or blocked: offline use simply is not available.
  }
}

export function recallReply(operationName: string, variables: Record<string, unknown>): unknown {
  if (!isReplayable(operationName)) return null;
  try {
    const stored = window.localStorage.getItem(key(operationName, variables));
    return stored === null ? null : (JSON.parse(stored) as unknown);
  } catch {
    return null;
  }
}
