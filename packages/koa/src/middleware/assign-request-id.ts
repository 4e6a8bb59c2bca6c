import { randomUUID } from 'node:crypto';
import type { Context, Middleware } from 'koa';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Gives every request an id (the client's `X-Request-Id` when it is a plain token, otherwise a new
 * UUID), keeps it in `ctx.state.requestId` and echoes it in `X-Request-Id`. An id assigned by an outer
 * middleware is kept, so the app and the router agree.
 */
export function assignRequestId(): Middleware {
  return async (ctx, next) => {
    setRequestId(ctx);
    await next();
  };
}

/** What {@link assignRequestId} does before the rest of the request, for the request middleware. */
export function setRequestId(ctx: Context): void {
  let id = ctx.state.requestId;
  if (typeof id !== 'string') {
    const given = ctx.req.headers['x-request-id'];
    id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    ctx.state.requestId = id;
  }
  ctx.res.setHeader('X-Request-Id', id as string);
}
