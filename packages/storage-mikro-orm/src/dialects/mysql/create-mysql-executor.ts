import type { Readable } from 'node:stream';
import type { PoolStats } from '@recordgate/core';
import {
  createServerExecutor,
  type StatementArgs,
} from '../../connection/create-server-executor.js';
import { createTransactionRunner } from '../../connection/create-transaction-runner.js';
import type { SqlCursorArgs, SqlExecutor, SqlRowCursor } from '../../connection/sql-executor.js';
import { withTranslatedErrors, type DriverErrorTranslator } from '../translate-driver-error.js';
import { mysqlDriverErrors } from './mysql-driver-errors.js';
import { MOVE_CHANGES } from './watch-mysql-changes.js';

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
  getConnection(): Promise<MysqlPoolConnection>;
}

/** A connection taken from a mysql2 promise pool. */
type MysqlPoolConnection = MysqlQueryable & {
  release(): void;
  destroy(): void;
  readonly connection: MysqlConnection;
};

/** The part of a mysql2 callback connection the executor uses: a query whose rows stream. */
export interface MysqlConnection {
  query(sql: string, values: unknown[]): { stream(options: { highWaterMark: number }): Readable };
}

/** Options of {@link createMysqlExecutor}. */
export interface MysqlExecutorOptions {
  /** Attempts of a transaction the database aborted for a deadlock. @default 10 */
  readonly transactionAttempts?: number;
  /**
   * Milliseconds from a transaction's first attempt during which it is retried after such an abort
   * even once `transactionAttempts` are spent (see `createTransactionRunner`). @default 5000
   */
  readonly transactionRetryMs?: number;
  /** Seconds a transaction waits for another's row lock before failing as `unavailable`. @default 5 */
  readonly lockWaitTimeoutSeconds?: number;
  /**
   * Milliseconds a statement outside a transaction (and a cursor's opening ones) waits for its
   * answer; then it fails and its connection is closed. @default 5000
   */
  readonly readTimeoutMs?: number;
  /** The same bound for the statements of a transaction. @default 30000 */
  readonly writeTimeoutMs?: number;
  /**
   * The change signal (ADR 0038, `watchMysqlChanges`): every transaction that wrote moves the counter
   * just before its COMMIT (a write outside a transaction, just after it), then `noteLocalCommit`
   * is called with the counter's new value. Absent: the counter is not moved.
   */
  readonly changes?: { noteLocalCommit(counter?: number): void };
}

/** What the executor's statements and cursors share. */
interface MysqlExecutorState {
  readonly pool: MysqlPool;
  readonly translate: DriverErrorTranslator;
  readonly readTimeoutMs: number;
  readonly writeTimeoutMs: number;
  readonly changes?: MysqlExecutorOptions['changes'];
  /** Connections whose open transaction wrote: they move the counter before their COMMIT. */
  readonly wrote: WeakSet<object>;
}

/**
 * An executor over the mysql2 pool that MikroORM opened, for MariaDB and MySQL. Statements run as
 * server-side prepared statements (mysql2 caches them per connection).
 *
 * Transactions run on one pooled connection at `SERIALIZABLE` isolation (InnoDB then takes shared
 * locks on what a transaction reads, so a check-then-write behaves as if it ran alone). When InnoDB
 * breaks a deadlock by aborting one (ER_LOCK_DEADLOCK), the whole transaction runs again, up to
 * `transactionAttempts` times or for `transactionRetryMs`, whichever is longer, then fails as
 * `unavailable`. A lock wait is bounded by `lockWaitTimeoutSeconds` instead of InnoDB's default of
 * 50 s.
 */
export function createMysqlExecutor(
  pool: MysqlPool,
  translateDriverError: DriverErrorTranslator,
  options: MysqlExecutorOptions = {},
): SqlExecutor {
  const state: MysqlExecutorState = {
    pool,
    translate: translateDriverError,
    readTimeoutMs: options.readTimeoutMs ?? 5000,
    writeTimeoutMs: options.writeTimeoutMs ?? 30_000,
    changes: options.changes,
    wrote: new WeakSet(),
  };
  const begin = beginSerializable(options, state.writeTimeoutMs);
  const inTime = (connection: MysqlPoolConnection, sql: string) =>
    answeredInTime(connection, state.writeTimeoutMs, () => connection.query(sql));
  const inner = pool.pool;
  return createServerExecutor<MysqlQueryable, MysqlPoolConnection>({
    pool,
    all: (args) => all(state, args),
    run: async (args) => {
      const [header] = (await execute(state, args)) as [MysqlResultHeader, unknown];
      return { changes: header.affectedRows, insertId: header.insertId };
    },
    runTransaction: createTransactionRunner<MysqlPoolConnection>({
      attempts: options.transactionAttempts ?? 10,
      retryForMs: options.transactionRetryMs ?? 5000,
      isRetryable: mysqlDriverErrors.isTransactionConflict,
      translate: translateDriverError,
      connect: () => connectInTransaction(pool, begin),
      commit: async (connection) => {
        const wrote = state.wrote.delete(connection);
        const counter = wrote
          ? await moveChanges(() => inTime(connection, MOVE_CHANGES))
          : undefined;
        await inTime(connection, 'COMMIT');
        if (wrote) state.changes?.noteLocalCommit(counter);
      },
      rollback: async (connection, failure) => {
        state.wrote.delete(connection);
        // The connection of a statement that never answered is closed already, which rolls back.
        if (mysqlDriverErrors.isStatementTimeout(failure)) throw failure;
        await inTime(connection, 'ROLLBACK');
      },
      // A connection that cannot roll back must not be handed out again.
      release: (connection, broken) =>
        broken === undefined ? connection.release() : connection.destroy(),
    }),
    cursor: (args) => streamedCursor(state, args),
    poolStats: inner?._allConnections ? () => mysqlPoolStats(inner) : undefined,
  });
}

/**
 * The statements that begin a transaction: `SERIALIZABLE`, and on a connection's first one the lock
 * wait bound of its session.
 */
function beginSerializable(
  options: MysqlExecutorOptions,
  timeoutMs: number,
): (connection: MysqlPoolConnection) => Promise<void> {
  const lockWait = Math.max(1, Math.floor(options.lockWaitTimeoutSeconds ?? 5));
  const configured = new WeakSet<object>();
  return (connection) =>
    answeredInTime(connection, timeoutMs, async () => {
      if (!configured.has(connection.connection)) {
        await connection.query(`SET SESSION innodb_lock_wait_timeout = ${lockWait}`);
        configured.add(connection.connection);
      }
      await connection.query('SET TRANSACTION ISOLATION LEVEL SERIALIZABLE');
      await connection.query('START TRANSACTION');
    });
}

/**
 * Runs `statements` on `connection`, and closes the connection when they have not answered within
 * `timeoutMs`: mysql2's own `timeout` neither starts while the statement waits to be prepared nor
 * frees the connection, which then blocks every later command on it.
 */
async function answeredInTime<T>(
  connection: MysqlPoolConnection,
  timeoutMs: number,
  statements: () => Promise<T>,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      connection.destroy();
      const error = new Error('Query inactivity timeout') as Error & { code?: string };
      error.code = 'PROTOCOL_SEQUENCE_TIMEOUT';
      reject(error);
    }, timeoutMs);
  });
  try {
    return await Promise.race([statements(), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs a statement and returns its rows (none for a statement that returns none). */
async function all(
  state: MysqlExecutorState,
  statement: StatementArgs<MysqlQueryable>,
  timeoutMs?: number,
): Promise<Record<string, unknown>[]> {
  const [rows] = await execute(state, statement, timeoutMs);
  return Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
}

/**
 * Runs a statement as a prepared statement: outside a transaction on a connection of the pool, bound
 * by `readTimeoutMs`; on a transaction's (or a cursor's) connection, bound by `writeTimeoutMs`, unless
 * the transaction has no bound (`TransactionOptions.unbounded`).
 */
function execute(
  state: MysqlExecutorState,
  { client, sql, params, unbounded, unsignalled }: StatementArgs<MysqlQueryable>,
  timeoutMs = state.writeTimeoutMs,
): Promise<[unknown, unknown]> {
  return withTranslatedErrors(state.translate, async () => {
    const onPool = client === state.pool;
    const connection = onPool ? await state.pool.getConnection() : (client as MysqlPoolConnection);
    const bound = onPool ? state.readTimeoutMs : timeoutMs;
    const run = () => connection.execute(sql, values(params));
    try {
      const result = await (unbounded ? run() : answeredInTime(connection, bound, run));
      if (state.changes && !unsignalled && !READ_ONLY.test(sql)) {
        if (!onPool) state.wrote.add(connection);
        else {
          state.changes.noteLocalCommit(await moveChanges(() => connection.query(MOVE_CHANGES)));
        }
      }
      return result;
    } finally {
      // A connection closed for its timeout is out of the pool already; releasing it does nothing.
      if (onPool) connection.release();
    }
  });
}

/** Statements that never write (the code runs no data-modifying `WITH`). */
const READ_ONLY = /^[\s(]*(?:SELECT|WITH)\b/i;

/**
 * Moves the change counter; returns its new value (the statement's insert id), undefined before
 * `migrate` created its table (there is none to move).
 */
async function moveChanges(move: () => Promise<unknown>): Promise<number | undefined> {
  try {
    const answer = await move();
    const counter = Array.isArray(answer)
      ? (answer[0] as { insertId?: unknown })?.insertId
      : undefined;
    return typeof counter === 'number' && counter > 0 ? counter : undefined;
  } catch (error) {
    if ((error as { errno?: number }).errno !== ER_NO_SUCH_TABLE) throw error;
    return undefined;
  }
}

const ER_NO_SUCH_TABLE = 1146;

/** Parameters as mysql2 takes them: it refuses undefined ones, and an absent value is NULL. */
function values(params: readonly unknown[]): unknown[] {
  return params.map((p) => (p === undefined ? null : p));
}

/**
 * Takes a pooled connection and runs `begin` on it (the statements that open its transaction),
 * releasing it again when they fail.
 */
async function connectInTransaction(
  pool: MysqlPool,
  begin: (connection: MysqlPoolConnection) => Promise<void>,
): Promise<MysqlPoolConnection> {
  let connection;
  try {
    connection = await pool.getConnection();
    await begin(connection);
    return connection;
  } catch (error) {
    connection?.release();
    throw error;
  }
}

/** A streamed cursor's connection, its rows once they are asked for, and whether it has ended. */
interface StreamedCursor {
  readonly client: MysqlPoolConnection;
  /** The bound of its closing COMMIT, milliseconds. */
  readonly timeoutMs: number;
  rows: Readable | undefined;
  closed: boolean;
}

/**
 * A consistent-snapshot, read-only transaction on a pooled connection of its own: the count and the
 * rows see one snapshot, and writes go ahead. The rows stream from one query; mysql2 stops reading the
 * socket while a chunk waits to be taken, so memory stays at about one chunk whatever the length of
 * the list.
 */
async function streamedCursor(
  state: MysqlExecutorState,
  args: SqlCursorArgs,
): Promise<SqlRowCursor> {
  const client = await withTranslatedErrors(state.translate, () =>
    connectInTransaction(state.pool, (connection) =>
      answeredInTime(connection, state.readTimeoutMs, async () => {
        await connection.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
        await connection.query('START TRANSACTION WITH CONSISTENT SNAPSHOT, READ ONLY');
      }),
    ),
  );
  const cursor: StreamedCursor = {
    client,
    timeoutMs: state.readTimeoutMs,
    rows: undefined,
    closed: false,
  };
  let total: number | undefined;
  if (args.count) {
    try {
      const [row] = await all(state, { client, ...args.count }, state.readTimeoutMs);
      total = Number(Object.values(row ?? {})[0] ?? 0);
    } catch (error) {
      await closeCursor(cursor);
      throw error;
    }
  }
  const size = Math.max(1, Math.floor(args.chunkSize));
  return {
    total,
    close: () => closeCursor(cursor),
    [Symbol.asyncIterator]: () => streamChunks({ state, cursor, args, size }),
  };
}

/** Arguments of {@link streamChunks}. */
interface StreamChunksArgs {
  readonly state: MysqlExecutorState;
  readonly cursor: StreamedCursor;
  readonly args: SqlCursorArgs;
  /** Rows per chunk. */
  readonly size: number;
}

/** The rows of the cursor's query, `size` at a time; the cursor closes when they end. */
async function* streamChunks({ state, cursor, args, size }: StreamChunksArgs) {
  try {
    if (cursor.closed) return;
    cursor.rows = cursor.client.connection
      .query(args.sql, values(args.params))
      .stream({ highWaterMark: size });
    let chunk: Record<string, unknown>[] = [];
    for await (const row of cursor.rows) {
      chunk.push(row as Record<string, unknown>);
      if (chunk.length === size) {
        yield chunk;
        chunk = [];
      }
    }
    if (chunk.length > 0) yield chunk;
  } catch (error) {
    throw state.translate(error);
  } finally {
    await closeCursor(cursor);
  }
}

/** Ends the cursor's transaction and releases its connection, once. */
async function closeCursor(cursor: StreamedCursor): Promise<void> {
  if (cursor.closed) return;
  cursor.closed = true;
  const { client, rows } = cursor;
  // A query still sending rows cannot be stopped but by dropping its connection.
  if (rows !== undefined && !rows.readableEnded) {
    rows.destroy();
    client.destroy();
    return;
  }
  try {
    await answeredInTime(client, cursor.timeoutMs, () => client.query('COMMIT'));
    client.release();
  } catch {
    client.destroy();
  }
}

/** mysql2 pool figures as `poolStats` reports them. */
function mysqlPoolStats(inner: NonNullable<MysqlPool['pool']>): PoolStats {
  const all = inner._allConnections?.length ?? 0;
  const idle = inner._freeConnections?.length ?? 0;
  return {
    used: all - idle,
    idle,
    pending: inner._connectionQueue?.length ?? 0,
    max: inner.config?.connectionLimit ?? 10,
  };
}
