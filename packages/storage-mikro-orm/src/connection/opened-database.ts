import type { MikroORM } from '@mikro-orm/core';
import type { ChangeListener, StopListening, TypeRegistry } from '@recordgate/core';
import type { DatabaseLocation } from './database-location.js';
import type { PoolOptions } from './pool-options.js';
import type { SqlExecutor } from './sql-executor.js';
import type { DriverErrorTranslator } from '../dialects/translate-driver-error.js';

/** Arguments of `DatabaseDialect.open`. */
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
  /**
   * SQLite files: `updateSchema` runs in a child process, so this one never loads MikroORM
   * (ADR 0025). @default false
   */
  readonly migrateInChildProcess?: boolean;
  /** The table of the outbox cursors (its name carries the own tables' prefix). */
  readonly cursorTable: string;
}

/** An open database, with the executor the adapter runs its SQL on. */
export interface OpenedDatabase {
  /** MikroORM on this database, in this process (opened on the first call where it is not yet). */
  orm(): Promise<MikroORM>;
  /**
   * Brings the schema up to date with the record types (MikroORM's schema generator, additive changes
   * only) and returns the statements applied.
   */
  updateSchema(): Promise<string[]>;
  /** The driver's client the executor runs on: SQLite's connection, or the server database's pool. */
  nativeClient(): Promise<unknown>;
  readonly executor: SqlExecutor;
  /** The executor over MikroORM's current connection (which `ensureDatabase` may replace). */
  reopen(): Promise<SqlExecutor>;
  /** Closes the connections (the pool, SQLite's connection and readers) and MikroORM if opened. */
  close(): Promise<void>;
  /** See `StorageAdapter.changeVersion`; absent where the database cannot tell cheaply. */
  changeVersion?(): number | undefined;
  /**
   * The change version for results kept until the next commit: may answer with the version read
   * earlier in this turn of the event loop, unless this process committed since (SQLite's
   * `watchSqliteChanges`). Absent: `changeVersion` is used.
   */
  recentChangeVersion?(): number | undefined;
  /** See `StorageAdapter.syncChangeVersion`; absent where the version needs no read (a signal). */
  syncChangeVersion?(): Promise<void>;
  /** See `StorageAdapter.onChange`; absent where nothing tells of a move (an in-memory database). */
  onChange?(listener: ChangeListener): StopListening;
  /**
   * What the change signal needs in the schema (MariaDB's counter table, ADR 0038): `migrate` runs
   * `create` when `exists` returns no row.
   */
  readonly changeSignalSchema?: { readonly exists: string; readonly create: readonly string[] };
}
