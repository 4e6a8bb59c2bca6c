import { setImmediate as nextTurn } from 'node:timers/promises';
import { pagedCursor } from './paged-cursor.js';
import type { SqlCursorArgs, SqlExecutor, SqlRowCursor } from './sql-executor.js';
import type { DriverErrorTranslator } from './translate-driver-error.js';

/** The part of a better-sqlite3 database the executor uses. */
export interface NativeSqlite {
  prepare(sql: string): NativeStatement;
  exec(sql: string): unknown;
  close(): unknown;
  readonly inTransaction: boolean;
}

interface NativeStatement {
  readonly reader: boolean;
  all(...params: unknown[]): unknown[];
  get(...params: unknown[]): unknown;
  iterate(...params: unknown[]): IterableIterator<unknown>;
  run(...params: unknown[]): { changes: number | bigint };
}

/** Options of {@link createSqliteExecutor}. */
export interface SqliteExecutorOptions {
  /**
   * Opens another connection to the same database file, for cursors: a read on its own connection
   * keeps its snapshot while the main connection writes. Absent (an in-memory database, which no
   * second connection can see): cursors read the main connection one chunk query at a time.
   */
  readonly openReader?: () => NativeSqlite;
  /** Reader connections kept open between cursors. @default 4 */
  readonly idleReaders?: number;
}

/** A SQLite executor, with the reader connections it opened itself to release. */
export interface SqliteExecutor extends SqlExecutor {
  /** Closes the idle reader connections; readers of open cursors close when their cursor ends. */
  close(): void;
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
  options: SqliteExecutorOptions = {},
): SqliteExecutor {
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
  const idle: NativeSqlite[] = [];
  let closed = false;

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
      async cursor(args) {
        if (inTransaction || !options.openReader)
          return pagedCursor((sql, params) => executor.all(sql, params), args);
        // No wait for an open transaction: the reader's snapshot never includes uncommitted rows.
        return readerCursor(args);
      },
    };
    return executor;
  };

  // A cursor on a reader connection of its own, in one read transaction: the count and every chunk
  // see the same snapshot (WAL keeps it while the main connection commits).
  const readerCursor = ({ sql, params, count, chunkSize }: SqlCursorArgs): SqlRowCursor => {
    const reader = execute(() => idle.pop() ?? options.openReader!());
    let rows: IterableIterator<unknown> | undefined;
    let done = false;
    const close = async () => {
      if (done) return;
      done = true;
      try {
        rows?.return?.();
        if (reader.inTransaction) reader.exec('COMMIT');
      } finally {
        if (closed || idle.length >= (options.idleReaders ?? 4)) reader.close();
        else idle.push(reader);
      }
    };
    let total: number | undefined;
    try {
      execute(() => {
        reader.exec('BEGIN');
        if (count) {
          const row = reader.prepare(count.sql).get(...count.params) as Record<string, unknown>;
          total = Number(Object.values(row)[0]);
        }
        // A statement of its own: a prepared statement runs one iteration at a time.
        rows = reader.prepare(sql).iterate(...params);
      });
    } catch (error) {
      void close();
      throw error;
    }
    const size = Math.max(1, Math.floor(chunkSize));
    return {
      total,
      close,
      async *[Symbol.asyncIterator]() {
        try {
          while (!done) {
            const chunk = execute(() => {
              const taken: Record<string, unknown>[] = [];
              for (let i = 0; i < size; i++) {
                const next = rows!.next();
                if (next.done) break;
                taken.push(next.value as Record<string, unknown>);
              }
              return taken;
            });
            if (chunk.length > 0) yield chunk;
            if (chunk.length < size) break;
            await nextTurn();
          }
        } finally {
          await close();
        }
      },
    };
  };

  return Object.assign(bound(false), {
    close() {
      closed = true;
      for (const reader of idle.splice(0)) reader.close();
    },
  });
}
