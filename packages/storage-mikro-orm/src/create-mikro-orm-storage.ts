import type { MikroORM } from '@mikro-orm/core';
import {
  createTypeRegistry,
  type RecordCursor,
  type RecordType,
  type StorageAdapter,
  type TypeRegistry,
} from '@recordgate/core';
import { parseDatabaseUrl } from './connection/parse-database-url.js';
import type { PoolOptions } from './connection/pool-options.js';
import type { SqlExecutor } from './connection/sql-executor.js';
import { createKeptResults, createKeptResultsByPath } from './create-kept-results.js';
import { createSharedCounts } from './shared-counts.js';
import { databaseDialects, type DatabaseDriver } from './dialects/database-dialects.js';
import { searchIndexOf } from './dialects/search-dialect.js';
import { createDriverErrorTranslator } from './dialects/translate-driver-error.js';
import { append } from './operations/append.js';
import { appendMany } from './operations/append-many.js';
import { count } from './operations/count.js';
import { deleteMany } from './operations/delete-many.js';
import { updateMany } from './operations/update-many.js';
import { deleteRecord } from './operations/delete.js';
import { findMany } from './operations/find-many.js';
import { guardExternal, guardExternalCursor } from './operations/guard-external.js';
import { holdCursor } from './operations/hold-cursor.js';
import { insert } from './operations/insert.js';
import { externalIndexAdviceOf, externalTableProblems, migrate } from './operations/migrate.js';
import { unsignalledTypes } from './unsignalled-reads.js';
import { openCursor } from './operations/open-cursor.js';
import { pruneSearchText } from './operations/prune-search-text.js';
import { createOutboxMarks, outboxHorizon } from './operations/outbox-order.js';
import { readEvents } from './operations/read-events.js';
import { transaction } from './operations/transaction.js';
import { update } from './operations/update.js';
import { writeSearchText } from './operations/write-search-text.js';
import { createRowDecoder } from './query/create-row-decoder.js';
import { QueryCompiler } from './query/query-compiler.js';
import type { UnreadableValue } from './query/stored-values.js';
import { WriteCompiler } from './query/write-compiler.js';
import { CURSOR_TABLE, uniqueIndexName } from './schema/schema-source.js';
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
  /**
   * Where a stored value a mapped field cannot read is reported (a unix time out of range, an
   * enumeration value no `storedValues` entry names), once per type, field and value; the record is
   * served with the field `null`. @default `process.emitWarning`
   */
  readonly warn?: (message: string) => void;
  /**
   * The prefix of the tables the adapter creates besides the types' own (the outbox cursors' table,
   * the search indexes of types on tables another application owns), for an installation whose
   * types carry one (`ownTablesPrefix` of a record-types file). @default ''
   */
  readonly ownTablesPrefix?: string;
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
  /**
   * What `migrate` would refuse about the tables another application owns (a missing table or
   * column, an incompatible type, a NOT NULL column no insert fills), one line each; none when all
   * is well. Changes nothing.
   */
  externalTableProblems(): Promise<string[]>;
  /**
   * The indexes RecordGate's reads need on the tables another application owns and do not find
   * there (an index on each reference column), one line each with the statement that adds it; none
   * when all is well. Advice, not a problem: the calls answer without them, only slower. Changes
   * nothing.
   */
  externalIndexAdvice(): Promise<string[]>;
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
  const cursorTable = `${options.ownTablesPrefix ?? ''}${CURSOR_TABLE}`;
  const searchIndexes = new Map(
    types.all.map((type) => [type.name, searchIndexOf(type, options.ownTablesPrefix)]),
  );
  const searchIndex = (type: RecordType) => searchIndexes.get(type.name)!;
  const opened = await dialect.open({
    location,
    cursorTable,
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
    queries: new QueryCompiler(dialect.sql, dialect.search, types, searchIndex),
    writes: new WriteCompiler(dialect.sql),
    searchIndex,
    decoders: new Map(
      types.all.map((type) => [
        type.name,
        createRowDecoder(type, dialect.sql, unreadableReporter(type.name, options.warn)),
      ]),
    ),
    root: opened.executor,
    cursorTable,
    cursorsKnown: new Set(),
    // Results that read these types' tables are never kept; the others are, under the signal.
    unsignalled: unsignalledTypes(types, location.driver),
    counts: createKeptResults(),
    sharedCounts: createSharedCounts(),
    lookups: createKeptResults(),
    lookupsByArgs: createKeptResultsByPath(),
    outboxMarks: createOutboxMarks(),
  };
  // Outside transactions statements go to the current root executor, which `migrate` may replace.
  const executor: SqlExecutor = {
    all: (sql, params) => state.root.all(sql, params),
    run: (sql, params, options) => state.root.run(sql, params, options),
    transaction: (work, options) => state.root.transaction(work, options),
    cursor: (args) => state.root.cursor(args),
  };
  return bindStorage({ state, executor, inTransaction: false });
}

/** Reports each unreadable stored value of one type once per field and value. */
function unreadableReporter(
  typeName: string,
  warn: (message: string) => void = (message) => process.emitWarning(message),
): UnreadableValue {
  const seen = new Set<string>();
  return (field, stored, why) => {
    const key = `${field.name}\0${String(stored)}`;
    if (seen.has(key) || seen.size > 10_000) return;
    seen.add(key);
    warn(
      `Record type "${typeName}", field "${field.name}": the stored value ${JSON.stringify(stored)} of column "${field.column}" reads as null, because ${why}.`,
    );
  };
}

/** The adapter whose operations run in `scope`; its transactions run in a scope of their own. */
function bindStorage(scope: StorageScope): MikroOrmStorage {
  const { state } = scope;
  // Where another application owns tables, a call that finds one gone answers 503 naming it.
  const external = state.types.all.some((t) => t.external);
  const guarded = external
    ? <T>(type: string, work: () => Promise<T>) => guardExternal(state.types, type, work)
    : <T>(_type: string, work: () => Promise<T>) => work();
  // A streamed list reads its rows after it opened: each chunk is guarded as the opening is.
  const guardedCursor = external
    ? (type: string, cursor: RecordCursor) => guardExternalCursor(state.types, type, cursor)
    : (_type: string, cursor: RecordCursor) => cursor;
  return {
    orm: () => state.opened.orm(),
    nativeClient: () => state.opened.nativeClient(),
    driver: state.driver,
    findMany: (args) => guarded(args.type, () => findMany(scope, args)),
    count: (args) => guarded(args.type, () => count(scope, args)),
    openCursor: (args) =>
      guarded(args.type, async () => guardedCursor(args.type, await openCursor(scope, args))),
    insert: (args) => guarded(args.type, () => insert(scope, args)),
    append: (args) => append(scope, args),
    appendMany: (args) => guarded(args.type, () => appendMany(scope, args)),
    update: (args) => guarded(args.type, () => update(scope, args)),
    delete: (args) => guarded(args.type, () => deleteRecord(scope, args)),
    writeSearchText: (args) => writeSearchText(scope, args),
    pruneSearchText: (args) => guarded(args.type, () => pruneSearchText(scope, args)),
    holdCursor: (args) => holdCursor(scope, args),
    deleteMany: (args) => guarded(args.type, () => deleteMany(scope, args)),
    updateMany: (args) => guarded(args.type, () => updateMany(scope, args)),
    readEvents: (args) => readEvents(scope, args),
    // PostgreSQL commits concurrent writes in any order of their `seq`; MariaDB/MySQL take it in
    // commit order and SQLite writes one at a time, so every event they show is settled.
    ...(state.driver === 'postgresql' ? { outboxHorizon: () => outboxHorizon(scope) } : {}),
    transaction: (args) => transaction(scope, args, bindStorage),
    migrate: () => migrate(state),
    externalTableProblems: () => externalTableProblems(state),
    externalIndexAdvice: () => externalIndexAdviceOf(state),
    close: () => state.opened.close(),
    poolStats: () => state.root.poolStats?.(),
    changeVersion: () => state.opened.changeVersion?.(),
    signalsChangesOf: (names) => !names.some((name) => state.unsignalled.has(name)),
    ...(state.opened.syncChangeVersion && { syncChangeVersion: state.opened.syncChangeVersion }),
    ...(state.opened.onChange && { onChange: state.opened.onChange }),
  };
}
