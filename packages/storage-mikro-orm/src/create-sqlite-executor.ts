import type { SqlExecutor } from './sql-executor.js';

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
 * statement waits until it ends, or it would see that transaction's uncommitted rows. better-sqlite3
 * runs each statement synchronously; statements are short, and long lists are paged.
 */
export function createSqliteExecutor(db: NativeSqlite): SqlExecutor {
  const statements = new Map<string, NativeStatement>();
  let idle: Promise<void> = Promise.resolve();
  let busy = false;

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

  const direct = (inTransaction: boolean): SqlExecutor => {
    const ready = async () => {
      // Outside a transaction, wait for any open one to end before touching the connection.
      while (!inTransaction && busy) await idle;
    };
    const executor: SqlExecutor = {
      async all(sql, params) {
        await ready();
        const prepared = statement(sql);
        if (prepared.reader) return prepared.all(...params) as Record<string, unknown>[];
        prepared.run(...params);
        return [];
      },
      async run(sql, params) {
        await ready();
        return Number(statement(sql).run(...params).changes);
      },
      async transaction(work) {
        if (inTransaction) return work(executor);
        while (busy) await idle;
        busy = true;
        let release!: () => void;
        idle = new Promise((resolve) => (release = resolve));
        try {
          db.exec('BEGIN IMMEDIATE');
          const bound = direct(true);
          try {
            const result = await work(bound);
            db.exec('COMMIT');
            return result;
          } catch (error) {
            // SQLite may have rolled back by itself (some errors end the transaction).
            if (db.inTransaction) db.exec('ROLLBACK');
            throw error;
          }
        } finally {
          busy = false;
          release();
        }
      },
    };
    return executor;
  };
  return direct(false);
}
