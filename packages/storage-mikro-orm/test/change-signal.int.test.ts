import { createKeyService, defaultRecordTypes, where, type StorageAdapter } from '@recordgate/core';
import {
  createMikroOrmStorage,
  createScratchDatabase,
  type MikroOrmStorage,
  type ScratchDatabase,
} from '@recordgate/storage-mikro-orm';
import { waitFor } from '@recordgate/testing';
import { createConnection } from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchMysqlChanges } from '../src/dialects/mysql/watch-mysql-changes.js';

/**
 * The change signal (ADR 0038) on two nodes: two storages on one database, as two servers have. Each
 * keeps keys, counts and looked-up references in memory under its change version; a commit on one
 * moves the other's version (PostgreSQL by its notice, MariaDB by the counter it reads), so the
 * other's next read sees the change. A node that lost the connection its signal comes by keeps
 * nothing until it has it again.
 */
interface SignalDatabase {
  readonly label: string;
  readonly url: string | undefined;
  /** Runs `sql` on a pooled connection of `storage`'s, outside the adapter (no signal sent). */
  raw(storage: MikroOrmStorage, sql: string): Promise<unknown>;
  /** Closes the connections that carry the signal to the nodes. */
  readonly cutSignal: string;
}

const signalDatabases: SignalDatabase[] = [
  {
    label: 'PostgreSQL',
    url: process.env.RECORDGATE_POSTGRES_URL,
    raw: async (storage, sql) =>
      ((await storage.nativeClient()) as { query(sql: string): Promise<unknown> }).query(sql),
    cutSignal: `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND application_name = 'recordgate_changes'`,
  },
  {
    label: 'MariaDB',
    url: process.env.RECORDGATE_MARIADB_URL,
    raw: async (storage, sql) => {
      const native = (await storage.nativeClient()) as {
        promise(): { query(sql: string): Promise<unknown> };
      };
      return native.promise().query(sql);
    },
    // Every other connection to the database: the pools' own come back by themselves.
    cutSignal: `SELECT GROUP_CONCAT(CONCAT('KILL ', ID) SEPARATOR ';') AS kills
      FROM information_schema.PROCESSLIST WHERE DB = DATABASE() AND ID <> CONNECTION_ID()`,
  },
];
for (const { label, url } of signalDatabases) {
  if (!url) console.log(`change signal on ${label} skipped: its URL variable is not set.`);
}

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

describe.each(signalDatabases.filter((d) => d.url))(
  'the change signal on two nodes ($label)',
  (database) => {
    beforeAll(async () => {
      scratch = await createScratchDatabase(database.url!);
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

    it("knows of another node's commit as soon as its sync resolves, with no wait", async () => {
      // Each commit on A has ended before B's sync begins: B's version has moved when it resolves.
      let stale = 0;
      for (let i = 0; i < 300; i++) {
        const before = nodeB.changeVersion?.();
        await newUser(nodeA, `sync-${i}`);
        await nodeB.syncChangeVersion?.();
        if (nodeB.changeVersion?.() === before) stale++;
      }
      expect(stale).toBe(0);
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
      try {
        await cutSignal(database, admin);
        await waitFor(() => nodeB.changeVersion?.() === undefined, { timeout: 5000 });
        // A write no signal tells of (as if made while the connection was down): nothing kept, it is seen.
        await database.raw(
          admin,
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

    it("tells its listeners of the other node's commits, and when it has its signal again", async () => {
      let told = 0;
      const stop = nodeB.onChange!(() => told++);
      const admin = await createMikroOrmStorage({ url: scratch.url, types: defaultRecordTypes });
      try {
        await addDocument(nodeA);
        await waitFor(() => told > 0);
        // Lost: commits made meanwhile are told of by nobody, so having the signal again tells.
        await cutSignal(database, admin);
        await waitFor(() => nodeB.changeVersion?.() === undefined, { timeout: 5000 });
        const beforeBack = told;
        await versionMoved(nodeB, undefined);
        await waitFor(() => told > beforeBack);
        stop();
        const stopped = told;
        const before = nodeB.changeVersion?.();
        await addDocument(nodeA);
        await versionMoved(nodeB, before);
        expect(told).toBe(stopped);
      } finally {
        stop();
        await admin.close();
      }
    });

    it("writes a key's last use without moving the other node's version (ADR 0050)", async () => {
      const user = await newUser(nodeA, 'bea');
      const keysA = createKeyService({ storage: nodeA });
      const { key, id } = await keysA.create({ userId: user.id as number });
      await nodeB.syncChangeVersion?.();
      const start = await countOf(nodeB);
      // A document no signal tells of: the count nodeB keeps shows it only once its version moves.
      await database.raw(
        nodeA,
        `INSERT INTO document (title, company_id, created_at, updated_at)
         VALUES ('Unseen', ${companyId}, now(), now())`,
      );
      expect(await countOf(nodeB)).toBe(start);
      const before = nodeB.changeVersion?.();
      expect(await keysA.authenticate({ key })).toMatchObject({ userId: user.id });
      const [used] = await nodeB.findMany({ type: 'api-key', filter: where.eq('id', id) });
      expect(used?.last_used_at).toBeInstanceOf(Date);
      await nodeB.syncChangeVersion?.();
      expect(nodeB.changeVersion?.()).toBe(before);
      expect(await countOf(nodeB)).toBe(start);
      // A change anything kept depends on still moves it: the revocation, refused at once.
      const keysB = createKeyService({ storage: nodeB });
      expect(await keysB.authenticate({ key })).toMatchObject({ userId: user.id });
      await keysA.revoke({ id });
      await nodeB.syncChangeVersion?.();
      await versionMoved(nodeB, before);
      expect(await keysB.authenticate({ key })).toBeUndefined();
      expect(await countOf(nodeB)).toBe(start + 1);
    });
  },
);

/** Closes the signal's connections (on MariaDB, every other connection to the database). */
async function cutSignal(database: SignalDatabase, admin: MikroOrmStorage): Promise<void> {
  const result = await database.raw(admin, database.cutSignal);
  if (database.label !== 'MariaDB') return;
  const [[{ kills }]] = result as [[{ kills: string | null }]];
  for (const kill of kills?.split(';') ?? [])
    await database.raw(admin, kill).catch(() => undefined);
}

const mariadbUrl = process.env.RECORDGATE_MARIADB_URL;

describe.skipIf(!mariadbUrl)('the change counter read at the start of requests (MariaDB)', () => {
  let counterScratch: ScratchDatabase;
  let writer: MikroOrmStorage;
  beforeAll(async () => {
    counterScratch = await createScratchDatabase(mariadbUrl!);
    writer = await createMikroOrmStorage({ url: counterScratch.url, types: defaultRecordTypes });
    await writer.migrate();
  });
  afterAll(async () => {
    await writer?.close();
    await counterScratch?.drop();
  });

  it('reads once for the requests that arrive together, and tells of a commit made before', async () => {
    let reads = 0;
    const watch = watchMysqlChanges({
      intervalMs: 60_000,
      connect: async () => {
        const connection = await createConnection({ uri: counterScratch.url });
        return {
          execute: (sql) => {
            reads++;
            return connection.execute(sql);
          },
          end: () => connection.end(),
          destroy: () => connection.destroy(),
          on: (event, listener) => connection.on(event, listener),
        };
      },
    });
    try {
      await watch.sync();
      const before = watch.version();
      expect(before).toBeDefined();
      reads = 0;
      await Promise.all(Array.from({ length: 20 }, () => watch.sync()));
      // The read under way when they came (if any), then one for all of them.
      expect(reads).toBeLessThanOrEqual(2);
      expect(watch.version()).toBe(before);
      const now = new Date();
      await writer.insert({
        type: 'company',
        values: { name: 'Initech', created_at: now, updated_at: now },
      });
      await watch.sync();
      expect(watch.version()).not.toBe(before);
    } finally {
      await watch.close();
    }
  });

  it('counts a read that never answers as a lost connection, and reads again on a new one', async () => {
    let opened = 0;
    let destroyed = 0;
    let silent = false;
    const watch = watchMysqlChanges({
      intervalMs: 60_000,
      reconnectMs: 50,
      connect: async () => {
        const connection = await createConnection({ uri: counterScratch.url });
        const first = ++opened === 1;
        return {
          // The first connection's reads stop being answered once `silent` (a silent network).
          execute: (sql) =>
            first && silent ? new Promise(() => undefined) : connection.execute(sql),
          end: () => connection.end(),
          destroy: () => {
            destroyed++;
            connection.destroy();
          },
          on: (event, listener) => connection.on(event, listener),
        };
      },
    });
    try {
      await watch.sync();
      const before = watch.version();
      expect(before).toBeDefined();
      silent = true;
      // Bounded: the request waiting for the read goes on (nothing kept is used after the loss).
      await watch.sync();
      await waitFor(() => destroyed === 1, { timeout: 5000 });
      await waitFor(() => ![undefined, before].includes(watch.version()), { timeout: 5000 });
      expect(opened).toBe(2);
    } finally {
      await watch.close();
    }
  });
});
