import { createServer, connect, type Server, type Socket } from 'node:net';

/** A TCP proxy a test puts between the server and its database, to cut or stall the connection. */
export interface TcpProxy {
  /** The port the proxy listens on. */
  readonly port: number;
  /** How many connections it has refused while cut: the client has noticed and tried again. */
  readonly refused: number;
  /** Forwards traffic both ways (the initial state). */
  open(): void;
  /** Resets every connection and refuses new ones, as when the database goes down. */
  cut(): void;
  /** Keeps connections open but forwards nothing, as in a network partition without resets. */
  pause(): void;
  close(): Promise<void>;
}

/** Starts a proxy on an ephemeral port of 127.0.0.1 that forwards to `targetHost:targetPort`. */
export async function createTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let mode: 'open' | 'cut' | 'paused' = 'open';
  let refused = 0;
  const pairs = new Set<[Socket, Socket]>();
  const server: Server = createServer((client) => {
    if (mode === 'cut') {
      refused++;
      client.resetAndDestroy();
      return;
    }
    const upstream = connect(targetPort, targetHost);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const forget = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', forget).on('close', forget);
    upstream.on('error', forget).on('close', forget);
    client.on('data', (data) => {
      if (mode === 'open') upstream.write(data);
    });
    upstream.on('data', (data) => {
      if (mode === 'open') client.write(data);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    get refused() {
      return refused;
    },
    open: () => {
      mode = 'open';
    },
    cut: () => {
      mode = 'cut';
      for (const [client, upstream] of pairs) {
        client.resetAndDestroy();
        upstream.destroy();
      }
      pairs.clear();
    },
    pause: () => {
      mode = 'paused';
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const [client, upstream] of pairs) {
          client.destroy();
          upstream.destroy();
        }
        server.close(() => resolve());
      }),
  };
}
