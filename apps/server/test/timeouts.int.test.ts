import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, startServer, type RunningServer } from '@recordgate/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from './cli-member.js';
import { rawExchange } from './raw-http.js';

const dir = mkdtempSync(join(tmpdir(), 'recordgate-timeouts-'));
const database = join(dir, 'timeouts.sqlite');
let running: RunningServer;
let key: string;
let host: string;

beforeAll(async () => {
  key = await createMember(database);
  running = await startServer(
    loadConfig({
      DATABASE_URL: database,
      PORT: '0',
      HEADERS_TIMEOUT: '0.5',
      REQUEST_TIMEOUT: '1',
      KEEP_ALIVE_TIMEOUT: '0.3',
      IDLE_TIMEOUT: '1.5',
    }),
  );
  host = new URL(running.url).host;
});
afterAll(async () => {
  await running?.close();
  rmSync(dir, { recursive: true, force: true });
});

const yii = (status: number) => ({
  name: expect.any(String),
  message: expect.any(String),
  code: 0,
  status,
});

describe('slow and broken clients', { timeout: 60_000 }, () => {
  it('a client that stops in the middle of its headers gets 408 and the connection is closed', async () => {
    const exchange = await rawExchange(running.url, [
      `GET /document/api/default HTTP/1.1\r\nHost: ${host}\r\n`,
      'Authorization: Bearer ',
      // …and never finishes.
    ]);
    expect(exchange.status).toBe(408);
    expect(exchange.body).toEqual(yii(408));
    expect(exchange.text).toMatch(/X-Content-Type-Options: nosniff/i);
  });

  it('a client that connects and sends nothing is disconnected', async () => {
    const exchange = await rawExchange(running.url, []);
    expect(exchange.status).toBe(408);
    expect(exchange.body).toEqual(yii(408));
  });

  it('a client that trickles its body is cut off with 408, and nothing is stored', async () => {
    const body = JSON.stringify({ title: 'slowloris' });
    const exchange = await rawExchange(running.url, [
      `POST /document/api/default/create HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer ${key}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length + 50}\r\n\r\n`,
      body.slice(0, 5),
      300,
      body.slice(5, 10),
      300,
      body.slice(10, 15),
      // The rest never comes.
    ]);
    expect(exchange.status).toBe(408);
    expect(exchange.body).toEqual(yii(408));
    const list = await fetch(`${running.url}/document/api/default`, {
      headers: { Authorization: `Bearer ${key}` },
    });
    expect(await list.json()).toEqual([]);
  });

  it('an idle keep-alive connection is closed after the keep-alive timeout', async () => {
    const exchange = await rawExchange(running.url, [
      `GET /document/api/default HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer ${key}\r\n\r\n`,
      // Then silence: the server, not the client, ends the connection.
    ]);
    expect(exchange.status).toBe(200);
    expect(exchange.text).toMatch(/Keep-Alive: timeout=/i);
  });

  it('headers or a URL over 16 KiB get 431 in the Yii2 shape, with a request id', async () => {
    for (const head of [
      `GET /document/api/default HTTP/1.1\r\nHost: ${host}\r\nX-Padding: ${'a'.repeat(20_000)}`,
      `GET /document/api/default?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: ${host}`,
    ]) {
      const exchange = await rawExchange(running.url, [`${head}\r\n\r\n`]);
      expect(exchange.status).toBe(431);
      expect(exchange.body).toEqual(yii(431));
      expect(exchange.text).toMatch(/\r\nX-Request-Id: [0-9a-f-]{36}\r\n/i);
    }
  });

  it('a request that is not HTTP, or names an unknown method, gets 400 in the Yii2 shape', async () => {
    for (const request of ['HELLO THERE\r\n\r\n', `FOO / HTTP/1.1\r\nHost: ${host}\r\n\r\n`]) {
      const exchange = await rawExchange(running.url, [request]);
      expect(exchange.status).toBe(400);
      expect(exchange.body).toEqual(yii(400));
      expect(exchange.text).toMatch(/\r\nX-Request-Id: [0-9a-f-]{36}\r\n/i);
      expect(exchange.text).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i);
    }
  });

  it("an HTTP/1.1 request without Host gets the app's 400 in the Yii2 shape", async () => {
    const exchange = await rawExchange(running.url, [
      `GET /document/api/default HTTP/1.1\r\nAuthorization: Bearer ${key}\r\nConnection: close\r\n\r\n`,
    ]);
    expect(exchange.status).toBe(400);
    expect(exchange.body).toEqual(yii(400));
    expect((exchange.body as { message: string }).message).toMatch(/no Host header/);
    expect(exchange.text).toMatch(/\r\nX-Request-Id: \S+\r\n/i);
  });

  it('keeps serving normal requests after all of that', async () => {
    const response = await fetch(`${running.url}/document/api/default`, {
      headers: { Authorization: `Bearer ${key}` },
    });
    expect(response.status).toBe(200);
  });
});
