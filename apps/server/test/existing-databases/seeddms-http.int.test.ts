import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, startServer } from '@recordgate/server';
import { createScratchDatabase } from '@recordgate/storage-mikro-orm';
import { seeddmsRows, seeddmsTables, seeddmsTypes, testDatabases } from '@recordgate/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, cliOk } from '../run-cli-in-process.js';
import {
  json,
  nextTurn,
  serveOtherApplication,
  type Row,
  type ServedApplication,
} from './serve-other-application.js';

// A SeedDMS database served as it is: one tenant, only the file's types, RecordGate's own tables
// (API keys) prefixed. The seven calls, shaping, lists and the default access policy on its tables,
// through HTTP, with the other application's tables unchanged.

const dir = mkdtempSync(join(tmpdir(), 'recordgate-seeddms-'));
const { databases, dropAll } = testDatabases({ suite: 'SeedDMS over HTTP', createScratchDatabase });
afterAll(async () => {
  await dropAll();
  rmSync(dir, { recursive: true, force: true });
});

describe.each(databases)('a SeedDMS database over HTTP on $label', (database) => {
  let url: string;
  let served: ServedApplication;
  let other: ServedApplication['other'];
  const call = (user: string, path: string, init: RequestInit = {}) =>
    served.call(user, path, init);

  beforeAll(async () => {
    served = await serveOtherApplication(database, {
      dir,
      name: 'seeddms',
      tables: ['tblUsers', 'tblDocuments', 'tblACLs'],
      statements: [...seeddmsTables(database.name), ...seeddmsRows(database.name)],
      types: seeddmsTypes,
      users: ['admin', 'ann', 'guest', 'odd'],
    });
    ({ url, other } = served);
  });
  afterAll(async () => {
    await served?.close();
  });

  it("lists, views and shapes the other application's rows through the mapping", async () => {
    const list = await call('admin', '/document/api/default?sort=-created_at', {
      headers: {
        expand: 'createdBy',
        fields: 'id,title,created_at,createdBy.username',
        dateFormat: 'php:Y-m-d',
      },
    });
    expect(list.status, await list.clone().text()).toBe(200);
    expect(await json(list)).toEqual([
      { id: 1, title: 'Lease', created_at: '2023-11-14', createdBy: { username: 'ann' } },
      { id: 2, title: 'Invoice', created_at: '2020-09-13', createdBy: { username: 'admin' } },
    ]);
    const view = await call('admin', '/document/api/default/view?id=1');
    expect(await json(view)).toMatchObject({ id: 1, title: 'Lease', expires_at: null });
    const filtered = await call('admin', '/user/api/default?filter[role]=member&sort=username');
    expect((await json(filtered)).map((u) => u.username)).toEqual(['ann', 'guest']);
    const owner = await call(
      'admin',
      '/document/api/default/list-objects?id=1&attribute=createdBy',
    );
    expect(await json(owner)).toMatchObject({ id: 2, username: 'ann', role: 'member' });
    const info = await call('admin', '/document/api/default/info', { method: 'OPTIONS' });
    expect(info.status).toBe(200);
  });

  it('maps access onto the owner column and the ACL rows: members see what they own or are granted', async () => {
    const ids = async (user: string) =>
      (await json(await call(user, '/document/api/default'))).map((d) => d.id);
    expect(await ids('ann')).toEqual([1]);
    // The guest's document ACL grants read access to "Lease"; the folder ACL naming Ann is no share.
    expect(await ids('guest')).toEqual([1]);
    expect((await call('ann', '/document/api/default/view?id=2')).status).toBe(404);
    const update = (user: string) =>
      call(user, '/document/api/default/update?id=1', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: 'Lease 2024' }),
      });
    // The guest reads "Lease" but may not change it; Ann owns it.
    expect((await update('guest')).status).toBe(403);
    expect((await update('ann')).status).toBe(200);
    // A role the mapping does not name authenticates nobody.
    expect((await call('odd', '/document/api/default')).status).toBe(401);
  });

  it('writes rows the other application reads back with its own SQL', async () => {
    const created = await call('ann', '/document/api/default/create', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'Offer', expires_at: '2030-01-01T00:00:00Z' }),
    });
    expect(created.status).toBe(201);
    const { id } = await json(created);
    const { q, sql } = other;
    const [row] = await sql(`SELECT * FROM ${q('tblDocuments')} WHERE ${q('id')} = ?`, [id]);
    expect(row).toMatchObject({ name: 'Offer', owner: 2, folderList: ':1:', keywords: '' });
    expect(Number(row!.expires)).toBe(Date.parse('2030-01-01T00:00:00Z') / 1000);
    const share = await call('ann', '/share/api/default/create', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ document_id: id, user_id: 3, permission: 'write' }),
    });
    expect(share.status).toBe(201);
    const [acl] = await sql(`SELECT * FROM ${q('tblACLs')} WHERE ${q('target')} = ?`, [id]);
    expect(acl).toMatchObject({ userID: 3, groupID: -1, mode: 3 });
    expect(Number(acl!.targetType)).toBe(2);
    const deleted = await call('ann', `/document/api/default/delete?id=${String(id)}`, {
      method: 'DELETE',
    });
    expect(deleted.status).toBe(204);
    expect(await sql(`SELECT * FROM ${q('tblDocuments')} WHERE ${q('id')} = ?`, [id])).toEqual([]);
  });

  it('shows at once what the other application changes with plain SQL, roles included', async () => {
    const { q, sql } = other;
    const count = async () =>
      (await call('admin', '/document/api/default', { method: 'HEAD' })).headers.get(
        'x-pagination-total-count',
      );
    const n = Number(await count());
    await sql(
      `INSERT INTO ${q('tblDocuments')} (${q('name')}, ${q('date')}, ${q('owner')}, ${q('folderList')}, ${q('keywords')}) VALUES ('Memo', 1710000000, 1, ':1:', '')`,
    );
    await nextTurn();
    expect(Number(await count())).toBe(n + 1);
    await sql(`UPDATE ${q('tblUsers')} SET ${q('role')} = 7 WHERE ${q('login')} = 'guest'`);
    await nextTurn();
    expect((await call('guest', '/document/api/default')).status).toBe(401);
    await sql(`UPDATE ${q('tblUsers')} SET ${q('role')} = 2 WHERE ${q('login')} = 'guest'`);
    await nextTurn();
    expect((await call('guest', '/document/api/default')).status).toBe(200);
  });

  it('introspects the tables into a file that migrate and serve accept unedited', async () => {
    // RecordGate's own tables (rg_…) are there already: name the other application's.
    const tables = 'tblUsers,tblDocuments,tblACLs';
    const run = await cli(['introspect', '--tables', tables, '--strip-prefix', 'tbl'], url);
    expect(run.code, run.err).toBe(0);
    const file = JSON.parse(run.out) as { tenancy: string; defaults: boolean; types: Row[] };
    expect(file).toMatchObject({ tenancy: 'single', defaults: false });
    const byName = new Map(file.types.map((t) => [t.name, t]));
    expect([...byName.keys()].sort()).toEqual(['acls', 'documents', 'users']);
    expect(byName.get('documents')).toMatchObject({
      table: 'tblDocuments',
      external: true,
      modelClass: 'external.Documents',
      searchClass: 'external.DocumentsSearch',
    });
    const fields = byName.get('documents')!.fields as Row[];
    expect(fields).toEqual(
      expect.arrayContaining([
        { name: 'name', type: 'string', maxLength: 150, label: { en: 'Name' } },
        { name: 'owner', type: 'reference', references: 'users', label: { en: 'Owner' } },
        {
          name: 'folder_list',
          column: 'folderList',
          type: 'text',
          required: true,
          label: { en: 'Folder list' },
        },
      ]),
    );
    const introspected = join(dir, `introspected-${database.name}.json`);
    writeFileSync(introspected, run.out);
    await cliOk(['migrate', '--types', introspected], url);
    const served = await startServer(
      loadConfig({ DATABASE_URL: url, PORT: '0', LOG_LEVEL: 'silent', RECORD_TYPES: introspected }),
    );
    try {
      const info = await fetch(`${served.url}/documents/api/default/info`, { method: 'OPTIONS' });
      // Served, and closed to a caller without a key: the file has no user type to hold keys.
      expect(info.status).toBe(401);
    } finally {
      await served.close();
    }
  });

  it('answers 503 naming a table the other application took away, on the calls that read it only', async () => {
    const { q, sql } = other;
    await sql(`ALTER TABLE ${q('tblACLs')} RENAME TO ${q('tblACLs_away')}`);
    await nextTurn();
    try {
      const shares = await call('admin', '/share/api/default');
      expect(shares.status).toBe(503);
      expect(((await shares.json()) as { message: string }).message).toContain('"tblACLs"');
      expect((await call('admin', '/user/api/default')).status).toBe(200);
      expect((await call('admin', '/document/api/default')).status).toBe(200);
    } finally {
      await sql(`ALTER TABLE ${q('tblACLs_away')} RENAME TO ${q('tblACLs')}`);
      await nextTurn();
    }
    expect((await call('admin', '/share/api/default')).status).toBe(200);
  });

  it("leaves the other application's tables exactly as they were", async () => {
    expect(await other.dump()).toEqual(served.before);
  });

  it('refuses to start on a types file that maps a missing column, naming table, column and fix', async () => {
    const broken = join(dir, `broken-${database.name}.json`);
    const [user, ...rest] = seeddmsTypes;
    const fields = user!.fields.map((f) =>
      f.name === 'name' ? { ...f, column: 'fullname_x' } : f,
    );
    writeFileSync(
      broken,
      JSON.stringify({ tenancy: 'single', defaults: false, types: [{ ...user, fields }, ...rest] }),
    );
    const run = await cli(['migrate', '--types', broken], url);
    expect(run.code).toBe(1);
    expect(run.err).toContain(
      'Record type "user": field "name" maps column "fullname_x", which table "tblUsers" does not have',
    );
  });
});
