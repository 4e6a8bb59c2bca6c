import { randomUUID } from 'node:crypto';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { SECURITY_HEADERS } from '@recordgate/koa';

/** Timeouts of the HTTP server against slow or idle clients, in milliseconds. */
export interface HttpTimeouts {
  /** Time a client has to send the complete request head (request line and headers). */
  readonly headersMs: number;
  /** Time a client has to send the complete request, body included. */
  readonly requestMs: number;
  /** Time an idle keep-alive connection stays open between requests. */
  readonly keepAliveMs: number;
  /** Time a connection may stay silent (nothing read, nothing written) before it is closed. */
  readonly idleMs: number;
}

const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [
    408,
    'Request Timeout',
    'The request was not received in time. Send the headers and body without pausing.',
  ],
  HPE_HEADER_OVERFLOW: [
    431,
    'Request Header Fields Too Large',
    'The request line and headers are too large (at most 16 KiB in total). Send a shorter URL or smaller headers.',
  ],
  HPE_INVALID_METHOD: [
    400,
    'Bad Request',
    'The request method is not one this server knows. Use GET, HEAD, POST, DELETE or OPTIONS.',
  ],
};

/**
 * The Node HTTP server in front of the Koa app, with timeouts against slow clients (slowloris heads and
 * bodies, idle keep-alive connections) and protocol errors answered in the Yii2 body with the security
 * headers and a request id, instead of Node's bare responses. A request without `Host` reaches the
 * app, which answers it with its own 400.
 */
export function createHttpServer(handler: RequestListener, timeouts: HttpTimeouts): Server {
  const server = createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      // How often Node checks the two timeouts above; its default would let them overrun.
      connectionsCheckingInterval: Math.max(50, Math.min(1000, timeouts.headersMs / 4)),
      // Node's own answer would be a bare 400; the app gives it the Yii2 body and a request id.
      requireHostHeader: false,
    },
    handler,
  );
  server.timeout = timeouts.idleMs;
  server.on('clientError', (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const [status, name, message] = CLIENT_ERRORS[error.code ?? ''] ?? [
      400,
      'Bad Request',
      'The request is not valid HTTP/1.1.',
    ];
    const body = JSON.stringify({ name, message, code: 0, status });
    const headers = {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      Connection: 'close',
      // Every answer carries a request id; the request was not read, so it is a new one.
      'X-Request-Id': randomUUID(),
      ...SECURITY_HEADERS,
    };
    const head = Object.entries(headers)
      .map(([header, value]) => `${header}: ${value}\r\n`)
      .join('');
    socket.end(`HTTP/1.1 ${status} ${name}\r\n${head}\r\n${body}`);
  });
  return server;
}
