import type { PoolStats } from '@recordgate/core';

/** What a statement that changes rows reports. */
export interface RunResult {
  /** Rows the statement changed (for UPDATE on MariaDB/MySQL: rows it matched). */
  readonly changes: number;
  /** The id of the row an INSERT created, where the driver reports it (MariaDB/MySQL). */
  readonly insertId?: number;
}

/** Runs compiled SQL on one database: the part of a storage adapter that differs per driver. */
export interface SqlExecutor {
  /** Runs a statement and returns its rows (statements with RETURNING included). */
  all(sql: string, params: readonly unknown[]): Promise<Record<string, unknown>[]>;
  /** Runs a statement that returns no rows and reports what it changed. */
  run(sql: string, params: readonly unknown[]): Promise<RunResult>;
  /**
   * Runs `work` in one transaction with an executor bound to it; commits when it resolves, rolls back
   * when it throws (errors of `work` pass through unchanged). Nested calls on the bound executor join
   * the transaction. Driver errors are thrown already translated (`translateDriverError`). On the
   * server databases `work` may run again when the database aborts the transaction for a conflict
   * with a concurrent one (serialization failure, deadlock), so it must not have effects outside the
   * transaction.
   */
  transaction<T>(work: (executor: SqlExecutor) => Promise<T>): Promise<T>;
  /** The connection pool's state right now (see `StorageAdapter.poolStats`). */
  poolStats?(): PoolStats | undefined;
}
