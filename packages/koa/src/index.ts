export { createApp } from './create-app.js';
export { createMetrics } from './operations/create-metrics.js';
export type {
  MetricsOptions,
  ObservedRequest,
  RecordGateMetrics,
} from './operations/create-metrics.js';
export { createOpenApiDocument } from './openapi/create-openapi-document.js';
export type { CreateOpenApiDocumentArgs } from './openapi/create-openapi-document.js';
export { createOperationsRouter } from './operations/create-operations-router.js';
export type { OperationsOptions } from './operations/create-operations-router.js';
export {
  createClusterRateLimitStore,
  serveClusterRateLimits,
} from './rate-limits/create-cluster-rate-limit-store.js';
export { createMemoryRateLimitStore } from './rate-limits/create-memory-rate-limit-store.js';
export { createRedisRateLimitStore } from './rate-limits/create-redis-rate-limit-store.js';
export type { RedisRateLimitStoreOptions } from './rate-limits/create-redis-rate-limit-store.js';
export { createRouter } from './create-router.js';
export { ERROR_STATUS } from './error-status.js';
export type { ErrorLogger } from './middleware/handle-errors.js';
export type {
  RateLimitArgs,
  RateLimitBudget,
  RateLimitOptions,
  RateLimitState,
  RateLimitStore,
} from './rate-limits/rate-limit-types.js';
export { RECORD_BASE_PATH, RECORD_CALLS } from './record-calls.js';
export type { CallMethod, CallName, RecordCall, RecordCallParameter } from './calls/types.js';
export type {
  AppOptions,
  AppRenditionOptions,
  RecordGateApp,
  RecordGateLogger,
  RecordGateOptions,
  RecordGateRouter,
  RequestLogEntry,
} from './types.js';
export { SECURITY_HEADERS } from './middleware/security-headers.js';
export { parseByteSize } from './body/parse-byte-size.js';
export type { RequestBody } from './body/types.js';
