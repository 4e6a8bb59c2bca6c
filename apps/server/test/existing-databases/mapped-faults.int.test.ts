import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase } from '@recordgate/storage-mikro-orm';
import { testDatabases, waitFor, type TestDatabaseName } from '@recordgate/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliOk } from '../run-cli-in-process.js';
import { serveVendor, vendorApplication, vendorUsers, writeVendorTypes } from './vendor-docs.js';

// What the other application may leave in or do to its table while RecordGate serves it: bytes that
// are not UTF-8 in a text column (the record is served, the field reads null, one warning per type,
// field and value), and a table or mapped column taken away (every call reading it answers 503
// naming the table, streamed lists included; the other types keep working).

const dir = mkdtempSync(join(tmpdir(), 'recordgate-mapped-faults-'));
const { databases, dropAll } = testDatabases({ suite: 'mapped faults', createScratchDatabase });
const warnings: string[] = [];
const onWarning = (warning: Error) => warnings.push(warning.message);
process.on('warning', onWarning);
afterAll(async () => {
  process.off('warning', onWarning);
  await dropAll();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * Rows holding bytes as each database can: SQLite keeps any bytes in a TEXT column (as text or as a
 * BLOB), MariaDB in a binary column beside a `latin1` one (read correctly, é as 0xE9); PostgreSQL
 * refuses text that is not UTF-8 in a UTF8 database, so its rows are valid. `bad` has the title and
 * body each database reads from it.
 */
const bytes: Record<TestDatabaseName, { columns?: Record<string, string>; rows: string[] }> = {
  sqlite: {
    rows: [`(CAST(X'4D61C328FF' AS TEXT), X'48C328FF')`, `(CAST(X'436166C3A9' AS TEXT), X'C3A9')`],
  },
  mariadb: {
    columns: { Heading: 'varchar(200) CHARACTER SET latin1', Body: 'blob' },
    rows: [`(X'436166E9', X'48C328FF')`, `(X'436166E9', X'C3A9')`],
  },
  postgresql: { rows: [`('Café', 'percussion')`, `('Café', 'é')`] },
};
const bad: Record<TestDatabaseName, { title: string | null; body: string | null }> = {
  sqlite: { title: null, body: null },
  mariadb: { title: 'Café', body: null },
  postgresql: { title: 'Café', body: 'percussion' },
};

describe.each(databases)('faults of a table another application owns, on $label', (database) => {
  let url: string;
  let other: Awaited<ReturnType<typeof vendorApplication>>;
  let served: Awaited<ReturnType<typeof serveVendor>>;

  beforeAll(async () => {
    url = (await database.create()).url;
    other = await vendorApplication(url, database.name);
    await other.create(bytes[database.name].columns);
    const { q, sql } = other;
    const columns = ['Heading', 'Body', 'Firm', 'Kind', 'Owner', 'Created'].map(q).join(', ');
    for (const row of bytes[database.name].rows) {
      const values = row.replace(/\)$/, ', 1, 1, 2, 1700000000)');
      await sql(`INSERT INTO ${q('Docs')} (${columns}) VALUES ${values}`);
    }
    const types = writeVendorTypes(dir, `faults-${database.name}`);
    await cliOk(['migrate', '--types', types], url);
    served = await serveVendor(url, types, await vendorUsers(url, types));
  });
  afterAll(async () => {
    await served?.server.close();
    await other?.close();
  });

  it('serves a record whose text is not UTF-8, the field null, with one warning per field and value', async () => {
    const { call, json } = served;
    for (let i = 0; i < 3; i++) {
      const view = await call('amy', '/document/api/default/view?id=1');
      expect(view.status, await view.clone().text()).toBe(200);
      expect(await json(view)).toMatchObject(bad[database.name]);
      const list = await call('amy', '/document/api/default?sort=id');
      expect(list.status).toBe(200);
      expect((await json(list)).map((d) => [d.title, d.body])).toEqual([
        [bad[database.name].title, bad[database.name].body],
        ['Café', 'é'],
      ]);
    }
    const about = (field: string) =>
      warnings.filter((w) => w.includes(`Record type "document", field "${field}"`));
    if (database.name === 'postgresql') return;
    await waitFor(() => about('body').length > 0);
    expect(about('body')).toHaveLength(1);
    expect(about('body')[0]).toContain('reads as null');
    expect(about('title')).toHaveLength(database.name === 'sqlite' ? 1 : 0);
    warnings.length = 0;
  });

  it('answers 503 naming the table on every call that reads it once it is renamed, streamed lists included', async () => {
    const { call, json } = served;
    const { q, sql } = other;
    await sql(`ALTER TABLE ${q('Docs')} RENAME TO ${q('Docs_away')}`);
    try {
      const reads: [string, RequestInit?][] = [
        ['/document/api/default'],
        ['/document/api/default', { headers: { Prefer: 'count=none' } }],
        ['/document/api/default?page=1'],
        ['/document/api/default?per-page=5', { method: 'HEAD' }],
        ['/document/api/default?search=cafe'],
        ['/document/api/default?search=cafe', { headers: { Prefer: 'count=none' } }],
        ['/document/api/default/view?id=2'],
        ['/document/api/default/list-objects?id=2&attribute=createdBy'],
        [
          '/share/api/default/create',
          {
            method: 'POST',
            body: JSON.stringify({ document_id: 2, user_id: 3, permission: 'read' }),
          },
        ],
      ];
      for (const [path, init] of reads) {
        const response = await call('amy', path, init);
        expect(response.status, `${init?.method ?? 'GET'} ${path}`).toBe(503);
        if (init?.method !== 'HEAD') expect((await json(response)).message).toContain('"Docs"');
      }
      // The type's description reads no row; the types that do not read the table keep working
      // (shares do: a share is readable through its document).
      const info = await call('amy', '/document/api/default/info', { method: 'OPTIONS' });
      expect(info.status).toBe(200);
      expect((await call('amy', '/user/api/default')).status).toBe(200);
      expect((await call('amy', '/company/api/default')).status).toBe(200);
    } finally {
      await sql(`ALTER TABLE ${q('Docs_away')} RENAME TO ${q('Docs')}`);
    }
    expect((await call('amy', '/document/api/default')).status).toBe(200);
  });

  it('answers 503 naming the table when a mapped column is renamed', async () => {
    const { call, json } = served;
    const { q, sql } = other;
    const rename = (from: string, to: string) =>
      sql(`ALTER TABLE ${q('Docs')} RENAME COLUMN ${q(from)} TO ${q(to)}`);
    await rename('Body', 'Body_away');
    try {
      for (const path of ['/document/api/default', '/document/api/default/view?id=2']) {
        const response = await call('amy', path, { headers: { Prefer: 'count=none' } });
        expect(response.status, path).toBe(503);
        expect((await json(response)).message).toContain('"Docs"');
      }
    } finally {
      await rename('Body_away', 'Body');
    }
    expect((await call('amy', '/document/api/default')).status).toBe(200);
  });
});
