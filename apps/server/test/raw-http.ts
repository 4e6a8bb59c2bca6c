import { connect } from 'node:net';

/** What a raw connection received before the server closed it. */
export interface RawExchange {
  /** Everything the server sent, as text. */
  readonly text: string;
  /** The status of the first response, if any. */
  readonly status: number | undefined;
  /** The JSON body of the last response, if it had one. */
  readonly body: unknown;
}

/**
 * Opens a TCP connection to `url`, writes `chunks` (a number means: pause that many milliseconds), and
 * resolves once the server has closed the connection, with what it sent. Tests use it to behave like
 * slow or broken clients that fetch() cannot imitate.
 */
export function rawExchange(
  url: string,
  chunks: readonly (string | number | (() => void))[],
): Promise<RawExchange> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (data: string) => (text += data));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A reset after the server answered still counts as the server closing the connection.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
      const lastBody = text.split('\r\n\r\n').at(-1) ?? '';
      let body: unknown;
      try {
        body = JSON.parse(lastBody);
      } catch {
        body = undefined;
      }
      resolve({ text, status: status ? Number(status) : undefined, body });
    });
    const writeChunks = async () => {
      for (const chunk of chunks) {
        if (socket.destroyed) return;
        if (typeof chunk === 'number') await new Promise((r) => setTimeout(r, chunk));
        else if (typeof chunk === 'function') chunk();
        else socket.write(chunk);
      }
    };
    socket.on('connect', () => {
      writeChunks().catch(reject);
    });
  });
}
