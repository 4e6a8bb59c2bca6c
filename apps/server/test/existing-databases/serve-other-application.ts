import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig, startServer, type RunningServer } from '@recordgate/server';
import { createMikroOrmStorage } from '@recordgate/storage-mikro-orm';
import type { TestDatabase, TestDatabaseName } from '@recordgate/testing';
import { cliOk } from '../run-cli-in-process.js';

/** A row as a driver returns it. */
export type Row = Record<string, unknown>;

/**
 * The other application's connection: plain SQL on its tables, and a dump of their definitions
 * (`tables`), which must be the same before and after RecordGate migrates and serves.
 */
export async function otherApplication(
  url: string,
  driver: TestDatabaseName,
  tables: readonly string[],
) {
  const storage = await createMikroOrmStorage({ url, types: [] });
  const connection = (await storage.orm()).em.getConnection();
  const sql = async (text: string, params: unknown[] = []) =>
    (await connection.execute(text, params as never[])) as unknown as Row[];
  const q = (name: string) => (driver === 'mariadb' ? `\`${name}\`` : `"${name}"`);
  const names = tables.map((t) => `'${t}'`).join(', ');
  const dump = async () => {
    if (driver === 'sqlite') {
      return sql(`SELECT name, sql FROM sqlite_master WHERE tbl_name IN (${names}) ORDER BY name`);
    }
    if (driver === 'postgresql') {
      return [
        ...(await sql(
          `SELECT table_name, column_name, data_type, is_nullable, column_default, is_identity FROM information_schema.columns WHERE table_name IN (${names}) ORDER BY 1, 2`,
        )),
        ...(await sql(
          `SELECT indexname, indexdef FROM pg_indexes WHERE tablename IN (${names}) ORDER BY 1`,
        )),
        ...(await sql(
          `SELECT conname, pg_get_constraintdef(c.oid) AS def FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid WHERE t.relname IN (${names}) ORDER BY 1`,
        )),
        ...(await sql(
          `SELECT tgname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE c.relname IN (${names}) ORDER BY 1`,
        )),
      ];
    }
    // The next AUTO_INCREMENT value is the rows' (as `mysqldump --no-data` leaves it out), not the schema's.
    return (await Promise.all(tables.map((t) => sql(`SHOW CREATE TABLE ${q(t)}`))))
      .flat()
      .map((row) => JSON.stringify(row).replace(/ AUTO_INCREMENT=\d+/, ''));
  };
  return { sql, q, dump, close: () => storage.close() };
}

/** What {@link serveOtherApplication} set up: the database, its other application, and the server. */
export interface ServedApplication {
  readonly url: string;
  readonly typesFile: string;
  readonly other: Awaited<ReturnType<typeof otherApplication>>;
  /** The dump of the other application's tables before RecordGate touched the database. */
  readonly before: unknown;
  readonly server: RunningServer;
  /** A call as `user` (their API key). */
  call(user: string, path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/**
 * A database as another application created and filled it (`statements`), served by RecordGate from
 * a types file of `types` (one tenant, only the file's types, its own tables prefixed `rg_`): migrated,
 * an API key made for each of `users` with `key create`, and the real HTTP app started.
 */
export async function serveOtherApplication(
  database: TestDatabase,
  options: {
    readonly dir: string;
    readonly name: string;
    readonly tables: readonly string[];
    readonly statements: readonly string[];
    /** The types file's type declarations. */
    readonly types: readonly unknown[];
    readonly users: readonly string[];
  },
): Promise<ServedApplication> {
  const url = (await database.create()).url;
  const other = await otherApplication(url, database.name, options.tables);
  for (const statement of options.statements) await other.sql(statement);
  const before = await other.dump();
  const typesFile = join(options.dir, `${options.name}-${database.name}.json`);
  const file = { tenancy: 'single', defaults: false, ownTablesPrefix: 'rg_', types: options.types };
  writeFileSync(typesFile, JSON.stringify(file));
  await cliOk(['migrate', '--types', typesFile], url);
  const keys: Record<string, string> = {};
  for (const user of options.users) {
    const out = await cliOk(
      ['key', 'create', '--username', user, '--json', '--types', typesFile],
      url,
    );
    keys[user] = (JSON.parse(out) as { key: string }).key;
  }
  const server = await startServer(
    loadConfig({ DATABASE_URL: url, PORT: '0', LOG_LEVEL: 'silent', RECORD_TYPES: typesFile }),
  );
  return {
    url,
    typesFile,
    other,
    before,
    server,
    call: (user, path, init = {}) =>
      fetch(`${server.url}${path}`, {
        ...init,
        headers: { Authorization: `Bearer ${keys[user]}`, ...init.headers },
      }),
    close: async () => {
      await server.close();
      await other.close();
    },
  };
}

/** A JSON body, typed loosely for assertions. */
export const json = async (response: Response) => (await response.json()) as Row & Row[];

/**
 * The other application is another process: its changes land between two turns of this process's
 * event loop, where the next request arrives (a SQLite change version is read once a turn, ADR 0032).
 */
export const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
