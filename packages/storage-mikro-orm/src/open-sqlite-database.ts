import { SEARCH_TABLES } from './search-dialects.js';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { MikroORM } from '@mikro-orm/core';
import { createEntitySchemas } from './create-entity-schemas.js';
import { createSqliteExecutor, type NativeSqlite } from './create-sqlite-executor.js';
import type { OpenDatabaseArgs, OpenedDatabase } from './open-database.js';
import { SQLITE_LOWER_FUNCTION, sqliteDialect } from './sql-dialect.js';
import { withTranslatedErrors } from './translate-driver-error.js';

/** A better-sqlite3 connection with what the adapter registers on it. */
type SqliteConnection = NativeSqlite & {
  function(name: string, options: object, fn: (value: unknown) => unknown): unknown;
};

/**
 * WAL pages written between two automatic checkpoints (about 40 MB of 4 KB pages): measured with the
 * benchmark's updates, SQLite's default of 1,000 made the checkpoints' file syncs the larger part of
 * a write's CPU time (ADR 0024).
 */
export const WAL_CHECKPOINT_PAGES = 10_000;

/**
 * Opens (creating it and its folder when missing) the SQLite file at `location`, in WAL mode, with the
 * Unicode lower-casing function `like` uses registered, and an executor whose cursors read on
 * connections of their own (but for `:memory:`, which no second connection can see).
 */
export async function openSqliteDatabase(args: OpenDatabaseArgs): Promise<OpenedDatabase> {
  const { dbName } = args.location;
  if (dbName !== ':memory:') mkdirSync(dirname(dbName), { recursive: true });
  return withTranslatedErrors(args.translate, () => openConnection(args));
}

async function openConnection({
  location,
  types,
  translate,
  ...options
}: OpenDatabaseArgs): Promise<OpenedDatabase> {
  const busyTimeoutMs = options.busyTimeoutMs ?? 1000;
  const { SqliteDriver, MikroORM: SqliteMikroORM } = await import('@mikro-orm/sqlite');
  const orm = await SqliteMikroORM.init({
    driver: SqliteDriver,
    dbName: location.dbName,
    entities: createEntitySchemas(types.all),
    discovery: { warnWhenNoEntities: false },
    allowGlobalContext: true,
    // SQLite's own tables: the planner statistics `ANALYZE` writes have untyped columns that
    // MikroORM's schema reader cannot read, and they are not ours to migrate. Nor are the search
    // index's tables (FTS5's virtual and shadow tables among them), which migrate creates itself.
    schemaGenerator: { skipTables: [/^sqlite_/, SEARCH_TABLES] },
  });
  const native = (await orm.em.getConnection().getNativeClient()) as SqliteConnection;
  // WAL lets the CLI write while a server reads; busy_timeout makes writers wait instead of failing.
  // A checkpoint every WAL_CHECKPOINT_PAGES rather than SQLite's 1,000 (ADR 0024): each one syncs
  // the WAL and the database file, and at 1,000 they cost a write more than its own statements did.
  native.exec(
    `PRAGMA journal_mode = WAL; PRAGMA busy_timeout = ${busyTimeoutMs}; PRAGMA synchronous = NORMAL; PRAGMA wal_autocheckpoint = ${WAL_CHECKPOINT_PAGES};`,
  );
  native.function(SQLITE_LOWER_FUNCTION, { deterministic: true }, lowerText);
  const executor = createSqliteExecutor(native, translate, {
    openReader:
      location.dbName === ':memory:'
        ? undefined
        : () => openReader({ native, file: location.dbName, busyTimeoutMs }),
  });
  const watcher =
    location.dbName === ':memory:'
      ? undefined
      : watchChanges(openReader({ native, file: location.dbName, busyTimeoutMs }));
  return {
    orm: orm as unknown as MikroORM,
    dialect: sqliteDialect,
    executor,
    reopen: async () => executor,
    close: () => {
      executor.close();
      watcher?.close();
    },
    changeVersion: watcher?.version,
  };
}

/**
 * SQLite's `PRAGMA data_version` on a connection of its own, which never writes: it changes whenever
 * any other connection (this process's own, another process's) committed a change to the file. Measured
 * at about a microsecond a read; an in-memory database, which no second connection sees, has none.
 */
function watchChanges(connection: SqliteConnection) {
  const statement = connection.prepare('PRAGMA data_version');
  let closed = false;
  return {
    version: () =>
      closed ? undefined : (statement.get() as { data_version: number }).data_version,
    close: () => {
      closed = true;
      connection.close();
    },
  };
}

/** Arguments of {@link openReader}. */
interface OpenReaderArgs {
  /** MikroORM's connection, whose driver class the reader is opened with. */
  readonly native: SqliteConnection;
  readonly file: string;
  readonly busyTimeoutMs: number;
}

/** A read-only connection to the same file, for a cursor, set up as MikroORM's one is. */
function openReader({ native, file, busyTimeoutMs }: OpenReaderArgs): SqliteConnection {
  const Database = native.constructor as new (
    file: string,
    options: { readonly: boolean; fileMustExist: boolean },
  ) => SqliteConnection;
  const reader = new Database(file, { readonly: true, fileMustExist: true });
  reader.exec(`PRAGMA busy_timeout = ${busyTimeoutMs};`);
  reader.function(SQLITE_LOWER_FUNCTION, { deterministic: true }, lowerText);
  return reader;
}

/** JavaScript's Unicode lower-casing, as the SQL function of {@link SQLITE_LOWER_FUNCTION}. */
function lowerText(value: unknown): unknown {
  return typeof value === 'string' ? value.toLowerCase() : value;
}
