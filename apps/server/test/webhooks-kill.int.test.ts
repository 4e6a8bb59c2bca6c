import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createKeyService, createTypeRegistry } from '@recordgate/core';
import { createMikroOrmStorage } from '@recordgate/storage-mikro-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRecordTypes } from '../src/server-record-types.js';
import { spawnServer, type ChildServer } from './spawn-server.js';

/*
 * docs/events.md, "Ordering and duplicates": a `recordgate serve` killed with SIGKILL after its writes
 * committed and before their deliveries were answered loses none of them: started again on the same
 * database, it delivers every committed event (at least once; distinct webhook-ids = events).
 */

const dir = mkdtempSync(join(tmpdir(), 'recordgate-webhooks-kill-'));
const database = join(dir, 'kill.sqlite');
const servers: ChildServer[] = [];
afterAll(() => {
  for (const { child, killAll } of servers)
    if (child.exitCode === null && child.signalCode === null) killAll('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const env = {
  DATABASE_URL: database,
  FILES_DIRECTORY: join(dir, 'files'),
  WEBHOOK_ALLOW_PRIVATE: 'true',
  WEBHOOK_POLL_INTERVAL: '0.1',
  WEBHOOK_RETRY_FIRST: '0.2',
  WEBHOOK_RETRY_MAX_INTERVAL: '0.5',
  WEBHOOK_TIMEOUT: '1',
  SECRET_KEY: 'kill-test-secret-key-0123',
  LOG_LEVEL: 'silent',
};

async function seedAdmin(): Promise<string> {
  const types = createTypeRegistry(serverRecordTypes());
  const storage = await createMikroOrmStorage({ url: database, types });
  await storage.migrate();
  const company = await storage.insert({ type: 'company', values: { name: 'Acme' } });
  const user = await storage.insert({
    type: 'user',
    values: { username: 'alice', role: 'admin', company_id: company.id as number },
  });
  const { key } = await createKeyService({ storage }).create({ userId: user.id as number });
  await storage.close();
  return key;
}

async function committedEventIds(): Promise<string[]> {
  const storage = await createMikroOrmStorage({
    url: database,
    types: createTypeRegistry(serverRecordTypes()),
  });
  const events = await storage.readEvents({ afterSeq: 0, limit: 100_000 });
  await storage.close();
  return events.filter((e) => e.type.startsWith('document.')).map((e) => e.id);
}

describe('webhooks survive kill -9', () => {
  it('delivers every committed event after a restart', async () => {
    const key = await seedAdmin();
    // The receiver takes the requests but answers none until the server was killed.
    let answering = false;
    const held: ServerResponse[] = [];
    const answered = new Set<string>();
    const receiver = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        if (!answering) return void held.push(res);
        answered.add(String(req.headers['webhook-id']));
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    const call = (url: string, path: string, body: unknown) =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });

    const first = await spawnServer(env);
    servers.push(first);
    const hook = await call(first.url, '/webhook/api/default/create', {
      url: hookUrl,
      events: 'document.*',
    });
    expect(hook.status).toBe(201);
    for (let i = 0; i < 20; i += 1) {
      const created = await call(first.url, '/document/api/default/create', { title: `D${i}` });
      expect(created.status).toBe(201);
    }
    first.killAll('SIGKILL');
    await first.exited;
    for (const res of held) res.destroy();
    answering = true;

    const second = await spawnServer(env);
    servers.push(second);
    const committed = await committedEventIds();
    expect(committed).toHaveLength(20);
    await expect
      .poll(() => committed.filter((id) => answered.has(id)).length, {
        timeout: 40_000,
        interval: 100,
      })
      .toBe(20);
    expect([...answered].sort()).toEqual([...committed].sort());
    second.killAll('SIGTERM');
    await second.exited;
    receiver.closeAllConnections();
    receiver.close();
  }, 90_000);
});
