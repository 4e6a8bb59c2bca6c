import { createFlexibleRateLimitStore, loadFlexible } from './create-flexible-rate-limit-store.js';
import type { RateLimitStore } from './rate-limit-types.js';

/**
 * Rate-limit counters in this process's memory: the default. Each node of an installation counts on
 * its own, so with N nodes behind a load balancer a key may spend up to N budgets; use
 * {@link createRedisRateLimitStore} to share one.
 */
export function createMemoryRateLimitStore(): RateLimitStore {
  const RateLimiterMemory = loadFlexible('RateLimiterMemory');
  return createFlexibleRateLimitStore((options) => new RateLimiterMemory(options));
}
