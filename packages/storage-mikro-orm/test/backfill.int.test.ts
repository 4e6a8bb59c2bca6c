import { commitWrite, createTypeRegistry, defaultRecordTypes, where } from '@recordgate/core';
import { createMikroOrmStorage, createScratchDatabase } from '@recordgate/storage-mikro-orm';
import { testDatabases } from '@recordgate/testing';
import { afterAll, describe, expect, it } from 'vitest';

// `migrate` fills what rows of an earlier version lack (`RecordType.backfill`): API keys made before
// the profile get `prefix` = `rg_` + their public id, in the tables as an installation names them
// (here with an `ownTablesPrefix`, as a record-types file gives it: the outbox's counter on MariaDB
// is in the prefixed cursor table too).
const types = createTypeRegistry(
  createTypeRegistry(defaultRecordTypes).all.map((type) => ({
    ...type,
    table: `own_${type.table}`,
  })),
);
const { databases, dropAll } = testDatabases({ suite: 'migrate backfill', createScratchDatabase });

afterAll(dropAll);

for (const database of databases) {
  describe(`migrate backfill on ${database.label}`, () => {
    it('gives keys without a prefix `rg_` and their public id, and leaves the others', async () => {
      const { url } = await database.create();
      const storage = await createMikroOrmStorage({ url, types, ownTablesPrefix: 'own_' });
      try {
        await storage.migrate();
        const now = new Date();
        const stamps = { created_at: now, updated_at: now };
        // Written with its event: the outbox of the prefixed installation takes it.
        const { after: company } = await storage.transaction({
          run: (db) =>
            commitWrite({
              db,
              kind: 'create',
              type: types.get('company'),
              values: { name: 'Acme', ...stamps },
            }),
        });
        const audited = where.eq('record_type', 'company');
        expect(await storage.count({ type: 'audit-event', filter: audited })).toBe(1);
        const user = await storage.insert({
          type: 'user',
          values: {
            username: 'ann',
            name: 'Ann',
            role: 'admin',
            company_id: company!.id as number,
            ...stamps,
          },
        });
        const key = (publicId: string, prefix: string | null) =>
          storage.insert({
            type: 'api-key',
            values: {
              user_id: user.id as number,
              label: null,
              prefix,
              public_id: publicId,
              secret_hash: '0'.repeat(64),
              created_at: now,
            },
          });
        const old = await key('00112233aabbccdd', null);
        const current = await key('99887766ffeeddcc', 'rg_99887766ffeeddcc');

        const { applied } = await storage.migrate();
        expect(applied.filter((s) => s.includes('own_api_key'))).toHaveLength(1);
        const rows = await storage.findMany({
          type: 'api-key',
          filter: where.in('id', [old.id as number, current.id as number]),
          sort: [{ field: 'id', direction: 'asc' }],
        });
        expect(rows.map((r) => r.prefix)).toEqual(['rg_00112233aabbccdd', 'rg_99887766ffeeddcc']);
        expect((await storage.migrate()).applied).toEqual([]);
      } finally {
        await storage.close();
      }
    });
  });
}
