import { SEARCH_TABLES } from '../dialects/search-dialect.js';
import type { MikroORM, Options } from '@mikro-orm/core';
import { createEntitySchemas } from '../schema/create-entity-schemas.js';
import { createMysqlExecutor, type MysqlPool } from '../dialects/mysql/create-mysql-executor.js';
import {
  createPostgresqlExecutor,
  type PgPool,
} from '../dialects/postgresql/create-postgresql-executor.js';
import type { OpenDatabaseArgs, OpenedDatabase } from './open-database.js';
import { mysqlDialect, postgresqlDialect, type SqlDialect } from '../dialects/sql-dialect.js';
import type { SqlExecutor } from './sql-executor.js';
import { withTranslatedErrors } from '../dialects/translate-driver-error.js';
import { updateSchema } from '../schema/update-schema.js';

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
   * Milliseconds a statement outside a transaction (a read: a view, a list, a count, a cursor's chunk)
   * may wait for the database's answer before it fails with `unavailable` (HTTP 503 with
   * `Retry-After`) and its connection is closed: a silent network (no answer, no reset) then frees
   * the request, and the pool, after a few seconds. @default 5000
   */
  readonly readTimeoutMs?: number;
  /**
   * Milliseconds a statement inside a transaction (a write's) may wait for the database's answer, as
   * `readTimeoutMs`; the connection is then closed, so the database rolls the transaction back.
   * @default 30000
   */
  readonly writeTimeoutMs?: number;
}

/** A server database's ORM, and how to make an executor over its driver's pool. */
interface InitializedServer {
  readonly orm: MikroORM;
  readonly dialect: SqlDialect;
  executorOf(native: unknown): SqlExecutor;
}

/**
 * Opens MikroORM on the PostgreSQL or MariaDB/MySQL server at `location`, with the pool settings of
 * `pool`. Connecting is lazy (the pool opens connections on demand): the executor takes the driver's
 * pool at the first statement, so an unreachable server fails that statement with `unavailable`, and
 * the next one tries again.
 */
export async function openServerDatabase(args: OpenDatabaseArgs): Promise<OpenedDatabase> {
  const { orm, dialect, executorOf } =
    args.location.driver === 'postgresql' ? await initPostgresql(args) : await initMysql(args);
  // The executor once opened, for pool statistics (which must not wait for a connection).
  let opened: SqlExecutor | undefined;
  const reopen = () =>
    withTranslatedErrors(args.translate, async () => {
      opened = executorOf(await orm.em.getConnection().getNativeClient());
      return opened;
    });
  let current: Promise<SqlExecutor> | undefined;
  const lazy = () =>
    (current ??= reopen().catch((error: unknown) => {
      current = undefined;
      throw error;
    }));
  return {
    orm: async () => orm,
    updateSchema: () => updateSchema(orm),
    nativeClient: () => orm.em.getConnection().getNativeClient(),
    close: () => orm.close(true),
    dialect,
    executor: {
      all: async (sql, params) => (await lazy()).all(sql, params),
      run: async (sql, params) => (await lazy()).run(sql, params),
      transaction: async (work, options) => (await lazy()).transaction(work, options),
      cursor: async (args) => (await lazy()).cursor(args),
      poolStats: () => opened?.poolStats?.(),
    },
    reopen: async () => {
      current = reopen();
      return current;
    },
  };
}

/** The MikroORM options both server databases share. */
function commonOptions({ location, pool }: OpenDatabaseArgs) {
  return {
    clientUrl: location.clientUrl!,
    dbName: location.dbName,
    discovery: { warnWhenNoEntities: false },
    allowGlobalContext: true,
    // The search index's tables are created by migrate itself (search-dialects.ts).
    schemaGenerator: { skipTables: [SEARCH_TABLES] },
    pool: { max: pool?.max ?? 10, idleTimeoutMillis: pool?.idleTimeoutMs ?? 30_000 },
  } satisfies Partial<Options>;
}

async function initPostgresql(args: OpenDatabaseArgs): Promise<InitializedServer> {
  const { PostgreSqlDriver, MikroORM: PostgreSqlMikroORM } = await import('@mikro-orm/postgresql');
  const orm = (await PostgreSqlMikroORM.init({
    ...commonOptions(args),
    driver: PostgreSqlDriver,
    entities: createEntitySchemas(args.types.all, { dialect: 'postgresql' }),
    driverOptions: {
      connectionTimeoutMillis: args.pool?.connectTimeoutMs ?? 5000,
      // Every statement's bound: a transaction's gets it, those outside one `readTimeoutMs`.
      query_timeout: args.pool?.writeTimeoutMs ?? 30_000,
    },
  })) as unknown as MikroORM;
  const readTimeoutMs = args.pool?.readTimeoutMs ?? 5000;
  return {
    orm,
    dialect: postgresqlDialect,
    executorOf: (native) =>
      createPostgresqlExecutor(native as PgPool, args.translate, { readTimeoutMs }),
  };
}

/**
 * mysql:// and mariadb:// share the mysql2 driver. MariaDB keeps its catalogue differently from MySQL,
 * and only MikroORM's MariaDB schema helper reads it right (else every migrate would re-apply the
 * column collations): a mysql:// URL that reaches a MariaDB server gets it too.
 */
async function initMysql(args: OpenDatabaseArgs): Promise<InitializedServer> {
  const mysql = await import('@mikro-orm/mysql');
  const entities = createEntitySchemas(args.types.all, { dialect: 'mysql' });
  const init = async (driver: typeof mysql.MySqlDriver) =>
    (await mysql.MikroORM.init({
      ...commonOptions(args),
      driver,
      entities,
      driverOptions: { connectTimeout: args.pool?.connectTimeoutMs ?? 5000 },
    })) as unknown as MikroORM;
  const { MariaDbDriver } = await import('@mikro-orm/mariadb');
  let orm = await init(args.location.driver === 'mariadb' ? MariaDbDriver : mysql.MySqlDriver);
  if (args.location.driver === 'mysql' && (await isMariaDb(orm))) {
    await orm.close(true);
    orm = await init(MariaDbDriver);
  }
  return {
    orm,
    dialect: mysqlDialect,
    executorOf: (native) =>
      createMysqlExecutor((native as { promise(): MysqlPool }).promise(), args.translate, {
        readTimeoutMs: args.pool?.readTimeoutMs,
        writeTimeoutMs: args.pool?.writeTimeoutMs,
      }),
  };
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
