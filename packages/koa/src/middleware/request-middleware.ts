import type { Middleware } from 'koa';
import type { RecordGateMetrics } from '../operations/create-metrics.js';
import type { RecordGateLogger } from '../types.js';
import { assignRequestId } from './assign-request-id.js';
import { closeUnreadBodies } from './close-unread-bodies.js';
import { handleErrors } from './handle-errors.js';
import { observeRequests } from './observe-requests.js';
import { requireHost } from './require-host.js';
import { securityHeaders } from './security-headers.js';

/** Options of {@link requestMiddleware}. */
export interface RequestMiddlewareOptions {
  /** The public base URL; an https one turns HSTS on. */
  readonly publicUrl?: string;
  readonly logger: RecordGateLogger;
  readonly metrics?: RecordGateMetrics;
}

/**
 * The middleware every request of the interface passes once, in this order: the security headers, the
 * request id, the log line and metrics (which read the id), the connection closed after an answer
 * given before the body arrived, the Yii2 error bodies, and the 400 of an
 * HTTP/1.1 request without `Host`. `createApp`
 * installs it in front of everything; `createRouter` installs it on the router only when a host
 * mounts the router alone.
 */
export function requestMiddleware(options: RequestMiddlewareOptions): Middleware[] {
  return [
    securityHeaders({ publicUrl: options.publicUrl }),
    assignRequestId(),
    observeRequests(options.logger, options.metrics),
    closeUnreadBodies(),
    handleErrors(options.logger),
    requireHost(),
  ];
}
