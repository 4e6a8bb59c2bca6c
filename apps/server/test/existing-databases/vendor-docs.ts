import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig, startServer, type RunningServer } from '@recordgate/server';
import { createMikroOrmStorage } from '@recordgate/storage-mikro-orm';
import type { TestDatabaseName } from '@recordgate/testing';
import { cliOk } from '../run-cli-in-process.js';

// A vendor's documents table, `Docs`, served as the `document` type beside RecordGate's own companies,
// users and shares (prefixed `rg_`): its own key column, the company in `Firm`, folders and documents
// in one table told apart by `Kind` (the type's `where`), dates in Unix seconds, and content search
// over the title and the body.

export type Row = Record<string, unknown>;

/** The other application: plain SQL on the vendor's table, and a dump of its definition. */
export async function vendorApplication(url: string, driver: TestDatabaseName) {
  const storage = await createMikroOrmStorage({ url, types: [] });
  const connection = (await storage.orm()).em.getConnection();
  const sql = async (text: string, params: unknown[] = []) =>
    (await connection.execute(text, params as never[])) as unknown as Row[];
  const q = (name: string) => (driver === 'mariadb' ? `\`${name}\`` : `"${name}"`);
  const key =
    driver === 'sqlite'
      ? 'INTEGER PRIMARY KEY AUTOINCREMENT'
      : driver === 'postgresql'
        ? 'SERIAL PRIMARY KEY'
        : 'int NOT NULL auto_increment PRIMARY KEY';
  // `columns` overrides a column's type (a MariaDB `blob` or `latin1` column, as older vendors have).
  const create = (columns: Readonly<Record<string, string>> = {}) => {
    const type = (name: string, fallback: string) => `${q(name)} ${columns[name] ?? fallback}`;
    return sql(
      `CREATE TABLE ${q('Docs')} (${q('DocID')} ${key}, ${q('Firm')} integer NOT NULL, ${q('Kind')} smallint NOT NULL DEFAULT 1, ${type('Heading', 'varchar(200)')}, ${type('Body', 'text')}, ${q('Owner')} integer, ${q('Created')} integer NOT NULL)`,
    );
  };
  // Everything the database knows of the table: columns, indexes and triggers.
  const dump = async (): Promise<unknown> => {
    if (driver === 'sqlite') {
      return sql(`SELECT type, name, sql FROM sqlite_master WHERE tbl_name = 'Docs' ORDER BY name`);
    }
    if (driver === 'postgresql') {
      return [
        ...(await sql(
          `SELECT column_name, data_type, is_nullable, column_default FROM information_schema.columns WHERE table_name = 'Docs' ORDER BY 1`,
        )),
        ...(await sql(`SELECT indexdef FROM pg_indexes WHERE tablename = 'Docs' ORDER BY 1`)),
        ...(await sql(
          `SELECT trigger_name FROM information_schema.triggers WHERE event_object_table = 'Docs'`,
        )),
      ];
    }
    const [created] = await sql(`SHOW CREATE TABLE ${q('Docs')}`);
    return [
      JSON.stringify(created).replace(/ AUTO_INCREMENT=\d+/, ''),
      ...(await sql(
        `SELECT trigger_name FROM information_schema.triggers WHERE event_object_schema = DATABASE() AND event_object_table = 'Docs'`,
      )),
    ];
  };
  /** Inserts a row as the vendor's application does; returns its key. */
  const insert = async (row: { firm: number; kind?: number; heading: unknown; owner?: number }) => {
    const values = [row.firm, row.kind ?? 1, row.heading, row.owner ?? null, 1_700_000_000];
    const columns = ['Firm', 'Kind', 'Heading', 'Owner', 'Created'].map(q).join(', ');
    await sql(`INSERT INTO ${q('Docs')} (${columns}) VALUES (?, ?, ?, ?, ?)`, values);
    const [last] = await sql(`SELECT MAX(${q('DocID')}) AS id FROM ${q('Docs')}`);
    return Number(last!.id);
  };
  return { sql, q, create, dump, insert, close: () => storage.close() };
}

/** The record-types file mapping `Docs` as `document`, searchable. */
export function writeVendorTypes(dir: string, name: string): string {
  const path = join(dir, `${name}.json`);
  const field = (fieldName: string, column: string, more: object) => ({
    name: fieldName,
    column,
    ...more,
  });
  const document = {
    name: 'document',
    table: 'Docs',
    external: true,
    idColumn: 'DocID',
    where: { Kind: 1 },
    columnDefaults: {},
    modelClass: 'vendor.Doc',
    searchClass: 'vendor.DocSearch',
    search: { fields: ['title', 'body'] },
    fields: [
      field('title', 'Heading', { type: 'string', maxLength: 200, required: true }),
      field('body', 'Body', { type: 'text' }),
      field('company_id', 'Firm', { type: 'reference', references: 'company', auto: 'company' }),
      field('created_by', 'Owner', { type: 'reference', references: 'user', auto: 'createdBy' }),
      field('created_at', 'Created', {
        type: 'datetime',
        storedAs: 'unix-seconds',
        auto: 'createdAt',
      }),
    ],
  };
  writeFileSync(path, JSON.stringify({ ownTablesPrefix: 'rg_', types: [document] }));
  return path;
}

/** Companies Acme (1) and Globex (2); Acme's admin amy and members ann and bob, Globex's admin gus. */
export async function vendorUsers(url: string, types: string): Promise<Record<string, string>> {
  const run = (args: string[]) => cliOk([...args, '--types', types], url);
  for (const company of ['Acme', 'Globex']) await run(['company', 'create', '--name', company]);
  const keys: Record<string, string> = {};
  for (const [user, company, role] of [
    ['amy', 'Acme', 'admin'],
    ['ann', 'Acme', 'member'],
    ['bob', 'Acme', 'member'],
    ['gus', 'Globex', 'admin'],
  ] as const) {
    await run(['user', 'create', '--username', user, '--company', company, '--role', role]);
    const out = await run(['key', 'create', '--username', user, '--json']);
    keys[user] = (JSON.parse(out.slice(out.indexOf('{'))) as { key: string }).key;
  }
  return keys;
}

/** A server on the database with the vendor's types, and calls as one of the users. */
export async function serveVendor(url: string, types: string, keys: Record<string, string>) {
  const server: RunningServer = await startServer(
    loadConfig({ DATABASE_URL: url, PORT: '0', LOG_LEVEL: 'silent', RECORD_TYPES: types }),
  );
  const call = (user: string, path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, {
      ...init,
      headers: {
        Authorization: `Bearer ${keys[user]}`,
        'Content-Type': 'application/json',
        ...init.headers,
      },
    });
  const json = async (response: Response) => (await response.json()) as Row & Row[];
  return { server, call, json };
}
