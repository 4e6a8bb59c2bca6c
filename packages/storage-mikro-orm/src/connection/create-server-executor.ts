import type { PoolStats } from '@recordgate/core';
import type { TransactionRunner } from './create-transaction-runner.js';
import { pagedCursor } from './paged-cursor.js';
import type { RunResult, SqlCursorArgs, SqlExecutor, SqlRowCursor } from './sql-executor.js';

/** A statement to run on `client`. */
export interface StatementArgs<Q> {
  readonly client: Q;
  readonly sql: string;
  readonly params: readonly unknown[];
  /** In a transaction whose statements have no time bound (`TransactionOptions.unbounded`). */
  readonly unbounded?: boolean;
  /** A write that sends no change signal (`RunOptions.unsignalled`). */
  readonly unsignalled?: boolean;
}

/**
 * What {@link createServerExecutor} needs of one server database's driver. `Q` is what runs statements
 * (the pool, or a connection taken from it), `C` a pooled connection a transaction runs on.
 */
export interface ServerExecutorOptions<Q, C extends Q> {
  /** What statements outside transactions run on. */
  readonly pool: Q;
  /** Runs a statement and returns its rows; driver errors are thrown translated. */
  all(args: StatementArgs<Q>): Promise<Record<string, unknown>[]>;
  /** Runs a statement and reports what it changed; errors as for `all`. */
  run(args: StatementArgs<Q>): Promise<RunResult>;
  /** Runs a transaction on a connection of its own (see `createTransactionRunner`). */
  readonly runTransaction: TransactionRunner<C>;
  /** Opens a cursor outside transactions: one read snapshot on a connection of its own. */
  cursor(args: SqlCursorArgs): Promise<SqlRowCursor>;
  /** The pool's figures, where the driver's pool exposes them. */
  readonly poolStats?: () => PoolStats;
}

/**
 * An executor over a PostgreSQL or MariaDB/MySQL pool. Inside a transaction, statements run on the
 * transaction's connection, a nested transaction joins the open one, and a cursor reads through the
 * transaction one chunk query at a time.
 */
export function createServerExecutor<Q, C extends Q>(
  options: ServerExecutorOptions<Q, C>,
): SqlExecutor {
  const root = boundExecutor(options, options.pool, false);
  return options.poolStats ? { ...root, poolStats: options.poolStats } : root;
}

/** The executor whose statements run on `client`: the pool, or a transaction's connection. */
function boundExecutor<Q, C extends Q>(
  driver: ServerExecutorOptions<Q, C>,
  client: Q,
  inTransaction: boolean,
  unbounded = false,
): SqlExecutor {
  const executor: SqlExecutor = {
    all: (sql, params) => driver.all({ client, sql, params, unbounded }),
    run: (sql, params, options) =>
      driver.run({ client, sql, params, unbounded, unsignalled: options?.unsignalled }),
    async transaction(work, options) {
      if (inTransaction) return work(executor);
      return driver.runTransaction((connection) =>
        work(boundExecutor(driver, connection, true, options?.unbounded)),
      );
    },
    async cursor(args) {
      if (inTransaction) return pagedCursor((sql, params) => executor.all(sql, params), args);
      return driver.cursor(args);
    },
  };
  return executor;
}
