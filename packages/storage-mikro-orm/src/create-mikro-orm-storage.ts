import type { MikroORM } from '@mikro-orm/core';
import {
  createTypeRegistry,
  readEventsFrom,
  type CountArgs,
  type DeleteArgs,
  type FindManyArgs,
  type InsertArgs,
  type MigrateResult,
  type OpenCursorArgs,
  type RecordCursor,
  type RecordType,
  type StorageAdapter,
  type StoredRecord,
  type TypeRegistry,
  type UpdateArgs,
  type WriteSearchTextArgs,
} from '@recordgate/core';
import { QueryCompiler, type CompiledSql } from './query/query-compiler.js';
import { WriteCompiler } from './query/write-compiler.js';
import {
  createKeptResults,
  keptSlot,
  keptVersion,
  MAX_KEPT_ROWS,
  type KeptResults,
} from './create-kept-results.js';
import { createRowDecoder, type RowDecoder } from './query/create-row-decoder.js';
import { uniqueIndexName } from './schema/schema-source.js';
import { holdCursor } from './operations/hold-cursor.js';
import { openDatabase, type OpenedDatabase } from './connection/open-database.js';
import type { PoolOptions } from './connection/open-server-database.js';
import { parseDatabaseUrl, type DatabaseLocation } from './connection/parse-database-url.js';
import { searchDialectFor, searchIndexOf, searchTable } from './dialects/search-dialect.js';
import type { SqlExecutor } from './connection/sql-executor.js';
import {
  translateDriverError,
  withTranslatedErrors,
  type DriverErrorTranslator,
} from './dialects/translate-driver-error.js';

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
   * never loads MikroORM: about 20 MB less resident memory for a long-running server (ADR 0025). No
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
  readonly driver: DatabaseLocation['driver'];
}

/**
 * Opens the database named by `url` and returns a storage adapter over it.
 *
 * MikroORM owns the schema (generated from the record types) and opens the pool of PostgreSQL and
 * MariaDB/MySQL; a SQLite file is opened with better-sqlite3 directly, and MikroORM is loaded only to
 * migrate it (ADR 0025). Queries are compiled from filters into parameterised SQL for the
 * database's dialect, run as prepared statements on that connection, and their rows decoded straight
 * into records: reads pay no entity hydration, identity map or unit-of-work bookkeeping (ADR 0002,
 * ADR 0007).
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
  // Each unique index by name → the column a conflict names (the last one of a composite index).
  const uniqueIndexes = new Map(
    types.all.flatMap((type) =>
      [...type.fields.filter((f) => f.unique).map((f) => [f.name]), ...type.uniques].map(
        (columns) => [uniqueIndexName(type, columns), columns[columns.length - 1]!] as const,
      ),
    ),
  );
  const translate = (error: unknown) => translateDriverError(error, { uniqueIndexes });
  const opened = await openDatabase({
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
    opened,
    translate,
    queries: new QueryCompiler(opened.dialect, types),
    writes: new WriteCompiler(opened.dialect),
    decoders: new Map(types.all.map((type) => [type.name, createRowDecoder(type, opened.dialect)])),
    root: opened.executor,
    cursorsKnown: new Set(),
    counts: createKeptResults(),
    lookups: createKeptResults(),
  };
  // Outside transactions statements go to the current root executor, which `migrate` may replace.
  const executor: SqlExecutor = {
    all: (sql, params) => state.root.all(sql, params),
    run: (sql, params) => state.root.run(sql, params),
    transaction: (work, options) => state.root.transaction(work, options),
    cursor: (args) => state.root.cursor(args),
  };
  return boundStorage({ state, executor, inTransaction: false });
}

/** What the adapter and every adapter bound to a transaction share. */
interface StorageState {
  readonly types: TypeRegistry;
  readonly driver: DatabaseLocation['driver'];
  readonly opened: OpenedDatabase;
  readonly translate: DriverErrorTranslator;
  readonly queries: QueryCompiler;
  readonly writes: WriteCompiler;
  /** Row decoders by type name. */
  readonly decoders: ReadonlyMap<string, RowDecoder>;
  /** The executor over MikroORM's current connection. */
  root: SqlExecutor;
  /** The outbox cursors whose row this process has made sure of (`holdCursor`). */
  readonly cursorsKnown: Set<string>;
  /** Counts kept until the next commit, where the database has a change version. */
  readonly counts: KeptResults<number>;
  /** Results of `cacheable` lookups kept until the next commit, likewise. */
  readonly lookups: KeptResults<readonly StoredRecord[]>;
}

/** Where an adapter's statements run: outside transactions, or in one. */
interface Scope {
  readonly state: StorageState;
  readonly executor: SqlExecutor;
  readonly inTransaction: boolean;
}

/** The adapter whose statements run in `scope`; its transactions run in a scope of their own. */
function boundStorage(scope: Scope): MikroOrmStorage {
  const { state } = scope;
  return {
    orm: () => state.opened.orm(),
    nativeClient: () => state.opened.nativeClient(),
    driver: state.driver,
    findMany: (args) => findMany(scope, args),
    count: (args) => countRecords(scope, args),
    openCursor: (args) => openCursor(scope, args),
    insert: (args) => insert(scope, args),
    append: async ({ type, values }) => {
      const { sql, params } = state.writes.insert({ type: state.types.get(type), values }, false);
      await scope.executor.run(sql, params);
    },
    update: (args) => update(scope, args),
    delete: (args) => deleteRecord(scope, args),
    writeSearchText: (args) => writeSearchText(scope, args),
    holdCursor: (args) => holdCursor(state.root, state.opened.dialect, state.cursorsKnown, args),
    deleteMany: async ({ type, filter }) => {
      const { sql, params } = state.queries.deleteMatching(state.types.get(type), filter);
      return (await scope.executor.run(sql, params)).changes;
    },
    readEvents: (args) =>
      readEventsFrom({ findMany: (a) => findMany(scope, a) }, state.types, args),
    transaction: async ({ run }) =>
      scope.executor.transaction((executor) =>
        run(boundStorage({ state, executor, inTransaction: true })),
      ),
    migrate: () => migrate(state),
    close: () => close(state),
    poolStats: () => state.root.poolStats?.(),
    changeVersion: () => state.opened.changeVersion?.(),
  };
}

/** The rows of a compiled query as records of `type`. */
async function read(scope: Scope, type: RecordType, query: CompiledSql): Promise<StoredRecord[]> {
  const rows = await scope.executor.all(query.sql, query.params);
  return rows.map(scope.state.decoders.get(type.name)!);
}

/** One record of `type` by id, or null. */
async function byId(scope: Scope, type: RecordType, id: number): Promise<StoredRecord | null> {
  const filter = { op: 'eq', field: 'id', value: id } as const;
  const [row] = await read(
    scope,
    type,
    scope.state.queries.select({ type, filter, sort: [], limit: 1 }),
  );
  return row ?? null;
}

async function findMany(scope: Scope, args: FindManyArgs): Promise<StoredRecord[]> {
  const { type: name, filter, search, sort = [], limit, offset, forUpdate, skipLocked } = args;
  const { types, queries, opened } = scope.state;
  const type = types.get(name);
  const locked = scope.inTransaction && (forUpdate === true || opened.dialect.lockEveryRead);
  const skipping = locked && forUpdate === true && skipLocked === true;
  const query = queries.select({
    type,
    filter,
    search,
    sort,
    limit,
    offset,
    forUpdate: locked,
    skipLocked: skipping,
  });
  const slot =
    args.cacheable && !scope.inTransaction
      ? keptSlot(keptVersion(opened), query.sql, query.params)
      : undefined;
  const kept = slot && scope.state.lookups.get(slot.version, slot.key);
  if (kept) return [...kept];
  const rows = await read(scope, type, query);
  if (slot && rows.length <= MAX_KEPT_ROWS) scope.state.lookups.set(slot.version, slot.key, rows);
  return slot ? [...rows] : rows;
}

async function countRecords(
  scope: Scope,
  { type: name, filter, search }: CountArgs,
): Promise<number> {
  const { state } = scope;
  const { sql, params } = state.queries.count(state.types.get(name), filter, search);
  const slot = scope.inTransaction ? undefined : keptSlot(keptVersion(state.opened), sql, params);
  const kept = slot && state.counts.get(slot.version, slot.key);
  if (kept !== undefined) return kept;
  const [row] = await scope.executor.all(sql, params);
  const count = Number(row?.n ?? 0);
  if (slot) state.counts.set(slot.version, slot.key, count);
  return count;
}

async function openCursor(
  scope: Scope,
  { type: name, filter, search, sort = [], chunkSize = 500, count = false }: OpenCursorArgs,
): Promise<RecordCursor> {
  const { types, queries, decoders } = scope.state;
  const type = types.get(name);
  const decodeRow = decoders.get(type.name)!;
  const cursor = await scope.executor.cursor({
    ...queries.select({ type, filter, search, sort }),
    count: count ? queries.count(type, filter, search) : undefined,
    chunkSize: Math.max(1, chunkSize),
  });
  return {
    total: cursor.total,
    close: () => cursor.close(),
    async *[Symbol.asyncIterator]() {
      for await (const chunk of cursor) yield chunk.map(decodeRow);
    },
  };
}

async function insert(scope: Scope, { type: name, values }: InsertArgs): Promise<StoredRecord> {
  const { types, writes, opened } = scope.state;
  const type = types.get(name);
  const statement = writes.insert({ type, values });
  if (opened.dialect.returning) return (await read(scope, type, statement))[0]!;
  const { insertId } = await scope.executor.run(statement.sql, statement.params);
  return (await byId(scope, type, insertId!))!;
}

async function update(
  scope: Scope,
  { type: name, id, values }: UpdateArgs,
): Promise<StoredRecord | null> {
  const { types, writes, opened } = scope.state;
  const type = types.get(name);
  const statement = writes.update({ type, id, values });
  if (statement === undefined) return byId(scope, type, id);
  if (opened.dialect.returning) return (await read(scope, type, statement))[0] ?? null;
  await scope.executor.run(statement.sql, statement.params);
  return byId(scope, type, id);
}

async function deleteRecord(scope: Scope, { type: name, id }: DeleteArgs): Promise<boolean> {
  const type = scope.state.types.get(name);
  const { sql, params } = scope.state.writes.delete(type, id);
  const deleted = (await scope.executor.run(sql, params)).changes > 0;
  if (type.search) {
    const { dialect } = scope.state.opened;
    await scope.executor.run(
      `DELETE FROM ${dialect.quote(searchTable(type.table))} WHERE ${dialect.quote('id')} = ${dialect.placeholder(1)}`,
      [id],
    );
  }
  return deleted;
}

// docs/lists.md, "Search": one row of the type's search table, whose index the database keeps.
async function writeSearchText(
  scope: Scope,
  { type: name, id, fields, file }: WriteSearchTextArgs,
): Promise<void> {
  const { dialect } = scope.state.opened;
  const search = searchDialectFor(dialect);
  const params: unknown[] = [];
  const bind = (value: unknown) => {
    params.push(value);
    return dialect.placeholder(params.length);
  };
  const row = {
    id,
    fields: search.token(fields),
    file: file === undefined ? undefined : search.token(file),
  };
  await scope.executor.run(
    search.write(searchIndexOf(scope.state.types.get(name)), bind, row),
    params,
  );
}

// Creates the search index of every searchable type that has none yet, or one of an earlier form;
// returns the statements run.
async function migrateSearch(state: StorageState): Promise<string[]> {
  const search = searchDialectFor(state.opened.dialect);
  const applied: string[] = [];
  for (const type of state.types.all.filter((t) => t.search)) {
    const params: unknown[] = [];
    const index = searchIndexOf(type);
    const exists = search.exists(index, (value) => {
      params.push(value);
      return state.opened.dialect.placeholder(params.length);
    });
    if ((await state.root.all(exists, params)).length > 0) continue;
    const statements = search.create(index);
    const runAll = async (executor: SqlExecutor) => {
      for (const statement of statements) await executor.run(statement, []);
    };
    // Bringing an earlier form up to date rewrites the whole index: minutes at a million records,
    // beyond the bound of a request's write.
    if (search.transactional) await state.root.transaction(runAll, { unbounded: true });
    else await runAll(state.root);
    applied.push(...statements);
  }
  return applied;
}

/**
 * Brings the schema up to date (`OpenedDatabase.updateSchema`), then the search indexes, and reports
 * the statements applied.
 */
function migrate(state: StorageState): Promise<MigrateResult> {
  return withTranslatedErrors(state.translate, async () => {
    const applied = await state.opened.updateSchema();
    // Creating the database reconnects MikroORM to it: take the new pool.
    state.root = await state.opened.reopen();
    return { applied: [...applied, ...(await migrateSearch(state))] };
  });
}

function close(state: StorageState): Promise<void> {
  return state.opened.close();
}
