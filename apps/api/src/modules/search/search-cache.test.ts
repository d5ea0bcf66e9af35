import { describe, expect, it } from 'vitest';
import { createSearchCache, singleFlight } from './search-cache';

describe('search cache', () => {
  it('keeps a value for the TTL, then forgets it', () => {
    const clock = { now: 0 };
    const cache = createSearchCache<string>(300_000, () => clock.now);
    cache.set('k', 'v');
    clock.now = 299_999;
    expect(cache.get('k')).toBe('v');
    clock.now = 300_000;
    expect(cache.get('k')).toBeUndefined();
  });

  it('a TTL of 0 turns it off', () => {
    const cache = createSearchCache<string>(0, () => 0);
    cache.set('k', 'v');
    expect(cache.get('k')).toBeUndefined();
  });

  it('computes a missing key once for concurrent callers', async () => {
    const cached = singleFlight(createSearchCache<number>(1000, () => 0));
    let calls = 0;
    let release: (v: number) => void = () => undefined;
    const compute = () => {
      calls++;
      return new Promise<number>((resolve) => {
        release = resolve;
      });
    };
    const a = cached('k', compute);
    const b = cached('k', compute);
    release(42);
    expect(await a).toEqual({ value: 42, cached: false });
    expect(await b).toEqual({ value: 42, cached: false });
    expect(await cached('k', compute)).toEqual({ value: 42, cached: true });
    expect(calls).toBe(1);
  });

  it('a failed computation is not cached', async () => {
    const cached = singleFlight(createSearchCache<number>(1000, () => 0));
    await expect(cached('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cached('k', () => Promise.resolve(1))).toEqual({ value: 1, cached: false });
  });
});
