import type { PoolStats } from '@recordgate/core';

/** What a statement that changes rows reports. */
export interface RunResult {
  /** Rows the statement changed (for UPDATE on MariaDB/MySQL: rows it matched). */
  readonly changes: number;
  /** The id of the row an INSERT created, where the driver reports it (MariaDB/MySQL). */
  readonly insertId?: number;
}

/** One statement and its parameters. */
export interface SqlStatement {
  readonly sql: string;
  readonly params: readonly unknown[];
}

/** Arguments of {@link SqlExecutor.cursor}. */
export interface SqlCursorArgs {
  /** A SELECT without LIMIT or OFFSET, ending with its ORDER BY. */
  readonly sql: string;
  readonly params: readonly unknown[];
  /** A COUNT query over the same rows, run in the cursor's snapshot; its first column is the count. */
  readonly count?: { readonly sql: string; readonly params: readonly unknown[] };
  /** Most rows per chunk. */
  readonly chunkSize: number;
}

/** Rows of a query read in chunks; see {@link SqlExecutor.cursor}. */
export interface SqlRowCursor extends AsyncIterable<Record<string, unknown>[]> {
  /** The result of the count query, when one was given. */
  readonly total: number | undefined;
  /** Ends the read and releases its connection. Idempotent. */
  close(): Promise<void>;
}

/** Options of {@link SqlExecutor.transaction}. */
export interface TransactionOptions {
  /**
   * The transaction's statements wait for their answer without the executor's time bound
   * (`writeTimeoutMs`): for schema changes, which rewrite a large table for minutes. @default false
   */
  readonly unbounded?: boolean;
}

/** Options of {@link SqlExecutor.run}. */
export interface RunOptions {
  /**
   * A write of bookkeeping (`UpdateArgs.bookkeeping`, ADR 0050): it sends no change signal, so other
   * processes keep what they keep. Where every commit moves the version anyway (SQLite), ignored.
   */
  readonly unsignalled?: boolean;
}

/** Runs compiled SQL on one database: the part of a storage adapter that differs per driver. */
export interface SqlExecutor {
  /** Runs a statement and returns its rows (statements with RETURNING included). */
  all(sql: string, params: readonly unknown[]): Promise<Record<string, unknown>[]>;
  /** Runs a statement that returns no rows and reports what it changed. */
  run(sql: string, params: readonly unknown[], options?: RunOptions): Promise<RunResult>;
  /**
   * Runs `work` in one transaction with an executor bound to it; commits when it resolves, rolls back
   * when it throws (errors of `work` pass through unchanged). Nested calls on the bound executor join
   * the transaction. Driver errors are thrown already translated (`translateDriverError`). On the
   * server databases `work` may run again when the database aborts the transaction for a conflict
   * with a concurrent one (serialization failure, deadlock), so it must not have effects outside the
   * transaction.
   */
  transaction<T>(
    work: (executor: SqlExecutor) => Promise<T>,
    options?: TransactionOptions,
  ): Promise<T>;
  /**
   * Statements to run once the open transaction has committed, in one transaction of their own,
   * before `transaction` resolves, and before any other write of this executor (ADR 0046). Only an
   * executor bound to a transaction has it, and only where the database runs such statements off
   * the request thread (a SQLite file, on a worker thread's connection); where it is absent the
   * caller writes in the transaction instead. Their failure never fails the transaction, which has
   * committed: they are run once more on the executor's own connection and, failing there too,
   * reported as a warning; what they need must be kept in the transaction, for `migrate` to finish.
   */
  afterCommit?(statements: readonly SqlStatement[]): void;
  /** The connection pool's state right now (see `StorageAdapter.poolStats`). */
  poolStats?(): PoolStats | undefined;
  /**
   * Opens a cursor over the rows of a SELECT, read in chunks of at most `chunkSize` rows, holding about
   * one chunk in memory and yielding to the event loop between chunks. Outside a transaction the rows
   * (and the count) come from one read snapshot on a connection of their own, so writes neither wait
   * for the cursor nor show up in it. Inside a transaction the cursor reads through the transaction.
   */
  cursor(args: SqlCursorArgs): Promise<SqlRowCursor>;
}
