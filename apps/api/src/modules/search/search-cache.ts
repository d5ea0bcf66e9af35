/**
 * The search cache of SPEC §9 (300000 ms). In-process: each replica keeps its own answers for the TTL, which is
 * what the cache time allows anyway. A Redis-backed implementation can replace it behind the same interface.
 */
export interface SearchCache<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
  clear(): void;
}

/** At most this many answers; the oldest go first. */
const MAX_ENTRIES = 5_000;

export function createSearchCache<T>(ttlMs: number, now: () => number): SearchCache<T> {
  const entries = new Map<string, { value: T; expiresAt: number }>();
  return {
    get(key) {
      if (ttlMs <= 0) return undefined;
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value) {
      if (ttlMs <= 0) return;
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + ttlMs });
      while (entries.size > MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    clear() {
      entries.clear();
    },
  };
}

/**
 * The cached value, or computes it once: concurrent callers of one missing key share the same computation
 * instead of each asking the database (many users typing the same popular prefix).
 */
export function singleFlight<T>(cache: SearchCache<T>) {
  const running = new Map<string, Promise<T>>();
  return async (key: string, compute: () => Promise<T>): Promise<{ value: T; cached: boolean }> => {
    const hit = cache.get(key);
    if (hit !== undefined) return { value: hit, cached: true };
    let promise = running.get(key);
    if (!promise) {
      promise = compute()
        .then((value) => {
          cache.set(key, value);
          return value;
        })
        .finally(() => running.delete(key));
      running.set(key, promise);
    }
    return { value: await promise, cached: false };
  };
}
