import type { SqlExecutor } from './sql-executor.js';
import type { DriverErrorTranslator } from './translate-driver-error.js';

/** The part of a better-sqlite3 database the executor uses. */
export interface NativeSqlite {
  prepare(sql: string): NativeStatement;
  exec(sql: string): unknown;
  readonly inTransaction: boolean;
}

interface NativeStatement {
  readonly reader: boolean;
  all(...params: unknown[]): unknown[];
  run(...params: unknown[]): { changes: number | bigint };
}

const MAX_CACHED_STATEMENTS = 500;

/**
 * An executor over the better-sqlite3 connection that MikroORM opened. Statements are prepared once and
 * cached by their SQL (the compiler produces the same text for the same query shape), which halves the
 * cost of a small read.
 *
 * SQLite has one connection per process here, so a transaction owns it: while one is open, every other
 * statement waits until it ends, or it would see (and join) that transaction's uncommitted rows. The
 * check that no transaction is open and the statement itself run in the same tick, with no `await`
 * between them. better-sqlite3 runs each statement synchronously; statements are short.
 */
export function createSqliteExecutor(
  db: NativeSqlite,
  translateDriverError: DriverErrorTranslator,
): SqlExecutor {
  const statements = new Map<string, NativeStatement>();
  let open: Promise<void> | undefined;
  // Statements waiting for an open transaction to end (the pool's "pending" figure).
  let waiting = 0;
  // The caller re-checks `open` after this resolves, in the same tick as its statement.
  const waitFor = async (transaction: Promise<void>) => {
    waiting++;
    try {
      await transaction;
    } finally {
      waiting--;
    }
  };

  const statement = (sql: string): NativeStatement => {
    let prepared = statements.get(sql);
    if (!prepared) {
      prepared = db.prepare(sql);
      if (statements.size >= MAX_CACHED_STATEMENTS)
        statements.delete(statements.keys().next().value!);
      statements.set(sql, prepared);
    }
    return prepared;
  };

  const execute = <T>(work: () => T): T => {
    try {
      return work();
    } catch (error) {
      throw translateDriverError(error);
    }
  };

  const bound = (inTransaction: boolean): SqlExecutor => {
    const executor: SqlExecutor = {
      async all(sql, params) {
        if (!inTransaction) while (open) await waitFor(open);
        return execute(() => {
          const prepared = statement(sql);
          if (prepared.reader) return prepared.all(...params) as Record<string, unknown>[];
          prepared.run(...params);
          return [];
        });
      },
      async run(sql, params) {
        if (!inTransaction) while (open) await waitFor(open);
        return execute(() => ({ changes: Number(statement(sql).run(...params).changes) }));
      },
      async transaction(work) {
        if (inTransaction) return work(executor);
        while (open) await waitFor(open);
        let release!: () => void;
        open = new Promise((resolve) => (release = resolve));
        try {
          execute(() => db.exec('BEGIN IMMEDIATE'));
          let result;
          try {
            result = await work(bound(true));
          } catch (error) {
            // SQLite may have rolled back by itself (some errors end the transaction).
            if (db.inTransaction) db.exec('ROLLBACK');
            throw error;
          }
          execute(() => db.exec('COMMIT'));
          return result;
        } finally {
          open = undefined;
          release();
        }
      },
      poolStats: () => ({ used: open ? 1 : 0, idle: open ? 0 : 1, pending: waiting, max: 1 }),
    };
    return executor;
  };
  return bound(false);
}
