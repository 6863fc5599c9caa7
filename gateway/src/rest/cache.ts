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
// once, so the next request asks the backend again. Both the number of entries and the bytes of the
// answers held are bounded (oldest go first), so callers choosing many different filters, or asking
// for the longest pages, cost memory only up to those bounds.

interface Entry {
  promise: Promise<unknown>;
  /** Infinity while the call is in flight. */
  expiresAt: number;
  /** What change drops it (publicReadOf's `tag`); null for catalogue entries, which only `clear()` drops. */
  tag: string | null;
  /** The answer's size as the backend sent it (its JSON bytes); 0 while the call is in flight. */
  bytes: number;
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
  private heldBytes = 0;
  readonly publicTtlMs: number;

  constructor(
    readonly ttlMs: number,
    /** Most entries kept (catalogue and public together); oldest go first. */
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
    /** How long public reads are shared; 0 turns that part off. */
    publicTtlMs = 0,
    /** Most bytes of answers kept (as the backend sent them); oldest go first. */
    private readonly maxBytes = Number.POSITIVE_INFINITY,
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

  /** The bytes of the answers held (as the backend sent them). */
  get bytes(): number {
    return this.heldBytes;
  }

  /**
   * Returns the cached answer for `key`, or starts `load` and caches its success for `ttlMs`
   * (default: the catalogue's), dropped early by `drop(tag)` when a tag is given. `bytesOf` tells
   * an answer's size once it has arrived (none: counted as 0 bytes).
   */
  fetch<T>(
    key: string,
    load: () => Promise<T>,
    options: { ttlMs?: number; tag?: string; bytesOf?: (answer: T) => number } = {},
  ): { promise: Promise<T>; hit: boolean } {
    const existing = this.entries.get(key);
    // Every entry under this key was made by a load of the same call, so of the same type.
    if (existing && existing.expiresAt > this.now())
      return { promise: existing.promise as Promise<T>, hit: true };

    const ttl = options.ttlMs ?? this.ttlMs;
    const promise = load();
    const entry: Entry = { promise, expiresAt: Number.POSITIVE_INFINITY, tag: options.tag ?? null, bytes: 0 };
    this.remove(key); // re-insert so Map order is oldest-first for eviction
    this.entries.set(key, entry);
    this.evict();
    promise.then(
      (answer) => {
        entry.expiresAt = this.now() + ttl;
        // Dropped or evicted while in flight: nothing is held, nothing to count.
        if (this.entries.get(key) !== entry) return;
        const bytes = Math.max(0, options.bytesOf?.(answer) ?? 0);
        // An answer larger than the whole budget is handed to those who asked and not kept: it
        // never pushes out everything else only to be pushed out itself.
        if (bytes > this.maxBytes) {
          this.remove(key);
          return;
        }
        entry.bytes = bytes;
        this.heldBytes += bytes;
        this.evict();
      },
      () => {
        if (this.entries.get(key) === entry) this.remove(key);
      },
    );
    return { promise, hit: false };
  }

  /**
   * Forgets the entries of one kind of change, calls in flight included: a call that started before
   * the change may carry the old answer, so nobody who asks after the change joins it.
   */
  drop(tag: string): void {
    for (const [key, entry] of this.entries) if (entry.tag === tag) this.remove(key);
  }

  /** Forgets everything (the backend's catalogue changed, or the event stream's view was lost). */
  clear(): void {
    this.entries.clear();
    this.heldBytes = 0;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.heldBytes -= entry.bytes;
  }

  private evict(): void {
    while (this.entries.size > this.maxEntries || this.heldBytes > this.maxBytes) {
      const oldest = this.entries.keys().next();
      if (oldest.done) return;
      this.remove(oldest.value);
    }
  }
}
