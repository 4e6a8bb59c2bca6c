import { createServer, connect, type Server, type Socket } from 'node:net';

/** A TCP proxy a test puts between the server and its database, to cut or stall the connection. */
export interface TcpProxy {
  /** The port the proxy listens on. */
  readonly port: number;
  /** How many connections it has refused while cut: the client has noticed and tried again. */
  readonly refused: number;
  /** How many connections it has reset or silenced because they sent the marker of `cutMatching`. */
  readonly matched: number;
  /** Forwards traffic both ways (the initial state). */
  open(): void;
  /** Resets every connection and refuses new ones, as when the database goes down. */
  cut(): void;
  /** Refuses new connections and leaves the open ones be, as a database shutting down does. */
  refuse(): void;
  /** Keeps connections open but forwards nothing, as in a network partition without resets. */
  pause(): void;
  /**
   * Resets the connections whose client sent `marker` (latin1) and every later one once it sends it,
   * the others forwarding as before: one kind of connection lost, the database still reachable.
   * `silence` forwards nothing of them, either way, for good (what it held back is lost), instead.
   */
  cutMatching(marker: string, how?: 'reset' | 'silence'): void;
  /** Whether an open connection's client sent `marker` and the server answered what it sent last. */
  answered(marker: string): boolean;
  close(): Promise<void>;
}

/** Starts a proxy on an ephemeral port of 127.0.0.1 that forwards to `targetHost:targetPort`. */
export async function createTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let mode: 'open' | 'cut' | 'paused' = 'open';
  let refusing = false;
  let refused = 0;
  let matched = 0;
  let marker: string | undefined;
  let silencing = false;
  const silenced = new Set<Socket>();
  const pairs = new Set<[Socket, Socket]>();
  // What each connection's client sent first (8 KiB: its start-up and first statements) and last.
  const sent = new Map<Socket, { head: string; tail: string; answered: boolean }>();
  const sentText = (client: Socket, text: string | undefined) => {
    const { head = '', tail = '' } = sent.get(client) ?? {};
    return text !== undefined && (head.includes(text) || tail.includes(text));
  };
  const sentMarker = (client: Socket) => sentText(client, marker);
  const server: Server = createServer((client) => {
    if (mode === 'cut' || refusing) {
      refused++;
      client.resetAndDestroy();
      return;
    }
    const upstream = connect(targetPort, targetHost);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const forget = () => {
      pairs.delete(pair);
      sent.delete(client);
      silenced.delete(client);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', forget).on('close', forget);
    upstream.on('error', forget).on('close', forget);
    client.on('data', (data) => {
      const text = data.toString('latin1');
      const { head, tail } = sent.get(client) ?? { head: '', tail: '' };
      sent.set(client, {
        head: head.length < 8192 ? (head + text).slice(0, 8192) : head,
        tail: (tail + text).slice(-1024),
        answered: false,
      });
      if (silenced.has(client)) return;
      if (sentMarker(client)) return matchedPair(pair);
      if (mode === 'open') upstream.write(data);
    });
    upstream.on('data', (data) => {
      if (mode !== 'open' || silenced.has(client)) return;
      client.write(data);
      const state = sent.get(client);
      if (state) state.answered = true;
    });
  });
  const matchedPair = (pair: [Socket, Socket]) => {
    const [client, upstream] = pair;
    matched++;
    if (silencing) return void silenced.add(client);
    pairs.delete(pair);
    client.resetAndDestroy();
    upstream.destroy();
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    get refused() {
      return refused;
    },
    get matched() {
      return matched;
    },
    open: () => {
      mode = 'open';
      refusing = false;
      marker = undefined;
    },
    cut: () => {
      mode = 'cut';
      for (const [client, upstream] of pairs) {
        client.resetAndDestroy();
        upstream.destroy();
      }
      pairs.clear();
    },
    refuse: () => {
      refusing = true;
    },
    pause: () => {
      mode = 'paused';
    },
    answered: (text) =>
      [...pairs].some(
        ([client]) => sentText(client, text) && !silenced.has(client) && sent.get(client)!.answered,
      ),
    cutMatching: (text, how = 'reset') => {
      marker = text;
      silencing = how === 'silence';
      for (const pair of pairs)
        if (sentMarker(pair[0]) && !silenced.has(pair[0])) matchedPair(pair);
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
