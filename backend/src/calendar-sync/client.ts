import type { CalendarEventBody } from './event.js';
import type { AuthorizationCallback } from './oauth.js';
import type { CalendarProvider } from './settings.js';

/** What calendar sync needs from a provider; one implementation each for Google and Outlook. */

export interface TokenSet {
  accessToken: string;
  /** Absent when the provider issued none (then the member reconnects when the access token ends). */
  refreshToken: string | undefined;
  /** When the access token stops working; undefined when the provider did not say. */
  expiresAt: Date | undefined;
}

/** Names one workout's event in one connection's calendar (the idempotency keys derive from it). */
export interface EventKey {
  connectionId: number;
  workoutId: number;
}

export interface CalendarClient {
  readonly provider: CalendarProvider;
  /** Whether the provider can take tokens back (Google can; Microsoft has no revoke endpoint). */
  readonly revokes: boolean;
  /** The consent page, with the PKCE challenge (S256) of `codeVerifier` and our `state`. */
  authorizationUrl(request: { state: string; codeVerifier: string; redirectUri: string }): Promise<string>;
  /** The redirect's parameters checked, then the authorization_code grant with the PKCE verifier. */
  exchangeCode(
    request: { callback: AuthorizationCallback; codeVerifier: string; redirectUri: string },
    now: Date,
  ): Promise<TokenSet>;
  /** refresh_token grant; a ProviderError `revoked` when the grant is gone (`invalid_grant`). */
  refresh(refreshToken: string, now: Date): Promise<TokenSet>;
  /** Gives a token back; a token the provider no longer knows counts as given back. */
  revoke(token: string): Promise<void>;
  /** Creates the event, or finds the one an earlier attempt made; returns the provider's event id. */
  insertEvent(accessToken: string, key: EventKey, event: CalendarEventBody): Promise<string>;
  /** Rewrites the event; a ProviderError `not_found` when it is no longer there. */
  updateEvent(
    accessToken: string,
    providerEventId: string,
    key: EventKey,
    event: CalendarEventBody,
  ): Promise<void>;
  /** Removes the event; one already gone counts as removed. */
  deleteEvent(accessToken: string, providerEventId: string): Promise<void>;
}
