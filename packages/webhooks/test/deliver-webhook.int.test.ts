import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverWebhook } from '../src/deliver-webhook.js';

/*
 * One delivery attempt against a real node:http receiver on 127.0.0.1 (docs/events.md, "Retries"):
 * what counts as delivered, what as failed, and the guard on the address connected to.
 */

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;
let handler: Handler = (_req, res) => res.end();
let server: Server;
let base: string;
const received: { headers: IncomingMessage['headers']; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const attempt = (path: string, options: { timeoutMs?: number; allowPrivate?: boolean } = {}) =>
  deliverWebhook({
    url: `${base}${path}`,
    body: '{"id":"e1","data":{"title":"Grüße"}}',
    headers: { 'webhook-id': 'e1' },
    timeoutMs: options.timeoutMs ?? 2_000,
    allowPrivate: options.allowPrivate ?? true,
  });

describe('deliverWebhook', () => {
  it('posts the body byte for byte with its headers; a 2xx is delivered', async () => {
    handler = (_req, res) => res.writeHead(204).end();
    const outcome = await attempt('/ok');
    expect(outcome).toMatchObject({ ok: true, status: 204, error: undefined });
    const last = received.at(-1)!;
    expect(last.body).toBe('{"id":"e1","data":{"title":"Grüße"}}');
    expect(last.headers['content-type']).toBe('application/json');
    expect(last.headers['webhook-id']).toBe('e1');
  });

  it('a 500 and a redirect are failed attempts; the redirect is not followed', async () => {
    handler = (_req, res) => res.writeHead(500).end('boom');
    expect(await attempt('/fail')).toMatchObject({ ok: false, status: 500 });
    const before = received.length;
    handler = (req, res) =>
      req.url === '/moved' ? res.writeHead(302, { Location: `${base}/ok` }).end() : res.end();
    const moved = await attempt('/moved');
    expect(moved).toMatchObject({ ok: false, status: 302 });
    expect(moved.error).toContain('redirect');
    expect(received.length).toBe(before + 1);
  });

  it('an answer not complete within the limit is a timeout', async () => {
    handler = (_req, res) => {
      res.writeHead(200);
      res.write('still working');
    };
    const outcome = await attempt('/slow', { timeoutMs: 300 });
    expect(outcome.ok).toBe(false);
    expect(outcome.error).toContain('No complete answer within 0.3 s');
  });

  it('never connects to a private address unless allowed, by literal or by name', async () => {
    handler = (_req, res) => res.end();
    const before = received.length;
    const literal = await attempt('/x', { allowPrivate: false });
    expect(literal.ok).toBe(false);
    expect(literal.error).toContain('not a public address');
    const port = new URL(base).port;
    const named = await deliverWebhook({
      url: `http://localhost:${port}/x`,
      body: '{}',
      headers: {},
      timeoutMs: 2_000,
    });
    expect(named.ok).toBe(false);
    expect(named.error).toContain('not a public address');
    expect(named.error).not.toContain('127.0.0.1');
    const compatible = await deliverWebhook({
      url: `http://[::127.0.0.1]:${port}/x`,
      body: '{}',
      headers: {},
      timeoutMs: 2_000,
    });
    expect(compatible.error).toContain('Refused to connect to ::7f00:1: not a public address');
    expect(received.length).toBe(before);
  });

  it('a receiver that is not there is a failed attempt, not an exception', async () => {
    const outcome = await deliverWebhook({
      url: 'http://127.0.0.1:1/none',
      body: '{}',
      headers: {},
      timeoutMs: 2_000,
      allowPrivate: true,
    });
    expect(outcome.ok).toBe(false);
    expect(outcome.error).toContain('ECONNREFUSED');
  });
});
