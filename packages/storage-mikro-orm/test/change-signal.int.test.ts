import { createKeyService, defaultRecordTypes, where, type StorageAdapter } from '@recordgate/core';
import {
  createMikroOrmStorage,
  createScratchDatabase,
  type MikroOrmStorage,
  type ScratchDatabase,
} from '@recordgate/storage-mikro-orm';
import { waitFor } from '@recordgate/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The change signal of PostgreSQL (ADR 0038) on two nodes: two storages on one database, as two
 * servers have. Each keeps keys, counts and looked-up references in memory under its change version;
 * a commit on one moves the other's version by its notice, so the other's next read sees the change. A
 * node whose listening connection is lost keeps nothing until it listens again.
 */
const serverUrl = process.env.RECORDGATE_POSTGRES_URL;
if (!serverUrl)
  console.log('change signal on PostgreSQL skipped: RECORDGATE_POSTGRES_URL is not set.');

let scratch: ScratchDatabase;
let nodeA: MikroOrmStorage;
let nodeB: MikroOrmStorage;
let companyId: number;
let reads = 0;

/** A storage counting its reads of records (what the key service and lookups run). */
function counting(storage: StorageAdapter): StorageAdapter {
  return {
    ...storage,
    findMany: (args) => {
      reads++;
      return storage.findMany(args);
    },
  };
}

async function newUser(storage: StorageAdapter, username: string) {
  const now = new Date();
  const values = { username, name: username, role: 'admin', company_id: companyId };
  return storage.insert({ type: 'user', values: { ...values, created_at: now, updated_at: now } });
}

async function addDocument(storage: StorageAdapter) {
  const now = new Date();
  await storage.insert({
    type: 'document',
    values: { title: 'Lease', company_id: companyId, created_at: now, updated_at: now },
  });
}

const countOf = (storage: StorageAdapter) =>
  storage.count({ type: 'document', filter: where.eq('company_id', companyId) });

/** Waits until `storage`'s change version is defined and differs from `before`. */
const versionMoved = (storage: StorageAdapter, before: number | undefined) =>
  waitFor(() => {
    const now = storage.changeVersion?.();
    return now !== undefined && now !== before;
  });

describe.skipIf(!serverUrl)('the change signal on two nodes (PostgreSQL)', () => {
  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!);
    nodeA = await createMikroOrmStorage({ url: scratch.url, types: defaultRecordTypes });
    await nodeA.migrate();
    nodeB = await createMikroOrmStorage({ url: scratch.url, types: defaultRecordTypes });
    const now = new Date();
    const company = await nodeA.insert({
      type: 'company',
      values: { name: 'Acme', created_at: now, updated_at: now },
    });
    companyId = company.id as number;
    await waitFor(
      () => nodeA.changeVersion?.() !== undefined && nodeB.changeVersion?.() !== undefined,
    );
  });

  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
    await scratch?.drop();
  });

  it('answers a known key from memory, and refuses it once another node revoked it', async () => {
    const user = await newUser(nodeA, 'ann');
    const keysA = createKeyService({ storage: nodeA });
    const keysB = createKeyService({ storage: counting(nodeB) });
    const { key, id } = await keysA.create({ userId: user.id as number });
    await keysB.authenticate({ key }); // the first use writes last_used_at
    await versionMoved(nodeB, undefined);
    await keysB.authenticate({ key });
    reads = 0;
    expect(await keysB.authenticate({ key })).toMatchObject({ userId: user.id });
    expect(reads).toBe(0);
    const before = nodeB.changeVersion?.();
    await keysA.revoke({ id });
    await versionMoved(nodeB, before);
    expect(await keysB.authenticate({ key })).toBeUndefined();
  });

  it("shows a write on one node in the other's next count", async () => {
    await addDocument(nodeA);
    await versionMoved(nodeB, undefined);
    expect(await countOf(nodeB)).toBe(1);
    expect(await countOf(nodeB)).toBe(1);
    const before = nodeB.changeVersion?.();
    await addDocument(nodeA);
    await versionMoved(nodeB, before);
    expect(await countOf(nodeB)).toBe(2);
  });

  it('keeps nothing while its listening connection is lost, and resynchronises after', async () => {
    const start = await countOf(nodeB);
    expect(await countOf(nodeB)).toBe(start);
    const admin = await createMikroOrmStorage({ url: scratch.url, types: defaultRecordTypes });
    const pg = (await admin.nativeClient()) as { query(sql: string): Promise<unknown> };
    try {
      await pg.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = current_database() AND application_name = 'recordgate_changes'`,
      );
      await waitFor(() => nodeB.changeVersion?.() === undefined, { timeout: 5000 });
      // A write no notice tells of (as if sent while the connection was down): not kept, it is seen.
      await pg.query(
        `INSERT INTO document (title, company_id, created_at, updated_at)
         VALUES ('Silent', ${companyId}, now(), now())`,
      );
      expect(await countOf(nodeB)).toBe(start + 1);
      await versionMoved(nodeB, undefined);
      expect(await countOf(nodeB)).toBe(start + 1);
      const before = nodeB.changeVersion?.();
      await addDocument(nodeA);
      await versionMoved(nodeB, before);
      expect(await countOf(nodeB)).toBe(start + 2);
    } finally {
      await admin.close();
    }
  });
});
