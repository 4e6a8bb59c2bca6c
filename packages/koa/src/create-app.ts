import Koa, { type Middleware } from 'koa';
import { createRecordRouter } from './create-router.js';
import { routeDispatch } from './dispatch-routes.js';
import { CONSOLE_ERRORS, noCallAt, sendError } from './middleware/handle-errors.js';
import { requestMiddleware } from './middleware/request-middleware.js';
import { createMetrics } from './operations/create-metrics.js';
import { createOperations } from './operations/create-operations-router.js';
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
  const logger = options.logger ?? CONSOLE_ERRORS;
  // The request middleware runs once, here, for every request, routed or not (one request id, one
  // log line and one count each); the routers below leave it out.
  const routers = { ownMiddleware: false };
  const router = createRecordRouter({ ...options, metrics, logger }, routers);
  const operations = createOperations({ ...options, metrics, logger }, routers);
  const operationRoutes = operations.routes();
  const recordCall = routeDispatch(router);
  // Record calls first (no path of the interface is an operational endpoint's), then the endpoints,
  // then Koa's next layer; all in the request middleware's own layer (ADR 0062).
  const serve: Middleware = async (ctx, next) => {
    await (recordCall(ctx, next) ?? operationRoutes(ctx as never, next));
    if (ctx.status === 404 && ctx.body === undefined) {
      // No route matched: the paths of the interface are /{CONTROLLER}/api/default[/call].
      sendError(ctx, 404, noCallAt(ctx.path));
    }
  };
  const { publicUrl } = options;
  for (const middleware of requestMiddleware({ publicUrl, logger, metrics }, serve))
    app.use(middleware);
  return Object.assign(app, { close: () => router.close() });
}
