import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@recordgate/testing';
import { createWebhookDispatcher, type WebhookDispatcher } from '../src/index.js';
import {
  createDispatchWorld,
  dispatchDatabases,
  secrets,
  startReceiver,
  type DispatchWorld,
  type Receiver,
} from './dispatch-world.js';

/*
 * Commits of other processes wake the dispatcher (docs/events.md, "Where deliveries run"; ADR 0058):
 * the storage tells it of them (PostgreSQL's notice, MariaDB's change counter, SQLite's write-ahead
 * log), with no timed look at the change version (which the dispatcher is not even shown here). Its
 * poll is ten minutes, and nothing in this process wakes it: documents another process creates, one after another, reach the
 * receiver all the same, long before the poll would have come.
 */

const databases = dispatchDatabases('webhook wake-up tests');
const writer = join(dirname(fileURLToPath(import.meta.url)), 'write-in-other-process.mjs');
const run = promisify(execFile);

describe.each(databases)("another process's commit on $label", (database) => {
  let world: DispatchWorld;
  let receiver: Receiver;
  let node: WebhookDispatcher | undefined;

  beforeAll(async () => {
    world = await createDispatchWorld(database);
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await node?.stop();
    await receiver?.close();
    await world?.close();
  });

  const titles = () =>
    receiver.received.map((r) => (JSON.parse(r.body) as { data: { title: string } }).data.title);

  it('wakes the dispatcher: its events reach the receiver without the poll', async () => {
    const [admin] = world.admins;
    await world.webhook(admin, { url: `${receiver.url}/woken`, events: 'document.created' });
    // Without `changeVersion`, no timed look at it could be what wakes the dispatcher.
    const storage = new Proxy(world.storage, {
      get: (target, name) =>
        name === 'changeVersion' ? undefined : (Reflect.get(target, name) as unknown),
    });
    node = createWebhookDispatcher({
      storage,
      secrets,
      allowPrivate: true,
      pollMs: 600_000,
    });
    const written = ['first from elsewhere', 'second from elsewhere', 'third from elsewhere'];
    for (const title of written) {
      await run(process.execPath, [writer, world.url, JSON.stringify(admin), title]);
      await waitFor(() => titles().includes(title), { timeout: 30_000 });
    }
    expect(titles()).toEqual(written);
  }, 120_000);
});
