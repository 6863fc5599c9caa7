import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import { EVENTS_CHANNEL } from './record.js';

/** How long to wait before listening again after the listener connection dropped. */
const RELISTEN_DELAY_MS = 1_000;

/**
 * One LISTEN per app instance, fanned out to every open stream of that instance. A wake-up only
 * says "look again": streams always query `id > last sent`, so a lost or coalesced notification
 * costs latency (the next ping catches up), never an event.
 */
export class EventHub {
  private readonly wakers = new Set<() => void>();
  private readonly closers = new Set<() => void>();
  private listening: Promise<() => Promise<void>> | undefined;
  private relistenTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts the instance's listener (once); resolves when it is in place. */
  async ensureListening(): Promise<void> {
    if (this.closed) throw new Error('the event hub is closed');
    if (this.listening === undefined) {
      const attempt = this.db.listen(
        EVENTS_CHANNEL,
        () => this.wakeAll(),
        (error) => this.lost(error),
      );
      this.listening = attempt;
      attempt.catch(() => {
        if (this.listening === attempt) this.listening = undefined;
      });
    }
    await this.listening;
  }

  private lost(error: Error): void {
    this.log.warn({ err: error }, 'events: the LISTEN connection was lost; listening again');
    this.listening = undefined;
    if (this.closed) return;
    this.relistenTimer = setTimeout(() => {
      this.relistenTimer = undefined;
      if (this.closed) return;
      this.ensureListening()
        .then(() => this.wakeAll())
        .catch((err: unknown) => this.lost(err instanceof Error ? err : new Error(String(err))));
    }, RELISTEN_DELAY_MS);
    this.relistenTimer.unref();
  }

  /** Registers a stream: `wake` on every notification, `close` when the app shuts down. */
  attach(wake: () => void, close: () => void): () => void {
    this.wakers.add(wake);
    this.closers.add(close);
    return () => {
      this.wakers.delete(wake);
      this.closers.delete(close);
    };
  }

  wakeAll(): void {
    for (const wake of [...this.wakers]) wake();
  }

  get streamCount(): number {
    return this.wakers.size;
  }

  /** Ends every open stream and releases the listener connection. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.relistenTimer !== undefined) clearTimeout(this.relistenTimer);
    for (const close of [...this.closers]) close();
    const listening = this.listening;
    this.listening = undefined;
    if (listening !== undefined) {
      try {
        const unlisten = await listening;
        await unlisten();
      } catch (error) {
        this.log.warn({ err: error }, 'events: could not release the LISTEN connection');
      }
    }
  }
}
