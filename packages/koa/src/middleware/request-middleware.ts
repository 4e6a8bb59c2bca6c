import type { Middleware } from 'koa';
import type { RecordGateMetrics } from '../operations/create-metrics.js';
import type { RecordGateLogger } from '../types.js';
import { setRequestId } from './assign-request-id.js';
import { closeIfUnread } from './close-unread-bodies.js';
import { errorAnswer } from './handle-errors.js';
import { requestObserver } from './observe-requests.js';
import { assertHost } from './require-host.js';
import { securityHeaderSetter } from './security-headers.js';

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
 * mounts the router alone. One middleware doing the six in turn: each layer of Koa's costs a bound
 * function, a promise and an `await` per request (docs/benchmarks.md, "The view's work per request,
 * cheaper"). `inner`, when given, runs inside it instead of the next layer (`createApp`'s routes,
 * in the same layer: ADR 0062).
 */
export function requestMiddleware(
  options: RequestMiddlewareOptions,
  inner?: Middleware,
): Middleware[] {
  const setSecurityHeaders = securityHeaderSetter({ publicUrl: options.publicUrl });
  const observe = requestObserver(options.logger, options.metrics);
  const answerError = errorAnswer(options.logger);
  return [
    async (ctx, next) => {
      setSecurityHeaders(ctx);
      setRequestId(ctx);
      observe(ctx);
      try {
        assertHost(ctx);
        await (inner ? inner(ctx, next) : next());
      } catch (error) {
        answerError(ctx, error);
      }
      const unread = closeIfUnread(ctx);
      if (unread) await unread;
    },
  ];
}
