import type { CalendarClient, TokenSet } from './client.js';
import { UnreadableSecretError, type TokenCipher } from './crypto.js';
import { ProviderError } from './http.js';
import type { CalendarRepository, ConnectionRecord, EncryptedTokens } from './repository.js';
import type { CalendarProvider } from './settings.js';

/** A connection's tokens: stored encrypted, read when a run needs them, refreshed when they stop working. */

/** Refreshed this long before the provider said it ends, so no call is made with a token about to lapse. */
const REFRESH_AHEAD_MS = 60_000;

/** What each stored token is bound to: a value moved to another member or provider does not decrypt. */
export function tokenContext(userId: number, provider: CalendarProvider, kind: 'access' | 'refresh'): string {
  return `calendar:${userId}:${provider}:${kind}`;
}

export function encryptTokens(
  cipher: TokenCipher,
  userId: number,
  provider: CalendarProvider,
  tokens: TokenSet,
): EncryptedTokens {
  return {
    accessTokenEncrypted: cipher.encrypt(tokens.accessToken, tokenContext(userId, provider, 'access')),
    refreshTokenEncrypted:
      tokens.refreshToken === undefined
        ? null
        : cipher.encrypt(tokens.refreshToken, tokenContext(userId, provider, 'refresh')),
    accessExpiresAt: tokens.expiresAt ?? null,
  };
}

/** The member has to connect again: the grant was revoked, or the stored tokens cannot be read. */
export class ReconnectNeeded extends Error {
  override readonly name = 'ReconnectNeeded';

  constructor(readonly why: 'revoked' | 'unreadable') {
    super(why === 'revoked' ? 'access was revoked' : 'the stored tokens cannot be decrypted');
  }
}

/** The tokens of one connection during one run (the run holds the connection's lease). */
export class TokenSession {
  private accessToken: string | undefined;
  private refreshToken: string | undefined;
  private expiresAt: Date | null;

  constructor(
    private readonly connection: ConnectionRecord,
    private readonly client: CalendarClient,
    private readonly cipher: TokenCipher,
    private readonly repository: CalendarRepository,
    private readonly runId: string,
    private readonly clock: () => Date,
  ) {
    this.expiresAt = connection.accessExpiresAt;
  }

  /** Calls the provider with a working access token: refreshed first when it is about to end, and once on a 401. */
  async withAccess<T>(call: (accessToken: string) => Promise<T>): Promise<T> {
    const token = await this.current();
    try {
      return await call(token);
    } catch (error) {
      if (!(error instanceof ProviderError) || error.failure !== 'unauthorized') throw error;
      return call(await this.refresh());
    }
  }

  /** Gives the grant back to the provider (the refresh token, which takes the access tokens with it). */
  async revoke(): Promise<void> {
    if (!this.client.revokes) return;
    this.read();
    const token = this.refreshToken ?? this.accessToken;
    if (token !== undefined) await this.client.revoke(token);
  }

  private read(): void {
    if (this.accessToken !== undefined) return;
    const { userId, provider } = this.connection;
    try {
      this.accessToken = this.cipher.decrypt(
        this.connection.accessTokenEncrypted,
        tokenContext(userId, provider, 'access'),
      );
      this.refreshToken =
        this.connection.refreshTokenEncrypted === null
          ? undefined
          : this.cipher.decrypt(
              this.connection.refreshTokenEncrypted,
              tokenContext(userId, provider, 'refresh'),
            );
    } catch (error) {
      if (error instanceof UnreadableSecretError) throw new ReconnectNeeded('unreadable');
      throw error;
    }
  }

  private async current(): Promise<string> {
    this.read();
    const ending =
      this.expiresAt !== null && this.expiresAt.getTime() - REFRESH_AHEAD_MS <= this.clock().getTime();
    if (ending && this.refreshToken !== undefined) return this.refresh();
    return this.accessToken as string;
  }

  private async refresh(): Promise<string> {
    this.read();
    if (this.refreshToken === undefined) throw new ReconnectNeeded('revoked');
    let tokens: TokenSet;
    try {
      tokens = await this.client.refresh(this.refreshToken, this.clock());
    } catch (error) {
      if (error instanceof ProviderError && error.failure === 'revoked') throw new ReconnectNeeded('revoked');
      throw error;
    }
    // Stored at once: Microsoft's refresh tokens change with every refresh, and the old one may stop working.
    await this.repository.storeTokens(
      this.connection.id,
      this.runId,
      encryptTokens(this.cipher, this.connection.userId, this.connection.provider, tokens),
      this.clock(),
    );
    this.accessToken = tokens.accessToken;
    this.refreshToken = tokens.refreshToken;
    this.expiresAt = tokens.expiresAt ?? null;
    return tokens.accessToken;
  }
}
