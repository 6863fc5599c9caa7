// A cross-request cache for public catalogue answers (studios, class types), keyed by method and
// path. Concurrent requests share one in-flight call; an answer lives `ttlMs` from when it arrived;
// a failure is dropped at once, so the next request asks the backend again.

interface Entry {
  promise: Promise<unknown>;
  /** Infinity while the call is in flight. */
  expiresAt: number;
}

export class CatalogueCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    readonly ttlMs: number,
    /** Bounds memory if callers ever key by query string (e.g. `?ids=`). */
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** Returns the cached answer for `key`, or starts `load` and caches its success. */
  fetch(key: string, load: () => Promise<unknown>): { promise: Promise<unknown>; hit: boolean } {
    const existing = this.entries.get(key);
    if (existing && existing.expiresAt > this.now()) return { promise: existing.promise, hit: true };

    const entry: Entry = { promise: load(), expiresAt: Number.POSITIVE_INFINITY };
    this.entries.delete(key); // re-insert so Map order is oldest-first for eviction
    this.entries.set(key, entry);
    this.evict();
    entry.promise.then(
      () => {
        entry.expiresAt = this.now() + this.ttlMs;
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return { promise: entry.promise, hit: false };
  }

  /** Forgets everything (backend events will call this when the catalogue changes). */
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
