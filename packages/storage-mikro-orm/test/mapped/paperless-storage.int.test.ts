import { defineRecordType, where } from '@recordgate/core';
import {
  createMikroOrmStorage,
  createScratchDatabase,
  type MikroOrmStorage,
} from '@recordgate/storage-mikro-orm';
import {
  PAPERLESS_IDS,
  paperlessRows,
  paperlessTables,
  paperlessTypes,
  testDatabases,
} from '@recordgate/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Keys kept as text (`storedAs: 'text'`): django-guardian's `object_pk` names a document's integer
// id as text, in a table shared with other kinds of objects.

const { databases, dropAll } = testDatabases({
  suite: 'keys stored as text',
  createScratchDatabase,
});
afterAll(dropAll);

const types = () =>
  paperlessTypes.map((type) =>
    defineRecordType({
      ...type,
      fields: type.fields.map((f) => ({ label: { en: f.name, de: f.name }, ...f })),
    }),
  );

describe.each(databases)('a Paperless-ngx permissions table on $label', (database) => {
  let storage: MikroOrmStorage;
  let other: MikroOrmStorage;
  let sql: (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;
  const warnings: string[] = [];
  const q = (name: string) => (database.name === 'mariadb' ? `\`${name}\`` : `"${name}"`);

  beforeAll(async () => {
    const { url } = await database.create();
    other = await createMikroOrmStorage({ url, types: [] });
    const connection = (await other.orm()).em.getConnection();
    sql = async (text, params = []) =>
      (await connection.execute(text, params as never[])) as unknown as Record<string, unknown>[];
    for (const statement of [...paperlessTables(database.name), ...paperlessRows(database.name)]) {
      await sql(statement);
    }
    // A document's row whose object_pk is no integer, and a tag's: neither names a document.
    await sql(
      `INSERT INTO ${q('guardian_userobjectpermission')} (${q('object_pk')}, ${q('content_type_id')}, ${q('permission_id')}, ${q('user_id')}) VALUES ('x1', ?, ?, 3), ('y', ?, ?, 3)`,
      [
        PAPERLESS_IDS.documentContentType,
        PAPERLESS_IDS.changeDocument,
        PAPERLESS_IDS.tagContentType,
        PAPERLESS_IDS.viewTag,
      ],
    );
    storage = await createMikroOrmStorage({ url, types: types(), warn: (m) => warnings.push(m) });
    await storage.migrate();
  });
  afterAll(async () => {
    await storage?.close();
    await other?.close();
  });

  it('reads the digits as the integer key, and text that is none as null, logged once', async () => {
    const shares = await storage.findMany({
      type: 'share',
      filter: where.all,
      sort: [{ field: 'id', direction: 'asc' }],
    });
    expect(shares.map((s) => [s.document_id, s.permission])).toEqual([
      [1, 'read'],
      [null, 'write'],
    ]);
    expect(warnings.filter((w) => w.includes('x1'))).toEqual([
      expect.stringContaining('it is not the digits of an integer'),
    ]);
    expect(await storage.count({ type: 'share', filter: where.eq('document_id', 1) })).toBe(1);
    expect(await storage.count({ type: 'share', filter: where.in('document_id', [1, 2]) })).toBe(1);
  });

  it('meets integer keys in sets of ids both ways, on every database', async () => {
    const viewable = await storage.findMany({
      type: 'document',
      filter: where.inQuery('id', 'share', 'document_id', where.eq('user_id', 3)),
      sort: [],
    });
    expect(viewable.map((d) => d.id)).toEqual([1]);
    const ofAnn = await storage.findMany({
      type: 'share',
      filter: where.inQuery('document_id', 'document', 'id', where.eq('created_by', 2)),
      sort: [],
    });
    expect(ofAnn.map((s) => s.id)).toEqual([1]);
    // The correlated form the policy uses where a call names its record by id.
    const pinned = await storage.findMany({
      type: 'document',
      filter: where.and(
        where.eq('id', 1),
        where.inQuery('id', 'share', 'document_id', where.eq('user_id', 3)),
      ),
      sort: [],
    });
    expect(pinned.map((d) => d.id)).toEqual([1]);
  });

  it('writes the key as text, and deletes by it', async () => {
    const added = await storage.insert({
      type: 'share',
      values: { document_id: 2, user_id: 2, permission: 'read' },
    });
    const [row] = await sql(
      `SELECT ${q('object_pk')} AS pk, ${q('content_type_id')} AS ct FROM ${q('guardian_userobjectpermission')} WHERE ${q('id')} = ?`,
      [added.id],
    );
    expect(row).toEqual({ pk: '2', ct: PAPERLESS_IDS.documentContentType });
    expect(added).toMatchObject({ document_id: 2, permission: 'read' });
    await storage.deleteMany({ type: 'share', filter: where.eq('document_id', 2) });
    expect(await storage.count({ type: 'share', filter: where.all })).toBe(2);
  });
});
