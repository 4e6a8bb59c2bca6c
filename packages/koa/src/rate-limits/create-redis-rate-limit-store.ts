import { createFlexibleRateLimitStore, loadFlexible } from './create-flexible-rate-limit-store.js';
import type { RateLimitStore } from './rate-limit-types.js';

/** Options of {@link createRedisRateLimitStore}. */
export interface RedisRateLimitStoreOptions {
  /**
   * A connected ioredis client (node-redis v4+ works too). Create it with `enableOfflineQueue: false`
   * so that an unreachable Redis fails fast instead of queueing requests.
   */
  readonly client: object;
  /** Prefix of every Redis key, so that installations (and test runs) sharing a Redis never meet. @default 'recordgate:rate:' */
  readonly prefix?: string;
}

/**
 * Rate-limit counters in Redis, shared by every node of an installation: one budget per key across the
 * cluster, counted atomically by a Lua script. While Redis is unreachable each node falls back to its
 * own in-memory counters (an insurance limiter), so requests keep being served and limited, per node.
 *
 * @example
 * ```ts
 * import { Redis } from 'ioredis';
 * const client = new Redis(process.env.REDIS_URL!, { enableOfflineQueue: false });
 * const app = createApp({ storage, rateLimit: { store: createRedisRateLimitStore({ client }) } });
 * ```
 */
export function createRedisRateLimitStore(options: RedisRateLimitStoreOptions): RateLimitStore {
  const prefix = options.prefix ?? 'recordgate:rate:';
  const RateLimiterRedis = loadFlexible('RateLimiterRedis');
  const RateLimiterMemory = loadFlexible('RateLimiterMemory');
  return createFlexibleRateLimitStore(
    ({ keyPrefix, points, duration }) =>
      new RateLimiterRedis({
        storeClient: options.client,
        keyPrefix: `${prefix}${keyPrefix}`,
        points,
        duration,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration }),
      }),
  );
}
