import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBodyReader } from '../src/body/read-body.js';
import { handleErrors } from '../src/middleware/handle-errors.js';

/*
 * Bodies that do not arrive whole, compressed or not (docs/writing-records.md, "Bodies"): an aborted
 * one ends its request with a 400 instead of leaving it waiting for bytes that never come, and the
 * rest of one refused as too large is read and dropped so that the client gets its 413.
 */
const dir = mkdtempSync(join(tmpdir(), 'recordgate-aborted-'));
let server: Server;
let port: number;
// Each request's status once the app is done with it, in the order the requests arrived.
const arrived: Array<(status: number) => void> = [];
const started: Array<() => void> = [];

beforeAll(async () => {
  const reader = createBodyReader({ bodyLimit: 1024, uploadLimit: 4096, uploadDirectory: dir });
  const app = new Koa();
  // The aborted requests' parse errors are the point here, not news.
  app.silent = true;
  app.use(async (ctx, next) => {
    started.shift()?.();
    const settled = arrived.shift();
    try {
      await next();
    } finally {
      settled?.(ctx.status);
    }
  });
  app.use(handleErrors({ error: () => {} }));
  app.use((ctx) => reader(ctx, async () => void (ctx.body = {})));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const encoders = {
  identity: (b: Buffer) => b,
  gzip: gzipSync,
  deflate: deflateSync,
  br: brotliCompressSync,
};

/** The head of a JSON POST whose body is `length` bytes in `encoding` (`chunked` without one). */
const head = (encoding: string, length?: number) =>
  `POST / HTTP/1.1\r\nHost: records.test\r\nContent-Type: application/json\r\nContent-Encoding: ${encoding}\r\n${length === undefined ? 'Transfer-Encoding: chunked' : `Content-Length: ${length}`}\r\n\r\n`;

/** Resolves once the next request reaches the app; its status once the app is done with it. */
function nextRequest(): { started: Promise<void>; status: Promise<number> } {
  return {
    started: new Promise<void>((resolve) => started.push(resolve)),
    status: new Promise<number>((resolve) => arrived.push(resolve)),
  };
}

/** `promise`, or a rejection naming `what` when it has not settled after a few seconds (a hang). */
function orHang<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} never settled`)), 4000);
  });
  return Promise.race([promise, hang]).finally(() => clearTimeout(timer));
}

function open(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

describe('a body that does not arrive whole', () => {
  it.each(Object.keys(encoders))(
    'aborted half-way (%s): the request ends with a 400, nothing waits for the rest',
    async (encoding) => {
      const json = JSON.stringify({ title: randomBytes(300).toString('hex') });
      const body = encoders[encoding as keyof typeof encoders](Buffer.from(json));
      const request = nextRequest();
      const socket = await open();
      socket.write(
        head(encoding, body.length) + body.subarray(0, body.length >> 1).toString('latin1'),
        'latin1',
      );
      await request.started;
      socket.destroy();
      expect(await orHang(request.status, `the read of an aborted ${encoding} body`)).toBe(400);
    },
  );

  it('aborted half-way (multipart): the request ends with a 400, nothing waits for the rest', async () => {
    const part = `--B\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\n${'x'.repeat(3000)}`;
    const request = nextRequest();
    const socket = await open();
    socket.write(
      `POST / HTTP/1.1\r\nHost: records.test\r\nContent-Type: multipart/form-data; boundary=B\r\nContent-Length: 4000\r\n\r\n${part}`,
    );
    await request.started;
    socket.destroy();
    expect(await orHang(request.status, 'the read of an aborted multipart body')).toBe(400);
  });

  // 16 MB on the wire, more than the connection's buffers hold: every byte is taken only if the
  // server reads on after its answer. Gzip at level 0 stores the bytes as they are.
  const large = Buffer.from(JSON.stringify({ title: 'x'.repeat(16_000_000) }));
  it.each([
    ['declared by its Content-Length', 'identity', large, false],
    ['declared, gzip', 'gzip', gzipSync(large, { level: 0 }), false],
    ['chunked, found while reading', 'identity', large, true],
    ['chunked gzip, found while inflating', 'gzip', gzipSync(large, { level: 0 }), true],
  ] as const)(
    'refused as too large (%s): the rest is read and dropped, and the client gets its 413',
    async (_, encoding, body, chunked) => {
      const request = nextRequest();
      const socket = await open();
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
      socket.on('error', () => {});
      const closed = new Promise((resolve) => socket.once('close', resolve));
      const written = new Promise<Error | null | undefined>((resolve) => {
        if (!chunked) {
          socket.write(head(encoding, body.length), 'latin1');
          socket.write(body, resolve);
          return;
        }
        socket.write(head(encoding), 'latin1');
        for (let at = 0; at < body.length; at += 65_536) {
          const chunk = body.subarray(at, at + 65_536);
          socket.write(`${chunk.length.toString(16)}\r\n`);
          socket.write(chunk);
          socket.write('\r\n');
        }
        socket.write('0\r\n\r\n', resolve);
      });
      expect(await orHang(request.status, 'the refusal')).toBe(413);
      // A server that stopped reading would have reset the connection before taking it all.
      expect(await orHang(written, 'sending the rest of the body')).toBeFalsy();
      socket.end();
      await orHang(closed, 'closing the connection');
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    },
  );
});
