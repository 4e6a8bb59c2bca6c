import { defaultRecordTypes } from '@recordgate/core';
import { createApp, createMetrics, type RequestLogEntry } from '@recordgate/koa';
import { createMikroOrmStorage, type MikroOrmStorage } from '@recordgate/storage-mikro-orm';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `/health` is answered before Koa's stack (docs/operations.md): what a client, a proxy, the log and the
 * metrics see must be what the stack gives every other request, compared here with `/health/` (the
 * same route, served through the whole stack).
 */
const lines: RequestLogEntry[] = [];
const metrics = createMetrics();
let storage: MikroOrmStorage;
let server: Server;
let url: string;

beforeAll(async () => {
  storage = await createMikroOrmStorage({ url: ':memory:', types: defaultRecordTypes });
  await storage.migrate();
  const logger = { info: (entry: RequestLogEntry) => lines.push(entry), error: () => {} };
  const app = createApp({ storage, trustProxy: true, logger, metrics, publicMetrics: true });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(async () => {
  server?.close();
  server?.closeAllConnections();
  await storage?.close();
});

// The headers of a response without those that differ from one response to the next.
function stable(response: Response): Record<string, string> {
  const headers = Object.fromEntries(response.headers);
  delete headers.date;
  delete headers['x-request-id'];
  return headers;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('/health answered before the middleware stack', () => {
  it('carries the headers and body of the full stack, HSTS behind a trusted proxy that saw TLS', async () => {
    for (const headers of [{}, { 'X-Forwarded-Proto': 'https' }, { 'X-Forwarded-Proto': 'http' }]) {
      const fast = await fetch(`${url}/health`, { headers });
      const full = await fetch(`${url}/health/`, { headers });
      expect(fast.status).toBe(200);
      expect(stable(fast)).toEqual(stable(full));
      expect(await fast.text()).toBe(await full.text());
    }
    const secure = await fetch(`${url}/health`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000');
    const head = await fetch(`${url}/health`, { method: 'HEAD' });
    const fullHead = await fetch(`${url}/health/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(stable(head)).toEqual(stable(fullHead));
    expect(await head.text()).toBe('');
  });

  it('echoes a plain request id, replaces any other, and writes one log line and one count each', async () => {
    await settle();
    lines.length = 0;
    const given = await fetch(`${url}/health`, { headers: { 'X-Request-Id': 'probe-1' } });
    const odd = await fetch(`${url}/health`, { headers: { 'X-Request-Id': 'a b<script>' } });
    await settle();
    expect(given.headers.get('x-request-id')).toBe('probe-1');
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toEqual([
      expect.objectContaining({ requestId: 'probe-1', call: 'health', path: '/health' }),
      expect.objectContaining({ requestId: odd.headers.get('x-request-id'), status: 200 }),
    ]);
    expect(lines[0]).toMatchObject({ userId: null, type: '-', method: 'GET' });
    const exposition = await (await fetch(`${url}/metrics`)).text();
    expect(exposition).toMatch(
      /recordgate_http_requests_total\{type="-",call="health",status="200"\} \d+/,
    );
  });

  it('leaves other methods and paths to the stack', async () => {
    const post = await fetch(`${url}/health`, { method: 'POST' });
    expect(post.status).toBe(404);
    expect(await post.json()).toMatchObject({ name: 'Not Found', status: 404 });
    const query = await fetch(`${url}/health?verbose=1`);
    expect(query.status).toBe(200);
    expect(await query.json()).toEqual({ status: 'ok' });
  });
});
