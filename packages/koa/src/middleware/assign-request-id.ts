import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Gives every request an id (the client's `X-Request-Id` when it is a plain token, otherwise a new
 * UUID), keeps it in `ctx.state.requestId` and echoes it in `X-Request-Id`. An id assigned by an outer
 * middleware is kept, so the app and the router agree.
 */
export function assignRequestId(): Middleware {
  return async (ctx, next) => {
    if (typeof ctx.state.requestId !== 'string') {
      const given = ctx.get('X-Request-Id');
      ctx.state.requestId = REQUEST_ID.test(given) ? given : randomUUID();
    }
    ctx.set('X-Request-Id', ctx.state.requestId as string);
    await next();
  };
}
