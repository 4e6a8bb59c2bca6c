import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultRecordTypes, defineRecordType, where } from '@recordgate/core';
import { createMikroOrmStorage } from '@recordgate/storage-mikro-orm';
import { seeddmsRows, seeddmsTables, seeddmsTypes } from '@recordgate/testing';
import { afterAll, expect, it } from 'vitest';

// A SQLite file that holds, beside the other application's tables, RecordGate's own searchable
// documents (a full-text virtual table and its shadow tables) and ANALYZE's statistics: tables whose
// columns have no declared type. Opening it again (a restart, `migrate`, `doctor`) checks the
// external tables without tripping over them.

const dir = mkdtempSync(join(tmpdir(), 'recordgate-sqlite-catalogue-'));
const url = join(dir, 'mixed.sqlite');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// SeedDMS's users beside RecordGate's own types, whose documents are searchable.
const types = [
  ...defaultRecordTypes.filter((t) => t.name !== 'user'),
  ...seeddmsTypes
    .filter((t) => t.name === 'user')
    .map((t) => defineRecordType({ ...t, name: 'user' })),
];

it('checks the external tables of a file that also holds a full-text index and statistics', async () => {
  const setup = await createMikroOrmStorage({ url, types: [] });
  const connection = (await setup.orm()).em.getConnection();
  for (const sql of [...seeddmsTables('sqlite'), ...seeddmsRows('sqlite')])
    await connection.execute(sql);
  await setup.close();

  const first = await createMikroOrmStorage({ url, types });
  await first.migrate();
  await first.close();
  const analyze = await createMikroOrmStorage({ url, types: [] });
  await (await analyze.orm()).em.getConnection().execute('ANALYZE');
  await analyze.close();

  const again = await createMikroOrmStorage({ url, types });
  try {
    expect(await again.externalTableProblems()).toEqual([]);
    await again.migrate();
    const users = await again.findMany({ type: 'user', filter: where.all });
    expect(users.map((u) => u.username).sort()).toEqual(['admin', 'ann', 'guest', 'odd']);
  } finally {
    await again.close();
  }
});
