import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { defaultRecordTypes, where } from '@recordgate/core';
import { createMikroOrmStorage, type MikroOrmStorage } from '@recordgate/storage-mikro-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { SqlStatement } from '../src/connection/sql-executor.js';
import { createSqliteExecutor } from '../src/dialects/sqlite/create-sqlite-executor.js';
import type { NativeSqlite } from '../src/dialects/sqlite/native-sqlite.js';
import { sqliteDriverErrors } from '../src/dialects/sqlite/sqlite-driver-errors.js';
import { createDriverErrorTranslator } from '../src/dialects/translate-driver-error.js';

// ADR 0046: on a SQLite file, a long file text is indexed after the write's commit, on the write
// worker's connection, before the write resolves; what a stopped process left pending, `migrate`
// indexes; a failure of the worker never fails the committed write.

const dir = mkdtempSync(join(tmpdir(), 'recordgate-after-commit-'));
const open: MikroOrmStorage[] = [];
afterAll(async () => {
  for (const storage of open) await storage.close();
  rmSync(dir, { recursive: true, force: true });
});
let files = 0;
const fileName = () => join(dir, `db-${++files}.sqlite`);

async function migratedStorage(): Promise<MikroOrmStorage> {
  const storage = await createMikroOrmStorage({ url: fileName(), types: defaultRecordTypes });
  open.push(storage);
  await storage.migrate();
  return storage;
}

// A text FTS5 would take long to index on the request thread: far over the pending threshold.
const longText = (word: string) =>
  Array.from({ length: 1000 }, (_, i) => (i === 500 ? word : `filler${i}`)).join(' ');

async function found(storage: MikroOrmStorage, companyId: number, word: string) {
  const records = await storage.findMany({
    type: 'document',
    filter: where.eq('company_id', companyId),
    search: { terms: [{ words: [word] }] },
    limit: 20,
  });
  return records.map((record) => record.id);
}

const pendingCount = async (storage: MikroOrmStorage) => {
  const native = (await storage.nativeClient()) as NativeSqlite;
  return (
    native.prepare('SELECT count(*) AS n FROM "document_search_pending"').get() as { n: number }
  ).n;
};

describe('SQLite file texts indexed after the commit', () => {
  it('keeps a long text pending in the transaction and has it indexed when the write resolves', async () => {
    const storage = await migratedStorage();
    const company = (await storage.insert({ type: 'company', values: { name: 'A' } })).id as number;
    let pendingInside = 0;
    const id = await storage.transaction({
      run: async (db) => {
        const doc = await db.insert({
          type: 'document',
          values: { title: 'x', company_id: company },
        });
        await db.writeSearchText({
          type: 'document',
          id: doc.id as number,
          fields: 'minutes',
          file: longText('ocelot'),
        });
        pendingInside = await pendingCount(storage);
        return doc.id as number;
      },
    });
    expect(pendingInside).toBe(1);
    expect(await pendingCount(storage)).toBe(0);
    expect(await found(storage, company, 'ocelot')).toEqual([id]);
    expect(await found(storage, company, 'minutes')).toEqual([id]);
    // A short text is indexed in the transaction, and forgets a pending one of the same record.
    await storage.transaction({
      run: (db) => db.writeSearchText({ type: 'document', id, fields: 'minutes', file: 'tapir' }),
    });
    expect(await found(storage, company, 'ocelot')).toEqual([]);
    expect(await found(storage, company, 'tapir')).toEqual([id]);
  });

  it('indexes on migrate the texts a process that stopped after its commit left pending', async () => {
    const storage = await migratedStorage();
    const company = (await storage.insert({ type: 'company', values: { name: 'A' } })).id as number;
    const doc = await storage.insert({
      type: 'document',
      values: { title: 'x', company_id: company },
    });
    const id = doc.id as number;
    // What the transaction of a write whose worker never ran left: the id pending, the texts stored.
    const native = (await storage.nativeClient()) as NativeSqlite;
    native.prepare('INSERT INTO "document_search_pending" ("id") VALUES (?)').run(id);
    native
      .prepare(
        'INSERT INTO "document_search" ("id", "fields", "file", "company") VALUES (?, ?, ?, ?)',
      )
      .run(id, 'minutes', longText('pangolin'), company);
    expect(await found(storage, company, 'minutes')).toEqual([id]);
    expect(await found(storage, company, 'pangolin')).toEqual([]);
    await storage.migrate();
    expect(await found(storage, company, 'pangolin')).toEqual([id]);
    expect(await pendingCount(storage)).toBe(0);
  });
});

describe('the SQLite executor’s statements after a commit', () => {
  const translate = createDriverErrorTranslator(sqliteDriverErrors);
  const table = () => {
    const native = new Database(fileName()) as NativeSqlite;
    native.exec('PRAGMA journal_mode = WAL; CREATE TABLE t (x integer)');
    return native;
  };
  const rows = (native: NativeSqlite) =>
    (native.prepare('SELECT x FROM t ORDER BY x').all() as { x: number }[]).map((r) => r.x);
  const after = (x: number): SqlStatement[] => [{ sql: 'INSERT INTO t VALUES (?)', params: [x] }];

  it('runs them on its own connection when the worker fails them, and resolves', async () => {
    const native = table();
    const warnings: string[] = [];
    const executor = createSqliteExecutor(native, translate, {
      writeWorker: { run: () => Promise.reject(new Error('worker gone')), close: async () => {} },
      warn: (message) => warnings.push(message),
    });
    await executor.transaction(async (tx) => {
      await tx.run('INSERT INTO t VALUES (1)', []);
      tx.afterCommit!(after(2));
    });
    expect(rows(native)).toEqual([1, 2]);
    // Failing there too: reported, and the committed transaction still resolves with its result.
    const result = await executor.transaction(async (tx) => {
      await tx.run('INSERT INTO t VALUES (3)', []);
      tx.afterCommit!([{ sql: 'INSERT INTO missing VALUES (1)', params: [] }]);
      return 'done';
    });
    expect(result).toBe('done');
    expect(rows(native)).toEqual([1, 2, 3]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('worker gone');
    native.close();
  });

  it('lets reads go on while the worker writes, and holds writes until it is done', async () => {
    const native = table();
    let finish!: () => void;
    const executor = createSqliteExecutor(native, translate, {
      writeWorker: {
        run: () => new Promise<void>((resolve) => (finish = resolve)),
        close: async () => {},
      },
    });
    let committed = false;
    const transaction = executor
      .transaction(async (tx) => {
        await tx.run('INSERT INTO t VALUES (1)', []);
        tx.afterCommit!(after(2));
      })
      .then(() => (committed = true));
    let wrote = false;
    await expect.poll(() => finish).toBeDefined();
    const write = executor.run('INSERT INTO t VALUES (5)', []).then(() => (wrote = true));
    expect(await executor.all('SELECT x FROM t', [])).toEqual([{ x: 1 }]);
    expect([committed, wrote]).toEqual([false, false]);
    finish();
    await Promise.all([transaction, write]);
    expect(rows(native)).toEqual([1, 5]);
    native.close();
  });
});
