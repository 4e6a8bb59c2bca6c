import { defaultRecordTypes, defineRecordType, isRecordError, where } from '@recordgate/core';
import type { Filter, SearchQuery } from '@recordgate/core';
import {
  createMikroOrmStorage,
  createScratchDatabase,
  type MikroOrmStorage,
} from '@recordgate/storage-mikro-orm';
import { describeStorageContract, testDatabases } from '@recordgate/testing';
import { mysqlSearch } from '../src/dialects/mysql/mysql-search.js';
import { afterAll, describe, expect, it } from 'vitest';

const company = async (storage: MikroOrmStorage, name: string) =>
  (await storage.insert({ type: 'company', values: { name } })).id as number;

/**
 * Two companies with a document each and its search text, for the migrations of earlier search
 * index forms: A's "lease warehouse" (first id of `docs`), B's "lease office".
 */
async function leasesOfTwoCompanies(storage: MikroOrmStorage) {
  const [a, b] = [await company(storage, 'A'), await company(storage, 'B')];
  const docs: number[] = [];
  for (const [companyId, text] of [
    [a, 'lease warehouse'],
    [b, 'lease office'],
  ] as const) {
    const doc = await storage.insert({
      type: 'document',
      values: { title: text, company_id: companyId },
    });
    await storage.writeSearchText({ type: 'document', id: doc.id as number, fields: text });
    docs.push(doc.id as number);
  }
  return { a, b, docs };
}

const LEASE = { terms: [{ words: ['lease'] }] };

/** The ids of one company's documents that a search finds. */
async function foundIn(storage: MikroOrmStorage, companyId: number, search = LEASE) {
  const found = await storage.findMany({
    type: 'document',
    filter: where.eq('company_id', companyId),
    search,
    limit: 20,
  });
  return found.map((record) => record.id);
}

const indexQuery: Record<string, string> = {
  sqlite: "select name from sqlite_master where type = 'index' and tbl_name = 'document'",
  postgresql: "select indexname as name from pg_indexes where tablename = 'document'",
  mysql:
    "select index_name as name from information_schema.statistics where table_schema = database() and table_name = 'document'",
  mariadb:
    "select index_name as name from information_schema.statistics where table_schema = database() and table_name = 'document'",
};

for (const database of testDatabases({ suite: 'MikroORM storage', createScratchDatabase })
  .databases) {
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const drop of drops) await drop();
  });
  const fresh = async () => {
    const created = await database.create();
    drops.push(created.drop);
    return created.url;
  };

  describeStorageContract(`MikroORM on ${database.label}`, async (types) =>
    createMikroOrmStorage({ url: await fresh(), types }),
  );

  describe(`MikroORM storage on ${database.label}`, () => {
    const open: MikroOrmStorage[] = [];
    afterAll(async () => {
      for (const storage of open) await storage.close();
    });
    /** A storage of the default types on a fresh database, migrated, closed after the suite. */
    const migratedStorage = async () => {
      const storage = await createMikroOrmStorage({
        url: await fresh(),
        types: defaultRecordTypes,
      });
      open.push(storage);
      await storage.migrate();
      return storage;
    };

    // The earlier forms of the SQLite index: without the company (FTS5 over two columns), with it
    // but without prefix indexes, and with prefixes of 2 to 4 characters only.
    const earlierForms = [
      {
        form: 'the first form (no company)',
        sql: [
          'ALTER TABLE "document_search" DROP COLUMN "company"',
          `CREATE VIRTUAL TABLE "document_search_fts" USING fts5("fields", "file", content='document_search', content_rowid='id')`,
        ],
      },
      {
        form: 'the second form (no prefix indexes)',
        sql: [
          `CREATE VIRTUAL TABLE "document_search_fts" USING fts5("fields", "file", "company", content='document_search', content_rowid='id')`,
        ],
      },
      {
        form: 'prefixes of 2 to 4 characters only',
        sql: [
          `CREATE VIRTUAL TABLE "document_search_fts" USING fts5("fields", "file", "company", content='document_search', content_rowid='id', prefix='2 3 4')`,
        ],
      },
      {
        form: 'the company as a column (ADR 0026)',
        sql: [
          `CREATE VIRTUAL TABLE "document_search_fts" USING fts5("fields", "file", "company", content='document_search', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='1 2 3 4')`,
        ],
      },
    ];
    it.runIf(database.label === 'SQLite').each(earlierForms)(
      'rebuilds a search index of $form on migrate, finding what it found',
      async ({ sql }) => {
        const storage = await migratedStorage();
        const { a, b, docs } = await leasesOfTwoCompanies(storage);
        const orm = await storage.orm();
        const run = (statement: string) => orm.em.getConnection().execute(statement);
        for (const s of ['ai', 'ad', 'au']) await run(`DROP TRIGGER "document_search_${s}"`);
        await run('DROP TABLE "document_search_fts"');
        for (const statement of sql) await run(statement);
        await run(`INSERT INTO "document_search_fts"("document_search_fts") VALUES ('rebuild')`);
        // Every token carries its company: the prefixes are counted with its mark.
        expect((await storage.migrate()).applied.join('\n')).toContain("prefix='9 10 11 12'");
        expect(await foundIn(storage, a)).toEqual([docs[0]]);
        expect(await foundIn(storage, b)).toEqual([docs[1]]);
        // A prefix of one to four characters (indexed), and of more (merged).
        for (const prefix of ['w', 'wa', 'war', 'ware', 'wareh']) {
          const terms = { terms: [{ words: [prefix], prefix }] };
          expect(await foundIn(storage, a, terms)).toEqual([docs[0]]);
          expect(await foundIn(storage, b, terms)).toEqual([]);
        }
        const filter = where.eq('company_id', b);
        expect(await storage.count({ type: 'document', filter, search: LEASE })).toBe(1);
        expect((await storage.migrate()).applied).toEqual([]);
      },
    );

    // The earlier forms of the PostgreSQL index: a vector of the texts alone, no company (ADR 0017);
    // with the company but without the fields' own vector (ADR 0026).
    const earlierPostgresqlForms = [
      {
        form: 'without the company',
        sql: [
          'ALTER TABLE "document_search" DROP COLUMN "company"',
          `ALTER TABLE "document_search" ADD COLUMN "tokens" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, "fields"), 'A') || to_tsvector('simple'::regconfig, "file")) STORED`,
        ],
      },
      {
        form: 'without the vector of the fields',
        sql: [
          `ALTER TABLE "document_search" ADD COLUMN "tokens" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, "fields"), 'A') || to_tsvector('simple'::regconfig, "file") || array_to_tsvector(array_remove(ARRAY['#' || "company"::text], NULL))) STORED`,
        ],
      },
    ];
    it.runIf(database.label === 'PostgreSQL').each(earlierPostgresqlForms)(
      'brings a PostgreSQL search index $form up to date on migrate',
      async ({ sql }) => {
        // A storage per migrate, as a server restarted on a new version opens one.
        const url = await fresh();
        const opened = async () => {
          const storage = await createMikroOrmStorage({ url, types: defaultRecordTypes });
          open.push(storage);
          return storage;
        };
        let storage = await opened();
        await storage.migrate();
        const { a, b, docs } = await leasesOfTwoCompanies(storage);
        const orm = await storage.orm();
        const run = (statement: string) => orm.em.getConnection().execute(statement);
        for (const statement of [
          'DROP INDEX "document_search_tokens"',
          'DROP INDEX "document_search_field_tokens"',
          'ALTER TABLE "document_search" DROP COLUMN "tokens", DROP COLUMN "field_tokens"',
          ...sql,
          'CREATE INDEX "document_search_tokens" ON "document_search" USING gin ("tokens")',
        ]) {
          await run(statement);
        }
        storage = await opened();
        const applied = (await storage.migrate()).applied.join('\n');
        expect(applied).toContain(`'#' || "company"`);
        expect(applied).toContain('"field_tokens"');
        expect(await foundIn(storage, a)).toEqual([docs[0]]);
        expect(await foundIn(storage, b)).toEqual([docs[1]]);
        const prefix = { terms: [{ words: ['ware'], prefix: 'ware' }] };
        expect(await foundIn(storage, a, prefix)).toEqual([docs[0]]);
        expect(await foundIn(storage, b, prefix)).toEqual([]);
        const filter = where.eq('company_id', b);
        expect(await storage.count({ type: 'document', filter, search: LEASE })).toBe(1);
        // Written after the migration: the company is read from the record.
        const later = await storage.insert({
          type: 'document',
          values: { title: 'lease yard', company_id: b },
        });
        await storage.writeSearchText({
          type: 'document',
          id: later.id as number,
          fields: 'lease yard',
        });
        expect((await foundIn(storage, b)).sort()).toEqual([docs[1], later.id].sort());
        expect((await (await opened()).migrate()).applied).toEqual([]);
      },
    );

    // docs/reliability.md, "Abuse by a tenant or an anonymous client": the full-text index itself
    // holds each token's company, so a company's search neither reads nor ranks another's matches
    // (whose number would otherwise show in its time).
    it.runIf(database.label === 'MariaDB')(
      "answers a company's search from that company's entries of the MariaDB full-text index alone",
      async () => {
        const storage = await migratedStorage();
        const { a, b, docs } = await leasesOfTwoCompanies(storage);
        const connection = (await storage.orm()).em.getConnection();
        const matchesOf = async (companyId: number) => {
          const params: unknown[] = [];
          const sql = mysqlSearch.matches({
            index: { name: 'document_search', table: 'document', company: 'company_id' },
            search: LEASE,
            bind: (value) => (params.push(value), '?'),
            ranked: true,
            company: companyId,
          });
          const rows: { search_id: number }[] = await connection.execute(sql, params);
          return rows.map((row) => Number(row.search_id));
        };
        expect(await matchesOf(a)).toEqual([docs[0]]);
        expect(await matchesOf(b)).toEqual([docs[1]]);
      },
    );

    // The first form of the MariaDB/MySQL index: one FULLTEXT index over both columns.
    it.runIf(database.label === 'MariaDB')(
      'brings a MariaDB search index of an earlier form (tokens without their company, no index of the fields) up to date on migrate',
      async () => {
        const storage = await migratedStorage();
        const { a, b, docs } = await leasesOfTwoCompanies(storage);
        const orm = await storage.orm();
        const connection = orm.em.getConnection();
        // The first form: every token marked `qx` alone, one FULLTEXT index, no table comment.
        await connection.execute(
          "ALTER TABLE `document_search` DROP INDEX `document_search_fields`, COMMENT = ''",
        );
        await connection.execute(
          "UPDATE `document_search` SET `fields` = REGEXP_REPLACE(`fields`, '(^| )q[0-9a-f]{8}', '\\\\1qx'), `file` = REGEXP_REPLACE(`file`, '(^| )q[0-9a-f]{8}', '\\\\1qx')",
        );
        expect((await storage.migrate()).applied.join('\n')).toContain('`document_search_fields`');
        expect(await foundIn(storage, a)).toEqual([docs[0]]);
        expect(await foundIn(storage, b)).toEqual([docs[1]]);
        expect((await storage.migrate()).applied).toEqual([]);
      },
    );

    it('searches across companies, and keeps the index in step with each write', async () => {
      const storage = await migratedStorage();
      const { a, b, docs } = await leasesOfTwoCompanies(storage);
      const loose = await storage.insert({ type: 'document', values: { title: 'lease' } });
      await storage.writeSearchText({ type: 'document', id: loose.id as number, fields: 'lease' });
      const found = async (filter: Filter, search: SearchQuery = LEASE) =>
        (await storage.findMany({ type: 'document', filter, search, limit: 20 }))
          .map((record) => record.id)
          .sort();
      // No company in the filter, or several: every company's matches, a record without one too.
      expect(await found(where.all)).toEqual([...docs, loose.id].sort());
      expect(await found(where.in('company_id', [a, b]))).toEqual([...docs].sort());
      expect(await found(where.all, { terms: [{ words: ['off'], prefix: 'off' }] })).toEqual([
        docs[1],
      ]);
      expect(await storage.count({ type: 'document', filter: where.all, search: LEASE })).toBe(3);
      // A company's search never finds the record without one.
      expect(await foundIn(storage, a)).toEqual([docs[0]]);
      // Rewritten, then deleted.
      await storage.writeSearchText({
        type: 'document',
        id: docs[0]!,
        fields: 'tenancy warehouse',
      });
      expect(await foundIn(storage, a)).toEqual([]);
      const tenancy = { terms: [{ words: ['tenan'], prefix: 'tenan' }] };
      expect(await foundIn(storage, a, tenancy)).toEqual([docs[0]]);
      await storage.delete({ type: 'document', id: docs[1]! });
      expect(await foundIn(storage, b)).toEqual([]);
      expect(await found(where.all)).toEqual([loose.id]);
    });

    it('migrates again on a storage that has served reads, and reads on after it', async () => {
      // Each migrate takes the pool anew: its statements must not clash with those the connections
      // prepared before (PostgreSQL names prepared statements per connection).
      const storage = await migratedStorage();
      const acme = await company(storage, 'Acme');
      expect(await storage.count({ type: 'company', filter: where.all })).toBe(1);
      expect((await storage.migrate()).applied).toEqual([]);
      expect(
        await storage.findMany({ type: 'company', filter: where.eq('id', acme) }),
      ).toHaveLength(1);
      expect(await storage.count({ type: 'user', filter: where.all })).toBe(0);
    });

    it('creates the schema of every type, with an index on each reference, and is idempotent', async () => {
      const url = await fresh();
      const storage = await createMikroOrmStorage({ url, types: defaultRecordTypes });
      const first = await storage.migrate();
      expect(first.applied.some((s) => /create table [`"]document[`"]/i.test(s))).toBe(true);
      expect((await storage.migrate()).applied).toEqual([]);
      // The pool reports its state (the metrics endpoint shows it): 10 connections by default.
      expect(storage.poolStats?.()).toMatchObject({ max: database.name === 'sqlite' ? 1 : 10 });
      const indexes = (await (
        await storage.orm()
      ).em
        .getConnection()
        .execute(indexQuery[storage.driver]!)) as { name: string }[];
      const names = indexes.map((i) => i.name).join(' ');
      for (const column of [
        'company_id',
        'created_by',
        'classification_code_id',
        'principal_id',
        'updated_by',
        'document_date',
      ]) {
        expect(names).toContain(column);
      }
      // The composite indexes the document type declares: lists sorted by creation time, and
      // `like` on the title read from the index alone.
      expect(names).toContain('document_company_id_created_at_index');
      expect(names).toContain('document_company_id_title_index');
      await storage.close();
      // Reopening the same database finds the schema up to date.
      const again = await createMikroOrmStorage({
        url: database.name === 'sqlite' ? `sqlite:${url}` : url,
        types: defaultRecordTypes,
      });
      expect((await again.migrate()).applied).toEqual([]);
      await again.close();
    });

    it('keeps datetimes in UTC with milliseconds and matches like with Unicode case folding', async () => {
      const storage = await migratedStorage();
      const company = await storage.insert({ type: 'company', values: { name: 'Ärzte GmbH' } });
      expect(company.name).toBe('Ärzte GmbH');
      const found = await storage.findMany({
        type: 'company',
        filter: { op: 'like', field: 'name', value: 'ärzte' },
      });
      expect(found.map((r) => r.id)).toEqual([company.id]);
      // Exact equality: case matters, and accents matter, on every database.
      expect(await storage.count({ type: 'company', filter: where.eq('name', 'ärzte gmbh') })).toBe(
        0,
      );
      expect(await storage.count({ type: 'company', filter: where.eq('name', 'Arzte GmbH') })).toBe(
        0,
      );
      expect(
        await storage.count({
          type: 'company',
          filter: { op: 'like', field: 'name', value: 'arzte' },
        }),
      ).toBe(0);
    });

    it('creates one index where a type declares a single-column index it gets anyway', async () => {
      const label = { en: 'X', de: 'X' };
      const types = [
        ...defaultRecordTypes,
        defineRecordType({
          name: 'memo',
          modelClass: 'm.Memo',
          searchClass: 'm.MemoSearch',
          indexes: [['author_id'], ['author_id', 'id']],
          fields: [{ name: 'author_id', type: 'reference', references: 'user', label }],
        }),
      ];
      const storage = await createMikroOrmStorage({ url: await fresh(), types });
      open.push(storage);
      expect((await storage.migrate()).applied.join('\n')).toMatch(/memo_author_id_index/);
      expect((await storage.migrate()).applied).toEqual([]);
    });

    it('stores a text of nearly 1 MB as sent, and widens an older 64 KiB text column on migrate', async () => {
      const storage = await migratedStorage();
      const connection = (await storage.orm()).em.getConnection();
      if (storage.driver === 'mysql') {
        // Databases migrated before text fields became longtext: migrate widens them.
        await connection.execute('alter table `document` modify `description` text null');
        expect((await storage.migrate()).applied.join('\n')).toMatch(/longtext/);
        expect((await storage.migrate()).applied).toEqual([]);
      }
      const description = 'Lorem ipsum ü 😀 '.repeat(50_000);
      const row = await storage.insert({
        type: 'document',
        values: { title: 'Long', description, company_id: 1 },
      });
      const [read] = await storage.findMany({
        type: 'document',
        filter: where.eq('id', row.id as number),
      });
      expect(read!.description).toBe(description);
    });

    it('migrates a database whose planner statistics were gathered with ANALYZE', async () => {
      const storage = await migratedStorage();
      await storage.insert({ type: 'company', values: { name: 'Acme' } });
      // SQLite writes sqlite_stat1 and sqlite_stat4, tables with untyped columns.
      const analyze = { sqlite: 'ANALYZE', postgresql: 'ANALYZE company' }[
        storage.driver as string
      ];
      await (await storage.orm()).em.getConnection().execute(analyze ?? 'ANALYZE TABLE company');
      expect((await storage.migrate()).applied).toEqual([]);
    });

    it.runIf(database.name === 'sqlite')(
      'matches like on SQLite as JavaScript lower-cases, also for the letters its own LIKE misreads (SQLite only: the server databases lower-case natively, tested above)',
      async () => {
        // SQLite's LIKE folds ASCII only: the adapter matches ASCII text with it, and narrows other
        // text with it before lower-casing in JavaScript. Names whose lower case differs from what
        // ASCII folding gives, and one in ASCII:
        const names = ['\u212Aelvin', 'KELVIN & Co', 'İstanbul', 'ÄRZTE', 'Straße', 'ǅemal'];
        const storage = await migratedStorage();
        for (const name of names) await storage.insert({ type: 'company', values: { name } });
        const like = async (value: string) =>
          (
            await storage.findMany({
              type: 'company',
              filter: { op: 'like', field: 'name', value },
              sort: [],
            })
          ).map((r) => r.name);
        for (const [search, expected] of [
          ['kelvin', ['\u212Aelvin', 'KELVIN & Co']],
          ['KEL', ['\u212Aelvin', 'KELVIN & Co']],
          ['n & c', ['KELVIN & Co']],
          ['i̇stanbul', ['İstanbul']], // with the combining dot İ lower-cases to
          ['stanbul', ['İstanbul']],
          ['istanbul', []], // JavaScript keeps the dot: "i̇stanbul"
          ['ärz', ['ÄRZTE']],
          ['STRASSE', []],
          ['straße', ['Straße']],
          ['ǆ', ['ǅemal']],
        ] as const) {
          expect(await like(search), search).toEqual(expected);
        }
      },
    );

    it('serialises concurrent check-then-write transactions: no update is lost', async () => {
      const storage = await migratedStorage();
      const company = await storage.insert({ type: 'company', values: { name: 'Counter' } });
      // Each transaction reads the name, holds a moment so that the others read meanwhile, then
      // writes it back with one more "+". One that the database gives up on (after its retries)
      // fails as unavailable; every other one must count.
      const holdBetweenReadAndWrite = () => new Promise((resolve) => setTimeout(resolve, 5));
      const outcomes = await Promise.allSettled(
        Array.from({ length: 10 }, () =>
          storage.transaction({
            run: async (tx) => {
              const [current] = await tx.findMany({
                type: 'company',
                filter: where.eq('id', company.id as number),
              });
              await holdBetweenReadAndWrite();
              return tx.update({
                type: 'company',
                id: company.id as number,
                values: { name: `${current!.name as string}+` },
              });
            },
          }),
        ),
      );
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') {
          expect(isRecordError(outcome.reason, 'unavailable')).toBe(true);
        }
      }
      const succeeded = outcomes.filter((o) => o.status === 'fulfilled').length;
      expect(succeeded).toBeGreaterThan(0);
      const [final] = await storage.findMany({
        type: 'company',
        filter: where.eq('id', company.id as number),
      });
      expect(final!.name).toBe(`Counter${'+'.repeat(succeeded)}`);
    });
  });
}

describe('database URLs', () => {
  it('refuses database URLs it cannot serve with a message naming the problem', async () => {
    const error = await createMikroOrmStorage({
      url: 'oracle://db/x',
      types: defaultRecordTypes,
    }).catch((e: unknown) => e);
    expect(isRecordError(error, 'invalid')).toBe(true);
    expect((error as Error).message).toMatch(/unknown scheme "oracle:\/\/"/);
  });

  for (const url of [
    'postgresql://postgres@127.0.0.1:1/nowhere',
    'mysql://root@127.0.0.1:1/nowhere',
  ]) {
    it(`reports an unreachable server as unavailable, naming the cause (${url.split(':')[0]})`, async () => {
      const storage = await createMikroOrmStorage({ url, types: defaultRecordTypes });
      const migrating = await storage.migrate().catch((e: unknown) => e);
      expect(isRecordError(migrating, 'unavailable')).toBe(true);
      expect((migrating as Error).message).toMatch(/cannot be reached \(ECONNREFUSED\)/);
      const reading = await storage
        .findMany({ type: 'company', filter: where.all })
        .catch((e: unknown) => e);
      expect(isRecordError(reading, 'unavailable')).toBe(true);
      await storage.close();
    });
  }
});
