// The gateway's connections to the backend: one keep-alive pool per backend origin, with a bound
// on how many sockets it opens (REST_CONNECTIONS). Every REST call of every request shares it, so a
// call reuses a warm connection instead of paying a TCP handshake, and a burst of calls waits in
// the pool's queue instead of opening sockets without limit. The per-attempt timeout (the REST
// client's) covers the time waiting in that queue too: a saturated backend is as unavailable as
// one that does not answer. Closed on shutdown.
import { Pool, type Dispatcher } from 'undici';

export interface BackendConnectionOptions {
  /** Most sockets open at once to one backend origin. */
  connections: number;
  /** How long an idle socket is kept for the next call (the backend's own Keep-Alive hint wins when shorter). */
  keepAliveMs: number;
}

export const defaultConnectionOptions: BackendConnectionOptions = {
  connections: 64,
  keepAliveMs: 10_000,
};

export class BackendConnections {
  private readonly pools = new Map<string, Pool>();
  private closed = false;

  constructor(private readonly options: BackendConnectionOptions = defaultConnectionOptions) {}

  /** The pool of `origin` (scheme, host and port), made on first use. */
  dispatcherFor(origin: string): Dispatcher {
    if (this.closed) throw new Error('The backend connections are closed.');
    let pool = this.pools.get(origin);
    if (!pool) {
      pool = new Pool(origin, {
        connections: this.options.connections,
        // One request at a time per socket: a slow answer never holds up the ones queued behind it.
        pipelining: 1,
        keepAliveTimeout: this.options.keepAliveMs,
        keepAliveMaxTimeout: Math.max(this.options.keepAliveMs, 1_000),
      });
      this.pools.set(origin, pool);
    }
    return pool;
  }

  /** Sockets open (busy or idle) across every origin: what tests and health read. */
  get openSockets(): number {
    let open = 0;
    for (const pool of this.pools.values()) open += pool.stats.connected;
    return open;
  }

  /** Lets calls in progress finish, then closes every socket; later calls fail as unavailable. */
  async close(): Promise<void> {
    this.closed = true;
    const pools = [...this.pools.values()];
    this.pools.clear();
    await Promise.all(pools.map((pool) => pool.close()));
  }
}
