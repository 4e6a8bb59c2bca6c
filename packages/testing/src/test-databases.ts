import { describe, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A fresh, empty database and how to remove it. */
export interface ScratchDatabase {
  /** Its URL: a SQLite file path, or a server URL naming the new database. */
  readonly url: string;
  /** Removes the database (the SQLite file with its folder, or the server database). */
  drop(): Promise<void>;
}

/**
 * Creates a database with a name of its own on the server at `serverUrl`: a storage adapter's
 * `createScratchDatabase` (`@recordgate/storage-mikro-orm` has one). The kit takes it as an argument so
 * that this package stays free of database drivers and of the packages whose tests use it.
 */
export type CreateScratchDatabase = (serverUrl: string) => Promise<ScratchDatabase>;

/** The databases the integration tests run on. */
export type TestDatabaseName = 'sqlite' | 'postgresql' | 'mariadb';

/** One database a suite runs on, and how to get a fresh, empty one of it. */
export interface TestDatabase {
  readonly name: TestDatabaseName;
  /** The name as printed in test titles. */
  readonly label: 'SQLite' | 'PostgreSQL' | 'MariaDB';
  /** A new empty database (a SQLite file in a folder of its own, or a scratch server database). */
  create(): Promise<ScratchDatabase>;
}

/** The databases of a suite, and how to drop what it created. */
export interface TestDatabases {
  readonly databases: readonly TestDatabase[];
  /** Drops every database created through {@link TestDatabases.databases} and not dropped yet. */
  dropAll(): Promise<void>;
}

/** Options of {@link testDatabases}. */
export interface TestDatabasesOptions {
  /** Names the suite in the line printed for a database it skips. */
  readonly suite: string;
  readonly createScratchDatabase: CreateScratchDatabase;
}

/** Each server database and the variable holding its URL. */
export const serverDatabases = [
  { name: 'postgresql', label: 'PostgreSQL', env: 'RECORDGATE_POSTGRES_URL' },
  { name: 'mariadb', label: 'MariaDB', env: 'RECORDGATE_MARIADB_URL' },
] as const;

/**
 * SQLite always; PostgreSQL and MariaDB when `RECORDGATE_POSTGRES_URL` / `RECORDGATE_MARIADB_URL` are
 * set, each `create` making a database with a name of its own on that server. A database left out is
 * named on the console with the reason, as `suite on PostgreSQL skipped: … is not set.`
 *
 * @example
 * ```ts
 * const { databases, dropAll } = testDatabases({ suite: 'search', createScratchDatabase });
 * afterAll(dropAll);
 * describe.each(databases)('search on $label', (database) => { … });
 * ```
 */
export function testDatabases({
  suite,
  createScratchDatabase,
}: TestDatabasesOptions): TestDatabases {
  const open = new Set<ScratchDatabase>();
  const tracked = (
    database: Omit<TestDatabase, 'create'>,
    create: () => Promise<ScratchDatabase>,
  ) => ({
    ...database,
    async create() {
      const created = await create();
      const scratch: ScratchDatabase = {
        url: created.url,
        async drop() {
          if (!open.delete(scratch)) return;
          await created.drop();
        },
      };
      open.add(scratch);
      return scratch;
    },
  });
  const databases: TestDatabase[] = [
    tracked({ name: 'sqlite', label: 'SQLite' }, async () => createSqliteDatabase()),
  ];
  for (const { name, label, env } of serverDatabases) {
    const url = process.env[env];
    if (!url) {
      console.log(`${suite} on ${label} skipped: ${env} is not set.`);
      continue;
    }
    databases.push(tracked({ name, label }, () => createScratchDatabase(url)));
  }
  return {
    databases,
    dropAll: async () => {
      for (const scratch of [...open]) await scratch.drop();
    },
  };
}

/**
 * The database `name` for a suite that runs on one database chosen from outside (the HTTP tests, once
 * per vitest project); throws when a server database's URL is not set.
 */
export function testDatabase(
  name: TestDatabaseName,
  createScratchDatabase: CreateScratchDatabase,
): TestDatabase {
  if (name === 'sqlite')
    return { name, label: 'SQLite', create: async () => createSqliteDatabase() };
  const { label, env } = serverDatabases.find((server) => server.name === name)!;
  const url = process.env[env];
  if (!url) throw new Error(`Tests on ${label} need ${env} to be set.`);
  return { name, label, create: () => createScratchDatabase(url) };
}

function createSqliteDatabase(): ScratchDatabase {
  const dir = mkdtempSync(join(tmpdir(), 'recordgate-test-'));
  return {
    url: join(dir, 'test.sqlite'),
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * The server databases among `databases`, for a suite about what only PostgreSQL and MariaDB do. With
 * neither URL set, one skipped suite says so: Vitest fails a file that registers no test at all.
 */
export function serverDatabasesOf(
  suite: string,
  databases: readonly TestDatabase[],
): TestDatabase[] {
  const servers = databases.filter((database) => database.name !== 'sqlite');
  if (servers.length === 0) {
    describe.skip(`${suite} (set RECORDGATE_POSTGRES_URL or RECORDGATE_MARIADB_URL)`, () => {
      it.todo('runs on PostgreSQL and MariaDB only');
    });
  }
  return servers;
}
