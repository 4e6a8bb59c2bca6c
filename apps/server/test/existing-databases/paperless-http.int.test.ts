import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase } from '@recordgate/storage-mikro-orm';
import {
  PAPERLESS_IDS,
  paperlessRows,
  paperlessTables,
  paperlessTypes,
  testDatabases,
} from '@recordgate/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli } from '../run-cli-in-process.js';
import {
  json,
  nextTurn,
  serveOtherApplication,
  type ServedApplication,
} from './serve-other-application.js';

// A Paperless-ngx 2.14 database (Django, django-guardian) served as it is: one tenant, only the file's
// types. Its users' superuser flag is the role, its owner column `created_by`, its guardian permission
// rows on documents the shares (a text `object_pk`, a content type shared with tags), its trash the
// rows with `deleted_at`. The seven calls, shaping, lists and the default access policy over HTTP;
// writes read back with the SQL Paperless runs, its own changes seen at once, its schema unchanged.

const dir = mkdtempSync(join(tmpdir(), 'recordgate-paperless-'));
const { databases, dropAll } = testDatabases({
  suite: 'Paperless-ngx over HTTP',
  createScratchDatabase,
});
afterAll(async () => {
  await dropAll();
  rmSync(dir, { recursive: true, force: true });
});

const TABLES = [
  'django_content_type',
  'auth_permission',
  'auth_user',
  'documents_document',
  'documents_note',
  'guardian_userobjectpermission',
];
const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

describe.each(databases)('a Paperless-ngx database over HTTP on $label', (database) => {
  let served: ServedApplication;
  const call = (user: string, path: string, init: RequestInit = {}) =>
    served.call(user, path, init);

  beforeAll(async () => {
    served = await serveOtherApplication(database, {
      dir,
      name: 'paperless',
      tables: TABLES,
      statements: [...paperlessTables(database.name), ...paperlessRows(database.name)],
      types: paperlessTypes,
      users: ['admin', 'ann', 'bob'],
    });
  });
  afterAll(async () => {
    await served?.close();
  });

  it("lists, views and shapes the other application's rows; the trash stays out", async () => {
    const list = await call('admin', '/document/api/default?sort=-document_date', {
      headers: {
        expand: 'createdBy',
        fields: 'id,title,document_date,createdBy.username',
        dateFormat: 'php:Y-m-d',
      },
    });
    expect(list.status, await list.clone().text()).toBe(200);
    expect(list.headers.get('x-pagination-total-count')).toBe('2');
    expect(await json(list)).toEqual([
      { id: 1, title: 'Lease', document_date: '2023-11-14', createdBy: { username: 'ann' } },
      { id: 2, title: 'Invoice', document_date: '2020-09-13', createdBy: { username: 'admin' } },
    ]);
    const view = await call('admin', '/document/api/default/view?id=1');
    expect(await json(view)).toMatchObject({
      id: 1,
      title: 'Lease',
      mime_type: 'application/pdf',
      original_filename: 'lease.pdf',
      created_by: 2,
      created_at: '14.11.2023 22:13:20',
    });
    // "Old memo" is in Paperless's trash: not served, as if it did not exist.
    expect((await call('admin', '/document/api/default/view?id=3')).status).toBe(404);
    const members = await call('admin', '/user/api/default?filter[role]=member&sort=-username');
    // Carl is deactivated: not a user RecordGate serves.
    expect((await json(members)).map((u) => u.username)).toEqual(['bob', 'ann']);
    const filtered = await call('admin', '/document/api/default?filter[title][like]=voi');
    expect((await json(filtered)).map((d) => d.id)).toEqual([2]);
    const owner = await call(
      'admin',
      '/document/api/default/list-objects?id=1&attribute=createdBy',
    );
    expect(await json(owner)).toMatchObject({ id: 2, username: 'ann', role: 'member' });
    const shares = await call('admin', '/share/api/default', { headers: { expand: 'document' } });
    // The tag's permission row in the same table is no share.
    expect(await json(shares)).toEqual([
      expect.objectContaining({
        document_id: 1,
        user_id: 3,
        permission: 'read',
        document: expect.objectContaining({ title: 'Lease' }),
      }),
    ]);
    const info = await call('admin', '/share/api/default/info', { method: 'OPTIONS' });
    expect(info.status).toBe(200);
  });

  it('maps access onto the owner column and the guardian rows: members see what they own or may view', async () => {
    const ids = async (user: string) =>
      (await json(await call(user, '/document/api/default'))).map((d) => d.id);
    expect(await ids('ann')).toEqual([1]);
    expect(await ids('bob')).toEqual([1]);
    // Neither learns of the admin's invoice.
    expect((await call('ann', '/document/api/default/view?id=2')).status).toBe(404);
    expect((await call('bob', '/document/api/default/view?id=2')).status).toBe(404);
    const update = (user: string) =>
      call(user, '/document/api/default/update?id=1', post({ title: 'Lease 2024' }));
    // Bob may view "Lease" but not change it; Ann owns it.
    expect((await update('bob')).status).toBe(403);
    expect((await update('ann')).status).toBe(200);
    expect(
      (await call('bob', '/document/api/default/delete?id=1', { method: 'DELETE' })).status,
    ).toBe(403);
    // A member shares only documents they own: Bob cannot grant himself more.
    const grant = await call(
      'bob',
      '/share/api/default/create',
      post({ document_id: 1, user_id: 3, permission: 'write' }),
    );
    expect(grant.status).toBe(422);
    expect(await json(grant)).toEqual([expect.objectContaining({ field: 'document_id' })]);
    // Django lets no deactivated user sign in: RecordGate gives Carl no key.
    const key = await cli(
      ['key', 'create', '--username', 'carl', '--types', served.typesFile],
      served.url,
    );
    expect(key.code).not.toBe(0);
  });

  it('writes rows Paperless reads back with its own SQL', async () => {
    const { q, sql } = served.other;
    const created = await call(
      'ann',
      '/document/api/default/create',
      post({
        title: 'Offer',
        document_date: '2024-03-01T00:00:00Z',
        checksum: 'c0ffee00c0ffee00c0ffee00c0ffee00',
        mime_type: 'application/pdf',
      }),
    );
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = await json(created);
    const [row] = await sql(`SELECT * FROM ${q('documents_document')} WHERE ${q('id')} = ?`, [id]);
    expect(row).toMatchObject({
      title: 'Offer',
      owner_id: 2,
      content: '',
      storage_type: 'unencrypted',
      deleted_at: null,
    });
    expect(new Date(String(row!.created)).toISOString()).toBe('2024-03-01T00:00:00.000Z');
    const share = await call(
      'ann',
      '/share/api/default/create',
      post({ document_id: id, user_id: 3, permission: 'write' }),
    );
    expect(share.status, await share.clone().text()).toBe(201);
    // What django-guardian's get_objects_for_user reads: the document's content type, its pk as text.
    const granted = await sql(
      `SELECT ${q('permission_id')} FROM ${q('guardian_userobjectpermission')} WHERE ${q('content_type_id')} = ? AND ${q('object_pk')} = ? AND ${q('user_id')} = 3`,
      [PAPERLESS_IDS.documentContentType, String(id)],
    );
    expect(granted.map((r) => Number(r.permission_id))).toEqual([PAPERLESS_IDS.changeDocument]);
    expect((await call('bob', `/document/api/default/view?id=${String(id)}`)).status).toBe(200);
    const renamed = await call(
      'bob',
      `/document/api/default/update?id=${String(id)}`,
      post({ title: 'Offer 2' }),
    );
    expect(renamed.status).toBe(200);
    const deleted = await call('ann', `/document/api/default/delete?id=${String(id)}`, {
      method: 'DELETE',
    });
    expect(deleted.status).toBe(204);
    expect(
      await sql(`SELECT * FROM ${q('documents_document')} WHERE ${q('id')} = ?`, [id]),
    ).toEqual([]);
  });

  it('shows at once what Paperless changes with plain SQL: trash, permissions, deactivation', async () => {
    const { q, sql } = served.other;
    // Django's values: SQLite keeps booleans as 0/1 and datetimes as text in UTC.
    const flag = (value: boolean) => (database.name === 'sqlite' ? Number(value) : value);
    const at = database.name === 'postgresql' ? '2024-06-01 10:00:00+00' : '2024-06-01 10:00:00';
    const bobSees = async () =>
      (await json(await call('bob', '/document/api/default'))).map((d) => d.id);
    // Paperless grants Bob "view" on the invoice.
    await sql(
      `INSERT INTO ${q('guardian_userobjectpermission')} (${q('object_pk')}, ${q('content_type_id')}, ${q('permission_id')}, ${q('user_id')}) VALUES ('2', ?, ?, 3)`,
      [PAPERLESS_IDS.documentContentType, PAPERLESS_IDS.viewDocument],
    );
    await nextTurn();
    expect(await bobSees()).toEqual([1, 2]);
    // ...and moves "Lease" to the trash.
    await sql(`UPDATE ${q('documents_document')} SET ${q('deleted_at')} = ? WHERE ${q('id')} = 1`, [
      at,
    ]);
    await nextTurn();
    expect(await bobSees()).toEqual([2]);
    expect((await call('ann', '/document/api/default/view?id=1')).status).toBe(404);
    await sql(
      `UPDATE ${q('documents_document')} SET ${q('deleted_at')} = NULL WHERE ${q('id')} = 1`,
    );
    await sql(`UPDATE ${q('auth_user')} SET ${q('is_active')} = ? WHERE ${q('username')} = 'bob'`, [
      flag(false),
    ]);
    await nextTurn();
    expect((await call('bob', '/document/api/default')).status).toBe(401);
    await sql(`UPDATE ${q('auth_user')} SET ${q('is_active')} = ? WHERE ${q('username')} = 'bob'`, [
      flag(true),
    ]);
    await sql(
      `UPDATE ${q('auth_user')} SET ${q('is_superuser')} = ? WHERE ${q('username')} = 'bob'`,
      [flag(true)],
    );
    await nextTurn();
    expect(await bobSees()).toEqual([1, 2]);
    expect((await json(await call('bob', '/user/api/default/view?id=3'))).role).toBe('admin');
  });

  it("refuses, naming the table, to delete a document Paperless's notes refer to", async () => {
    const { q, sql } = served.other;
    await sql(
      `INSERT INTO ${q('documents_note')} (${q('note')}, ${q('created')}, ${q('document_id')}, ${q('user_id')}) VALUES ('paid', '2024-01-01 10:00:00', 2, 1)`,
    );
    await nextTurn();
    const refused = await call('admin', '/document/api/default/delete?id=2', { method: 'DELETE' });
    expect(refused.status).toBe(409);
    const { message } = (await refused.json()) as { message: string };
    expect(message).toMatch(/refer to this record/);
    if (database.name !== 'sqlite') expect(message).toContain('(table "documents_note")');
    expect((await call('admin', '/document/api/default/view?id=2')).status).toBe(200);
  });

  it("leaves Paperless's tables exactly as they were", async () => {
    expect(await served.other.dump()).toEqual(served.before);
  });
});
