import { CONNECT_ERROR_PARAM, GRANT_PARAM, GRANT_PROVIDER_PARAM } from './paths';

/** The calendars the member can connect, by the graph's name, as the page names them. */
export const PROVIDER_NAMES: Record<string, string> = {
  GOOGLE: 'Google Calendar',
  OUTLOOK: 'Outlook',
};

/** What the page says on the way back from a provider: a success (a status) or why it failed (an alert). */
export interface ConnectNotice {
  kind: 'status' | 'alert';
  text: string;
}

/** Why a connection did not happen, as the server names it on the way back. */
const CONNECT_ERRORS: Record<string, string> = {
  access_denied: 'Your calendar was not connected: access was not allowed.',
  authorization_failed:
    'Your calendar could not be connected: the calendar did not confirm access. Please try again.',
  invalid_state:
    'Your calendar could not be connected: that link was already used or is not valid. Please connect again.',
  expired_state: 'Your calendar could not be connected: the link expired. Please connect again.',
  unavailable:
    'Your calendar could not be connected: the calendar is not answering. Please try again shortly.',
  not_configured: 'Calendar sync is not configured on this server.',
  disconnecting: 'That calendar is still being disconnected. Please try again in a moment.',
};

const UNKNOWN_CONNECT_ERROR = 'Your calendar could not be connected. Please try again.';

/** What the page says once a calendar is connected. */
export function connectedNotice(provider: string): ConnectNotice {
  const name = PROVIDER_NAMES[provider.toUpperCase()] ?? 'Your calendar';
  return { kind: 'status', text: `${name} is connected. Your scheduled workouts will appear there shortly.` };
}

/** While the page finishes the connect. */
export function connectingNotice(provider: string): ConnectNotice {
  const name = PROVIDER_NAMES[provider.toUpperCase()] ?? 'your calendar';
  return { kind: 'status', text: `Connecting ${name}…` };
}

/** A connect to finish: the calendar and the grant the round trip left in the address. */
export interface ConnectGrant {
  provider: 'GOOGLE' | 'OUTLOOK';
  grant: string;
}

export function connectGrantOf(search: URLSearchParams): ConnectGrant | null {
  const provider = search.get(GRANT_PROVIDER_PARAM)?.toUpperCase();
  const grant = search.get(GRANT_PARAM);
  if ((provider !== 'GOOGLE' && provider !== 'OUTLOOK') || grant === null || grant === '') return null;
  return { provider, grant };
}

/** Why a connect failed, when the round trip says so. */
export function connectNoticeOf(search: URLSearchParams): ConnectNotice | null {
  const error = search.get(CONNECT_ERROR_PARAM);
  if (error !== null) return { kind: 'alert', text: CONNECT_ERRORS[error] ?? UNKNOWN_CONNECT_ERROR };
  return null;
}

/**
 * The address without the round trip's parameters, so a reload, Back or a shared link neither
 * announces it again nor carries the grant on.
 */
export function withoutConnectParams(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete(GRANT_PROVIDER_PARAM);
  next.delete(GRANT_PARAM);
  next.delete(CONNECT_ERROR_PARAM);
  return next;
}
