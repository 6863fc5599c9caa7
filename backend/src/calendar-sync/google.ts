import type { CalendarClient, EventKey, TokenSet } from './client.js';
import { tokenSetOf } from './client.js';
import { googleEventId } from './crypto.js';
import { wallClock, type CalendarEventBody } from './event.js';
import { apiFailure, callProvider, isSuccess, ProviderError, stringField, tokenFailure } from './http.js';
import type { CalendarProviderUrls, OAuthClientCredentials } from './settings.js';

/** Google Calendar: OAuth 2.0 with PKCE, and Calendar API v3 events in the member's primary calendar. */

export const GOOGLE_SCOPE = 'https://www.googleapis.com/auth/calendar.events';

export class GoogleCalendarClient implements CalendarClient {
  readonly provider = 'google' as const;
  readonly revokes = true;

  constructor(
    private readonly credentials: OAuthClientCredentials,
    private readonly urls: CalendarProviderUrls,
    private readonly timeoutMs: number,
  ) {}

  authorizationUrl(request: { state: string; codeChallenge: string; redirectUri: string }): string {
    const url = new URL(this.urls.googleOAuth);
    url.search = new URLSearchParams({
      client_id: this.credentials.clientId,
      redirect_uri: request.redirectUri,
      response_type: 'code',
      scope: GOOGLE_SCOPE,
      // A refresh token, every time: the sync runs while the member is away.
      access_type: 'offline',
      prompt: 'consent',
      state: request.state,
      code_challenge: request.codeChallenge,
      code_challenge_method: 'S256',
    }).toString();
    return url.toString();
  }

  async exchangeCode(
    request: { code: string; codeVerifier: string; redirectUri: string },
    now: Date,
  ): Promise<TokenSet> {
    return this.token(
      {
        grant_type: 'authorization_code',
        code: request.code,
        code_verifier: request.codeVerifier,
        redirect_uri: request.redirectUri,
      },
      now,
    );
  }

  async refresh(refreshToken: string, now: Date): Promise<TokenSet> {
    return this.token({ grant_type: 'refresh_token', refresh_token: refreshToken }, now, refreshToken);
  }

  async revoke(token: string): Promise<void> {
    const answer = await callProvider(
      this.urls.googleRevoke,
      { method: 'POST', form: { token } },
      this.timeoutMs,
    );
    // 400 invalid_token: already revoked or expired, which is what we wanted.
    if (isSuccess(answer.status) || answer.status === 400) return;
    throw apiFailure('Google token revocation', answer);
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

  private async token(
    form: Record<string, string>,
    now: Date,
    previousRefreshToken?: string,
  ): Promise<TokenSet> {
    const answer = await callProvider(
      this.urls.googleToken,
      {
        method: 'POST',
        form: { ...form, client_id: this.credentials.clientId, client_secret: this.credentials.clientSecret },
      },
      this.timeoutMs,
    );
    if (!isSuccess(answer.status)) throw tokenFailure('Google token endpoint', answer);
    const tokens = tokenSetOf(answer.body, now, previousRefreshToken);
    if (tokens === undefined)
      throw new ProviderError('unavailable', 'Google token endpoint answered without an access token');
    return tokens;
  }
}
