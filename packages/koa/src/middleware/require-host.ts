import type { Context } from 'koa';
import { HttpProblem } from './handle-errors.js';

/**
 * Answers an HTTP/1.1 request without a `Host` header with 400, as HTTP/1.1 requires (RFC 9112 §3.2).
 * Node's server refuses such a request itself with a bare 400 unless it is created with
 * `requireHostHeader: false`; with that, the request reaches the app and this answer carries the Yii2
 * body, the security headers and the request id like every other. HTTP/1.0 needs no `Host`. The request middleware checks it inside its error handling.
 */
export function assertHost({ req }: Context): void {
  if (req.headers.host === undefined && req.httpVersionMajor === 1 && req.httpVersionMinor >= 1) {
    throw new HttpProblem(
      400,
      'The request has no Host header, which HTTP/1.1 requires. Send one naming the server, as in "Host: records.example.com".',
    );
  }
}
