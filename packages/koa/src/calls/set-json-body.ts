import type { Context } from 'koa';

/** The `Content-Type` Koa gives a body that is an object (`ctx.type = 'json'`). */
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * `ctx.body = body` for a JSON answer, with the `Content-Type` Koa would give it set first: Koa's body
 * setter then finds a JSON type and looks none up (docs/benchmarks.md, "The view's work per request,
 * without the per-request layers"). The same header, at the same place among the others; `ctx.body`
 * is the object, as before.
 */
export function setJsonBody(ctx: Context, body: unknown): void {
  // Only a plain object or an array is JSON to Koa whatever its type; anything else is left to it.
  if (isPlainJson(body) && !ctx.res.hasHeader('Content-Type'))
    ctx.res.setHeader('Content-Type', JSON_TYPE);
  ctx.body = body;
}

function isPlainJson(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const prototype: unknown = Object.getPrototypeOf(body);
  return prototype === Object.prototype || prototype === null || Array.isArray(body);
}
