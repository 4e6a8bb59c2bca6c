import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { MikroORM, Options } from '@mikro-orm/core';
import {
  createTypeRegistry,
  RecordError,
  type FieldValue,
  type RecordType,
  type StorageAdapter,
  type StoredRecord,
  type TypeRegistry,
} from '@recordgate/core';
import { QueryCompiler, type CompiledSql } from './compile-query.js';
import { createEntitySchemas } from './create-entity-schemas.js';
import { createMysqlExecutor, type MysqlPool } from './create-mysql-executor.js';
import { createPostgresqlExecutor, type PgPool } from './create-postgresql-executor.js';
import { createSqliteExecutor, type NativeSqlite } from './create-sqlite-executor.js';
import { parseDatabaseUrl, type DatabaseLocation } from './parse-database-url.js';
import {
  mysqlDialect,
  postgresqlDialect,
  SQLITE_LOWER_FUNCTION,
  sqliteDialect,
  type SqlDialect,
} from './sql-dialect.js';
import type { SqlExecutor } from './sql-executor.js';
import { translateDriverError } from './translate-driver-error.js';

/** Connection pool settings for PostgreSQL and MariaDB/MySQL (SQLite uses one connection). */
export interface PoolOptions {
  /** Most connections open at once; further requests queue for a free one. @default 10 */
  readonly max?: number;
  /** Milliseconds an unused connection stays open. @default 30000 */
  readonly idleTimeoutMs?: number;
  /**
   * Milliseconds to wait for a new connection before the request fails with `unavailable` (HTTP 503
   * with `Retry-After`). @default 5000
   */
  readonly connectTimeoutMs?: number;
  /**
   * Milliseconds a PostgreSQL statement may wait for the database's answer before it fails with
   * `unavailable` (HTTP 503): a stalled network then frees its connection instead of holding the
   * request, and the pool, forever. @default 30000
   */
  readonly queryTimeoutMs?: number;
}

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
}

/** The MikroORM adapter: the storage port plus access to the ORM for tooling. */
export interface MikroOrmStorage extends StorageAdapter {
  readonly orm: MikroORM;
  /** The database family in use. */
  readonly driver: DatabaseLocation['driver'];
}

/**
 * Opens the database named by `url` and returns a storage adapter over it.
 *
 * MikroORM opens the connection (a pool for PostgreSQL and MariaDB/MySQL) and owns the schema
 * (generated from the record types). Queries are compiled from filters into parameterised SQL for the
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
  const uniqueIndexes = new Map(
    types.all.flatMap((type) =>
      type.fields.filter((f) => f.unique).map((f) => [`${type.table}_${f.name}_unique`, f.name]),
    ),
  );
  const translate = (error: unknown) => translateDriverError(error, { uniqueIndexes });
  const opened =
    location.driver === 'sqlite'
      ? await openSqlite(location, types, options, translate)
      : await openServer(location, types, options, translate);
  const { orm, dialect } = opened;
  let root: SqlExecutor = opened.executor;
  const compiler = new QueryCompiler(dialect, types);
  const decoders = new Map<string, (row: Record<string, unknown>) => StoredRecord>(
    types.all.map((type) => [type.name, rowDecoder(type, dialect)]),
  );
  const q = dialect.quote;

  const bound = (executor: SqlExecutor, inTransaction: boolean): MikroOrmStorage => {
    const rows = (query: CompiledSql) => executor.all(query.sql, query.params);
    const decode = (type: RecordType, found: Record<string, unknown>[]) =>
      found.map(decoders.get(type.name)!);
    const byId = async (type: RecordType, id: number) => {
      const [row] = decode(
        type,
        await rows(compiler.select(type, { op: 'eq', field: 'id', value: id }, [], 1)),
      );
      return row ?? null;
    };
    const encodeValues = (type: RecordType, values: Readonly<Record<string, FieldValue>>) =>
      Object.entries(values).map(([name, value]) => {
        const field = type.fieldsByName.get(name);
        if (!field || name === 'id') {
          throw new RecordError('invalid', `"${name}" is not a writable column of ${type.name}.`);
        }
        return [q(name), dialect.encode(field.type, value)] as const;
      });

    return {
      orm,
      driver: location.driver,
      async findMany({ type: name, filter, sort = [], limit, offset, forUpdate }) {
        const type = types.get(name);
        return decode(
          type,
          await rows(
            compiler.select(
              type,
              filter,
              sort,
              limit,
              offset,
              inTransaction && (forUpdate === true || dialect.lockEveryRead),
            ),
          ),
        );
      },
      async count({ type: name, filter }) {
        const [row] = await rows(compiler.count(types.get(name), filter));
        return Number(row?.n ?? 0);
      },
      async openCursor({ type: name, filter, sort = [], chunkSize = 500, count = false }) {
        const type = types.get(name);
        const decodeRow = decoders.get(type.name)!;
        const cursor = await executor.cursor({
          ...compiler.select(type, filter, sort),
          count: count ? compiler.count(type, filter) : undefined,
          chunkSize: Math.max(1, chunkSize),
        });
        return {
          total: cursor.total,
          close: () => cursor.close(),
          async *[Symbol.asyncIterator]() {
            for await (const chunk of cursor) yield chunk.map(decodeRow);
          },
        };
      },
      async insert({ type: name, values }) {
        const type = types.get(name);
        const columns = encodeValues(type, values);
        const sql =
          columns.length === 0
            ? dialect.insertDefaults(q(type.table))
            : `INSERT INTO ${q(type.table)} (${columns.map(([c]) => c).join(', ')}) VALUES (${columns.map((_, i) => dialect.placeholder(i + 1)).join(', ')})`;
        const params = columns.map(([, v]) => v);
        if (dialect.returning) {
          const [row] = decode(type, await rows({ sql: `${sql} RETURNING *`, params }));
          return row!;
        }
        const { insertId } = await executor.run(sql, params);
        return (await byId(type, insertId!))!;
      },
      async update({ type: name, id, values }) {
        const type = types.get(name);
        const columns = encodeValues(type, values);
        if (columns.length === 0) return byId(type, id);
        const assignments = columns
          .map(([c], i) => `${c} = ${dialect.placeholder(i + 1)}`)
          .join(', ');
        const sql = `UPDATE ${q(type.table)} SET ${assignments} WHERE ${q('id')} = ${dialect.placeholder(columns.length + 1)}`;
        const params = [...columns.map(([, v]) => v), id];
        if (dialect.returning) {
          const [row] = decode(type, await rows({ sql: `${sql} RETURNING *`, params }));
          return row ?? null;
        }
        await executor.run(sql, params);
        return byId(type, id);
      },
      async delete({ type: name, id }) {
        const type = types.get(name);
        const sql = `DELETE FROM ${q(type.table)} WHERE ${q('id')} = ${dialect.placeholder(1)}`;
        return (await executor.run(sql, [id])).changes > 0;
      },
      async transaction({ run: work }) {
        return executor.transaction((tx) => work(bound(tx, true)));
      },
      async migrate() {
        try {
          await orm.schema.ensureDatabase();
          const sql = await orm.schema.getUpdateSchemaSQL({
            safe: true,
            dropTables: false,
            wrap: false,
          });
          const applied = sql
            .split(/;\s*\n/)
            .map((statement) => statement.trim())
            .filter(
              (statement) =>
                statement !== '' && !/^(pragma|set names|set foreign_key_checks) /i.test(statement),
            );
          if (applied.length > 0) await orm.schema.update({ safe: true, dropTables: false });
          // Creating the database reconnects MikroORM to it: take the new pool.
          root = await opened.reopen();
          return { applied };
        } catch (error) {
          throw translate(error);
        }
      },
      async close() {
        opened.close?.();
        await orm.close(true);
      },
      poolStats: () => root.poolStats?.(),
    };
  };
  return bound(
    {
      all: (sql, params) => root.all(sql, params),
      run: (sql, params) => root.run(sql, params),
      transaction: (work) => root.transaction(work),
      cursor: (args) => root.cursor(args),
    },
    false,
  );
}

/** Whether the server behind a mysql:// URL is MariaDB (false when it cannot be asked now). */
async function isMariaDb(orm: MikroORM): Promise<boolean> {
  try {
    const [row] = (await orm.em.getConnection().execute('SELECT VERSION() AS v')) as {
      v: string;
    }[];
    return /mariadb/i.test(row?.v ?? '');
  } catch {
    return false;
  }
}

interface OpenedDatabase {
  readonly orm: MikroORM;
  readonly dialect: SqlDialect;
  readonly executor: SqlExecutor;
  /** The executor over MikroORM's current connection (which `ensureDatabase` may replace). */
  reopen(): Promise<SqlExecutor>;
  /** Releases what the executor opened itself (SQLite's reader connections). */
  close?(): void;
}

async function openSqlite(
  location: DatabaseLocation,
  types: TypeRegistry,
  options: MikroOrmStorageOptions,
  translate: (error: unknown) => unknown,
): Promise<OpenedDatabase> {
  if (location.dbName !== ':memory:') mkdirSync(dirname(location.dbName), { recursive: true });
  try {
    const { SqliteDriver, MikroORM: SqliteMikroORM } = await import('@mikro-orm/sqlite');
    const orm = await SqliteMikroORM.init({
      driver: SqliteDriver,
      dbName: location.dbName,
      entities: createEntitySchemas(types.all),
      discovery: { warnWhenNoEntities: false },
      allowGlobalContext: true,
      // SQLite's own tables: the planner statistics `ANALYZE` writes have untyped columns that
      // MikroORM's schema reader cannot read, and they are not ours to migrate.
      schemaGenerator: { skipTables: [/^sqlite_/] },
    });
    const native = (await orm.em.getConnection().getNativeClient()) as NativeSqlite & {
      function(name: string, options: object, fn: (value: unknown) => unknown): unknown;
    };
    // WAL lets the CLI write while a server reads; busy_timeout makes writers wait instead of failing.
    native.exec(
      `PRAGMA journal_mode = WAL; PRAGMA busy_timeout = ${options.busyTimeoutMs ?? 1000}; PRAGMA synchronous = NORMAL;`,
    );
    native.function(SQLITE_LOWER_FUNCTION, { deterministic: true }, lowerText);
    const busyTimeoutMs = options.busyTimeoutMs ?? 1000;
    // Cursors read on connections of their own, of the same driver class as MikroORM's.
    const Database = native.constructor as new (
      file: string,
      options: { readonly: boolean; fileMustExist: boolean },
    ) => typeof native;
    const executor = createSqliteExecutor(native, translate, {
      openReader:
        location.dbName === ':memory:'
          ? undefined
          : () => {
              const reader = new Database(location.dbName, { readonly: true, fileMustExist: true });
              reader.exec(`PRAGMA busy_timeout = ${busyTimeoutMs};`);
              reader.function(SQLITE_LOWER_FUNCTION, { deterministic: true }, lowerText);
              return reader;
            },
    });
    return {
      orm: orm as unknown as MikroORM,
      dialect: sqliteDialect,
      executor,
      reopen: async () => executor,
      close: () => executor.close(),
    };
  } catch (error) {
    throw translate(error);
  }
}

async function openServer(
  location: DatabaseLocation,
  types: TypeRegistry,
  options: MikroOrmStorageOptions,
  translate: (error: unknown) => unknown,
): Promise<OpenedDatabase> {
  const pool = {
    max: options.pool?.max ?? 10,
    idleTimeoutMillis: options.pool?.idleTimeoutMs ?? 30_000,
  };
  const connectTimeoutMs = options.pool?.connectTimeoutMs ?? 5000;
  const common = {
    clientUrl: location.clientUrl!,
    dbName: location.dbName,
    discovery: { warnWhenNoEntities: false },
    allowGlobalContext: true,
    pool,
  } satisfies Partial<Options>;
  let orm: MikroORM;
  let dialect: SqlDialect;
  let executorOf: (native: unknown) => SqlExecutor;
  if (location.driver === 'postgresql') {
    const { PostgreSqlDriver, MikroORM: PostgreSqlMikroORM } =
      await import('@mikro-orm/postgresql');
    orm = (await PostgreSqlMikroORM.init({
      ...common,
      driver: PostgreSqlDriver,
      entities: createEntitySchemas(types.all, { dialect: 'postgresql' }),
      driverOptions: {
        connectionTimeoutMillis: connectTimeoutMs,
        query_timeout: options.pool?.queryTimeoutMs ?? 30_000,
      },
    })) as unknown as MikroORM;
    dialect = postgresqlDialect;
    executorOf = (native) => createPostgresqlExecutor(native as PgPool, translate);
  } else {
    // mysql:// and mariadb:// share the mysql2 driver. MariaDB keeps its catalogue differently from
    // MySQL, and only MikroORM's MariaDB schema helper reads it right (else every migrate would
    // re-apply the column collations): a mysql:// URL that reaches a MariaDB server gets it too.
    const mysql = await import('@mikro-orm/mysql');
    const entities = createEntitySchemas(types.all, { dialect: 'mysql' });
    const init = async (driver: typeof mysql.MySqlDriver) =>
      (await mysql.MikroORM.init({
        ...common,
        driver,
        entities,
        driverOptions: { connectTimeout: connectTimeoutMs },
      })) as unknown as MikroORM;
    const { MariaDbDriver } = await import('@mikro-orm/mariadb');
    orm = await init(location.driver === 'mariadb' ? MariaDbDriver : mysql.MySqlDriver);
    if (location.driver === 'mysql' && (await isMariaDb(orm))) {
      await orm.close(true);
      orm = await init(MariaDbDriver);
    }
    dialect = mysqlDialect;
    executorOf = (native) =>
      createMysqlExecutor((native as { promise(): MysqlPool }).promise(), translate);
  }
  // The executor once opened, for pool statistics (which must not wait for a connection).
  let opened: SqlExecutor | undefined;
  const reopen = async () => {
    try {
      return (opened = executorOf(await orm.em.getConnection().getNativeClient()));
    } catch (error) {
      throw translate(error);
    }
  };
  // Connecting is lazy (the pool opens connections on demand): the first statement runs `reopen`.
  let current: Promise<SqlExecutor> | undefined;

  const lazy = () =>
    (current ??= reopen().catch((error: unknown) => {
      current = undefined;
      throw error;
    }));
  return {
    orm,
    dialect,
    executor: {
      all: async (sql, params) => (await lazy()).all(sql, params),
      run: async (sql, params) => (await lazy()).run(sql, params),
      transaction: async (work) => (await lazy()).transaction(work),
      cursor: async (args) => (await lazy()).cursor(args),
      poolStats: () => opened?.poolStats?.(),
    },
    reopen: async () => {
      current = reopen();
      return current;
    },
  };
}

function lowerText(value: unknown): unknown {
  return typeof value === 'string' ? value.toLowerCase() : value;
}

function rowDecoder(type: RecordType, dialect: SqlDialect) {
  const fields = type.fields.map((f) => [f.name, f.type] as const);
  return (row: Record<string, unknown>): StoredRecord => {
    const record: Record<string, FieldValue> = {};
    for (const [name, fieldType] of fields) record[name] = dialect.decode(fieldType, row[name]);
    return record;
  };
}
