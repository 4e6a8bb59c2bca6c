import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setImmediate } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { defaultRecordTypes, where } from '@recordgate/core';
import { createMikroOrmStorage, type MikroOrmStorage } from '@recordgate/storage-mikro-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Results kept until the next commit (SQLite): a page's total is counted once, and a `cacheable`
 * lookup read once, while nothing changes; every commit, of this adapter or of another connection to
 * the file (a CLI, another worker), makes the next one run again. A transaction reads its own rows.
 */
const dir = mkdtempSync(join(tmpdir(), 'recordgate-kept-results-'));
const file = join(dir, 'counts.sqlite');
let server: MikroOrmStorage;
let other: MikroOrmStorage;
let countsRun = 0;
let lookupsRun = 0;
const companies: number[] = [];

interface Statement {
  all(...params: unknown[]): unknown[];
}

/** Counts the count statements and the reads of companies the adapter's connection runs. */
async function watchCounts(storage: MikroOrmStorage): Promise<void> {
  const native = (await storage.nativeClient()) as { prepare(sql: string): Statement };
  const prepare = native.prepare.bind(native);
  native.prepare = (sql) => {
    const statement = prepare(sql);
    const counted = sql.startsWith('SELECT COUNT(*)');
    if (!counted && !sql.startsWith('SELECT * FROM "company"')) return statement;
    const all = statement.all.bind(statement);
    statement.all = (...params) => {
      if (counted) countsRun++;
      else lookupsRun++;
      return all(...params);
    };
    return statement;
  };
}

async function addDocument(storage: MikroOrmStorage, company: number) {
  const now = new Date();
  await storage.insert({
    type: 'document',
    values: { title: 'Lease', company_id: company, created_at: now, updated_at: now },
  });
}

const countOf = (storage: MikroOrmStorage, company: number) =>
  storage.count({ type: 'document', filter: where.eq('company_id', company) });

beforeAll(async () => {
  server = await createMikroOrmStorage({ url: file, types: defaultRecordTypes });
  await server.migrate();
  await watchCounts(server);
  other = await createMikroOrmStorage({ url: file, types: defaultRecordTypes });
  const now = new Date();
  for (const name of ['Acme', 'Globex']) {
    const company = await server.insert({
      type: 'company',
      values: { name, created_at: now, updated_at: now },
    });
    companies.push(company.id as number);
  }
  await addDocument(server, companies[0]!);
  await addDocument(server, companies[0]!);
  await addDocument(server, companies[1]!);
});

afterAll(async () => {
  await server?.close();
  await other?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('counts kept until the next commit (SQLite)', () => {
  it('counts once while nothing is committed, and keeps each filter apart', async () => {
    const [acme, globex] = companies as [number, number];
    const before = countsRun;
    expect(await countOf(server, acme)).toBe(2);
    expect(await countOf(server, acme)).toBe(2);
    expect(await countOf(server, globex)).toBe(1);
    expect(await countOf(server, globex)).toBe(1);
    expect(countsRun - before).toBe(2);
  });

  it('counts again after a commit of its own', async () => {
    const [acme] = companies as [number];
    await countOf(server, acme);
    await addDocument(server, acme);
    const before = countsRun;
    expect(await countOf(server, acme)).toBe(3);
    expect(countsRun - before).toBe(1);
  });

  it('counts again after a commit of another connection to the file', async () => {
    const [acme] = companies as [number];
    expect(await countOf(server, acme)).toBe(3);
    await addDocument(other, acme);
    expect(await countOf(server, acme)).toBe(4);
  });

  it('counts in a transaction what the transaction sees, and keeps nothing of a rollback', async () => {
    const [acme] = companies as [number];
    expect(await countOf(server, acme)).toBe(4);
    const rolledBack = new Error('roll back');
    const failure = await server
      .transaction({
        run: async (db) => {
          await addDocument(db as MikroOrmStorage, acme);
          expect(await countOf(db as MikroOrmStorage, acme)).toBe(5);
          throw rolledBack;
        },
      })
      .catch((error: unknown) => error);
    expect(failure).toBe(rolledBack);
    expect(await countOf(server, acme)).toBe(4);
    expect(await countOf(other, acme)).toBe(4);
  });

  it('keeps nothing for an in-memory database, which has no change version', async () => {
    const memory = await createMikroOrmStorage({ url: ':memory:', types: defaultRecordTypes });
    try {
      await memory.migrate();
      await watchCounts(memory);
      const before = countsRun;
      await memory.count({ type: 'company', filter: where.all });
      await memory.count({ type: 'company', filter: where.all });
      expect(countsRun - before).toBe(2);
    } finally {
      await memory.close();
    }
  });
});

describe('cacheable lookups kept until the next commit (SQLite)', () => {
  const lookUp = (storage: MikroOrmStorage, ids: number[], cacheable = true) =>
    storage.findMany({ type: 'company', filter: where.in('id', ids), cacheable });
  const names = (records: readonly { name?: unknown }[]) => records.map((r) => r.name);

  it('reads once while nothing is committed, each lookup apart, and only when asked to', async () => {
    const [acme, globex] = companies as [number, number];
    const before = lookupsRun;
    expect(names(await lookUp(server, [acme]))).toEqual(['Acme']);
    expect(names(await lookUp(server, [acme]))).toEqual(['Acme']);
    expect(names(await lookUp(server, [acme, globex]))).toEqual(['Acme', 'Globex']);
    expect(names(await lookUp(server, [acme, globex]))).toEqual(['Acme', 'Globex']);
    expect(lookupsRun - before).toBe(2);
    await lookUp(server, [acme], false);
    await lookUp(server, [acme], false);
    expect(lookupsRun - before).toBe(4);
  });

  it('hands out a list of its own each time (the records are read-only and shared)', async () => {
    const [acme] = companies as [number];
    const first = await lookUp(server, [acme]);
    first.length = 0;
    const second = await lookUp(server, [acme]);
    expect(names(second)).toEqual(['Acme']);
    expect(second[0]).toBe((await lookUp(server, [acme]))[0]);
  });

  it('reads again after a commit of another connection, and sees it', async () => {
    const [acme] = companies as [number];
    expect(names(await lookUp(server, [acme]))).toEqual(['Acme']);
    await other.update({ type: 'company', id: acme, values: { name: 'Acme Renamed' } });
    expect(names(await lookUp(server, [acme]))).toEqual(['Acme Renamed']);
    await server.update({ type: 'company', id: acme, values: { name: 'Acme' } });
    expect(names(await lookUp(server, [acme]))).toEqual(['Acme']);
  });

  it('sees, from the next turn of the event loop, a commit of another process', async () => {
    const [acme] = companies as [number];
    expect(names(await lookUp(server, [acme]))).toEqual(['Acme']);
    // A connection of its own, as another process has: no adapter of this process sees it commit.
    const elsewhere = new Database(file);
    const rename = elsewhere.prepare('UPDATE company SET name = ? WHERE id = ?');
    try {
      rename.run('Acme Elsewhere', acme);
      await setImmediate();
      expect(names(await lookUp(server, [acme]))).toEqual(['Acme Elsewhere']);
      rename.run('Acme', acme);
      await setImmediate();
      expect(names(await lookUp(server, [acme]))).toEqual(['Acme']);
    } finally {
      elsewhere.close();
    }
  });

  it('never answers a transaction from memory, nor keeps what it read', async () => {
    const [acme] = companies as [number];
    await lookUp(server, [acme]);
    const rolledBack = new Error('roll back');
    const failure = await server
      .transaction({
        run: async (db) => {
          await db.update({ type: 'company', id: acme, values: { name: 'Uncommitted' } });
          expect(names(await lookUp(db as MikroOrmStorage, [acme]))).toEqual(['Uncommitted']);
          throw rolledBack;
        },
      })
      .catch((error: unknown) => error);
    expect(failure).toBe(rolledBack);
    expect(names(await lookUp(server, [acme]))).toEqual(['Acme']);
  });

  it('keeps no lookup of more than 100 records', async () => {
    const now = new Date();
    const ids: number[] = [];
    for (let n = 0; n < 101; n++) {
      const company = await server.insert({
        type: 'company',
        values: { name: `Company ${n}`, created_at: now, updated_at: now },
      });
      ids.push(company.id as number);
    }
    const before = lookupsRun;
    expect(await lookUp(server, ids)).toHaveLength(101);
    expect(await lookUp(server, ids)).toHaveLength(101);
    expect(await lookUp(server, ids.slice(1))).toHaveLength(100);
    expect(await lookUp(server, ids.slice(1))).toHaveLength(100);
    expect(lookupsRun - before).toBe(3);
  });
});
