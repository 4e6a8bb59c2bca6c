import { randomUUID } from 'node:crypto';
import { defaultRecordTypes, where } from '@recordgate/core';
import { createMikroOrmStorage, createScratchDatabase } from '@recordgate/storage-mikro-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@recordgate/testing';

// `appendMany` (the webhook queue's fan-out): rows stored by multi-row INSERTs, more than one
// statement holds, each with its own values (nulls included), in a transaction as outside one; rows
// naming different columns are stored too.
for (const database of testDatabases({ suite: 'appendMany', createScratchDatabase }).databases) {
  describe(`appendMany on ${database.label}`, () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it('stores every row with its own values', async () => {
      const created = await database.create();
      cleanups.push(created.drop);
      const storage = await createMikroOrmStorage({ url: created.url, types: defaultRecordTypes });
      cleanups.push(() => storage.close());
      await storage.migrate();
      const rows = Array.from({ length: 450 }, (_, n) => ({
        name: `company ${n}`,
        uuid: n % 3 === 0 ? null : randomUUID(),
      }));
      await storage.transaction({
        run: (db) => db.appendMany!({ type: 'company', rows: rows.slice(0, 400) }),
      });
      await storage.appendMany!({
        type: 'company',
        rows: [...rows.slice(400, 449), { name: rows[449]!.name }],
      });
      const stored = await storage.findMany({
        type: 'company',
        filter: where.all,
        sort: [{ field: 'id', direction: 'asc' }],
      });
      expect(stored.map((row) => [row.name, row.uuid ?? null])).toEqual(
        rows.map((row, n) => [row.name, n === 449 ? null : row.uuid]),
      );
    });
  });
}
