import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultRecordTypes, where } from '@recordgate/core';
import { createMikroOrmStorage, type MikroOrmStorage } from '@recordgate/storage-mikro-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Counts kept until the next commit (SQLite): a page's total is counted once while nothing changes,
 * and every commit, of this adapter or of another connection to the file (a CLI, another worker),
 * makes the next count run again. A transaction counts its own rows.
 */
const dir = mkdtempSync(join(tmpdir(), 'recordgate-count-cache-'));
const file = join(dir, 'counts.sqlite');
let server: MikroOrmStorage;
let other: MikroOrmStorage;
let countsRun = 0;
const companies: number[] = [];

interface Statement {
  all(...params: unknown[]): unknown[];
}

/** Counts the count statements the adapter's connection runs. */
async function watchCounts(storage: MikroOrmStorage): Promise<void> {
  const native = (await storage.nativeClient()) as { prepare(sql: string): Statement };
  const prepare = native.prepare.bind(native);
  native.prepare = (sql) => {
    const statement = prepare(sql);
    if (!sql.startsWith('SELECT COUNT(*)')) return statement;
    const all = statement.all.bind(statement);
    statement.all = (...params) => {
      countsRun++;
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
