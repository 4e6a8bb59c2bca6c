import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { REQUEST_ID } from '../middleware/assign-request-id.js';
import { observeResponse, type RequestFacts } from '../middleware/observe-requests.js';
import { HSTS, SECURITY_HEADERS } from '../middleware/security-headers.js';
import type { RecordGateLogger } from '../types.js';
import type { RecordGateMetrics } from './create-metrics.js';

/** Options of {@link createHealthAnswer}: those of `createApp` that shape the `/health` answer. */
export interface HealthAnswerOptions {
  readonly publicUrl?: string;
  readonly trustProxy?: boolean;
  readonly logger: RecordGateLogger;
  readonly metrics?: RecordGateMetrics;
}

const BODY = JSON.stringify({ status: 'ok' });

/**
 * `GET /health` and `HEAD /health` answered on Node's request itself, before Koa builds its context
 * and runs the middleware stack: liveness probes come often and need none of it (docs/benchmarks.md,
 * round 3). The answer is the one the stack gives — the security headers (HSTS under the same rule),
 * `X-Request-Id`, `Cache-Control: no-store`, the JSON body with its length — with its log line and
 * metrics. Returns false, having done nothing, for every other request (a query string or a trailing
 * slash included), which Koa then serves.
 */
export function createHealthAnswer(
  options: HealthAnswerOptions,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const httpsPublic = options.publicUrl?.startsWith('https://') ?? false;
  const trustProxy = options.trustProxy ?? false;
  // Names and values in one flat list, the form `writeHead` takes without building a header object.
  const fixed = [
    ...Object.entries(SECURITY_HEADERS),
    ['Cache-Control', 'no-store'],
    ['Content-Type', 'application/json; charset=utf-8'],
    ['Content-Length', String(Buffer.byteLength(BODY))],
  ].flat();
  const withHsts = [...fixed, 'Strict-Transport-Security', HSTS];
  const { logger, metrics } = options;
  return (req, res) => {
    const { method } = req;
    if (req.url !== '/health' || (method !== 'GET' && method !== 'HEAD')) return false;
    const given = req.headers['x-request-id'];
    const requestId = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    const facts: RequestFacts = { type: '-', call: 'health', userId: null };
    const status = () => res.statusCode;
    observeResponse(res, { requestId, facts, method, path: '/health', status }, logger, metrics);
    const headers = httpsPublic || arrivedOverTls(req, trustProxy) ? withHsts : fixed;
    res.writeHead(200, [...headers, 'X-Request-Id', requestId]);
    res.end(method === 'HEAD' ? undefined : BODY);
    return true;
  };
}

// Koa's `ctx.secure`: TLS on the socket, or (behind a trusted proxy) the first X-Forwarded-Proto.
function arrivedOverTls(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  if (!trustProxy) return false;
  const proto = req.headers['x-forwarded-proto'];
  return typeof proto === 'string' && proto.split(',', 1)[0]!.trim() === 'https';
}
