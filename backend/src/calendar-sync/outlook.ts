import type { CalendarClient, EventKey, TokenSet } from './client.js';
import { outlookTransactionId } from './crypto.js';
import { wallClock, type CalendarEventBody } from './event.js';
import { apiFailure, callProvider, isSuccess, ProviderError, stringField } from './http.js';
import { ProviderOAuth, type AuthorizationCallback } from './oauth.js';
import type { CalendarProviderUrls, OAuthClientCredentials } from './settings.js';

/** Outlook: the Microsoft identity platform (v2.0, PKCE) and Microsoft Graph events of the member's calendar. */

export const MICROSOFT_SCOPE = 'offline_access Calendars.ReadWrite';

/** The single-value extended property holding the workout id on every event we make. */
export const WORKOUT_ID_PROPERTY = 'String {5f1c2b7e-3a4d-4e8f-9b06-7c2d1e0a9f53} Name streamfitWorkoutId';

export class OutlookCalendarClient implements CalendarClient {
  readonly provider = 'outlook' as const;
  // The identity platform has no endpoint to revoke one app's tokens: disconnecting forgets them.
  readonly revokes = false;

  private readonly oauth: ProviderOAuth;

  constructor(
    credentials: OAuthClientCredentials,
    private readonly urls: CalendarProviderUrls,
    private readonly timeoutMs: number,
  ) {
    this.oauth = new ProviderOAuth(
      'Microsoft',
      {
        // The multi-tenant endpoint sends no `iss` with its redirect; this is what it would name.
        issuer: urls.microsoftLogin.replace(/\/oauth2\/v2\.0$/, '/v2.0'),
        authorization: `${urls.microsoftLogin}/authorize`,
        token: `${urls.microsoftLogin}/token`,
      },
      credentials,
      timeoutMs,
    );
  }

  authorizationUrl(request: { state: string; codeVerifier: string; redirectUri: string }): Promise<string> {
    return this.oauth.authorizationUrl({
      ...request,
      scope: MICROSOFT_SCOPE,
      extra: { response_mode: 'query' },
    });
  }

  exchangeCode(
    request: { callback: AuthorizationCallback; codeVerifier: string; redirectUri: string },
    now: Date,
  ): Promise<TokenSet> {
    return this.oauth.exchangeCode(request, now);
  }

  refresh(refreshToken: string, now: Date): Promise<TokenSet> {
    // Microsoft hands out a new refresh token with each refresh; the caller stores it.
    return this.oauth.refresh(refreshToken, now);
  }

  async revoke(_token: string): Promise<void> {
    // Nothing to call (see `revokes`).
  }

  async insertEvent(accessToken: string, key: EventKey, event: CalendarEventBody): Promise<string> {
    const answer = await callProvider(
      `${this.urls.microsoftGraph}/me/events`,
      {
        method: 'POST',
        headers: this.auth(accessToken),
        // Graph answers a repeated transactionId with the event it already made.
        json: { ...this.body(event), transactionId: outlookTransactionId(key.connectionId, key.workoutId) },
      },
      this.timeoutMs,
    );
    if (!isSuccess(answer.status)) throw apiFailure('Microsoft Graph (insert)', answer);
    const id = stringField(answer.body, 'id');
    if (id === undefined)
      throw new ProviderError('unavailable', 'Microsoft Graph made an event without an id');
    return id;
  }

  async updateEvent(
    accessToken: string,
    providerEventId: string,
    _key: EventKey,
    event: CalendarEventBody,
  ): Promise<void> {
    const answer = await callProvider(
      `${this.urls.microsoftGraph}/me/events/${encodeURIComponent(providerEventId)}`,
      { method: 'PATCH', headers: this.auth(accessToken), json: this.body(event) },
      this.timeoutMs,
    );
    if (!isSuccess(answer.status)) throw apiFailure('Microsoft Graph (update)', answer);
  }

  async deleteEvent(accessToken: string, providerEventId: string): Promise<void> {
    const answer = await callProvider(
      `${this.urls.microsoftGraph}/me/events/${encodeURIComponent(providerEventId)}`,
      { method: 'DELETE', headers: this.auth(accessToken) },
      this.timeoutMs,
    );
    if (isSuccess(answer.status)) return;
    const failure = apiFailure('Microsoft Graph (delete)', answer);
    if (failure.failure !== 'not_found') throw failure;
  }

  private auth(accessToken: string): Record<string, string> {
    return { authorization: `Bearer ${accessToken}` };
  }

  private body(event: CalendarEventBody): Record<string, unknown> {
    return {
      subject: event.summary,
      body: { contentType: 'HTML', content: event.description },
      location: { displayName: event.location },
      start: { dateTime: wallClock(event.start, event.timeZone).local, timeZone: event.timeZone },
      end: { dateTime: wallClock(event.end, event.timeZone).local, timeZone: event.timeZone },
      singleValueExtendedProperties: [{ id: WORKOUT_ID_PROPERTY, value: String(event.workoutId) }],
    };
  }
}
