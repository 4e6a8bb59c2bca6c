import {
  commitWrite,
  createTypeRegistry,
  defaultRecordTypes,
  readSettledEvents,
  type StorageAdapter,
  type StoredEvent,
} from '@recordgate/core';
import {
  createMikroOrmStorage,
  createScratchDatabase,
  type MikroOrmStorage,
} from '@recordgate/storage-mikro-orm';
import { serverDatabasesOf, testDatabases, waitFor } from '@recordgate/testing';
import { afterAll, describe, expect, it } from 'vitest';

// The readers of the outbox (the webhooks' fan-out, the NATS publisher) pass exactly the events
// whose transactions have ended, in `seq` order, and never wait by time: a long write that took an
// early `seq` holds them until it commits (after later writes did), a rolled-back write is passed as
// soon as it ended. Two storages on one database stand for two nodes sharing one cursor as the NATS
// publisher does (`holdCursor`, `readSettledEvents`); the readers here have no clock at all, so
// whatever they pass they pass by the horizon, never by a wait.
const types = createTypeRegistry(defaultRecordTypes);
const company = types.get('company');
const { databases, dropAll } = testDatabases({ suite: 'the outbox order', createScratchDatabase });

/** One write: a company created, its event appended, committed once `commit` resolves. */
function write(storage: StorageAdapter, name: string, commit: Promise<void>, fail = false) {
  let appended!: () => void;
  const inOutbox = new Promise<void>((resolve) => (appended = resolve));
  const done = storage.transaction({
    run: async (db) => {
      const change = await commitWrite({ db, kind: 'create', type: company, values: { name } });
      appended();
      await commit;
      // A failing constraint after the event was written rolls the whole write back.
      if (fail) await commitWrite({ db, kind: 'create', type: company, values: { name } });
      return change;
    },
  });
  // A rolled-back write ends in null.
  return { inOutbox, done: done.catch(() => null) };
}

/** A node's reader over the shared cursor: one round, as the NATS publisher makes it. */
async function readRound(storage: StorageAdapter, holder: string, out: StoredEvent[]) {
  const position = await storage.holdCursor!({ name: 'order-test', holder, leaseMs: 60_000 });
  if (position === undefined) return;
  const horizon = await storage.outboxHorizon?.();
  const read = await readSettledEvents(storage, { afterSeq: position, limit: 100, horizon });
  out.push(...read.events);
  if (read.through !== position) {
    await storage.holdCursor!({
      name: 'order-test',
      holder,
      leaseMs: 60_000,
      advanceTo: read.through,
    });
  }
}

for (const database of serverDatabasesOf('the outbox order', databases)) {
  describe(`the outbox order on ${database.label}`, () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
      await dropAll();
    });
    const twoNodes = async (): Promise<[MikroOrmStorage, MikroOrmStorage]> => {
      const created = await database.create();
      const open = async () => {
        const storage = await createMikroOrmStorage({ url: created.url, types });
        cleanups.push(() => storage.close());
        return storage;
      };
      const first = await open();
      await first.migrate();
      return [first, await open()];
    };

    it('passes a long write that took an early seq only once it commits, after the short ones, and skips no event', async () => {
      const [a, b] = await twoNodes();
      const published: StoredEvent[] = [];
      let rounds = 0;
      let running = true;
      // Node A reads first, then lets the cursor go; node B takes over where it stood.
      let holderOf: StorageAdapter = a;
      const reading = (async () => {
        while (running) {
          await readRound(holderOf, holderOf === a ? 'node-a' : 'node-b', published);
          rounds += 1;
          await new Promise((resolve) => setImmediate(resolve));
        }
      })();
      let commitLong!: () => void;
      const long = write(a, 'long', new Promise((resolve) => (commitLong = resolve)));
      await long.inOutbox;
      // Short writes on both nodes, one of them rolled back by a failing constraint. On PostgreSQL
      // they commit while the long one runs; on MariaDB their `seq` waits for it (commit order);
      // SQLite runs one write at a time.
      const now = Promise.resolve();
      const shorts = [
        write(b, 'short 1', now),
        write(a, 'short 2', now),
        write(b, 'rolled back', now, true),
        write(a, 'short 3', now),
        write(b, 'short 4', now),
      ];
      if (database.name === 'postgresql') {
        await Promise.all(shorts.filter((_, i) => i !== 2).map((s) => s.done));
      }
      const seen = rounds;
      await waitFor(() => rounds >= seen + 5);
      // Nothing after the long write's seq was passed while it ran (on PostgreSQL: committed).
      expect(published).toEqual([]);
      holderOf = b;
      const switched = rounds;
      await waitFor(() => rounds >= switched + 2);
      await a.holdCursor!({ name: 'order-test', holder: 'node-a', leaseMs: 0 });
      commitLong();
      const changes = await Promise.all([
        long.done,
        ...shorts.map((s) => s.done.catch(() => null)),
      ]);
      const committed = changes.flatMap((change) => (change ? [change.after!.name] : []));
      expect(committed.sort()).toEqual(['long', 'short 1', 'short 2', 'short 3', 'short 4']);
      await waitFor(() => published.length >= 5);
      running = false;
      await reading;
      // Every committed event once, in seq order, the long one's included; none of the rollback.
      const names = published.map(
        (e) => (JSON.parse(e.body) as { data: { name: string } }).data.name,
      );
      expect([...names].sort()).toEqual(committed);
      // The long write took the first seq and committed last; it is still the first passed.
      expect(names[0]).toBe('long');
      expect(published.map((e) => e.seq)).toEqual(
        published.map((e) => e.seq).sort((x, y) => x - y),
      );
      const stored = await a.readEvents({ afterSeq: 0, limit: 100 });
      expect(published.map((e) => e.id)).toEqual(stored.map((e) => e.id));
    });
  });
}
