import { createKeyService, defaultRecordTypes, where, type StoredRecord } from '@recordgate/core';
import { createMikroOrmStorage, createScratchDatabase } from '@recordgate/storage-mikro-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRecordTypes } from '../src/server-record-types.js';
import { cli } from './run-cli-in-process.js';
import { testDatabases, type TestDatabase } from '@recordgate/testing';

/*
 * The command line's part of the audit trail (docs/events.md, "Audit trail"): what it changes is
 * audited (key create and revoke as key-created and key-revoked), and `audit prune` removes what
 * AUDIT_RETENTION_DAYS no longer keeps. SQLite always; PostgreSQL and MariaDB when their URLs are set.
 */

const { databases, dropAll } = testDatabases({
  suite: "the CLI's audit trail",
  createScratchDatabase,
});
afterAll(dropAll);

/** The audit trail of the database, oldest first. */
async function auditTrail(url: string): Promise<StoredRecord[]> {
  const storage = await createMikroOrmStorage({ url, types: defaultRecordTypes });
  try {
    return await storage.findMany({
      type: 'audit-event',
      filter: { op: 'true' },
      sort: [{ field: 'id', direction: 'asc' }],
    });
  } finally {
    await storage.close();
  }
}

/** A new database holding the company Acme and its user ann, both made by the CLI. */
async function databaseWithAnn(database: TestDatabase): Promise<string> {
  const { url: db } = await database.create();
  expect((await cli(['company', 'create', '--name', 'Acme'], db)).code).toBe(0);
  expect((await cli(['user', 'create', '--username', 'ann', '--company', 'Acme'], db)).code).toBe(
    0,
  );
  return db;
}

for (const database of databases) {
  describe(`the CLI's audit trail on ${database.label}`, () => {
    it('audits what the CLI changes, key create and revoke included, with no user and no key', async () => {
      const db = await databaseWithAnn(database);
      const created = await cli(['key', 'create', '--username', 'ann', '--json'], db);
      expect(created.code, created.err).toBe(0);
      const { id, key } = JSON.parse(created.out) as { id: number; key: string };
      expect((await cli(['key', 'revoke', '--id', String(id)], db)).code).toBe(0);

      const trail = await auditTrail(db);
      expect(trail.map((r) => [r.record_type, r.action])).toEqual([
        ['company', 'created'],
        ['user', 'created'],
        ['api-key', 'key-created'],
        ['api-key', 'key-revoked'],
      ]);
      const companyId = trail[0]!.record_id;
      for (const row of trail) {
        expect(row).toMatchObject({
          user_id: null,
          key_id: null,
          request_id: null,
          company_id: companyId,
        });
        // The secret is everything after `rg_<public id>_`, underscores of its own included (a part
        // of it as short as two characters can appear in any UUID by chance).
        expect(JSON.stringify(row)).not.toContain(key.split('_').slice(2).join('_'));
      }
      expect(trail[2]).toMatchObject({ record_id: id });
      expect(Object.keys(JSON.parse(trail[3]!.changes as string) as object)).toEqual([
        'revoked_at',
      ]);
    });

    it('a second key revoke changes nothing, writes no audit event and says so', async () => {
      const db = await databaseWithAnn(database);
      const created = await cli(['key', 'create', '--username', 'ann', '--json'], db);
      const { id } = JSON.parse(created.out) as { id: number };
      const first = await cli(['key', 'revoke', '--id', String(id)], db);
      expect(first.out).toBe(`Revoked key ${id}.\n`);
      const revokedAt = async () => {
        const storage = await createMikroOrmStorage({ url: db, types: defaultRecordTypes });
        const [key] = await storage.findMany({ type: 'api-key', filter: where.eq('id', id) });
        await storage.close();
        return (key!.revoked_at as Date).toISOString();
      };
      const at = await revokedAt();
      const trail = await auditTrail(db);

      const again = await cli(['key', 'revoke', '--id', String(id)], db);
      expect(again.code, again.err).toBe(0);
      expect(again.out).toBe(`Key ${id} was revoked already, at ${at}; nothing changed.\n`);
      expect(await revokedAt()).toBe(at);
      expect(await auditTrail(db)).toEqual(trail);
      expect(trail.filter((r) => r.action === 'key-revoked')).toHaveLength(1);

      const unknown = await cli(['key', 'revoke', '--id', String(id + 1)], db);
      expect(unknown.code).toBe(1);
      expect(unknown.err).toContain(`There is no API key with id ${id + 1}.`);
    });

    it('of two revocations of one key at once, one revokes and one finds it done', async () => {
      const db = await databaseWithAnn(database);
      const created = await cli(['key', 'create', '--username', 'ann', '--json'], db);
      const { id } = JSON.parse(created.out) as { id: number };
      // Two connections on the server databases. SQLite runs one write transaction at a time per
      // file, and a second connection in this process would block the first's wait synchronously:
      // one connection carries both revocations there.
      const connections = database.label === 'SQLite' ? 1 : 2;
      const opened = await Promise.all(
        Array.from({ length: connections }, () =>
          createMikroOrmStorage({ url: db, types: defaultRecordTypes }),
        ),
      );
      const nodes = [opened[0]!, opened.at(-1)!];
      try {
        const results = await Promise.all(
          nodes.map((storage) => createKeyService({ storage }).revoke({ id })),
        );
        expect(results.map((r) => r.changed).sort()).toEqual([false, true]);
        expect(results[0]!.revokedAt).toEqual(results[1]!.revokedAt);
      } finally {
        await Promise.all(opened.map((storage) => storage.close()));
      }
      const revocations = (await auditTrail(db)).filter((r) => r.action === 'key-revoked');
      expect(revocations).toHaveLength(1);
    });

    it('audit prune removes nothing without AUDIT_RETENTION_DAYS, and only older events with it', async () => {
      const db = (await database.create()).url;
      expect((await cli(['company', 'create', '--name', 'Acme'], db)).code).toBe(0);
      expect((await cli(['company', 'create', '--name', 'Globex'], db)).code).toBe(0);

      const unset = await cli(['audit', 'prune'], db);
      expect(unset.code, unset.err).toBe(0);
      expect(unset.out).toMatch(/AUDIT_RETENTION_DAYS is not set.*nothing was removed/);
      const unsetJson = await cli(['audit', 'prune', '--json'], db);
      expect(JSON.parse(unsetJson.out)).toEqual({ removed: 0, retentionDays: null });
      expect(await auditTrail(db)).toHaveLength(2);

      // Age the first event by a year.
      const storage = await createMikroOrmStorage({ url: db, types: defaultRecordTypes });
      const [first] = await storage.findMany({
        type: 'audit-event',
        filter: { op: 'true' },
        limit: 1,
      });
      await storage.update({
        type: 'audit-event',
        id: first!.id as number,
        values: { occurred_at: new Date(Date.now() - 365 * 24 * 3600 * 1000) },
      });
      await storage.close();

      const pruned = await cli(['audit', 'prune', '--json'], db, { AUDIT_RETENTION_DAYS: '30' });
      expect(pruned.code, pruned.err).toBe(0);
      expect(JSON.parse(pruned.out)).toMatchObject({ removed: 1, retentionDays: 30 });
      const left = await auditTrail(db);
      expect(left.map((r) => r.id)).not.toContain(first!.id);
      expect(left).toHaveLength(1);

      expect(JSON.parse(pruned.out)).toMatchObject({ removedDeliveries: 0 });
      // A retention past the calendar's start keeps everything (no invalid date, no error).
      const forever = await cli(['audit', 'prune', '--json'], db, {
        AUDIT_RETENTION_DAYS: '999999999',
      });
      expect(forever.code, forever.err).toBe(0);
      expect(JSON.parse(forever.out)).toMatchObject({ removed: 0, removedDeliveries: 0 });
      expect(await auditTrail(db)).toHaveLength(1);

      const wrong = await cli(['audit', 'prune'], db, { AUDIT_RETENTION_DAYS: 'forever' });
      expect(wrong.code).not.toBe(0);
      expect(wrong.err).toMatch(/AUDIT_RETENTION_DAYS/);
    });

    it('audit prune removes the webhook deliveries that ended before the retention, and no others', async () => {
      const db = (await database.create()).url;
      expect((await cli(['company', 'create', '--name', 'Acme'], db)).code).toBe(0);
      const storage = await createMikroOrmStorage({ url: db, types: serverRecordTypes() });
      const yearAgo = new Date(Date.now() - 365 * 24 * 3600 * 1000);
      const webhook = await storage.insert({
        type: 'webhook',
        values: { url: 'https://hooks.example/in', events: '*', active: true, company_id: 1 },
      });
      const delivery = (status: string, createdAt: Date, attempt: number) =>
        storage.insert({
          type: 'webhook-delivery',
          values: {
            webhook_id: webhook.id as number,
            event_id: '0f5c2a4e-0000-4000-8000-000000000001',
            event_type: 'company.created',
            event_seq: 1,
            attempt,
            status,
            created_at: createdAt,
            company_id: 1,
          },
        });
      await delivery('delivered', yearAgo, 1);
      await delivery('failed', yearAgo, 2);
      const oldPending = await delivery('pending', yearAgo, 3);
      const recentFailed = await delivery('failed', new Date(), 4);
      await storage.close();

      const pruned = await cli(['audit', 'prune', '--json'], db, { AUDIT_RETENTION_DAYS: '30' });
      expect(pruned.code, pruned.err).toBe(0);
      expect(JSON.parse(pruned.out)).toMatchObject({ removedDeliveries: 2 });
      const text = await cli(['audit', 'prune'], db, { AUDIT_RETENTION_DAYS: '30' });
      expect(text.out).toMatch(
        /^Removed 0 audit events and 0 ended webhook deliveries older than 30 days/,
      );

      const after = await createMikroOrmStorage({ url: db, types: serverRecordTypes() });
      const left = await after.findMany({ type: 'webhook-delivery', filter: { op: 'true' } });
      await after.close();
      // The old delivered and the old failed one are gone.
      expect(left.map((d) => d.id).sort()).toEqual([oldPending.id, recentFailed.id].sort());
    });
  });
}
