import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { MikroORM } from '@mikro-orm/core';
import { schemaSourceOf } from '../../schema/schema-source.js';
import { createSqliteExecutor } from './create-sqlite-executor.js';
import { createSqliteWriteWorker } from './create-sqlite-write-worker.js';
import type { NativeSqlite } from './native-sqlite.js';
import type { OpenDatabaseArgs, OpenedDatabase } from '../../connection/opened-database.js';
import { SQLITE_LOWER_FUNCTION } from './sqlite-dialect.js';
import { withTranslatedErrors } from '../translate-driver-error.js';
import { watchSqliteChanges } from './watch-sqlite-changes.js';

/** How long a SQLite connection waits for another's lock, unless `busyTimeoutMs` says. */
const DEFAULT_BUSY_TIMEOUT_MS = 1000;

/** A better-sqlite3 connection with what the adapter registers on it. */
type SqliteConnection = NativeSqlite & {
  function(name: string, options: object, fn: (value: unknown) => unknown): unknown;
};

/**
 * WAL pages written between two automatic checkpoints: with SQLite's default of 1,000, the
 * checkpoints' file syncs were the larger part of a write's CPU time (ADR 0024; docs/benchmarks.md,
 * "SQLite checkpoints every 10,000 pages").
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
  return withTranslatedErrors(args.translate, () =>
    dbName === ':memory:' ? openInMemory(args) : openFile(args),
  );
}

/**
 * An in-memory database exists only on its one connection, so it is MikroORM's (which the schema
 * update needs): no reader connections, no change version.
 */
async function openInMemory({
  types,
  translate,
  cursorTable,
  busyTimeoutMs = DEFAULT_BUSY_TIMEOUT_MS,
}: OpenDatabaseArgs) {
  const { openSqliteOrm } = await import('./open-sqlite-orm.js');
  const { updateSchema } = await import('../../schema/update-schema.js');
  const orm = await openSqliteOrm(':memory:', types.all, busyTimeoutMs, cursorTable);
  const native = (await orm.em.getConnection().getNativeClient()) as SqliteConnection;
  const executor = createSqliteExecutor(setUp(native, busyTimeoutMs), translate, {});
  return {
    orm: async () => orm,
    updateSchema: () => updateSchema(orm),
    nativeClient: async () => native,
    executor,
    reopen: async () => executor,
    close: async () => {
      executor.close();
      await orm.close(true);
    },
  } satisfies OpenedDatabase;
}

/**
 * A file: the adapter's own better-sqlite3 connection, plus readers for cursors, a change watcher and
 * a worker thread for the writes that follow a commit (ADR 0046), started when first needed.
 * MikroORM is opened only when asked for (`orm`, or `updateSchema` in this process), on a connection
 * of its own; with `migrateInChildProcess` the schema update runs in a child process (ADR 0025).
 */
async function openFile({ location, types, translate, ...options }: OpenDatabaseArgs) {
  const file = location.dbName;
  const busyTimeoutMs = options.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS;
  const { default: Database } = await import('better-sqlite3');
  const native = setUp(new Database(file) as SqliteConnection, busyTimeoutMs);
  const writeWorker = createSqliteWriteWorker({ file, busyTimeoutMs });
  const executor = createSqliteExecutor(native, translate, {
    openReader: () => openReader({ native, file, busyTimeoutMs }),
    writeWorker,
  });
  const watcher = watchSqliteChanges(openReader({ native, file, busyTimeoutMs }), file, {
    writer: native,
  });
  let orm: Promise<MikroORM> | undefined;
  const openOrm = () =>
    (orm ??= import('./open-sqlite-orm.js').then((m) =>
      m.openSqliteOrm(file, types.all, busyTimeoutMs, options.cursorTable),
    ));
  return {
    orm: openOrm,
    updateSchema: async () => {
      if (options.migrateInChildProcess) {
        const { updateSqliteSchemaApart } = await import('./update-sqlite-schema-apart.js');
        return updateSqliteSchemaApart({
          file,
          types: types.all.map(schemaSourceOf),
          busyTimeoutMs,
          cursorTable: options.cursorTable,
        });
      }
      const { updateSchema } = await import('../../schema/update-schema.js');
      return updateSchema(await openOrm());
    },
    nativeClient: async () => native,
    executor,
    reopen: async () => executor,
    close: async () => {
      executor.close();
      await writeWorker.close();
      watcher.close();
      native.close();
      if (orm) await (await orm).close(true);
    },
    changeVersion: watcher.version,
    recentChangeVersion: watcher.recentVersion,
    onChange: watcher.onChange,
  } satisfies OpenedDatabase;
}

/**
 * The adapter's connection set up: WAL lets the CLI write while a server reads; busy_timeout makes
 * writers wait instead of failing; a checkpoint every WAL_CHECKPOINT_PAGES rather than SQLite's 1,000
 * (ADR 0024): each one syncs the WAL and the database file, and at 1,000 they cost a write more than
 * its own statements did. Foreign keys are enforced, as the server databases and the other
 * applications whose tables RecordGate serves (Django, for one) enforce them; RecordGate's own tables
 * have none. The Unicode lower-casing function `like` uses is registered.
 */
function setUp(native: SqliteConnection, busyTimeoutMs: number): SqliteConnection {
  native.exec(
    `PRAGMA journal_mode = WAL; PRAGMA busy_timeout = ${busyTimeoutMs}; PRAGMA synchronous = NORMAL; PRAGMA wal_autocheckpoint = ${WAL_CHECKPOINT_PAGES}; PRAGMA foreign_keys = ON;`,
  );
  native.function(SQLITE_LOWER_FUNCTION, { deterministic: true }, lowerText);
  return native;
}

/** Arguments of {@link openReader}. */
interface OpenReaderArgs {
  /** The adapter's connection, whose driver class the reader is opened with. */
  readonly native: SqliteConnection;
  readonly file: string;
  readonly busyTimeoutMs: number;
}

/** A read-only connection to the same file, for a cursor, set up as the adapter's one is. */
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
