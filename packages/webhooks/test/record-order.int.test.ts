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
 * Order per record (docs/events.md, "Order per record"): two dispatchers (two nodes, each with its
 * own connection pool, on PostgreSQL and MariaDB; on SQLite two dispatchers of one process) deliver
 * the events of 12 documents written at the same time, five changes each, to a receiver that answers
 * some events slowly and refuses the first attempt of others. For every document, the receiver gets
 * its events in the order they were written: no request for an event comes before the event before
 * it was answered 2xx (its retries included); every event is accepted exactly once, none is lost;
 * and requests of different documents still overlap.
 */

const databases = dispatchDatabases('webhook order tests');
const DOCUMENTS = 12;
const UPDATES = 3;

interface Arrival {
  readonly id: string;
  readonly record: number;
  readonly accepted: boolean;
}

describe.each(databases)('events of one record on $label', (database) => {
  let world: DispatchWorld;
  let receiver: Receiver;
  let second: { storage: DispatchWorld['storage']; close(): Promise<void> } | undefined;
  const nodes: WebhookDispatcher[] = [];
  const arrivals: Arrival[] = [];
  const refused = new Set<string>();
  let open = 0;
  let mostOpen = 0;

  beforeAll(async () => {
    world = await createDispatchWorld(database);
    receiver = await startReceiver();
    receiver.answer = (request, res) => {
      const event = JSON.parse(request.body) as {
        id: string;
        type: string;
        record: { id: number };
      };
      const record = event.record.id;
      // The first attempt of every second update is refused: its retry comes 100 ms or more later.
      const refuse =
        event.type === 'document.updated' && record % 2 === 0 && !refused.has(event.id);
      if (refuse) refused.add(event.id);
      arrivals.push({ id: event.id, record, accepted: !refuse });
      open += 1;
      mostOpen = Math.max(mostOpen, open);
      // The events of every third document are answered slowly.
      setTimeout(
        () => {
          open -= 1;
          res.writeHead(refuse ? 500 : 204).end();
        },
        record % 3 === 0 ? 60 : 0,
      );
    };
    const storages = [world.storage];
    if (database.name !== 'sqlite') {
      second = await world.secondNode();
      storages.push(second.storage);
    } else storages.push(world.storage);
    for (const storage of storages) {
      nodes.push(
        createWebhookDispatcher({
          storage,
          secrets,
          allowPrivate: true,
          timeoutMs: 5_000,
          retry: { firstMs: 100, maxIntervalMs: 200, forMs: 60_000 },
          pollMs: 50,
        }),
      );
    }
  });
  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.stop()));
    await second?.close();
    await receiver?.close();
    await world?.close();
  });

  it('reach the receiver one after another, in the order written, once each', async () => {
    const [admin] = world.admins;
    await world.webhook(admin, { url: `${receiver.url}/ordered`, events: 'document.*' });
    const wakeAll = () => nodes.forEach((node) => node.wake());
    // Each document's changes one after another, the documents side by side.
    const written = await Promise.all(
      Array.from({ length: DOCUMENTS }, async (_, n) => {
        const doc = await world.records.create({
          actor: admin,
          type: 'document',
          data: { title: `ordered ${n}` },
        });
        wakeAll();
        const id = doc.id as number;
        for (let round = 1; round <= UPDATES; round += 1) {
          const data = { title: `ordered ${n} v${round}` };
          await world.records.update({ actor: admin, type: 'document', id, data });
          wakeAll();
        }
        await world.records.delete({ actor: admin, type: 'document', id });
        wakeAll();
        return id;
      }),
    );
    // The events each document must get, in the outbox's order (the order they were written).
    const expected = new Map<number, string[]>(written.map((id) => [id, []]));
    for (const event of await world.events()) {
      const record = (JSON.parse(event.body) as { record: { type: string; id: number } }).record;
      if (record.type === 'document') expected.get(record.id)?.push(event.id);
    }
    const total = [...expected.values()].reduce((n, ids) => n + ids.length, 0);
    expect(total).toBe(DOCUMENTS * (UPDATES + 2));
    await waitFor(
      async () => arrivals.filter((a) => a.accepted).length >= total && (await world.idle()),
      { timeout: 60_000 },
    );
    for (const [record, ids] of expected) {
      const seen = arrivals.filter((a) => a.record === record);
      // Every request of the document, refused ones included, in the order written: no event came
      // before the one before it was accepted.
      const position = seen.map((a) => ids.indexOf(a.id));
      expect(position).toEqual([...position].sort((x, y) => x - y));
      expect(seen.filter((a) => a.accepted).map((a) => a.id)).toEqual(ids);
    }
    // Some first attempts were refused and retried; documents were still delivered side by side.
    expect(refused.size).toBeGreaterThan(0);
    expect(mostOpen).toBeGreaterThan(1);
  });
});
