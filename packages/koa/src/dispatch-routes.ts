import type { Layer, Router } from '@koa/router';
import type { Context, Next } from 'koa';

/**
 * A router's routes, dispatched without building a middleware chain per request: the request's
 * route is found with the router's own layers (their path patterns and parameters), the context
 * gets what `router.routes()` gives a matched route (`params`, `captures`, `matched`, `router`,
 * `routeMatched`, `_matchedRoute`, `routerPath`, `routerName`), and the route's one handler runs.
 * Undefined when no route matches: the caller goes on as `router.routes()` would (it calls `next`).
 * `@koa/router` composes the matched layers' middleware anew for every request (docs/benchmarks.md,
 * "The view's work per request, without the per-request layers"; ADR 0062).
 *
 * Only for a router of routes with one handler each, without `router.use` middleware, a prefix or a
 * host (the record router `createApp` builds); throws for any other.
 */
export function routeDispatch(
  router: Router,
): (ctx: Context, next: Next) => Promise<void> | undefined {
  const layers = router.stack as Layer[];
  const plain = layers.every(
    (layer) =>
      layer.methods.length > 0 &&
      layer.stack.length === 1 &&
      !layer.name &&
      !layer.opts.ignoreCaptures,
  );
  if (!plain || router.opts.prefix || router.opts.host || router.opts.routerPath)
    throw new Error('routeDispatch takes a router of plain routes only.');
  return (ctx, next) => {
    const path = requestPath(ctx);
    const matched: Layer[] = [];
    for (const layer of layers) if (layer.match(path)) matched.push(layer);
    // The first route of the method runs, as the first of the router's chain (a route's handler
    // answers; it does not call the next one).
    const layer = matched.find((candidate) => candidate.methods.includes(ctx.method.toUpperCase()));
    if (!layer) return undefined;
    const context = ctx as RoutedContext;
    context.matched = context.matched ? [...context.matched, ...matched] : matched;
    context.router = router;
    context.routeMatched = true;
    const captures = layer.captures(path);
    context.captures = captures;
    context.request.params = layer.params(path, captures, context.params);
    context.params = context.request.params;
    context.routerPath = layer.path as string;
    context.routerName = undefined;
    context._matchedRoute = layer.path as string;
    return layer.stack[0]!(ctx as never, next) as Promise<void>;
  };
}

/** The fields `@koa/router` sets on the context of a matched route. */
interface RoutedContext extends Context {
  matched?: Layer[];
  router?: Router;
  routeMatched?: boolean;
  captures: string[];
  request: Context['request'] & { params: Record<string, string> };
  params: Record<string, string>;
  routerPath?: string;
  routerName?: string;
  newRouterPath?: string;
  _matchedRoute?: string;
}

// The path the router matches (`Router#_getRequestPath` without a `routerPath` option).
function requestPath(ctx: Context): string {
  const context = ctx as RoutedContext;
  return context.newRouterPath || ctx.path || context.routerPath || '';
}
