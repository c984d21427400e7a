import { performance } from 'node:perf_hooks';

/**
 * A small in-memory cache whose entries live `ttlMs` (monotonic time, not the business clock):
 * reference data read on every estimate stays fresh within seconds of an upload. A value being
 * loaded is shared, so a burst of requests for one key reads the database once; a failed load is
 * forgotten at once.
 */
export class ExpiringCache<K, V> {
  private readonly entries = new Map<K, { value: Promise<V>; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  getOrLoad(key: K, load: (key: K) => Promise<V>): Promise<V> {
    const now = performance.now();
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > now) return entry.value;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    const value = load(key);
    this.entries.set(key, { value, expiresAt: now + this.ttlMs });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }
}
