import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultRecordTypes, isRecordError } from '@recordgate/core';
import { createMikroOrmStorage } from '@recordgate/storage-mikro-orm';
import { describeStorageContract } from '@recordgate/testing';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'recordgate-sqlite-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;

describeStorageContract('MikroORM on SQLite', async (types) =>
  createMikroOrmStorage({ url: join(dir, `contract-${++n}.sqlite`), types }),
);

describe('MikroORM storage on SQLite', () => {
  it('creates the schema of every type, with an index on each reference, and is idempotent', async () => {
    const file = join(dir, 'schema.sqlite');
    const storage = await createMikroOrmStorage({ url: file, types: defaultRecordTypes });
    const first = await storage.migrate();
    expect(first.applied.some((s) => /create table `document`/i.test(s))).toBe(true);
    expect((await storage.migrate()).applied).toEqual([]);
    const indexes = await storage.orm.em
      .getConnection()
      .execute<{ name: string }[]>(
        "select name from sqlite_master where type = 'index' and tbl_name = 'document'",
      );
    const names = indexes.map((i) => i.name).join(' ');
    for (const column of [
      'company_id',
      'created_by',
      'classification_code_id',
      'principal_id',
      'updated_by',
    ]) {
      expect(names).toContain(column);
    }
    await storage.close();
    // Reopening the same file finds the schema up to date.
    const again = await createMikroOrmStorage({ url: `sqlite:${file}`, types: defaultRecordTypes });
    expect((await again.migrate()).applied).toEqual([]);
    await again.close();
  });

  it('refuses database URLs it cannot serve with a message naming the problem', async () => {
    const error = await createMikroOrmStorage({
      url: 'oracle://db/x',
      types: defaultRecordTypes,
    }).catch((e: unknown) => e);
    expect(isRecordError(error, 'invalid')).toBe(true);
    expect((error as Error).message).toMatch(/unknown scheme "oracle:\/\/"/);
  });
});
