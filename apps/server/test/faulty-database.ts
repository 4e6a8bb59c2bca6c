import { runCli } from '@recordgate/server';
import { createScratchDatabase, type ScratchDatabase } from '@recordgate/storage-mikro-orm';
import { waitFor } from '@recordgate/testing';
import { expect } from 'vitest';
import { spawnServer, type ChildServer } from './spawn-server.js';
import { createTcpProxy, type TcpProxy } from './tcp-proxy.js';

/** The real server talking to a scratch database through a TCP proxy the test controls. */
export interface FaultyDatabase {
  readonly scratch: ScratchDatabase;
  readonly proxy: TcpProxy;
  readonly server: ChildServer;
  /** An API key of a user of the company "Acme". */
  readonly key: string;
  /** Stops the server, the proxy, and drops the database. */
  close(): Promise<void>;
}

/**
 * Creates a scratch database on the server of `serverUrl` (with a company, a user and a key), puts a
 * TCP proxy on 127.0.0.1 in front of it and starts `recordgate serve` on the proxy's port with `env`.
 */
export async function createFaultyDatabase(
  serverUrl: string,
  env: Record<string, string> = {},
): Promise<FaultyDatabase> {
  const scratch = await createScratchDatabase(serverUrl);
  const cli = async (argv: string[]) => {
    let out = '';
    const code = await runCli(argv, {
      out: (t) => (out += t),
      err: (t) => (out += t),
      env: { DATABASE_URL: scratch.url },
      interactive: false,
    });
    expect(code, out).toBe(0);
    return out;
  };
  await cli(['company', 'create', '--name', 'Acme']);
  await cli(['user', 'create', '--username', 'ann', '--company', 'Acme']);
  const { key } = JSON.parse(await cli(['key', 'create', '--username', 'ann', '--json'])) as {
    key: string;
  };
  const target = new URL(scratch.url);
  const port = Number(target.port) || (target.protocol.startsWith('postgres') ? 5432 : 3306);
  const proxy = await createTcpProxy(target.hostname, port);
  const through = new URL(scratch.url);
  through.port = String(proxy.port);
  const server = await spawnServer({ ...env, DATABASE_URL: through.toString() });
  return {
    scratch,
    proxy,
    server,
    key,
    async close() {
      server.killAll('SIGKILL');
      await server.exited;
      await proxy.close();
      await scratch.drop();
    },
  };
}

/** Asserts a 503 in the Yii2 shape with `Retry-After`, which names no driver, host or SQL. */
export async function expect503(response: Response): Promise<void> {
  const text = await response.text();
  expect(response.status, text).toBe(503);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(JSON.parse(text)).toEqual({
    name: 'Service Unavailable',
    message: expect.any(String),
    code: 0,
    status: 503,
  });
  expect(text).not.toMatch(/ECONN|postgres|mysql|maria|127\.0\.0\.1|SELECT/i);
}

/**
 * Calls `request` until it answers 200, every quarter second for at most `attempts` more calls, and
 * returns the last answer (the caller's assertion names a status that never came).
 */
export async function untilOk(request: () => Promise<Response>, attempts = 40): Promise<Response> {
  let response = await request();
  const interval = 250;
  await waitFor(
    async () => {
      if (response.status !== 200) response = await request();
      return response.status === 200;
    },
    { interval, timeout: attempts * interval },
  ).catch(() => undefined);
  return response;
}
