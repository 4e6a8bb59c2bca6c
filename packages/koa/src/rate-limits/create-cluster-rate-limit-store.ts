import { createFlexibleRateLimitStore, loadFlexible } from './create-flexible-rate-limit-store.js';
import type { RateLimitStore } from './rate-limit-types.js';

/**
 * Rate-limit counters shared by the workers of one node:cluster primary (`recordgate serve --workers N`
 * without Redis): each worker asks the primary over the cluster channel, so the N workers spend one
 * budget. The primary must run {@link serveClusterRateLimits} before it forks. Several machines still
 * need {@link createRedisRateLimitStore}.
 */
export function createClusterRateLimitStore(): RateLimitStore {
  const { RateLimiterCluster } = loadFlexible('RateLimiterCluster');
  return createFlexibleRateLimitStore(
    (options) =>
      new RateLimiterCluster({
        ...options,
        // The primary keeps one limiter per prefix, made with the first worker's budget: the budget
        // goes into the prefix so that a changed budget never meets an old limiter.
        keyPrefix: `${options.keyPrefix}:${options.points}:${options.duration}`,
        timeoutMs: 2000,
      }),
  );
}

/** Keeps the counters of {@link createClusterRateLimitStore} in the cluster's primary process. */
export function serveClusterRateLimits(): void {
  // The library keeps one master per process; constructing it again returns the same one.
  const { RateLimiterClusterMaster } = loadFlexible('RateLimiterCluster');
  new RateLimiterClusterMaster();
}
