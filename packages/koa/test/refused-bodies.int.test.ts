import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createWorld, useWorld, type World } from './world.js';

/*
 * A request refused before its body is read gets its connection closed once the answer is sent
 * (docs/reliability.md, "Slow and broken clients"): a client dripping a large body without a key
 * cannot hold a socket until REQUEST_TIMEOUT. A raw socket sends the head and then one byte every
 * 50 ms; the test waits for the server to close it (its 'close' event), never for a fixed time.
 */

const world = useWorld();

interface Dripped {
  /** Everything the server sent before it closed the connection. */
  readonly answer: string;
}

// Sends the head of a request declaring a body of `length` bytes (900 kB: under the body limit) and
// drips the body until the server closes the connection.
function drip(target: World, head: string[], length = 900_000): Promise<Dripped> {
  const { hostname, port } = new URL(target.baseUrl);
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(Number(port), hostname);
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    // The server may reset a connection whose client is still sending: that is closed, too.
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer });
    });
    socket.on('connect', () => {
      socket.write([...head, `Content-Length: ${length}`, '', ''].join('\r\n'));
      timer = setInterval(() => {
        if (socket.writable) socket.write('x');
      }, 50);
    });
    setTimeout(() => reject(new Error(`still open; the server sent: ${answer}`)), 20_000).unref();
  });
}

const post = (path: string, headers: string[] = []) => [
  `POST ${path} HTTP/1.1`,
  'Host: records.test',
  'Content-Type: application/json',
  ...headers,
];
const bearer = (who: 'alice' | 'bob') => `Authorization: Bearer ${world.people[who].key}`;

describe('a request refused before its body is read', () => {
  const cases: [string, () => string[], number?][] = [
    ['401 without a key', () => post(api('document', 'create'))],
    ['401 with a wrong key', () => post(api('document', 'create'), ['Authorization: Bearer nope'])],
    ['403 for a member creating a user', () => post(api('user', 'create'), [bearer('bob')])],
    ['404 for an unknown path', () => post('/nothing/here', [bearer('alice')])],
    ['404 for an unknown type', () => post(api('nothing', 'create'), [bearer('alice')])],
    [
      '405 for a method the call does not take',
      () => post(api('document', 'view', 'id=1'), [bearer('alice')]),
    ],
    [
      '413 for a declared length over the limit',
      () => post(api('document', 'create'), [bearer('alice')]),
      10_000_000,
    ],
    [
      '415 for a content type the call does not read',
      () => [
        `POST ${api('document', 'create')} HTTP/1.1`,
        'Host: records.test',
        'Content-Type: text/plain',
        bearer('alice'),
      ],
    ],
  ];

  it.each(cases)('%s: the answer, then the connection closes', async (name, head, length) => {
    const { answer } = await drip(world, head(), length);
    const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1];
    expect(status, answer.slice(0, 200)).toBe(name.slice(0, 3));
    expect(answer.toLowerCase()).toContain('connection: close');
  });

  describe('over the rate limit', () => {
    let limited: World;
    beforeAll(async () => {
      limited = await createWorld({
        app: { rateLimit: { perKey: { limit: 1, windowSeconds: 60 } } },
      });
    });
    afterAll(() => limited?.close());

    it('429: the answer, then the connection closes', async () => {
      const key = limited.people.alice.key;
      expect((await limited.call('GET', api('document'), { key })).status).toBe(200);
      const { answer } = await drip(
        limited,
        post(api('document', 'create'), [`Authorization: Bearer ${key}`]),
      );
      expect(answer).toMatch(/^HTTP\/1\.1 429/);
    });
  });

  it('keeps the connection of a small body that arrived whole: a second request is answered on it', async () => {
    const { hostname, port } = new URL(world.baseUrl);
    const socket = connect(Number(port), hostname);
    socket.setEncoding('latin1');
    let answer = '';
    const answers = (n: number) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if ((answer.match(/HTTP\/1\.1 401/g) ?? []).length >= n) resolve();
        };
        socket.on('data', (chunk: string) => {
          answer += chunk;
          check();
        });
        socket.once('close', () => reject(new Error(`closed after: ${answer}`)));
        check();
      });
    const request = [...post(api('document', 'create')), 'Content-Length: 2', '', '{}'].join(
      '\r\n',
    );
    socket.write(request);
    await answers(1);
    expect(answer.toLowerCase(), answer).not.toContain('connection: close');
    socket.write(request);
    await answers(2);
    socket.destroy();
  });
});
