import { readFileSync } from 'node:fs';
import { defaultRecordTypes } from '@recordgate/core';
import type { AddressInfo } from 'node:net';
import { createMetrics, createRouter, type RequestLogEntry } from '@recordgate/koa';
import { createMikroOrmStorage } from '@recordgate/storage-mikro-orm';
import { waitFor } from '@recordgate/testing';
import Koa from 'koa';
import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { api, createWorld, useWorld } from './world.js';

const TOKEN = 'metrics-token-for-tests';
const koaPackage = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
) as { version: string };
const lines: RequestLogEntry[] = [];
const probeLines: RequestLogEntry[] = [];
const errors: unknown[] = [];
const world = useWorld({
  app: {
    metricsToken: TOKEN,
    logger: {
      info: (entry) => lines.push(entry),
      debug: (entry) => probeLines.push(entry),
      error: (details) => errors.push(details),
    },
  },
});

describe('GET /health and GET /ready', () => {
  it('answer without a key and show no records', async () => {
    const health = await world.call('GET', '/health');
    expect(health.status).toBe(200);
    // The version an operator checks after an upgrade: the packages', released together.
    expect(health.body).toEqual({ status: 'ok', version: koaPackage.version });
    expect(health.headers.get('x-request-id')).toBeTruthy();
    const ready = await world.call('GET', '/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', database: 'ok' });
  });

  it('/ready says 503 in the Yii2 shape when the database does not answer', async () => {
    const storage = await createMikroOrmStorage({ url: ':memory:', types: defaultRecordTypes });
    await storage.migrate();
    const { createApp } = await import('@recordgate/koa');
    const logged: [string, number][] = [];
    const log = (level: string) => (entry: RequestLogEntry) => logged.push([level, entry.status]);
    const logger = { info: log('info'), debug: log('debug'), error: () => {} };
    const app = createApp({ storage, logger });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      expect((await fetch(`${url}/ready`)).status).toBe(200);
      await storage.close();
      const response = await fetch(`${url}/ready`);
      expect(response.status).toBe(503);
      const body = (await response.json()) as { message: string };
      expect(body).toMatchObject({ name: 'Service Unavailable', code: 0, status: 503 });
      expect(body.message).toMatch(/database/);
      expect((await fetch(`${url}/health`)).status).toBe(200);
      // A probe that fails is a line the operator should see; the healthy answers are not.
      await waitFor(() => logged.length >= 3);
      expect(logged).toEqual([
        ['debug', 200],
        ['info', 503],
        ['debug', 200],
      ]);
    } finally {
      server.close();
      server.closeAllConnections();
    }
  });
});

describe('GET /ready against a database that does not answer', () => {
  it('answers 503 in time, and concurrent calls share one probe of the database', async () => {
    const storage = await createMikroOrmStorage({ url: ':memory:', types: defaultRecordTypes });
    await storage.migrate();
    let probes = 0;
    let answer: () => void = () => {};
    // A database that takes every count and answers none of them until the test says so.
    const silent = {
      ...storage,
      findMany: () => {
        probes++;
        return new Promise<never[]>((resolve) => (answer = () => resolve([])));
      },
    };
    const { createOperationsRouter } = await import('@recordgate/koa');
    const app = new Koa().use(
      createOperationsRouter({
        storage: silent,
        readyTimeoutMs: 100,
        apiDocs: false,
        logger: { info: () => {}, error: () => {} },
      }).routes(),
    );
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      const responses = await Promise.all([1, 2, 3].map(() => fetch(`${url}/ready`)));
      for (const response of responses) {
        expect(response.status).toBe(503);
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        const body = (await response.json()) as { message: string };
        expect(body).toMatchObject({ name: 'Service Unavailable', code: 0, status: 503 });
        expect(body.message).toMatch(/database did not answer within 0.1 s/);
      }
      expect((await fetch(`${url}/ready`)).status).toBe(503);
      expect(probes).toBe(1);
      answer();
      const ready = fetch(`${url}/ready`);
      // The first probe has ended: the next call starts a probe of its own.
      await waitFor(() => probes >= 2, { interval: 5 });
      answer();
      expect((await ready).status).toBe(200);
      expect(probes).toBe(2);
    } finally {
      server.close();
      server.closeAllConnections();
      await storage.close();
    }
  }, 15_000);
});

describe('GET /metrics', () => {
  it('refuses a request without the metrics token, and an API key is no metrics token', async () => {
    const none = await world.call('GET', '/metrics');
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ name: 'Unauthorized', status: 401 });
    expect(none.text).not.toMatch(/recordgate_/);
    const apiKey = await world.call('GET', '/metrics', { key: world.people.alice.key });
    expect(apiKey.status).toBe(401);
  });

  it('counts requests by type, call and status and reports the database pool', async () => {
    await world.call('GET', api('document', 'view', 'id=999'), { key: world.people.bob.key });
    await world.call('GET', api('document'), { key: world.people.bob.key });
    const response = await world.call('GET', '/metrics', { key: TOKEN });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/plain/);
    expect(response.text).toMatch(
      /recordgate_http_requests_total\{type="document",call="view",status="404"\} 1/,
    );
    expect(response.text).toMatch(
      /recordgate_http_requests_total\{type="document",call="list",status="200"\} 1/,
    );
    expect(response.text).toMatch(
      /recordgate_http_request_duration_seconds_count\{call="view",status="404"\} 1/,
    );
    expect(response.text).toMatch(/recordgate_db_pool_connections\{state="max"\} 1/);
    expect(response.text).toMatch(/process_cpu_user_seconds_total/);
    expect(response.text).toContain(`recordgate_build_info{version="${koaPackage.version}"} 1`);
  });

  it('keeps unknown paths out of the labels (no unbounded series)', async () => {
    await world.call('GET', api('no-such-type'), { key: world.people.bob.key });
    const { text } = await world.call('GET', '/metrics', { key: TOKEN });
    expect(text).not.toMatch(/no-such-type/);
    expect(text).toMatch(/recordgate_http_requests_total\{type="-",call="list",status="404"\}/);
  });

  it('is not served at all when neither a token nor a private listener is configured', async () => {
    const plain = await createWorld();
    try {
      const response = await plain.call('GET', '/metrics');
      expect(response.status).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('can register into a host’s own registry', async () => {
    const registry = new Registry();
    createMetrics({ registry, processMetrics: false }).observeRequest({
      type: 'document',
      call: 'view',
      status: 200,
      durationSeconds: 0.01,
    });
    expect(await registry.metrics()).toMatch(
      /recordgate_http_requests_total\{type="document",call="view",status="200"\} 1/,
    );
  });
});

describe('request log', () => {
  it('has one line per request with request id, user, type, call, status and duration', async () => {
    lines.length = 0;
    const response = await world.call('GET', api('document', 'view', 'id=999'), {
      key: world.people.carol.key,
      headers: { 'X-Request-Id': 'trace-abc-1' },
    });
    await waitFor(() => lines.some((l) => l.requestId === 'trace-abc-1'));
    expect(response.headers.get('x-request-id')).toBe('trace-abc-1');
    const mine = lines.filter((l) => l.requestId === 'trace-abc-1');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      requestId: 'trace-abc-1',
      userId: world.people.carol.actor.userId,
      type: 'document',
      call: 'view',
      method: 'GET',
      path: '/document/api/default/view',
      status: 404,
    });
    expect(mine[0]!.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('never holds a key, the Authorization header or the metrics token', async () => {
    lines.length = 0;
    await world.call('GET', api('user'), { key: world.people.alice.key });
    await world.call('GET', api('user'), { key: 'rg_not_a_real_key' });
    await world.call('GET', '/metrics', { key: TOKEN });
    await waitFor(() => lines.length >= 3);
    expect(lines.length).toBe(3);
    const text = JSON.stringify(lines);
    expect(text).not.toContain(world.people.alice.key);
    expect(text).not.toContain('rg_not_a_real_key');
    expect(text).not.toContain(TOKEN);
    expect(text).not.toMatch(/authorization|bearer/i);
    expect(lines.map((l) => l.status)).toEqual([200, 401, 200]);
    expect(lines[1]!.userId).toBeNull();
  });

  it('logs unrouted requests at info, and the probes’ successful answers at debug', async () => {
    lines.length = 0;
    probeLines.length = 0;
    await world.call('GET', '/nowhere');
    await world.call('GET', '/health');
    await world.call('GET', '/ready');
    await world.call('POST', '/health');
    await waitFor(() => lines.length >= 2 && probeLines.length >= 2);
    expect(lines.map((l) => [l.path, l.call, l.status])).toEqual([
      ['/nowhere', '-', 404],
      ['/health', '-', 404],
    ]);
    expect(probeLines.map((l) => [l.path, l.call, l.status])).toEqual([
      ['/health', 'health', 200],
      ['/ready', 'ready', 200],
    ]);
  });
});

describe('a router mounted alone in a host’s Koa app', () => {
  it('carries its own security headers, request id, log line and Yii2 error bodies', async () => {
    const logged: RequestLogEntry[] = [];
    const host = new Koa();
    host.use(
      createRouter({
        storage: world.storage,
        logger: { info: (entry) => logged.push(entry), error: () => {} },
        rateLimit: false,
      }).routes(),
    );
    const server = host.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const refused = await fetch(`${url}${api('document', 'view', 'id=1')}`, {
        headers: { 'X-Request-Id': 'mounted-1' },
      });
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ name: 'Unauthorized', code: 0, status: 401 });
      expect(refused.headers.get('x-request-id')).toBe('mounted-1');
      expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
      const unknown = await fetch(`${url}${api('invoice')}`, {
        headers: { Authorization: `Bearer ${world.people.bob.key}`, 'X-Request-Id': 'mounted-2' },
      });
      expect(unknown.status).toBe(404);
      expect(((await unknown.json()) as { message: string }).message).toMatch(
        /no record type "invoice"/,
      );
      await waitFor(() => logged.length >= 2);
      expect(logged.map((l) => [l.requestId, l.type, l.call, l.status])).toEqual([
        ['mounted-1', 'document', 'view', 401],
        ['mounted-2', '-', 'list', 404],
      ]);
    } finally {
      server.close();
      server.closeAllConnections();
    }
  });
});

describe('createApp', () => {
  it('runs the request middleware once per request: one request id, one log line', async () => {
    lines.length = 0;
    const response = await world.call('GET', api('document', 'view', 'id=999'), {
      key: world.people.bob.key,
    });
    await waitFor(() => lines.length >= 1);
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'; sandbox",
    );
    expect(lines.map((l) => l.requestId)).toEqual([response.headers.get('x-request-id')]);
  });
});
