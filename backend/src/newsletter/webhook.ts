import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import { NewsletterRepository, type Subscriber } from './repository.js';

/** How long the mailing service gets to answer one sign-up. */
export const DEFAULT_NEWSLETTER_WEBHOOK_TIMEOUT_MS = 3000;

export interface NewsletterWebhookOptions {
  /** NEWSLETTER_WEBHOOK_URL: where each new subscriber is POSTed. */
  url: string;
  /** NEWSLETTER_WEBHOOK_TOKEN: sent as `Authorization: Bearer <token>` when set. */
  token?: string | undefined;
  timeoutMs?: number | undefined;
}

/** What the mailing service receives (JSON), one sign-up per request. */
export interface NewsletterWebhookPayload {
  email: string;
  /** The white-label studio's short name; null for the general site. */
  studio: string | null;
  source: string;
  /** ISO date-time of the sign-up. */
  subscribedAt: string;
}

/**
 * Hands new subscribers to a third-party mailing service, only when one is configured. Runs after
 * the row is committed and in the background: the member's request never waits for it or fails
 * because of it. The outcome is written on the row (`synced_at`, or `last_sync_error`) and logged.
 */
export class NewsletterWebhook {
  private readonly pending = new Set<Promise<void>>();
  private readonly timeoutMs: number;

  constructor(
    private readonly options: NewsletterWebhookOptions,
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly clock: () => Date,
  ) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_NEWSLETTER_WEBHOOK_TIMEOUT_MS;
  }

  /** Starts sending; returns at once. */
  send(subscriber: Subscriber, studioShortName: string | null): void {
    const sending = this.post(subscriber, studioShortName).finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }

  /** Waits for the deliveries under way (the app's onClose, and tests). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  private async post(subscriber: Subscriber, studioShortName: string | null): Promise<void> {
    const payload: NewsletterWebhookPayload = {
      email: subscriber.email,
      studio: studioShortName,
      source: subscriber.source,
      subscribedAt: subscriber.createdAt.toISOString(),
    };
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'user-agent': 'StreamFit newsletter',
    };
    if (this.options.token) headers['authorization'] = `Bearer ${this.options.token}`;
    const repository = new NewsletterRepository(this.db);
    let failure: string | null = null;
    try {
      const response = await fetch(this.options.url, {
        method: 'POST',
        headers,
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(this.timeoutMs),
        redirect: 'error',
      });
      // The body is not needed; drain it so the connection is released.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok)
        failure = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
    } catch (error) {
      failure = describe(error, this.timeoutMs);
    }
    try {
      if (failure === null) {
        await repository.markSynced(subscriber.id, this.clock());
        this.log.info({ subscriberId: subscriber.id }, 'newsletter: subscriber sent to the mailing service');
      } else {
        await repository.markSyncFailed(subscriber.id, failure);
        this.log.warn(
          { subscriberId: subscriber.id, error: failure },
          'newsletter: the mailing service did not take the subscriber',
        );
      }
    } catch (error) {
      this.log.error(
        { err: error, subscriberId: subscriber.id },
        'newsletter: could not record the mailing service outcome',
      );
    }
  }
}

function describe(error: unknown, timeoutMs: number): string {
  // Duck-typed rather than `instanceof Error`: fetch's errors may come from another realm.
  if (typeof error === 'object' && error !== null) {
    const { name, message, cause } = error as { name?: unknown; message?: unknown; cause?: unknown };
    if (name === 'TimeoutError' || name === 'AbortError') return `no answer within ${timeoutMs} ms`;
    const text = typeof message === 'string' && message !== '' ? message : String(error);
    // fetch's "fetch failed" hides the reason (ECONNREFUSED, ENOTFOUND, …) in its cause.
    const detail =
      typeof cause === 'object' && cause !== null
        ? ((cause as { code?: unknown }).code ?? (cause as { message?: unknown }).message)
        : undefined;
    return typeof detail === 'string' && detail !== '' ? `${text}: ${detail}` : text;
  }
  return String(error);
}
