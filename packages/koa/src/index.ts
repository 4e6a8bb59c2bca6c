export { createApp } from './create-app.js';
export { createMemoryRateLimitStore } from './create-memory-rate-limit-store.js';
export { createRedisRateLimitStore } from './create-redis-rate-limit-store.js';
export type { RedisRateLimitStoreOptions } from './create-redis-rate-limit-store.js';
export { createRouter } from './create-router.js';
export { ERROR_STATUS } from './error-status.js';
export type { ErrorLogger } from './handle-errors.js';
export type {
  RateLimitArgs,
  RateLimitBudget,
  RateLimitOptions,
  RateLimitState,
  RateLimitStore,
} from './rate-limit-types.js';
export type { RecordGateOptions } from './types.js';
export { SECURITY_HEADERS } from './security-headers.js';
export { parseByteSize } from './read-body.js';
export type { RequestBody } from './read-body.js';
