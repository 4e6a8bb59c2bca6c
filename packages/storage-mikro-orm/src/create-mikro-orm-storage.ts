import type { MikroORM } from '@mikro-orm/core';
import {
  createTypeRegistry,
  type RecordType,
  type StorageAdapter,
  type TypeRegistry,
} from '@recordgate/core';
import { parseDatabaseUrl } from './connection/parse-database-url.js';
import type { PoolOptions } from './connection/pool-options.js';
import type { SqlExecutor } from './connection/sql-executor.js';
import { createKeptResults } from './create-kept-results.js';
import { databaseDialects, type DatabaseDriver } from './dialects/database-dialects.js';
import { createDriverErrorTranslator } from './dialects/translate-driver-error.js';
import { append } from './operations/append.js';
import { count } from './operations/count.js';
import { deleteMany } from './operations/delete-many.js';
import { deleteRecord } from './operations/delete.js';
import { findMany } from './operations/find-many.js';
import { holdCursor } from './operations/hold-cursor.js';
import { insert } from './operations/insert.js';
import { migrate } from './operations/migrate.js';
import { openCursor } from './operations/open-cursor.js';
import { createOutboxMarks, outboxHorizon } from './operations/outbox-order.js';
import { readEvents } from './operations/read-events.js';
import { transaction } from './operations/transaction.js';
import { update } from './operations/update.js';
import { writeSearchText } from './operations/write-search-text.js';
import { createRowDecoder } from './query/create-row-decoder.js';
import { QueryCompiler } from './query/query-compiler.js';
import { WriteCompiler } from './query/write-compiler.js';
import { uniqueIndexName } from './schema/schema-source.js';
import type { StorageScope, StorageState } from './storage-scope.js';

/** Options of {@link createMikroOrmStorage}. */
export interface MikroOrmStorageOptions {
  /**
   * Where the data lives: a SQLite file path (or `sqlite:PATH`, `file:PATH`, `:memory:`), or a
   * `postgresql://`, `mysql://` or `mariadb://` URL. @default './data/recordgate.sqlite'
   */
  readonly url?: string;
  /** The installation's record types (the internal API-key type joins them when there is a user type). */
  readonly types: readonly RecordType[] | TypeRegistry;
  /**
   * Milliseconds a SQLite write waits for another process's write lock (the CLI's) before failing with
   * `unavailable`. better-sqlite3 waits synchronously, so keep it short. @default 1000
   */
  readonly busyTimeoutMs?: number;
  /** Connection pool of the server databases. */
  readonly pool?: PoolOptions;
  /**
   * A SQLite file's `migrate` compares and updates the schema in a child process, so this process
   * never loads MikroORM: less resident memory for a long-running server (ADR 0025). No
   * effect on `:memory:` (which no other process sees) nor on the server databases (MikroORM opens
   * their pool). @default false
   */
  readonly migrateInChildProcess?: boolean;
}

/** The MikroORM adapter: the storage port plus access to the ORM for tooling. */
export interface MikroOrmStorage extends StorageAdapter {
  /**
   * MikroORM on the adapter's database, for tooling. On a SQLite file the first call loads MikroORM
   * and opens it on a connection of its own; closing the adapter closes it.
   */
  orm(): Promise<MikroORM>;
  /**
   * The driver's client the adapter's statements run on (better-sqlite3's connection; the `pg` or
   * `mysql2` pool), for tooling such as recording the statements a request runs.
   */
  nativeClient(): Promise<unknown>;
  /** The database family in use. */
  readonly driver: DatabaseDriver;
}

/**
 * Opens the database named by `url` and returns a storage adapter over it.
 *
 * The database's dialect (`dialects/database-dialects.ts`) opens it. MikroORM owns the schema
 * (generated from the record types) and opens the pool of PostgreSQL and MariaDB/MySQL; a SQLite file
 * is opened with better-sqlite3 directly, and MikroORM is loaded only to migrate it (ADR 0025).
 * Queries are compiled from filters into parameterised SQL for the database's dialect, run as
 * prepared statements on that connection, and their rows decoded straight into records: reads pay no
 * entity hydration, identity map or unit-of-work bookkeeping (ADR 0002, ADR 0007). Each operation of
 * the port is a file in `operations/` over a shared {@link StorageScope}.
 *
 * A server database is connected to lazily: an unreachable one fails the first query (or `migrate`)
 * with `unavailable`, whose message names the cause.
 *
 * @example
 * ```ts
 * const storage = await createMikroOrmStorage({ url: process.env.DATABASE_URL, types: defaultRecordTypes });
 * await storage.migrate();
 * ```
 */
export async function createMikroOrmStorage(
  options: MikroOrmStorageOptions,
): Promise<MikroOrmStorage> {
  const types = 'get' in options.types ? options.types : createTypeRegistry(options.types);
  const location = parseDatabaseUrl(options.url);
  const dialect = databaseDialects[location.driver];
  // Each unique index by name → the column a conflict names (the last one of a composite index).
  const uniqueIndexes = new Map(
    types.all.flatMap((type) =>
      [...type.fields.filter((f) => f.unique).map((f) => [f.name]), ...type.uniques].map(
        (columns) => [uniqueIndexName(type, columns), columns[columns.length - 1]!] as const,
      ),
    ),
  );
  const translate = createDriverErrorTranslator(dialect.errors, { uniqueIndexes });
  const opened = await dialect.open({
    location,
    types,
    translate,
    busyTimeoutMs: options.busyTimeoutMs,
    pool: options.pool,
    migrateInChildProcess: options.migrateInChildProcess,
  });
  const state: StorageState = {
    types,
    driver: location.driver,
    dialect,
    opened,
    translate,
    queries: new QueryCompiler(dialect.sql, dialect.search, types),
    writes: new WriteCompiler(dialect.sql),
    decoders: new Map(types.all.map((type) => [type.name, createRowDecoder(type, dialect.sql)])),
    root: opened.executor,
    cursorsKnown: new Set(),
    counts: createKeptResults(),
    lookups: createKeptResults(),
    outboxMarks: createOutboxMarks(),
  };
  // Outside transactions statements go to the current root executor, which `migrate` may replace.
  const executor: SqlExecutor = {
    all: (sql, params) => state.root.all(sql, params),
    run: (sql, params) => state.root.run(sql, params),
    transaction: (work, options) => state.root.transaction(work, options),
    cursor: (args) => state.root.cursor(args),
  };
  return bindStorage({ state, executor, inTransaction: false });
}

/** The adapter whose operations run in `scope`; its transactions run in a scope of their own. */
function bindStorage(scope: StorageScope): MikroOrmStorage {
  const { state } = scope;
  return {
    orm: () => state.opened.orm(),
    nativeClient: () => state.opened.nativeClient(),
    driver: state.driver,
    findMany: (args) => findMany(scope, args),
    count: (args) => count(scope, args),
    openCursor: (args) => openCursor(scope, args),
    insert: (args) => insert(scope, args),
    append: (args) => append(scope, args),
    update: (args) => update(scope, args),
    delete: (args) => deleteRecord(scope, args),
    writeSearchText: (args) => writeSearchText(scope, args),
    holdCursor: (args) => holdCursor(scope, args),
    deleteMany: (args) => deleteMany(scope, args),
    readEvents: (args) => readEvents(scope, args),
    // PostgreSQL commits concurrent writes in any order of their `seq`; MariaDB/MySQL take it in
    // commit order and SQLite writes one at a time, so every event they show is settled.
    ...(state.driver === 'postgresql' ? { outboxHorizon: () => outboxHorizon(scope) } : {}),
    transaction: (args) => transaction(scope, args, bindStorage),
    migrate: () => migrate(state),
    close: () => state.opened.close(),
    poolStats: () => state.root.poolStats?.(),
    changeVersion: () => state.opened.changeVersion?.(),
    ...(state.opened.syncChangeVersion && { syncChangeVersion: state.opened.syncChangeVersion }),
  };
}
