export { createApp } from './create-app.js';
export { createMetrics } from './create-metrics.js';
export type { MetricsOptions, ObservedRequest, RecordGateMetrics } from './create-metrics.js';
export { createOpenApiDocument } from './create-openapi-document.js';
export type { CreateOpenApiDocumentArgs } from './create-openapi-document.js';
export { createOperationsRouter } from './create-operations-router.js';
export type { OperationsOptions } from './create-operations-router.js';
export {
  createClusterRateLimitStore,
  serveClusterRateLimits,
} from './create-cluster-rate-limit-store.js';
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
export type { RequestLogEntry } from './observe-requests.js';
export { RECORD_BASE_PATH, RECORD_CALLS } from './record-calls.js';
export type { CallHeaders, CallMethod, CallName, RecordCall } from './record-calls.js';
export type {
  AppOptions,
  RecordGateApp,
  RecordGateLogger,
  RecordGateOptions,
  RecordGateRouter,
} from './types.js';
export { SECURITY_HEADERS } from './security-headers.js';
export { parseByteSize } from './read-body.js';
export type { RequestBody } from './read-body.js';
