import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimitArgs, RateLimitState, RateLimitStore } from './rate-limit-types.js';

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
        if (error instanceof RateLimiterRes) return stateOf(error, args, false);
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
