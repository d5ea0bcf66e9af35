import type { Redis } from 'ioredis';
import type { RateLimitRule } from '../config';

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSec: number;
}

/** Fixed-window counters; Redis when REDIS_URL is set so replicas agree, in-process otherwise. */
export interface RateLimiter {
  hit(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
  /** The hits counted in the key's current window, and the seconds until it ends (0 when none), without a hit. */
  peek(key: string): Promise<{ count: number; retryAfterSec: number }>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, rule) {
      const t = now();
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + rule.windowSec * 1000 };
        windows.set(key, w);
        if (windows.size > 100_000) {
          for (const [k, v] of windows) if (v.resetAt <= t) windows.delete(k);
        }
      }
      w.count += 1;
      const allowed = w.count <= rule.limit;
      return {
        allowed,
        remaining: Math.max(0, rule.limit - w.count),
        retryAfterSec: allowed ? 0 : Math.max(1, Math.ceil((w.resetAt - t) / 1000)),
      };
    },
    async peek(key) {
      const w = windows.get(key);
      const t = now();
      if (!w || w.resetAt <= t) return { count: 0, retryAfterSec: 0 };
      return { count: w.count, retryAfterSec: Math.max(1, Math.ceil((w.resetAt - t) / 1000)) };
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

export function createRedisRateLimiter(redis: Redis, prefix = 'salonya:rl:'): RateLimiter {
  return {
    async hit(key, rule) {
      const k = prefix + key;
      const res = await redis
        .multi()
        .incr(k)
        .pexpire(k, rule.windowSec * 1000, 'NX')
        .pttl(k)
        .exec();
      const count = Number(res?.[0]?.[1] ?? 0);
      const ttl = Number(res?.[2]?.[1] ?? rule.windowSec * 1000);
      const allowed = count <= rule.limit;
      return {
        allowed,
        remaining: Math.max(0, rule.limit - count),
        retryAfterSec: allowed ? 0 : Math.max(1, Math.ceil(ttl / 1000)),
      };
    },
    async peek(key) {
      const k = prefix + key;
      const res = await redis.multi().get(k).pttl(k).exec();
      const count = Number(res?.[0]?.[1] ?? 0) || 0;
      const ttl = Number(res?.[1]?.[1] ?? 0);
      return count > 0 && ttl > 0
        ? { count, retryAfterSec: Math.max(1, Math.ceil(ttl / 1000)) }
        : { count: 0, retryAfterSec: 0 };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}
