import type { Context, Middleware } from 'koa';
import type { RecordGateMetrics } from '../operations/create-metrics.js';
import type { RecordGateLogger, RequestLogEntry } from '../types.js';

/** What the router learns about a request while serving it; read when the response ends. */
export interface RequestFacts {
  /** Controller name of a registered public type, else `-`. */
  type: string;
  /** The call (`view`, `listObjects`, …), else `-`. */
  call: string;
  /** The authenticated user, once known. */
  userId: number | null;
}

/** The facts of the current request, set up by {@link observeRequests}. */
export function requestFacts(state: Record<string, unknown>): RequestFacts {
  return state.recordgate as RequestFacts;
}

/** Names the call in the request's log line and metrics (when the request is observed). */
export function nameCall(ctx: Context, call: string): void {
  const facts = ctx.state.recordgate as RequestFacts | undefined;
  if (facts) facts.call = call;
}

/** The calls of load balancers and orchestrators: their successful answers are logged at `debug`. */
const PROBES = new Set(['health', 'ready']);

/**
 * Writes one log line and counts one request in the metrics when the response has ended (after a
 * streamed body too), with the request id, user id, type, call, status and duration: at `info`, or at
 * `debug` for a probe's successful answer. Must run after the request-id middleware.
 */
export function observeRequests(
  logger: RecordGateLogger,
  metrics: RecordGateMetrics | undefined,
): Middleware {
  const observe = requestObserver(logger, metrics);
  return async (ctx, next) => {
    observe(ctx);
    await next();
  };
}

/** What {@link observeRequests} does before the rest of the request, for the request middleware. */
export function requestObserver(
  logger: RecordGateLogger,
  metrics: RecordGateMetrics | undefined,
): (ctx: Context) => void {
  return (ctx) => {
    // Observed already by an outer layer (createApp observes every request, routed or not).
    if (ctx.state.recordgate) return;
    const started = performance.now();
    const facts: RequestFacts = { type: '-', call: '-', userId: null };
    ctx.state.recordgate = facts;
    metrics?.inFlight.inc();
    // `close` comes once per response: `on` spares the wrapper `once` makes and removes.
    ctx.res.on('close', () => {
      const ms = performance.now() - started;
      metrics?.inFlight.dec();
      metrics?.observeRequest({
        type: facts.type,
        call: facts.call,
        status: ctx.status,
        durationSeconds: ms / 1e3,
      });
      const entry: Mutable<RequestLogEntry> = {
        requestId: ctx.state.requestId as string,
        userId: facts.userId,
        type: facts.type,
        call: facts.call,
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        durationMs: Math.round(ms * 1e3) / 1e3,
      };
      // Added last, as the field the log line ends with; no object spread per request.
      if (!ctx.res.writableFinished) entry.aborted = true;
      if (PROBES.has(facts.call) && ctx.status < 300) logger.debug?.(entry, 'request');
      else logger.info?.(entry, 'request');
    });
  };
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
