import { defineRecordType, isRecordError, where } from '@recordgate/core';
import {
  createMikroOrmStorage,
  createScratchDatabase,
  type MikroOrmStorage,
} from '@recordgate/storage-mikro-orm';
import { seeddmsRows, seeddmsTables, seeddmsTypes, testDatabases } from '@recordgate/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const seeddmsRecordTypes = () => seeddmsTypes.map(defineRecordType);

const { databases, dropAll } = testDatabases({
  suite: 'tables another application owns',
  createScratchDatabase,
});
afterAll(dropAll);

/** Plain SQL on the database, as the other application runs it (its own connection on SQLite). */
type Sql = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/**
 * The other application is another process: its changes land between two turns of this process's
 * event loop, where the next request arrives (a SQLite change version is read once a turn, ADR 0032).
 */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe.each(databases)('a SeedDMS database served on $label', (database) => {
  let storage: MikroOrmStorage;
  let other: MikroOrmStorage;
  let sql: Sql;
  let q: (name: string) => string;
  const warnings: string[] = [];
  const dump = async () => {
    if (database.name === 'sqlite') {
      return sql(`SELECT name, sql FROM sqlite_master WHERE tbl_name LIKE 'tbl%' ORDER BY name`);
    }
    if (database.name === 'postgresql') {
      return [
        ...(await sql(
          `SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns WHERE table_name LIKE 'tbl%' ORDER BY 1, 2`,
        )),
        ...(await sql(
          `SELECT indexname, indexdef FROM pg_indexes WHERE tablename LIKE 'tbl%' ORDER BY 1`,
        )),
        ...(await sql(
          `SELECT tgname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE c.relname LIKE 'tbl%' ORDER BY 1`,
        )),
      ];
    }
    const tables = ['tblUsers', 'tblDocuments', 'tblACLs'];
    return (await Promise.all(tables.map((t) => sql(`SHOW CREATE TABLE ${q(t)}`)))).flat();
  };
  let before: unknown;

  beforeAll(async () => {
    const created = await database.create();
    const types = seeddmsRecordTypes();
    // The other application: a connection of its own, which created its tables.
    other = await createMikroOrmStorage({ url: created.url, types: [] });
    const connection = (await other.orm()).em.getConnection();
    sql = async (text, params = []) =>
      (await connection.execute(text, params as never[])) as unknown as Record<string, unknown>[];
    q = (name) => (database.name === 'mariadb' ? `\`${name}\`` : `"${name}"`);
    for (const statement of seeddmsTables(database.name)) await connection.execute(statement);
    for (const statement of seeddmsRows(database.name)) await sql(statement);
    before = await dump();
    storage = await createMikroOrmStorage({
      url: created.url,
      types,
      warn: (message) => warnings.push(message),
    });
    await storage.migrate();
  });
  afterAll(async () => {
    await storage?.close();
    await other?.close();
  });

  it("leaves the other application's tables exactly as they were after migrate", async () => {
    await storage.migrate();
    expect(await dump()).toEqual(before);
  });

  it('advises the indexes its reads need on those tables, in statements that add them', async () => {
    const columnOf = (line: string) => /no index on column "([^"]+)"/.exec(line)?.[1];
    const advice = await storage.externalIndexAdvice();
    // SeedDMS indexes no reference column; MariaDB gives the owner's foreign key an index itself.
    expect(advice.map(columnOf)).toEqual([
      ...(database.name === 'mariadb' ? [] : ['owner']),
      'target',
      'userID',
    ]);
    const added: string[] = [];
    for (const line of advice) {
      const statement = /CREATE INDEX (\S+) ON (\S+) .*\)/.exec(line)!;
      await sql(statement[0]);
      added.push(
        `DROP INDEX ${statement[1]}${database.name === 'mariadb' ? ` ON ${statement[2]}` : ''}`,
      );
    }
    expect(await storage.externalIndexAdvice()).toEqual([]);
    // The owner's change taken back: the other tests compare the tables with how they were.
    for (const statement of added) await sql(statement);
    expect(await dump()).toEqual(before);
  });

  it('reads rows through the mapping: columns, unix seconds, sentinels, stored values', async () => {
    const [lease] = await storage.findMany({
      type: 'document',
      filter: where.eq('title', 'Lease'),
      sort: [],
    });
    expect(lease).toMatchObject({
      id: 1,
      title: 'Lease',
      description: 'the lease',
      created_by: 2,
      expires_at: null,
      created_at: new Date(1700000000 * 1000),
    });
    const users = await storage.findMany({
      type: 'user',
      filter: where.all,
      sort: [{ field: 'username', direction: 'asc' }],
    });
    expect(users.map((u) => [u.username, u.role])).toEqual([
      ['admin', 'admin'],
      ['ann', 'member'],
      ['guest', 'member'],
      ['odd', null],
    ]);
    expect(warnings.filter((w) => w.includes('"role"'))).toHaveLength(1);
    expect(warnings[0]).toContain('stored value 7');
  });

  it('filters, sorts and pages in the database through the mapping', async () => {
    const ids = async (
      type: string,
      filter: Parameters<typeof where.not>[0],
      sort = [] as { field: string; direction: 'asc' | 'desc' }[],
    ) => (await storage.findMany({ type, filter, sort })).map((r) => r.id);
    expect(await ids('user', where.eq('role', 'member'))).toEqual([2, 3]);
    expect(await ids('user', where.not(where.eq('role', 'member')))).toEqual([1, 4]);
    expect(await ids('document', where.isNull('expires_at'))).toEqual([1]);
    expect(
      await ids('document', { op: 'gt', field: 'created_at', value: new Date('2022-01-01') }),
    ).toEqual([1]);
    expect(await ids('document', where.all, [{ field: 'created_at', direction: 'desc' }])).toEqual([
      1, 2,
    ]);
    expect(await storage.count({ type: 'user', filter: where.eq('role', 'member') })).toBe(2);
    const page = await storage.findMany({
      type: 'user',
      filter: where.all,
      sort: [{ field: 'name', direction: 'asc' }],
      limit: 2,
      offset: 1,
    });
    expect(page.map((u) => u.username)).toEqual(['ann', 'guest']);
  });

  it('serves only the rows of its `where`, and every insert writes them', async () => {
    const shares = await storage.findMany({ type: 'share', filter: where.all, sort: [] });
    expect(shares).toEqual([
      expect.objectContaining({ id: 2, document_id: 1, user_id: 3, permission: 'read' }),
    ]);
    // Documents shared with user 2 through the access filter's kind of subquery: the folder ACL
    // naming user 2 is no share of a document.
    const sharedWith = (user: number) =>
      storage.findMany({
        type: 'document',
        filter: where.inQuery('id', 'share', 'document_id', where.eq('user_id', user)),
        sort: [],
      });
    expect(await sharedWith(2)).toEqual([]);
    expect((await sharedWith(3)).map((d) => d.id)).toEqual([1]);
    const added = await storage.insert({
      type: 'share',
      values: { document_id: 2, user_id: null, permission: 'write' },
    });
    const [row] = await sql(`SELECT * FROM ${q('tblACLs')} WHERE ${q('id')} = ?`, [added.id]);
    expect(row).toMatchObject({ target: 2, userID: -1, mode: 3 });
    expect(Number(row!.targetType)).toBe(2);
    expect(added).toMatchObject({ user_id: null, permission: 'write' });
  });

  it('writes rows the other application reads with its own SQL', async () => {
    const doc = await storage.insert({
      type: 'document',
      values: {
        title: 'Offer',
        created_by: 2,
        created_at: new Date('2024-05-01T10:00:00Z'),
        expires_at: null,
      },
    });
    const [row] = await sql(`SELECT * FROM ${q('tblDocuments')} WHERE ${q('name')} = 'Offer'`);
    expect(row).toMatchObject({ id: doc.id, owner: 2, folderList: ':1:', keywords: '' });
    expect(Number(row!.date)).toBe(Date.parse('2024-05-01T10:00:00Z') / 1000);
    expect(Number(row!.expires)).toBe(0);
  });

  it('sees at once what the other application changes with plain SQL', async () => {
    const count = () => storage.count({ type: 'user', filter: where.all });
    const n = await count();
    await sql(
      `INSERT INTO ${q('tblUsers')} (${q('login')}, ${q('language')}, ${q('theme')}, ${q('comment')}, ${q('role')}) VALUES ('bob', '', '', '', 0)`,
    );
    await nextTurn();
    expect(await count()).toBe(n + 1);
    await sql(`UPDATE ${q('tblUsers')} SET ${q('role')} = 1 WHERE ${q('login')} = 'bob'`);
    await nextTurn();
    const [bob] = await storage.findMany({
      type: 'user',
      filter: where.eq('username', 'bob'),
      sort: [],
      cacheable: true,
    });
    expect(bob!.role).toBe('admin');
    await sql(`DELETE FROM ${q('tblUsers')} WHERE ${q('login')} = 'bob'`);
    await nextTurn();
    expect(await count()).toBe(n);
    expect(
      await storage.findMany({
        type: 'user',
        filter: where.eq('username', 'bob'),
        sort: [],
        cacheable: true,
      }),
    ).toEqual([]);
  });

  it("refuses a write that would take a row out of the type's rows (422)", async () => {
    const error = await storage.update({ type: 'share', id: 2, values: { kind: 1 } }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isRecordError(error, 'invalid')).toBe(true);
    expect((error as { fields: unknown }).fields).toEqual([
      { field: 'kind', message: 'must be 2: every share has it.' },
    ]);
    expect(await storage.update({ type: 'share', id: 2, values: { kind: 2 } })).toMatchObject({
      kind: 2,
    });
  });

  it('refuses to migrate onto a table that lacks a mapped column, naming table, column and fix', async () => {
    const created = await database.create();
    const broken = await createMikroOrmStorage({ url: created.url, types: [] });
    const connection = (await broken.orm()).em.getConnection();
    for (const statement of seeddmsTables(database.name)) {
      await connection.execute(
        statement.replace(/,\s*\S+fullName\S* varchar\(100\) default NULL/, ''),
      );
    }
    await broken.close();
    const mapped = await createMikroOrmStorage({ url: created.url, types: seeddmsRecordTypes() });
    try {
      const error = await mapped.migrate().then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(isRecordError(error, 'invalid')).toBe(true);
      expect((error as Error).message).toContain(
        'field "name" maps column "fullName", which table "tblUsers" does not have',
      );
    } finally {
      await mapped.close();
    }
  });

  it('serves a table whose keys the other application assigns only read-only, and says why', async () => {
    // LogicalDOC's style: ld_ prefixed columns, a soft-delete flag, keys assigned by Hibernate.
    const created = await database.create();
    const setup = await createMikroOrmStorage({ url: created.url, types: [] });
    const connection = (await setup.orm()).em.getConnection();
    await connection.execute(
      'create table ld_template (ld_id bigint not null, ld_lastmodified timestamp not null, ld_deleted int not null, ld_name varchar(255) not null, ld_description varchar(2000), primary key (ld_id))',
    );
    await connection.execute(
      "insert into ld_template values (1, '2024-01-02 03:04:05', 0, 'Invoice', 'For invoices'), (2, '2024-01-02 03:04:05', 1, 'Old', null)",
    );
    // SQLite keeps any text in a timestamp column: one that is no date reads as null.
    if (database.name === 'sqlite') {
      await connection.execute("insert into ld_template values (3, 'soon', 0, 'Draft', null)");
    }
    await setup.close();
    const template = (readOnly: boolean) =>
      defineRecordType({
        name: 'template',
        table: 'ld_template',
        external: true,
        idColumn: 'ld_id',
        readOnly,
        where: { ld_deleted: 0 },
        modelClass: 'logicaldoc.Template',
        searchClass: 'logicaldoc.TemplateSearch',
        fields: [
          { name: 'name', column: 'ld_name', type: 'string', label: { en: 'Name', de: 'Name' } },
          {
            name: 'modified_at',
            column: 'ld_lastmodified',
            type: 'datetime',
            label: { en: 'Modified', de: 'Geändert' },
          },
        ],
      });
    const writable = await createMikroOrmStorage({ url: created.url, types: [template(false)] });
    const refused = await writable.migrate().then(
      () => '',
      (e: unknown) => (e as Error).message,
    );
    await writable.close();
    expect(refused).toContain(
      'the key column "ld_template"."ld_id" is not numbered by the database',
    );
    expect(refused).toContain(
      'field "name" maps column "ld_template"."ld_name", which is NOT NULL without a default; make the field "required".',
    );
    const readable = await createMikroOrmStorage({ url: created.url, types: [template(true)] });
    try {
      await readable.migrate();
      expect(await readable.findMany({ type: 'template', filter: where.all, sort: [] })).toEqual([
        { id: 1, name: 'Invoice', modified_at: new Date('2024-01-02T03:04:05Z') },
        ...(database.name === 'sqlite' ? [{ id: 3, name: 'Draft', modified_at: null }] : []),
      ]);
    } finally {
      await readable.close();
    }
  });
});
