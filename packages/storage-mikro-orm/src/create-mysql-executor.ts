import type { Readable } from 'node:stream';
import { isRecordError } from '@recordgate/core';
import { backoff } from './create-postgresql-executor.js';
import { pagedCursor } from './paged-cursor.js';
import type { RunResult, SqlExecutor } from './sql-executor.js';
import { isTransactionConflict, type DriverErrorTranslator } from './translate-driver-error.js';

interface MysqlResultHeader {
  readonly affectedRows: number;
  readonly insertId: number;
}

/** The part of a mysql2 promise connection (or pool) the executor uses. */
export interface MysqlQueryable {
  execute(sql: string, params: unknown[]): Promise<[unknown, unknown]>;
  query(sql: string): Promise<[unknown, unknown]>;
}

/** The part of a mysql2 promise pool the executor uses. */
export interface MysqlPool extends MysqlQueryable {
  /** The callback pool inside (its counters feed `poolStats`). */
  readonly pool?: {
    readonly _allConnections?: { readonly length: number };
    readonly _freeConnections?: { readonly length: number };
    readonly _connectionQueue?: { readonly length: number };
    readonly config?: { readonly connectionLimit?: number };
  };
  getConnection(): Promise<
    MysqlQueryable & { release(): void; destroy(): void; readonly connection: MysqlConnection }
  >;
}

/** The part of a mysql2 callback connection the executor uses: a query whose rows stream. */
export interface MysqlConnection {
  query(sql: string, values: unknown[]): { stream(options: { highWaterMark: number }): Readable };
}

/** Options of {@link createMysqlExecutor}. */
export interface MysqlExecutorOptions {
  /** Attempts of a transaction the database aborted for a deadlock. @default 10 */
  readonly transactionAttempts?: number;
  /** Seconds a transaction waits for another's row lock before failing as `unavailable`. @default 5 */
  readonly lockWaitTimeoutSeconds?: number;
}

/**
 * An executor over the mysql2 pool that MikroORM opened, for MariaDB and MySQL. Statements run as
 * server-side prepared statements (mysql2 caches them per connection).
 *
 * Transactions run on one pooled connection at `SERIALIZABLE` isolation (InnoDB then takes shared
 * locks on what a transaction reads, so a check-then-write behaves as if it ran alone). When InnoDB
 * breaks a deadlock by aborting one (ER_LOCK_DEADLOCK), the whole transaction runs again, up to
 * `transactionAttempts` times, then fails as `unavailable`. A lock wait is bounded by
 * `lockWaitTimeoutSeconds` instead of InnoDB's default of 50 s.
 */
export function createMysqlExecutor(
  pool: MysqlPool,
  translateDriverError: DriverErrorTranslator,
  options: MysqlExecutorOptions = {},
): SqlExecutor {
  const attempts = options.transactionAttempts ?? 10;
  const lockWait = Math.max(1, Math.floor(options.lockWaitTimeoutSeconds ?? 5));
  const configured = new WeakSet<object>();
  // mysql2 refuses undefined parameters; an absent value is NULL.
  const values = (params: readonly unknown[]) => params.map((p) => (p === undefined ? null : p));

  const bound = (client: MysqlQueryable, inTransaction: boolean): SqlExecutor => {
    const executor: SqlExecutor = {
      async all(sql, params) {
        try {
          const [rows] = await client.execute(sql, values(params));
          return Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
        } catch (error) {
          throw translateDriverError(error);
        }
      },
      async run(sql, params): Promise<RunResult> {
        try {
          const [header] = (await client.execute(sql, values(params))) as [
            MysqlResultHeader,
            unknown,
          ];
          return { changes: header.affectedRows, insertId: header.insertId };
        } catch (error) {
          throw translateDriverError(error);
        }
      },
      async transaction(work) {
        if (inTransaction) return work(executor);
        for (let attempt = 1; ; attempt++) {
          let connection;
          try {
            connection = await pool.getConnection();
            if (!configured.has(connection.connection)) {
              await connection.query(`SET SESSION innodb_lock_wait_timeout = ${lockWait}`);
              configured.add(connection.connection);
            }
            await connection.query('SET TRANSACTION ISOLATION LEVEL SERIALIZABLE');
            await connection.query('START TRANSACTION');
          } catch (error) {
            connection?.release();
            throw translateDriverError(error);
          }
          let broken = false;
          try {
            const result = await work(bound(connection, true));
            await connection.query('COMMIT');
            return result;
          } catch (error) {
            try {
              await connection.query('ROLLBACK');
            } catch {
              broken = true;
            }
            const cause = isRecordError(error) ? error.cause : error;
            if (isTransactionConflict(cause) && attempt < attempts) {
              await backoff(attempt);
              continue;
            }
            throw translateDriverError(error);
          } finally {
            // A connection that cannot roll back must not be handed out again.
            if (broken) connection.destroy();
            else connection.release();
          }
        }
      },
      async cursor(args) {
        if (inTransaction) return pagedCursor((sql, params) => executor.all(sql, params), args);
        // A consistent-snapshot, read-only transaction on a pooled connection of its own: the count
        // and the rows see one snapshot, and writes go ahead. The rows stream from one query; mysql2
        // stops reading the socket while a chunk waits to be taken, so memory stays at about one
        // chunk whatever the length of the list.
        let connection;
        try {
          connection = await pool.getConnection();
          await connection.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
          await connection.query('START TRANSACTION WITH CONSISTENT SNAPSHOT, READ ONLY');
        } catch (error) {
          connection?.release();
          throw translateDriverError(error);
        }
        const client = connection;
        let rows: Readable | undefined;
        let closed = false;
        const close = async () => {
          if (closed) return;
          closed = true;
          // A query still sending rows cannot be stopped but by dropping its connection.
          if (rows !== undefined && !rows.readableEnded) {
            rows.destroy();
            client.destroy();
            return;
          }
          try {
            await client.query('COMMIT');
            client.release();
          } catch {
            client.destroy();
          }
        };
        let total: number | undefined;
        if (args.count) {
          try {
            const [row] = await bound(client, true).all(args.count.sql, args.count.params);
            total = Number(Object.values(row ?? {})[0] ?? 0);
          } catch (error) {
            await close();
            throw error;
          }
        }
        const size = Math.max(1, Math.floor(args.chunkSize));
        return {
          total,
          close,
          async *[Symbol.asyncIterator]() {
            try {
              if (closed) return;
              rows = client.connection
                .query(args.sql, values(args.params))
                .stream({ highWaterMark: size });
              let chunk: Record<string, unknown>[] = [];
              for await (const row of rows) {
                chunk.push(row as Record<string, unknown>);
                if (chunk.length === size) {
                  yield chunk;
                  chunk = [];
                }
              }
              if (chunk.length > 0) yield chunk;
            } catch (error) {
              throw translateDriverError(error);
            } finally {
              await close();
            }
          },
        };
      },
    };
    return executor;
  };
  const root = bound(pool, false);
  const inner = pool.pool;
  if (!inner?._allConnections) return root;
  return {
    ...root,
    poolStats: () => {
      const all = inner._allConnections?.length ?? 0;
      const idle = inner._freeConnections?.length ?? 0;
      return {
        used: all - idle,
        idle,
        pending: inner._connectionQueue?.length ?? 0,
        max: inner.config?.connectionLimit ?? 10,
      };
    },
  };
}
