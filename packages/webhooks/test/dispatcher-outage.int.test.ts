import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorageAdapter } from '@recordgate/core';
import { waitFor } from '@recordgate/testing';
import { createWebhookDispatcher } from '../src/index.js';
import {
  createDispatchWorld,
  dispatchDatabases,
  secrets,
  startReceiver,
  type DispatchWorld,
  type Receiver,
} from './dispatch-world.js';

/*
 * The database away (docs/events.md, "Where deliveries run"): every pass of the dispatcher fails
 * while its storage does, and it tells so once per outage, with the reason, and once when a pass
 * succeeds again, whatever the number of passes that failed in between; the events written meanwhile
 * are delivered once it is back.
 */

const [sqlite] = dispatchDatabases('webhook outage tests');
const QUERIES = new Set(['findMany', 'count', 'transaction', 'readEvents', 'outboxHorizon']);

describe('a dispatcher whose database is away', () => {
  let world: DispatchWorld;
  let receiver: Receiver;
  let down = false;
  let refusedCalls = 0;

  // The node's view of the database: while `down`, every call fails as a lost connection does.
  const failing = (storage: StorageAdapter) =>
    new Proxy(storage, {
      get(target, name, receiver) {
        const value = Reflect.get(target, name, receiver) as unknown;
        // The change signal is a number in memory: it stays (undefined while the connection is lost).
        if (typeof value !== 'function' || !QUERIES.has(String(name))) return value;
        return (...args: unknown[]) => {
          const call = value as (...a: unknown[]) => unknown;
          if (!down) return call.apply(target, args);
          refusedCalls += 1;
          return Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
        };
      },
    });

  beforeAll(async () => {
    world = await createDispatchWorld(sqlite!);
    receiver = await startReceiver();
  });

  afterAll(async () => {
    await receiver?.close();
    await world?.close();
  });

  it('warns once when an outage begins and tells once when it ends', async () => {
    const [admin] = world.admins;
    await world.webhook(admin, { url: receiver.url, events: '*' });
    const warnings: unknown[] = [];
    const recoveries: number[] = [];
    down = true;
    const dispatcher = createWebhookDispatcher({
      storage: failing(world.storage),
      secrets,
      allowPrivate: true,
      pollMs: 10,
      onError: (error) => warnings.push(error),
      onRecovered: (ms) => recoveries.push(ms),
    });
    try {
      for (let outage = 1; outage <= 2; outage++) {
        down = true;
        const refusedBefore = refusedCalls;
        const id = await world.emit(admin, 'document.created');
        // Many passes fail: one warning for them all, naming the reason.
        await waitFor(() => refusedCalls >= refusedBefore + 20);
        expect(warnings).toHaveLength(outage);
        expect(String(warnings.at(-1))).toContain('ECONNREFUSED');
        expect(recoveries).toHaveLength(outage - 1);
        down = false;
        await waitFor(() => receiver.received.some((r) => r.headers['webhook-id'] === id));
        await waitFor(() => recoveries.length === outage);
        expect(warnings).toHaveLength(outage);
      }
    } finally {
      down = false;
      await dispatcher.stop();
    }
  });
});
