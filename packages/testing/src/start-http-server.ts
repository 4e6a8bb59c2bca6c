import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A server of a test, listening on an ephemeral port of 127.0.0.1. */
export interface TestServer {
  readonly server: Server;
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  readonly baseUrl: string;
  /** Drops the open connections and stops listening. */
  close(): Promise<void>;
}

/**
 * Serves `listener` (a Koa app's `callback()`, or a hand-written handler) on an ephemeral port of
 * 127.0.0.1, so tests drive the real app over real sockets.
 */
export async function startHttpServer(
  listener: (request: IncomingMessage, response: ServerResponse) => unknown,
): Promise<TestServer> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
