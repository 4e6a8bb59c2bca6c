import { defaultRecordTypes } from '@recordgate/core';
import {
  createMikroOrmStorage,
  createScratchDatabase,
  type MikroOrmStorage,
} from '@recordgate/storage-mikro-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabases, waitFor } from '@recordgate/testing';

// Two storages on one database stand for two nodes: one holds the cursor at a time, the other takes
// it over once the lease has run out or was let go, and the position survives both.
for (const database of testDatabases({ suite: 'the outbox cursor', createScratchDatabase })
  .databases) {
  describe(`the outbox cursor on ${database.label}`, () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });
    const twoNodes = async (): Promise<[MikroOrmStorage, MikroOrmStorage]> => {
      const created = await database.create();
      cleanups.push(created.drop);
      const open = async () => {
        const storage = await createMikroOrmStorage({
          url: created.url,
          types: defaultRecordTypes,
        });
        cleanups.push(() => storage.close());
        return storage;
      };
      const first = await open();
      await first.migrate();
      return [first, await open()];
    };

    it('is held by one node at a time, moves only for its holder, and passes on when let go', async () => {
      const [a, b] = await twoNodes();
      const hold = (
        storage: MikroOrmStorage,
        holder: string,
        advanceTo?: number,
        leaseMs = 60_000,
      ) => storage.holdCursor!({ name: 'nats', holder, leaseMs, advanceTo });

      expect(await hold(a, 'node-a')).toBe(0);
      expect(await hold(b, 'node-b')).toBeUndefined();
      expect(await hold(a, 'node-a', 7)).toBe(7);
      expect(await hold(b, 'node-b', 99)).toBeUndefined();
      expect(await hold(a, 'node-a')).toBe(7);
      // Another cursor name is held apart.
      expect(await b.holdCursor!({ name: 'other', holder: 'node-b', leaseMs: 60_000 })).toBe(0);
      // Let go (lease 0): the other node takes it over where it stood.
      expect(await hold(a, 'node-a', undefined, 0)).toBe(7);
      expect(await hold(b, 'node-b')).toBe(7);
      expect(await hold(a, 'node-a')).toBeUndefined();
    });

    it('passes to another node when its holder stops renewing the lease', async () => {
      const [a, b] = await twoNodes();
      expect(
        await a.holdCursor!({ name: 'nats', holder: 'node-a', leaseMs: 50, advanceTo: 3 }),
      ).toBe(3);
      // Once the lease has run out, the other node takes the cursor over where it stood.
      await waitFor(
        async () =>
          (await b.holdCursor!({ name: 'nats', holder: 'node-b', leaseMs: 60_000 })) === 3,
      );
      expect(
        await a.holdCursor!({ name: 'nats', holder: 'node-a', leaseMs: 60_000 }),
      ).toBeUndefined();
    });
  });
}
