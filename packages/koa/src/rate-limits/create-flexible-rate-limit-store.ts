import { createRequire } from 'node:module';
import type * as Flexible from 'rate-limiter-flexible';
import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimitArgs, RateLimitState, RateLimitStore } from './rate-limit-types.js';

/**
 * One class of rate-limiter-flexible from its own file: the package's entry point loads every store
 * it has (Redis, Mongo, DynamoDB, Prisma, …), which a server without them would keep in memory
 * (docs/benchmarks.md, "Idle memory: MikroORM only to migrate"). The entry point re-exports these
 * same files, so classes are the same either way.
 */
export function loadFlexible<Name extends keyof FlexibleFiles>(name: Name): FlexibleFiles[Name] {
  return requireHere(`rate-limiter-flexible/lib/${name}.js`) as FlexibleFiles[Name];
}

/** What each file of the package's `lib/` exports (RateLimiterCluster.js: both cluster classes). */
interface FlexibleFiles {
  readonly RateLimiterMemory: typeof Flexible.RateLimiterMemory;
  readonly RateLimiterRedis: typeof Flexible.RateLimiterRedis;
  readonly RateLimiterRes: typeof Flexible.RateLimiterRes;
  readonly RateLimiterCluster: {
    readonly RateLimiterCluster: typeof Flexible.RateLimiterCluster;
    readonly RateLimiterClusterMaster: typeof Flexible.RateLimiterClusterMaster;
  };
}

const requireHere = createRequire(import.meta.url);
const RateLimiterResClass = loadFlexible('RateLimiterRes');

/**
 * A {@link RateLimitStore} over rate-limiter-flexible limiters, one per bucket and budget, made on
 * first use by `make`. Fixed windows: the first request of an id opens a window of `windowSeconds`.
 */
export function createFlexibleRateLimitStore(
  make: (args: { keyPrefix: string; points: number; duration: number }) => RateLimiterAbstract,
): RateLimitStore {
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiterFor = ({ bucket, limit, windowSeconds }: RateLimitArgs) => {
    const name = `${bucket}\u0000${limit}\u0000${windowSeconds}`;
    let limiter = limiters.get(name);
    if (!limiter) {
      limiter = make({ keyPrefix: bucket, points: limit, duration: windowSeconds });
      limiters.set(name, limiter);
    }
    return limiter;
  };
  const stateOf = (res: RateLimiterRes, args: RateLimitArgs, allowed: boolean): RateLimitState => ({
    allowed,
    remaining: Math.max(0, args.limit - res.consumedPoints),
    resetSeconds: res.consumedPoints > 0 ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : 0,
  });
  return {
    async consume(args) {
      try {
        return stateOf(await limiterFor(args).consume(args.id), args, true);
      } catch (error) {
        // The library rejects with the limiter state when the budget is spent; anything else is a
        // store failure the caller should see.
        if (error instanceof RateLimiterResClass) return stateOf(error, args, false);
        throw error;
      }
    },
    async peek(args) {
      const res = await limiterFor(args).get(args.id);
      return res
        ? stateOf(res, args, true)
        : { allowed: true, remaining: args.limit, resetSeconds: 0 };
    },
  };
}
