import type { PoolStats } from '@recordgate/core';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  createServerExecutor,
  type StatementArgs,
} from '../../connection/create-server-executor.js';
import { createTransactionRunner } from '../../connection/create-transaction-runner.js';
import type { SqlCursorArgs, SqlExecutor, SqlRowCursor } from '../../connection/sql-executor.js';
import { withTranslatedErrors, type DriverErrorTranslator } from '../translate-driver-error.js';
import { postgresqlDriverErrors } from './postgresql-driver-errors.js';

/**
 * A query as node-postgres takes it; `name` makes it a prepared statement on each connection, and
 * `query_timeout` replaces the pool's bound on the wait for its answer.
 */
interface PgQuery {
  readonly text: string;
  readonly values?: readonly unknown[];
  readonly name?: string;
  readonly query_timeout?: number;
}

interface PgResult {
  readonly rows: Record<string, unknown>[];
  readonly rowCount: number | null;
}

/** The part of a node-postgres client the executor uses. */
export interface PgQueryable {
  query(query: PgQuery | string): Promise<PgResult>;
}

/** A connection taken from a node-postgres pool. */
type PgPoolClient = PgQueryable & { release(destroy?: boolean | Error): void };

/** The part of a node-postgres pool the executor uses. */
export interface PgPool extends PgQueryable {
  connect(): Promise<PgPoolClient>;
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
  /**
   * Milliseconds from a transaction's first attempt during which it is retried after such an abort
   * even once `transactionAttempts` are spent (see `createTransactionRunner`). @default 5000
   */
  readonly transactionRetryMs?: number;
  /**
   * Milliseconds a statement outside a transaction (and each of a cursor's) waits for its answer; then
   * it fails and its connection is closed. Transactions keep the pool's `query_timeout`. @default 5000
   */
  readonly readTimeoutMs?: number;
  /**
   * The change signal (ADR 0038, `watchPostgresqlChanges`): every commit that wrote (and every write
   * outside a transaction) sends `notify` with it and then calls `noteLocalCommit`. Absent: no notice.
   */
  readonly changes?: { readonly notify: string; noteLocalCommit(): void };
}

const MAX_NAMED_STATEMENTS = 500;

/**
 * Executors made in this process. `migrate` takes a new executor over the same pool, whose
 * connections still hold the statements the earlier one prepared: names must not repeat across
 * executors, or PostgreSQL refuses a name prepared for another text.
 */
let executorsMade = 0;

/** The longest delay a Node timer takes (about 24.8 days): node-postgres's bound for "none". */
const LONGEST_TIMER_MS = 2_147_483_647;

/** What the executor's statements and cursors share. */
interface PgExecutorState {
  readonly pool: PgPool;
  readonly translate: DriverErrorTranslator;
  /** Statement names by SQL text. */
  readonly names: Map<string, string>;
  /** What this executor's names begin with, its own on connections other executors use too. */
  readonly namePrefix: string;
  readonly readTimeoutMs: number;
  readonly changes?: PostgresqlExecutorOptions['changes'];
  /** Connections whose open transaction wrote: their commit notifies. */
  readonly wrote: WeakSet<PgQueryable>;
}

/**
 * An executor over the node-postgres pool that MikroORM opened. Statements are named, so each pooled
 * connection parses and plans them once (up to 500 distinct texts; further ones run unnamed).
 *
 * Transactions run on one pooled connection at `SERIALIZABLE` isolation: a transaction that reads,
 * checks and then writes (the record service's check-then-write, compare-and-set updates) behaves as
 * if it ran alone, like the single-writer SQLite path. When PostgreSQL aborts one for a conflict with
 * a concurrent transaction (SQLSTATE 40001 / 40P01), the whole transaction runs again, up to
 * `transactionAttempts` times or for `transactionRetryMs`, whichever is longer, then fails as
 * `unavailable` (HTTP 503 with `Retry-After`).
 */
export function createPostgresqlExecutor(
  pool: PgPool,
  translateDriverError: DriverErrorTranslator,
  options: PostgresqlExecutorOptions = {},
): SqlExecutor {
  const state: PgExecutorState = {
    pool,
    translate: translateDriverError,
    names: new Map(),
    namePrefix: `recordgate${++executorsMade}_`,
    readTimeoutMs: options.readTimeoutMs ?? 5000,
    changes: options.changes,
    wrote: new WeakSet(),
  };
  return createServerExecutor<PgQueryable, PgPoolClient>({
    pool,
    all: async (args) => (await execute(state, args)).rows,
    run: async (args) => ({ changes: (await execute(state, args)).rowCount ?? 0 }),
    runTransaction: createTransactionRunner<PgPoolClient>({
      attempts: options.transactionAttempts ?? 10,
      retryForMs: options.transactionRetryMs ?? 5000,
      isRetryable: postgresqlDriverErrors.isTransactionConflict,
      translate: translateDriverError,
      connect: () => pool.connect(),
      begin: async (connection) =>
        void (await connection.query('BEGIN ISOLATION LEVEL SERIALIZABLE')),
      commit: (connection) => commit(state, connection),
      rollback: async (connection, failure) => {
        state.wrote.delete(connection);
        // ROLLBACK would queue behind the statement that never answered: drop the connection
        // instead, and the database rolls back when it sees it go.
        if (postgresqlDriverErrors.isStatementTimeout(failure)) throw failure;
        await connection.query('ROLLBACK');
      },
      // A connection whose rollback failed is gone; the pool must not hand it out again.
      release: (connection, broken) =>
        connection.release(broken instanceof Error ? broken : undefined),
    }),
    cursor: (args) => declaredCursor(state, args),
    poolStats: typeof pool.totalCount === 'number' ? () => pgPoolStats(pool) : undefined,
  });
}

/**
 * Runs a statement. One that may write (anything but a SELECT or WITH: an INSERT … RETURNING comes through
 * `all`) marks its transaction as one whose commit notifies, or outside a transaction notifies at once;
 * bookkeeping (`unsignalled`, ADR 0050) does neither.
 */
async function execute(state: PgExecutorState, args: StatementArgs<PgQueryable>) {
  const result = await query(state, args);
  const { changes } = state;
  if (changes && !args.unsignalled && !READ_ONLY.test(args.sql)) {
    if (args.client !== state.pool) state.wrote.add(args.client);
    else {
      await state.pool.query(changes.notify);
      changes.noteLocalCommit();
    }
  }
  return result;
}

/** Statements that never write (the code runs no data-modifying `WITH`). */
const READ_ONLY = /^[\s(]*(?:SELECT|WITH)\b/i;

/**
 * Commits; a transaction that wrote sends its notice with the commit, in one round trip (PostgreSQL
 * delivers it only if the commit succeeds).
 */
async function commit(state: PgExecutorState, connection: PgQueryable): Promise<void> {
  const { changes } = state;
  if (!changes || !state.wrote.has(connection)) {
    await connection.query('COMMIT');
    return;
  }
  state.wrote.delete(connection);
  await connection.query(`${changes.notify}; COMMIT`);
  changes.noteLocalCommit();
}

/** Runs a statement as a named one, naming each new text until there are 500 names. */
function query(
  state: PgExecutorState,
  { client, sql, params, unbounded }: StatementArgs<PgQueryable>,
): Promise<PgResult> {
  let name = state.names.get(sql);
  if (name === undefined && state.names.size < MAX_NAMED_STATEMENTS) {
    name = `${state.namePrefix}${state.names.size + 1}`;
    state.names.set(sql, name);
  }
  // Outside a transaction the pool closes a connection whose statement failed (pg-pool's query). In
  // one, the pool's own bound (`writeTimeoutMs`) applies, unless the transaction has none.
  const query_timeout =
    client === state.pool ? state.readTimeoutMs : unbounded ? LONGEST_TIMER_MS : undefined;
  const statement: PgQuery = { text: sql, values: params, name, query_timeout };
  return withTranslatedErrors(state.translate, () => client.query(statement));
}

/** A declared cursor's connection, and whether the cursor has ended. */
interface DeclaredCursor {
  readonly translate: DriverErrorTranslator;
  readonly client: PgPoolClient;
  /** Each statement's bound, milliseconds. */
  readonly query_timeout: number;
  done: boolean;
  /** A statement that did not answer in time: the connection is closed, not committed. */
  stalled?: unknown;
}

/**
 * A server-side cursor (DECLARE … FETCH) on a pooled connection of its own, in a read-only
 * REPEATABLE READ transaction: the count and every chunk see one snapshot, and writes go ahead.
 */
async function declaredCursor(
  { pool, translate, readTimeoutMs }: PgExecutorState,
  args: SqlCursorArgs,
): Promise<SqlRowCursor> {
  const client = await withTranslatedErrors(translate, () => pool.connect());
  const cursor: DeclaredCursor = { translate, client, query_timeout: readTimeoutMs, done: false };
  let total: number | undefined;
  try {
    total = await withTranslatedErrors(translate, () => declare(cursor, args));
  } catch (error) {
    if (postgresqlDriverErrors.isStatementTimeout(error)) cursor.stalled = error;
    await closeCursor(cursor);
    throw error;
  }
  const size = Math.max(1, Math.floor(args.chunkSize));
  return {
    total,
    close: () => closeCursor(cursor),
    [Symbol.asyncIterator]: () => fetchChunks(cursor, size),
  };
}

/** Begins the snapshot, counts (when asked to) and declares the cursor; returns the count. */
async function declare(
  { client, query_timeout }: DeclaredCursor,
  { sql, params, count }: SqlCursorArgs,
): Promise<number | undefined> {
  let total: number | undefined;
  await client.query({ text: 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY', query_timeout });
  if (count) {
    const [row] = (await client.query({ text: count.sql, values: count.params, query_timeout }))
      .rows;
    total = Number(Object.values(row ?? {})[0] ?? 0);
  }
  await client.query({
    text: `DECLARE recordgate_cursor NO SCROLL CURSOR FOR ${sql}`,
    values: params,
    query_timeout,
  });
  return total;
}

/** The rows of a declared cursor, `size` at a time; the cursor closes when they end. */
async function* fetchChunks(cursor: DeclaredCursor, size: number) {
  const { client, translate, query_timeout } = cursor;
  const fetch: PgQuery = { text: `FETCH ${size} FROM recordgate_cursor`, query_timeout };
  try {
    while (!cursor.done) {
      const fetched = await withTranslatedErrors(translate, () =>
        client.query(fetch).catch((error: unknown) => {
          if (postgresqlDriverErrors.isStatementTimeout(error)) cursor.stalled = error;
          throw error;
        }),
      );
      const chunk = fetched.rows;
      if (chunk.length > 0) yield chunk;
      if (chunk.length < size) break;
      await nextTurn();
    }
  } finally {
    await closeCursor(cursor);
  }
}

/** Ends the cursor's transaction and releases its connection, once. */
async function closeCursor(cursor: DeclaredCursor): Promise<void> {
  if (cursor.done) return;
  cursor.done = true;
  let broken: unknown = cursor.stalled;
  try {
    if (broken === undefined)
      await cursor.client.query({ text: 'COMMIT', query_timeout: cursor.query_timeout });
  } catch (error) {
    broken = error;
  } finally {
    cursor.client.release(broken instanceof Error ? broken : undefined);
  }
}

/** node-postgres pool figures as `poolStats` reports them. */
function pgPoolStats(pool: PgPool): PoolStats {
  return {
    used: (pool.totalCount ?? 0) - (pool.idleCount ?? 0),
    idle: pool.idleCount ?? 0,
    pending: pool.waitingCount ?? 0,
    max: pool.options?.max ?? 10,
  };
}
