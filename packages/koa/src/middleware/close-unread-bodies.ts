import type { Context } from 'koa';

/**
 * Closes the connection of a request answered before its body arrived whole (docs/reliability.md,
 * "Slow and broken clients"): a 401 without a key, a 403, 404, 405, 413, 415 or 429 refuses the
 * request before reading its body, and without this Node would keep reading (and dropping) the rest
 * of the body to reuse the connection, so a client dripping a large body could hold a socket until
 * `REQUEST_TIMEOUT` without a key. `Connection: close` makes Node end the connection once the answer
 * is sent. A body that has fully arrived (a small one, sent at once) keeps the connection alive.
 * The request middleware calls it once the rest of the request has run; it returns undefined (nothing
 * to wait for) when the body arrived whole, as it has for most requests.
 */
export function closeIfUnread(ctx: Context): Promise<void> | undefined {
  if (ctx.req.complete || ctx.headerSent) return undefined;
  // Node parses the rest of what arrived with the head only after this turn's promises ran: one
  // turn later, a body sent with its head is complete.
  return new Promise<void>((resolve) =>
    setImmediate(() => {
      if (!ctx.req.complete && !ctx.headerSent) ctx.set('Connection', 'close');
      resolve();
    }),
  );
}
