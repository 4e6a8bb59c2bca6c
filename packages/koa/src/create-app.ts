import Koa from 'koa';
import { createRouter } from './create-router.js';
import { sendError } from './handle-errors.js';
import type { RecordGateOptions } from './types.js';

/**
 * A Koa application serving the whole record-access interface. `app.callback()` is the plain Node
 * request handler for node:http, Express and others.
 *
 * @example
 * ```ts
 * const app = createApp({ storage: await createMikroOrmStorage({ types: defaultRecordTypes }) });
 * app.listen(8080);
 * ```
 */
export function createApp(options: RecordGateOptions): Koa {
  const app = new Koa({ proxy: options.trustProxy ?? false });
  app.silent = true;
  const router = createRouter(options);
  app.use(async (ctx, next) => {
    await next();
    if (ctx.status === 404 && ctx.body === undefined) {
      // No route matched: the paths of the interface are /{CONTROLLER}/api/default[/call].
      if (!ctx.response.get('X-Request-Id')) ctx.set('X-Request-Id', crypto.randomUUID());
      sendError(
        ctx,
        404,
        `There is no call at ${ctx.path}. Calls live under /{CONTROLLER}/api/default.`,
      );
    }
  });
  app.use(router.routes());
  return app;
}
