// Counts of open connections by key (a client address, a member), each capped: a place is taken
// when a connection opens and given back, once, when it closes. Check and take are one step, so
// the cap holds however many connections arrive at once (JavaScript runs one at a time in a
// process; the counts are the process's own).
export class ConnectionCaps {
  private readonly counts = new Map<string, number>();

  constructor(readonly maximum: number) {}

  /** Open connections counted for `key`. */
  count(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  /** Takes a place for `key`: the function that gives it back (safe to call twice), or null at the cap. */
  acquire(key: string): (() => void) | null {
    const count = this.count(key);
    if (count >= this.maximum) return null;
    this.counts.set(key, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = this.count(key) - 1;
      if (left > 0) this.counts.set(key, left);
      else this.counts.delete(key);
    };
  }
}
