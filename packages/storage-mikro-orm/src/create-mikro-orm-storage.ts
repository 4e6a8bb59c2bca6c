import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { MikroORM } from '@mikro-orm/core';
import { SqliteDriver, MikroORM as SqliteMikroORM, type SqliteConnection } from '@mikro-orm/sqlite';
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
import { createSqliteExecutor, type NativeSqlite } from './create-sqlite-executor.js';
import { createEntitySchemas } from './create-entity-schemas.js';
import { parseDatabaseUrl } from './parse-database-url.js';
import { sqliteDialect, type SqlDialect } from './sql-dialect.js';
import type { SqlExecutor } from './sql-executor.js';
import { translateDriverError } from './translate-driver-error.js';

/** Options of {@link createMikroOrmStorage}. */
export interface MikroOrmStorageOptions {
  /** Where the data lives. @default './data/recordgate.sqlite' */
  readonly url?: string;
  /** The installation's record types (the internal API-key type joins them when there is a user type). */
  readonly types: readonly RecordType[] | TypeRegistry;
  /**
   * Milliseconds a SQLite write waits for another process's write lock (the CLI's) before failing with
   * `unavailable`. better-sqlite3 waits synchronously, so keep it short. @default 1000
   */
  readonly busyTimeoutMs?: number;
}

/** The MikroORM adapter: the storage port plus access to the ORM for tooling. */
export interface MikroOrmStorage extends StorageAdapter {
  readonly orm: MikroORM<SqliteDriver>;
}

/**
 * Opens the database named by `url` and returns a storage adapter over it.
 *
 * MikroORM opens the connection and owns the schema (generated from the record types). Queries are
 * compiled from filters into parameterised SQL, run as cached prepared statements, and their rows decoded
 * straight into records: reads pay no entity hydration, identity map or unit-of-work bookkeeping.
 *
 * @example
 * ```ts
 * const storage = await createMikroOrmStorage({ url: './data/recordgate.sqlite', types: defaultRecordTypes });
 * await storage.migrate();
 * ```
 */
export async function createMikroOrmStorage(
  options: MikroOrmStorageOptions,
): Promise<MikroOrmStorage> {
  const types = 'get' in options.types ? options.types : createTypeRegistry(options.types);
  const location = parseDatabaseUrl(options.url);
  if (location.dbName !== ':memory:') mkdirSync(dirname(location.dbName), { recursive: true });
  const dialect: SqlDialect = sqliteDialect;
  let orm: MikroORM<SqliteDriver>;
  let native: NativeSqlite;
  try {
    orm = await SqliteMikroORM.init({
      driver: SqliteDriver,
      dbName: location.dbName,
      entities: createEntitySchemas(types.all),
      discovery: { warnWhenNoEntities: false },
      allowGlobalContext: true,
    });
    native = (await (orm.em.getConnection() as SqliteConnection).getNativeClient()) as NativeSqlite;
    // WAL lets the CLI write while a server reads; busy_timeout makes writers wait instead of failing.
    native.exec(
      `PRAGMA journal_mode = WAL; PRAGMA busy_timeout = ${options.busyTimeoutMs ?? 1000}; PRAGMA synchronous = NORMAL;`,
    );
  } catch (error) {
    throw translateDriverError(error);
  }
  const compiler = new QueryCompiler(dialect, types);
  const root = createSqliteExecutor(native);
  const decoders = new Map<string, (row: Record<string, unknown>) => StoredRecord>(
    types.all.map((type) => [type.name, rowDecoder(type, dialect)]),
  );
  const q = dialect.quote;

  const bound = (executor: SqlExecutor): MikroOrmStorage => {
    const rows = (query: CompiledSql) => executor.all(query.sql, query.params);
    const decode = (type: RecordType, found: Record<string, unknown>[]) =>
      found.map(decoders.get(type.name)!);
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
      async findMany({ type: name, filter, sort = [], limit, offset, forUpdate }) {
        const type = types.get(name);
        return decode(
          type,
          await rows(compiler.select(type, filter, sort, limit, offset, forUpdate)),
        );
      },
      async count({ type: name, filter }) {
        const [row] = await rows(compiler.count(types.get(name), filter));
        return Number(row?.n ?? 0);
      },
      async insert({ type: name, values }) {
        const type = types.get(name);
        const columns = encodeValues(type, values);
        const sql =
          columns.length === 0
            ? `INSERT INTO ${q(type.table)} DEFAULT VALUES RETURNING *`
            : `INSERT INTO ${q(type.table)} (${columns.map(([c]) => c).join(', ')}) VALUES (${columns.map((_, i) => dialect.placeholder(i + 1)).join(', ')}) RETURNING *`;
        const [row] = decode(type, await rows({ sql, params: columns.map(([, v]) => v) }));
        return row!;
      },
      async update({ type: name, id, values }) {
        const type = types.get(name);
        const columns = encodeValues(type, values);
        if (columns.length === 0) {
          const [row] = decode(
            type,
            await rows(compiler.select(type, { op: 'eq', field: 'id', value: id }, [], 1)),
          );
          return row ?? null;
        }
        const assignments = columns
          .map(([c], i) => `${c} = ${dialect.placeholder(i + 1)}`)
          .join(', ');
        const sql = `UPDATE ${q(type.table)} SET ${assignments} WHERE ${q('id')} = ${dialect.placeholder(columns.length + 1)} RETURNING *`;
        const [row] = decode(type, await rows({ sql, params: [...columns.map(([, v]) => v), id] }));
        return row ?? null;
      },
      async delete({ type: name, id }) {
        const type = types.get(name);
        const sql = `DELETE FROM ${q(type.table)} WHERE ${q('id')} = ${dialect.placeholder(1)}`;
        return (await executor.run(sql, [id])) > 0;
      },
      async transaction({ run: work }) {
        return executor.transaction((tx) => work(bound(tx)));
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
            .filter((statement) => statement !== '' && !/^pragma /i.test(statement));
          if (applied.length > 0) await orm.schema.update({ safe: true, dropTables: false });
          return { applied };
        } catch (error) {
          throw translateDriverError(error);
        }
      },
      async close() {
        await orm.close(true);
      },
    };
  };
  return bound(root);
}

function rowDecoder(type: RecordType, dialect: SqlDialect) {
  const fields = type.fields.map((f) => [f.name, f.type] as const);
  return (row: Record<string, unknown>): StoredRecord => {
    const record: Record<string, FieldValue> = {};
    for (const [name, fieldType] of fields) record[name] = dialect.decode(fieldType, row[name]);
    return record;
  };
}
