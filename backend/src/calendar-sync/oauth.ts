import * as oauth from 'oauth4webapi';
import type { TokenSet } from './client.js';
import { describe, ProviderError } from './http.js';
import type { OAuthClientCredentials } from './settings.js';

/**
 * OAuth 2.0 with a calendar provider (authorization code with PKCE, refresh, revocation), through
 * oauth4webapi: it checks the redirect's parameters (the issuer where the provider names one, an
 * error instead of a code), builds the token requests and reads their answers, so none of that is
 * hand-rolled here. Only the consent page's address is ours to build (the library leaves it to the
 * caller), with the provider's own extra parameters.
 */

export interface OAuthEndpoints {
  /** The provider's issuer identifier, compared with the `iss` a redirect may carry (RFC 9207). */
  issuer: string;
  authorization: string;
  token: string;
  /** Absent when the provider cannot take a token back (Microsoft). */
  revocation?: string;
}

/** What the provider's redirect brought back, as the callback received it. */
export interface AuthorizationCallback {
  code: string;
  state: string;
  /** Present when the provider says who it is (RFC 9207). */
  iss?: string;
}

export class ProviderOAuth {
  private readonly server: oauth.AuthorizationServer;
  private readonly client: oauth.Client;
  private readonly clientAuth: oauth.ClientAuth;

  constructor(
    /** How log lines and errors name the provider ("Google", "Microsoft"). */
    private readonly label: string,
    private readonly endpoints: OAuthEndpoints,
    credentials: OAuthClientCredentials,
    private readonly timeoutMs: number,
  ) {
    this.server = {
      issuer: endpoints.issuer,
      authorization_endpoint: endpoints.authorization,
      token_endpoint: endpoints.token,
      ...(endpoints.revocation !== undefined ? { revocation_endpoint: endpoints.revocation } : {}),
    };
    this.client = { client_id: credentials.clientId };
    this.clientAuth = oauth.ClientSecretPost(credentials.clientSecret);
  }

  /** The consent page with our `state`, the S256 challenge of `codeVerifier` and the provider's extras. */
  async authorizationUrl(request: {
    state: string;
    codeVerifier: string;
    redirectUri: string;
    scope: string;
    extra: Record<string, string>;
  }): Promise<string> {
    const url = new URL(this.endpoints.authorization);
    url.search = new URLSearchParams({
      client_id: this.client.client_id,
      redirect_uri: request.redirectUri,
      response_type: 'code',
      scope: request.scope,
      ...request.extra,
      state: request.state,
      code_challenge: await oauth.calculatePKCECodeChallenge(request.codeVerifier),
      code_challenge_method: 'S256',
    }).toString();
    return url.toString();
  }

  /** authorization_code grant: the redirect's parameters are checked first, then exchanged with the verifier. */
  async exchangeCode(
    request: { callback: AuthorizationCallback; codeVerifier: string; redirectUri: string },
    now: Date,
  ): Promise<TokenSet> {
    const { callback } = request;
    const parameters = new URLSearchParams({ code: callback.code, state: callback.state });
    if (callback.iss !== undefined) parameters.set('iss', callback.iss);
    try {
      const checked = oauth.validateAuthResponse(this.server, this.client, parameters, callback.state);
      const response = await oauth.authorizationCodeGrantRequest(
        this.server,
        this.client,
        this.clientAuth,
        checked,
        request.redirectUri,
        request.codeVerifier,
        this.options(this.endpoints.token),
      );
      return tokenSetOf(
        await oauth.processAuthorizationCodeResponse(this.server, this.client, response),
        now,
      );
    } catch (error) {
      throw this.failure('token endpoint (authorization code)', error);
    }
  }

  /** refresh_token grant; a ProviderError `revoked` when the grant is gone (`invalid_grant`). */
  async refresh(refreshToken: string, now: Date): Promise<TokenSet> {
    try {
      const response = await oauth.refreshTokenGrantRequest(
        this.server,
        this.client,
        this.clientAuth,
        refreshToken,
        this.options(this.endpoints.token),
      );
      return tokenSetOf(
        await oauth.processRefreshTokenResponse(this.server, this.client, response),
        now,
        refreshToken,
      );
    } catch (error) {
      throw this.failure('token endpoint (refresh)', error);
    }
  }

  /** Gives a token back; one the provider no longer knows (`invalid_token`) counts as given back. */
  async revoke(token: string): Promise<void> {
    if (this.endpoints.revocation === undefined) return;
    try {
      const response = await oauth.revocationRequest(
        this.server,
        this.client,
        this.clientAuth,
        token,
        this.options(this.endpoints.revocation),
      );
      await oauth.processRevocationResponse(response);
    } catch (error) {
      if (error instanceof oauth.ResponseBodyError && error.error === 'invalid_token') return;
      throw this.failure('token revocation', error);
    }
  }

  private options(endpoint: string): oauth.TokenEndpointRequestOptions {
    return {
      signal: AbortSignal.timeout(this.timeoutMs),
      // A local stand-in (tests, a demo) speaks plain HTTP; the providers' own endpoints are HTTPS.
      ...(new URL(endpoint).protocol === 'http:' ? { [oauth.allowInsecureRequests]: true } : {}),
    };
  }

  /** What a failed OAuth exchange means for the sync, as every other provider call says it. */
  private failure(what: string, error: unknown): ProviderError {
    const where = `${this.label} ${what}`;
    if (error instanceof oauth.ResponseBodyError) {
      const message = `${where} answered HTTP ${error.status}: ${error.error}`;
      if (error.error === 'invalid_grant') return new ProviderError('revoked', message, error.status);
      if (error.status === 429 || error.status >= 500)
        return new ProviderError('unavailable', message, error.status);
      return new ProviderError('refused', message, error.status);
    }
    if (error instanceof oauth.WWWAuthenticateChallengeError)
      return new ProviderError('refused', `${where} refused our client credentials`, error.status);
    if (error instanceof oauth.OperationProcessingError) {
      // An answer that is not OAuth's: its status says whether trying again may help.
      const status = error.cause instanceof Response ? error.cause.status : undefined;
      const message = `${where}: ${error.message}${status !== undefined ? ` (HTTP ${status})` : ''}`;
      if (status !== undefined && status >= 400 && status < 500 && status !== 429)
        return new ProviderError('refused', message, status);
      // A redirect that fails the checks (another issuer) is not worth another try either.
      if (status === undefined && error.code === oauth.INVALID_RESPONSE && /"iss"/.test(error.message))
        return new ProviderError('refused', message);
      return new ProviderError('unavailable', message, status);
    }
    // fetch's own failures (no connection, the timeout): nothing can be said to have happened.
    return new ProviderError('unavailable', `${where}: ${describe(error, this.timeoutMs)}`);
  }
}

function tokenSetOf(answer: oauth.TokenEndpointResponse, now: Date, previousRefreshToken?: string): TokenSet {
  const seconds = answer.expires_in;
  return {
    accessToken: answer.access_token,
    // A refresh answer may leave the refresh token out: the one we hold stays valid.
    refreshToken:
      typeof answer.refresh_token === 'string' && answer.refresh_token !== ''
        ? answer.refresh_token
        : previousRefreshToken,
    expiresAt:
      typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
        ? new Date(now.getTime() + seconds * 1000)
        : undefined,
  };
}
