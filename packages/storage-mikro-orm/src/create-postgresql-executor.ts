import { isRecordError } from '@recordgate/core';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { pagedCursor } from './paged-cursor.js';
import type { RunResult, SqlCursorArgs, SqlExecutor, SqlRowCursor } from './sql-executor.js';
import { isTransactionConflict, type DriverErrorTranslator } from './translate-driver-error.js';

/** A query as node-postgres takes it; `name` makes it a prepared statement on each connection. */
interface PgQuery {
  readonly text: string;
  readonly values: readonly unknown[];
  readonly name?: string;
}

interface PgResult {
  readonly rows: Record<string, unknown>[];
  readonly rowCount: number | null;
}

/** The part of a node-postgres client the executor uses. */
export interface PgQueryable {
  query(query: PgQuery | string): Promise<PgResult>;
}

/** The part of a node-postgres pool the executor uses. */
export interface PgPool extends PgQueryable {
  connect(): Promise<PgQueryable & { release(destroy?: boolean | Error): void }>;
  /** node-postgres pool figures, read for metrics. */
  readonly totalCount?: number;
  readonly idleCount?: number;
  readonly waitingCount?: number;
  readonly options?: { readonly max?: number };
}

/** Options of {@link createPostgresqlExecutor}. */
export interface PostgresqlExecutorOptions {
  /** Attempts of a transaction the database aborted for a conflict with a concurrent one. @default 10 */
  readonly transactionAttempts?: number;
}

const MAX_NAMED_STATEMENTS = 500;

/**
 * An executor over the node-postgres pool that MikroORM opened. Statements are named, so each pooled
 * connection parses and plans them once (up to 500 distinct texts; further ones run unnamed).
 *
 * Transactions run on one pooled connection at `SERIALIZABLE` isolation: a transaction that reads,
 * checks and then writes (the record service's check-then-write, compare-and-set updates) behaves as
 * if it ran alone, like the single-writer SQLite path. When PostgreSQL aborts one for a conflict with
 * a concurrent transaction (SQLSTATE 40001 / 40P01), the whole transaction runs again, up to
 * `transactionAttempts` times, then fails as `unavailable` (HTTP 503 with `Retry-After`).
 */
export function createPostgresqlExecutor(
  pool: PgPool,
  translateDriverError: DriverErrorTranslator,
  options: PostgresqlExecutorOptions = {},
): SqlExecutor {
  const names = new Map<string, string>();
  const attempts = options.transactionAttempts ?? 10;

  const query = (sql: string, params: readonly unknown[]): PgQuery => {
    let name = names.get(sql);
    if (name === undefined && names.size < MAX_NAMED_STATEMENTS) {
      name = `recordgate_${names.size + 1}`;
      names.set(sql, name);
    }
    return name === undefined ? { text: sql, values: params } : { text: sql, values: params, name };
  };

  const bound = (client: PgQueryable, inTransaction: boolean): SqlExecutor => {
    const executor: SqlExecutor = {
      async all(sql, params) {
        try {
          return (await client.query(query(sql, params))).rows;
        } catch (error) {
          throw translateDriverError(error);
        }
      },
      async run(sql, params): Promise<RunResult> {
        try {
          return { changes: (await client.query(query(sql, params))).rowCount ?? 0 };
        } catch (error) {
          throw translateDriverError(error);
        }
      },
      async transaction(work) {
        if (inTransaction) return work(executor);
        for (let attempt = 1; ; attempt++) {
          let connection;
          try {
            connection = await pool.connect();
          } catch (error) {
            throw translateDriverError(error);
          }
          let broken: unknown;
          try {
            await connection.query('BEGIN ISOLATION LEVEL SERIALIZABLE');
            const result = await work(bound(connection, true));
            await connection.query('COMMIT');
            return result;
          } catch (error) {
            try {
              await connection.query('ROLLBACK');
            } catch (rollbackError) {
              // The connection is gone; the pool must not hand it out again.
              broken = rollbackError;
            }
            const cause = isRecordError(error) ? error.cause : error;
            if (isTransactionConflict(cause) && attempt < attempts) {
              await backoff(attempt);
              continue;
            }
            throw translateDriverError(error);
          } finally {
            connection.release(broken instanceof Error ? broken : undefined);
          }
        }
      },
      async cursor(args) {
        if (inTransaction) return pagedCursor((sql, params) => executor.all(sql, params), args);
        return declaredCursor(args);
      },
    };
    return executor;
  };

  // A server-side cursor (DECLARE … FETCH) on a pooled connection of its own, in a read-only
  // REPEATABLE READ transaction: the count and every chunk see one snapshot, and writes go ahead.
  const declaredCursor = async ({
    sql,
    params,
    count,
    chunkSize,
  }: SqlCursorArgs): Promise<SqlRowCursor> => {
    let connection;
    try {
      connection = await pool.connect();
    } catch (error) {
      throw translateDriverError(error);
    }
    const client = connection;
    let done = false;
    const close = async () => {
      if (done) return;
      done = true;
      let broken: unknown;
      try {
        await client.query('COMMIT');
      } catch (error) {
        broken = error;
      } finally {
        client.release(broken instanceof Error ? broken : undefined);
      }
    };
    let total: number | undefined;
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      if (count) {
        const [row] = (await client.query({ text: count.sql, values: count.params })).rows;
        total = Number(Object.values(row ?? {})[0] ?? 0);
      }
      await client.query({
        text: `DECLARE recordgate_cursor NO SCROLL CURSOR FOR ${sql}`,
        values: params,
      });
    } catch (error) {
      await close();
      throw translateDriverError(error);
    }
    const size = Math.max(1, Math.floor(chunkSize));
    return {
      total,
      close,
      async *[Symbol.asyncIterator]() {
        try {
          while (!done) {
            let chunk: Record<string, unknown>[];
            try {
              chunk = (await client.query(`FETCH ${size} FROM recordgate_cursor`)).rows;
            } catch (error) {
              throw translateDriverError(error);
            }
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

  const root = bound(pool, false);
  if (typeof pool.totalCount !== 'number') return root;
  return {
    ...root,
    poolStats: () => ({
      used: (pool.totalCount ?? 0) - (pool.idleCount ?? 0),
      idle: pool.idleCount ?? 0,
      pending: pool.waitingCount ?? 0,
      max: pool.options?.max ?? 10,
    }),
  };
}

/** Waits a little, randomised, so that transactions that collided do not collide again. */
export function backoff(attempt: number): Promise<void> {
  const ms = Math.random() * Math.min(250, 5 * 2 ** attempt);
  return new Promise((resolve) => setTimeout(resolve, ms));
}
