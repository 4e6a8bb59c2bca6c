import Koa from 'koa';
import { assignRequestId } from './middleware/assign-request-id.js';
import { createMetrics } from './operations/create-metrics.js';
import { createOperationsRouter } from './operations/create-operations-router.js';
import { createRouter } from './create-router.js';
import { handleErrors, sendError } from './middleware/handle-errors.js';
import { observeRequests } from './middleware/observe-requests.js';
import { securityHeaders } from './middleware/security-headers.js';
import type { AppOptions, RecordGateApp } from './types.js';

/**
 * A Koa application serving the whole record-access interface plus the operational endpoints
 * (`/health`, `/ready`, `/openapi.json`, `/docs`, and `/metrics` when a metrics token is set; see
 * docs/operations.md). `app.callback()` is the plain Node request handler for node:http, Express and
 * others. Every response, including those for paths outside the interface and for failures outside
 * the routes, carries the security headers, `X-Request-Id` and a Yii2 error body, and every request
 * gives one log line. `app.close()` stops the .docx render workers the app started (on shutdown).
 *
 * @example
 * ```ts
 * const app = createApp({ storage: await createMikroOrmStorage({ types: defaultRecordTypes }) });
 * app.listen(8080);
 * ```
 */
export function createApp(options: AppOptions): RecordGateApp {
  // Behind a trusted proxy the client address is the X-Forwarded-For entry that proxy appended (the
  // last); earlier entries are whatever the client sent and must not steer rate limits.
  const app = new Koa({ proxy: options.trustProxy ?? false, maxIpsCount: 1 });
  app.silent = true;
  const metrics =
    options.metrics ??
    (options.metricsToken || options.publicMetrics ? createMetrics() : undefined);
  const logger = options.logger ?? {
    error: (details, message) => console.error(message, details),
  };
  const router = createRouter({ ...options, metrics, logger });
  const operations = createOperationsRouter({ ...options, metrics, logger });
  app.use(securityHeaders({ publicUrl: options.publicUrl }));
  app.use(assignRequestId());
  // Every request gets one log line and is counted, routed or not.
  app.use(observeRequests(logger, metrics));
  app.use(handleErrors(logger));
  app.use(async (ctx, next) => {
    await next();
    if (ctx.status === 404 && ctx.body === undefined) {
      // No route matched: the paths of the interface are /{CONTROLLER}/api/default[/call].
      sendError(
        ctx,
        404,
        `There is no call at ${ctx.path}. Calls live under /{CONTROLLER}/api/default; the API reference is at /docs.`,
      );
    }
  });
  app.use(operations.routes());
  app.use(router.routes());
  return Object.assign(app, { close: () => router.close() });
}
