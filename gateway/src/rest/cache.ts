// The gateway's cross-request cache of REST answers that are the same for every caller who may
// receive them. Two kinds of entry share it:
//
// - catalogue answers (studios, class types, plans), asked for with `{ catalogue: true }`: kept
//   `ttlMs` (CATALOGUE_CACHE_TTL_MS), cleared at once by the backend's `catalogue.changed`;
// - public reads (publicReadOf below): the live schedule and a visitor's library pages, kept
//   `publicTtlMs` (PUBLIC_CACHE_TTL_MS, a few seconds) and dropped at once when the backend
//   announces a change to what they list (a live class created, changed or cancelled).
//
// Concurrent requests for one key share one in-flight call (a burst of visitors opening the schedule
// costs the backend one read); an answer lives its TTL from when it arrived; a failure is dropped at
// once, so the next request asks the backend again. The number of entries is bounded (oldest go
// first), so callers choosing many different filters cost memory only up to that bound.

interface Entry {
  promise: Promise<unknown>;
  /** Infinity while the call is in flight. */
  expiresAt: number;
  /** What change drops it (publicReadOf's `tag`); null for catalogue entries, which only `clear()` drops. */
  tag: string | null;
}

/** How a public read may be shared (see publicReadOf). */
export interface PublicRead {
  /** The change that drops it: `liveclass` (any live class event) or `library` (TTL and catalogue changes only). */
  tag: 'liveclass' | 'library';
  /**
   * `anyone`: the backend's route takes no token (API.md: Auth "none"), its answer is the same
   * whoever asks, so it is shared between visitors and members. `visitor`: the route reads the
   * caller's token when there is one (what a member may watch, their favorites); only calls made
   * without a token are shared, and only with other calls made without one.
   */
  audience: 'anyone' | 'visitor';
}

const PUBLIC_READS: ReadonlyMap<string, PublicRead> = new Map([
  // API.md "Live classes": GET /api/liveclass/upcoming/public/all and GET /api/liveclass/public?ids=
  // take no token; their answers list classes, which every change announces (liveclass.*).
  ['GET /api/liveclass/upcoming/public/all', { tag: 'liveclass', audience: 'anyone' }],
  ['GET /api/liveclass/public', { tag: 'liveclass', audience: 'anyone' }],
  // API.md "On-demand library": token optional; without one, the visitor's view of the catalogue.
  ['POST /api/video/videos', { tag: 'library', audience: 'visitor' }],
  ['GET /api/video', { tag: 'library', audience: 'visitor' }],
]);

/**
 * Whether a REST call may be answered from the shared cache as a public read, and how: by its method
 * and exact path (the query string is part of the key, never of this decision). Null: never shared.
 */
export function publicReadOf(method: string, path: string, signedIn: boolean): PublicRead | null {
  const query = path.indexOf('?');
  const read = PUBLIC_READS.get(`${method} ${query === -1 ? path : path.slice(0, query)}`);
  if (!read) return null;
  return read.audience === 'visitor' && signedIn ? null : read;
}

export class CatalogueCache {
  private readonly entries = new Map<string, Entry>();
  readonly publicTtlMs: number;

  constructor(
    readonly ttlMs: number,
    /** Most entries kept (catalogue and public together); oldest go first. */
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
    /** How long public reads are shared; 0 turns that part off. */
    publicTtlMs = 0,
  ) {
    this.publicTtlMs = Math.max(0, publicTtlMs);
  }

  /** Whether answers are kept at all (CATALOGUE_CACHE_TTL_MS=0 turns every shared answer off). */
  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** Whether public reads are shared too. */
  get publicReadsEnabled(): boolean {
    return this.enabled && this.publicTtlMs > 0;
  }

  /** How many answers (or calls in flight) are held. */
  get size(): number {
    return this.entries.size;
  }

  /**
   * Returns the cached answer for `key`, or starts `load` and caches its success for `ttlMs`
   * (default: the catalogue's), dropped early by `drop(tag)` when a tag is given.
   */
  fetch(
    key: string,
    load: () => Promise<unknown>,
    options: { ttlMs?: number; tag?: string } = {},
  ): { promise: Promise<unknown>; hit: boolean } {
    const existing = this.entries.get(key);
    if (existing && existing.expiresAt > this.now()) return { promise: existing.promise, hit: true };

    const ttl = options.ttlMs ?? this.ttlMs;
    const entry: Entry = { promise: load(), expiresAt: Number.POSITIVE_INFINITY, tag: options.tag ?? null };
    this.entries.delete(key); // re-insert so Map order is oldest-first for eviction
    this.entries.set(key, entry);
    this.evict();
    entry.promise.then(
      () => {
        entry.expiresAt = this.now() + ttl;
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return { promise: entry.promise, hit: false };
  }

  /**
   * Forgets the entries of one kind of change, calls in flight included: a call that started before
   * the change may carry the old answer, so nobody who asks after the change joins it.
   */
  drop(tag: string): void {
    for (const [key, entry] of this.entries) if (entry.tag === tag) this.entries.delete(key);
  }

  /** Forgets everything (the backend's catalogue changed, or the event stream's view was lost). */
  clear(): void {
    this.entries.clear();
  }

  private evict(): void {
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) return;
      this.entries.delete(oldest.value);
    }
  }
}
