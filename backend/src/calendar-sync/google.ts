import type { CalendarClient, EventKey, TokenSet } from './client.js';
import { googleEventId } from './crypto.js';
import { wallClock, type CalendarEventBody } from './event.js';
import { apiFailure, callProvider, isSuccess, stringField } from './http.js';
import { ProviderOAuth, type AuthorizationCallback } from './oauth.js';
import type { CalendarProviderUrls, OAuthClientCredentials } from './settings.js';

/** Google Calendar: OAuth 2.0 with PKCE, and Calendar API v3 events in the member's primary calendar. */

export const GOOGLE_SCOPE = 'https://www.googleapis.com/auth/calendar.events';

export class GoogleCalendarClient implements CalendarClient {
  readonly provider = 'google' as const;
  readonly revokes = true;

  private readonly oauth: ProviderOAuth;

  constructor(
    credentials: OAuthClientCredentials,
    private readonly urls: CalendarProviderUrls,
    private readonly timeoutMs: number,
  ) {
    this.oauth = new ProviderOAuth(
      'Google',
      {
        // Google names itself by its origin in the redirect's `iss` (RFC 9207).
        issuer: new URL(urls.googleOAuth).origin,
        authorization: urls.googleOAuth,
        token: urls.googleToken,
        revocation: urls.googleRevoke,
      },
      credentials,
      timeoutMs,
    );
  }

  authorizationUrl(request: { state: string; codeVerifier: string; redirectUri: string }): Promise<string> {
    return this.oauth.authorizationUrl({
      ...request,
      scope: GOOGLE_SCOPE,
      // A refresh token, every time: the sync runs while the member is away.
      extra: { access_type: 'offline', prompt: 'consent' },
    });
  }

  exchangeCode(
    request: { callback: AuthorizationCallback; codeVerifier: string; redirectUri: string },
    now: Date,
  ): Promise<TokenSet> {
    return this.oauth.exchangeCode(request, now);
  }

  refresh(refreshToken: string, now: Date): Promise<TokenSet> {
    return this.oauth.refresh(refreshToken, now);
  }

  revoke(token: string): Promise<void> {
    return this.oauth.revoke(token);
  }

  async insertEvent(accessToken: string, key: EventKey, event: CalendarEventBody): Promise<string> {
    const id = googleEventId(key.connectionId, key.workoutId);
    const answer = await callProvider(
      `${this.events()}`,
      { method: 'POST', headers: this.auth(accessToken), json: { id, ...this.body(key, event) } },
      this.timeoutMs,
    );
    if (isSuccess(answer.status)) return stringField(answer.body, 'id') ?? id;
    const failure = apiFailure('Google Calendar (insert)', answer);
    if (failure.failure !== 'conflict') throw failure;
    // An earlier attempt made it (its answer was lost), or the member deleted it (Google keeps the id
    // of a deleted event): bring it up to date and back if needed.
    await this.updateEvent(accessToken, id, key, event);
    return id;
  }

  async updateEvent(
    accessToken: string,
    providerEventId: string,
    key: EventKey,
    event: CalendarEventBody,
  ): Promise<void> {
    const answer = await callProvider(
      `${this.events()}/${encodeURIComponent(providerEventId)}`,
      { method: 'PATCH', headers: this.auth(accessToken), json: this.body(key, event) },
      this.timeoutMs,
    );
    if (!isSuccess(answer.status)) throw apiFailure('Google Calendar (update)', answer);
  }

  async deleteEvent(accessToken: string, providerEventId: string): Promise<void> {
    const answer = await callProvider(
      `${this.events()}/${encodeURIComponent(providerEventId)}`,
      { method: 'DELETE', headers: this.auth(accessToken) },
      this.timeoutMs,
    );
    if (isSuccess(answer.status)) return;
    const failure = apiFailure('Google Calendar (delete)', answer);
    if (failure.failure !== 'not_found') throw failure;
  }

  private events(): string {
    return `${this.urls.googleCalendarApi}/calendars/primary/events`;
  }

  private auth(accessToken: string): Record<string, string> {
    return { authorization: `Bearer ${accessToken}` };
  }

  private body(key: EventKey, event: CalendarEventBody): Record<string, unknown> {
    const at = (instant: Date) => {
      const { local, offset } = wallClock(instant, event.timeZone);
      return { dateTime: `${local}${offset}`, timeZone: event.timeZone };
    };
    return {
      summary: event.summary,
      description: event.description,
      location: event.location,
      start: at(event.start),
      end: at(event.end),
      // A member may have deleted it in Google: writing it again brings it back.
      status: 'confirmed',
      extendedProperties: { private: { streamfitWorkoutId: String(key.workoutId) } },
    };
  }
}
