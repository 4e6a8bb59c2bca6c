import type { MikroORM } from '@mikro-orm/core';
import type { TypeRegistry } from '@recordgate/core';
import { openServerDatabase, type PoolOptions } from './open-server-database.js';
import { openSqliteDatabase } from './open-sqlite-database.js';
import type { DatabaseLocation } from './parse-database-url.js';
import type { SqlDialect } from './sql-dialect.js';
import type { SqlExecutor } from './sql-executor.js';
import type { DriverErrorTranslator } from './translate-driver-error.js';

/** Arguments of {@link openDatabase}. */
export interface OpenDatabaseArgs {
  readonly location: DatabaseLocation;
  /** The record types, whose entity schemas MikroORM gets. */
  readonly types: TypeRegistry;
  /** The adapter's driver error translation, for the executor and for failures to open. */
  readonly translate: DriverErrorTranslator;
  /** SQLite: milliseconds a write waits for another process's write lock. @default 1000 */
  readonly busyTimeoutMs?: number;
  /** The server databases' connection pool. */
  readonly pool?: PoolOptions;
}

/** A database MikroORM opened, with the executor the adapter runs its SQL on. */
export interface OpenedDatabase {
  readonly orm: MikroORM;
  readonly dialect: SqlDialect;
  readonly executor: SqlExecutor;
  /** The executor over MikroORM's current connection (which `ensureDatabase` may replace). */
  reopen(): Promise<SqlExecutor>;
  /** Releases what the executor opened itself (SQLite's reader connections). */
  close?(): void;
  /** See `StorageAdapter.changeVersion`; absent where the database cannot tell cheaply. */
  changeVersion?(): number | undefined;
}

/**
 * Opens the database at `location` through MikroORM (SQLite, or a pool for PostgreSQL and
 * MariaDB/MySQL) and creates the executor for its driver.
 */
export function openDatabase(args: OpenDatabaseArgs): Promise<OpenedDatabase> {
  return args.location.driver === 'sqlite' ? openSqliteDatabase(args) : openServerDatabase(args);
}
