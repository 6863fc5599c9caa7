/**
 * What the server tells calendar sync: which providers have OAuth credentials, where each provider's
 * endpoints are (every one configurable, so tests and a local demo point them at a stand-in), the key
 * stored tokens are encrypted with, and how often the sync job runs.
 */

export const CALENDAR_PROVIDERS = ['google', 'outlook'] as const;
export type CalendarProvider = (typeof CALENDAR_PROVIDERS)[number];

/** How the member reads each provider's name in messages. */
export const PROVIDER_LABELS: Readonly<Record<CalendarProvider, string>> = {
  google: 'Google',
  outlook: 'Outlook',
};

/** The product's name for the calendar in messages ("Google Calendar", "Outlook calendar"). */
export const CALENDAR_NAMES: Readonly<Record<CalendarProvider, string>> = {
  google: 'Google Calendar',
  outlook: 'Outlook calendar',
};

/** An OAuth client registered with the provider (GOOGLE_CLIENT_ID/SECRET, MICROSOFT_CLIENT_ID/SECRET). */
export interface OAuthClientCredentials {
  clientId: string;
  clientSecret: string;
}

/** Every provider address calendar sync calls; no trailing slash. */
export interface CalendarProviderUrls {
  /** GOOGLE_OAUTH_URL: the consent page the member is sent to. */
  googleOAuth: string;
  /** GOOGLE_TOKEN_URL: code exchange and refresh. */
  googleToken: string;
  /** GOOGLE_REVOKE_URL: where a disconnect gives the tokens back. */
  googleRevoke: string;
  /** GOOGLE_CALENDAR_API_URL: Calendar API v3. */
  googleCalendarApi: string;
  /** MICROSOFT_LOGIN_URL: the identity platform v2.0 base (`/authorize`, `/token`). */
  microsoftLogin: string;
  /** MICROSOFT_GRAPH_URL: Microsoft Graph v1.0. */
  microsoftGraph: string;
}

export const DEFAULT_CALENDAR_PROVIDER_URLS: CalendarProviderUrls = {
  googleOAuth: 'https://accounts.google.com/o/oauth2/v2/auth',
  googleToken: 'https://oauth2.googleapis.com/token',
  googleRevoke: 'https://oauth2.googleapis.com/revoke',
  googleCalendarApi: 'https://www.googleapis.com/calendar/v3',
  microsoftLogin: 'https://login.microsoftonline.com/common/oauth2/v2.0',
  microsoftGraph: 'https://graph.microsoft.com/v1.0',
};

/** The environment variable of each address, for configuration messages and documentation. */
export const CALENDAR_URL_VARIABLES: Readonly<Record<keyof CalendarProviderUrls, string>> = {
  googleOAuth: 'GOOGLE_OAUTH_URL',
  googleToken: 'GOOGLE_TOKEN_URL',
  googleRevoke: 'GOOGLE_REVOKE_URL',
  googleCalendarApi: 'GOOGLE_CALENDAR_API_URL',
  microsoftLogin: 'MICROSOFT_LOGIN_URL',
  microsoftGraph: 'MICROSOFT_GRAPH_URL',
};

export const DEFAULT_CALENDAR_SYNC_INTERVAL_MS = 5_000;
/** Each call to a provider gives up after this long (the member's sync is retried later). */
export const DEFAULT_CALENDAR_TIMEOUT_MS = 10_000;

export interface CalendarSyncSettings {
  /** Unset: Google Calendar sync is not offered (connect answers 503). */
  google: OAuthClientCredentials | undefined;
  /** Unset: Outlook calendar sync is not offered. */
  outlook: OAuthClientCredentials | undefined;
  /** CALENDAR_TOKEN_KEY: required (at least 32 characters) as soon as one provider is configured. */
  tokenKey: string | undefined;
  urls: CalendarProviderUrls;
  /** CALENDAR_SYNC_INTERVAL_MS: how often the sync job looks for members to sync; 0 → not on this instance. */
  intervalMs: number;
  /** Per outbound call. */
  timeoutMs: number;
}

/** No provider configured: the routes answer honestly that nothing syncs. */
export const UNCONFIGURED_CALENDAR_SYNC: CalendarSyncSettings = {
  google: undefined,
  outlook: undefined,
  tokenKey: undefined,
  urls: DEFAULT_CALENDAR_PROVIDER_URLS,
  intervalMs: DEFAULT_CALENDAR_SYNC_INTERVAL_MS,
  timeoutMs: DEFAULT_CALENDAR_TIMEOUT_MS,
};

export function credentialsOf(
  settings: CalendarSyncSettings,
  provider: CalendarProvider,
): OAuthClientCredentials | undefined {
  return provider === 'google' ? settings.google : settings.outlook;
}

export function anyProviderConfigured(settings: CalendarSyncSettings): boolean {
  return settings.google !== undefined || settings.outlook !== undefined;
}
