import { setImmediate as nextTurn } from 'node:timers/promises';
import { pagedCursor } from '../../connection/paged-cursor.js';
import type {
  SqlCursorArgs,
  SqlExecutor,
  SqlRowCursor,
  SqlStatement,
} from '../../connection/sql-executor.js';
import { withTranslatedErrors, type DriverErrorTranslator } from '../translate-driver-error.js';
import type { NativeSqlite, NativeStatement } from './native-sqlite.js';
import type { SqliteWriteWorker } from './create-sqlite-write-worker.js';
import { noteLocalCommit } from './watch-sqlite-changes.js';

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
  /**
   * A worker thread writing to the same file: with it, a transaction's executor has `afterCommit`
   * (ADR 0046). Absent (an in-memory database), writes stay in their transaction.
   */
  readonly writeWorker?: SqliteWriteWorker;
  /** Where a failure of statements after a commit is reported. @default process.emitWarning */
  readonly warn?: (message: string) => void;
}

/** A SQLite executor, with the reader connections it opened itself to release. */
export interface SqliteExecutor extends SqlExecutor {
  /** Closes the idle reader connections; readers of open cursors close when their cursor ends. */
  close(): void;
}

const MAX_CACHED_STATEMENTS = 500;

/** What the executor and the executor bound to its open transaction share. */
interface SqliteExecutorState {
  readonly db: NativeSqlite;
  readonly translate: DriverErrorTranslator;
  readonly options: SqliteExecutorOptions;
  /** Prepared statements by SQL text, oldest first. */
  readonly statements: Map<string, NativeStatement>;
  /** Settles when the open transaction ends; undefined while none is open. */
  open: Promise<void> | undefined;
  /** The open transaction's statements for after its commit (`afterCommit`). */
  deferred: SqlStatement[] | undefined;
  /**
   * Settles when the statements of the last commit's `afterCommit` are written; undefined while none
   * are being written. Writes wait for it, reads do not.
   */
  writing: Promise<void> | undefined;
  /** Statements waiting for an open transaction to end (the pool's "pending" figure). */
  waiting: number;
  /** Reader connections kept for the next cursors. */
  readonly idle: NativeSqlite[];
  closed: boolean;
}

/**
 * An executor over a better-sqlite3 connection. Statements are prepared once and cached by their SQL
 * (the compiler produces the same text for the same query shape), which makes a small read much
 * cheaper (docs/benchmarks.md, "Earlier read-path figures (before the harness)").
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
  const state: SqliteExecutorState = {
    db,
    translate: translateDriverError,
    options,
    statements: new Map(),
    open: undefined,
    deferred: undefined,
    writing: undefined,
    waiting: 0,
    idle: [],
    closed: false,
  };
  return Object.assign(boundExecutor(state, false), {
    close() {
      state.closed = true;
      for (const reader of state.idle.splice(0)) reader.close();
    },
  });
}

/** The executor outside transactions, or the one bound to the open transaction. */
function boundExecutor(state: SqliteExecutorState, inTransaction: boolean): SqlExecutor {
  const executor: SqlExecutor = {
    // Each statement re-checks `open` after its wait, in the same tick as it runs.
    async all(sql, params) {
      if (!inTransaction) {
        while (state.open ?? (state.writing && writes(state, sql))) await waitForWrites(state);
      }
      return withTranslatedErrors(state.translate, () => {
        const prepared = statement(state, sql);
        // A statement that returns rows may write them too (`INSERT … RETURNING`).
        const rows = prepared.reader ? (prepared.all(...params) as Record<string, unknown>[]) : [];
        if (!prepared.reader) prepared.run(...params);
        if (!inTransaction && !prepared.readonly) noteLocalCommit(state.db);
        return rows;
      });
    },
    async run(sql, params) {
      if (!inTransaction) while (state.open ?? state.writing) await waitForWrites(state);
      return withTranslatedErrors(state.translate, () => {
        const { changes } = statement(state, sql).run(...params);
        if (!inTransaction) noteLocalCommit(state.db);
        return { changes: Number(changes) };
      });
    },
    async transaction(work) {
      if (inTransaction) return work(executor);
      while (state.open ?? state.writing) await waitForWrites(state);
      return runTransaction(state, () => work(boundExecutor(state, true)));
    },
    ...(inTransaction && state.options.writeWorker
      ? { afterCommit: (statements) => state.deferred?.push(...statements) }
      : {}),
    poolStats: () => {
      const used = state.open ? 1 : 0;
      return { used, idle: 1 - used, pending: state.waiting, max: 1 };
    },
    async cursor(args) {
      if (inTransaction || !state.options.openReader)
        return pagedCursor((sql, params) => executor.all(sql, params), args);
      // No wait for an open transaction: the reader's snapshot never includes uncommitted rows.
      return readerCursor(state, args);
    },
  };
  return executor;
}

/** Whether `sql` may write (one that cannot be prepared is taken as a write; it fails when run). */
function writes(state: SqliteExecutorState, sql: string): boolean {
  try {
    return !statement(state, sql).readonly;
  } catch {
    return true;
  }
}

/** Waits for the open transaction, or the writes after the last commit, to end. */
function waitForWrites(state: SqliteExecutorState): Promise<void> {
  return waitFor(state, (state.open ?? state.writing)!);
}

/** Waits for an open transaction to end, counted as waiting meanwhile. */
async function waitFor(state: SqliteExecutorState, transaction: Promise<void>): Promise<void> {
  state.waiting++;
  try {
    await transaction;
  } finally {
    state.waiting--;
  }
}

/** The statement of `sql`, prepared once and cached (the oldest of 500 makes room for a new one). */
function statement(state: SqliteExecutorState, sql: string): NativeStatement {
  let prepared = state.statements.get(sql);
  if (!prepared) {
    prepared = state.db.prepare(sql);
    if (state.statements.size >= MAX_CACHED_STATEMENTS)
      state.statements.delete(state.statements.keys().next().value!);
    state.statements.set(sql, prepared);
  }
  return prepared;
}

/**
 * Runs `work` in a transaction that owns the connection: called in the tick that found none open,
 * it marks one open before its first `await`.
 */
async function runTransaction<T>(state: SqliteExecutorState, work: () => Promise<T>): Promise<T> {
  const { db, translate } = state;
  let release!: () => void;
  state.open = new Promise((resolve) => (release = resolve));
  const deferred: SqlStatement[] = [];
  state.deferred = deferred;
  let result: T;
  let writing: Promise<void> | undefined;
  try {
    withTranslatedErrors(translate, () => db.exec('BEGIN IMMEDIATE'));
    try {
      result = await work();
    } catch (error) {
      // SQLite may have rolled back by itself (some errors end the transaction).
      if (db.inTransaction) db.exec('ROLLBACK');
      throw error;
    }
    try {
      withTranslatedErrors(translate, () => db.exec('COMMIT'));
    } catch (error) {
      // A COMMIT a deferred foreign key refuses leaves the transaction open: end it, undone.
      if (db.inTransaction) db.exec('ROLLBACK');
      throw error;
    }
    // Set before `release`: the writes woken by it wait for these statements.
    if (deferred.length > 0) writing = state.writing = writeAfterCommit(state, deferred);
  } finally {
    noteLocalCommit(db);
    state.open = undefined;
    state.deferred = undefined;
    release();
  }
  if (writing) await writing;
  return result;
}

/**
 * A commit's `afterCommit` statements, on the write worker's connection; reads go on meanwhile
 * (ADR 0046). When the worker fails them, they run once more here; failing again, they are reported.
 * Never rejects: the transaction has committed.
 */
async function writeAfterCommit(
  state: SqliteExecutorState,
  statements: readonly SqlStatement[],
): Promise<void> {
  const { db, options } = state;
  try {
    await options.writeWorker!.run(statements);
  } catch (error) {
    try {
      db.exec('BEGIN IMMEDIATE');
      for (const { sql, params } of statements) statement(state, sql).run(...params);
      db.exec('COMMIT');
    } catch (again) {
      if (db.inTransaction) db.exec('ROLLBACK');
      (options.warn ?? ((message: string) => process.emitWarning(message)))(
        `Statements after a commit failed on the write worker (${(error as Error).message}) and on the adapter's connection (${(again as Error).message}); \`migrate\` runs them again.`,
      );
    }
  } finally {
    noteLocalCommit();
    state.writing = undefined;
  }
}

/**
 * A cursor on a reader connection of its own, in one read transaction: the count and every chunk see
 * the same snapshot (WAL keeps it while the main connection commits).
 */
function readerCursor(
  state: SqliteExecutorState,
  { sql, params, count, chunkSize }: SqlCursorArgs,
): SqlRowCursor {
  const reader = withTranslatedErrors(
    state.translate,
    () => state.idle.pop() ?? state.options.openReader!(),
  );
  const cursor: ReaderCursor = { state, reader, rows: undefined, done: false };
  let total: number | undefined;
  try {
    withTranslatedErrors(state.translate, () => {
      reader.exec('BEGIN');
      if (count) {
        const row = reader.prepare(count.sql).get(...count.params) as Record<string, unknown>;
        total = Number(Object.values(row)[0]);
      }
      // A statement of its own: a prepared statement runs one iteration at a time.
      cursor.rows = reader.prepare(sql).iterate(...params);
    });
  } catch (error) {
    void closeCursor(cursor);
    throw error;
  }
  const size = Math.max(1, Math.floor(chunkSize));
  return {
    total,
    close: () => closeCursor(cursor),
    [Symbol.asyncIterator]: () => readChunks(cursor, size),
  };
}

/** A reader cursor's connection, its rows, and whether it has ended. */
interface ReaderCursor {
  readonly state: SqliteExecutorState;
  readonly reader: NativeSqlite;
  rows: IterableIterator<unknown> | undefined;
  done: boolean;
}

/** The cursor's rows, `size` at a time, yielding to the event loop between chunks. */
async function* readChunks(cursor: ReaderCursor, size: number) {
  try {
    while (!cursor.done) {
      const chunk = withTranslatedErrors(cursor.state.translate, () => {
        const taken: Record<string, unknown>[] = [];
        for (let i = 0; i < size; i++) {
          const next = cursor.rows!.next();
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
    await closeCursor(cursor);
  }
}

/** Ends the cursor's read transaction, once, and keeps its reader for the next cursor or closes it. */
async function closeCursor(cursor: ReaderCursor): Promise<void> {
  if (cursor.done) return;
  cursor.done = true;
  const { state, reader } = cursor;
  try {
    cursor.rows?.return?.();
    if (reader.inTransaction) reader.exec('COMMIT');
  } finally {
    if (state.closed || state.idle.length >= (state.options.idleReaders ?? 4)) reader.close();
    else state.idle.push(reader);
  }
}
