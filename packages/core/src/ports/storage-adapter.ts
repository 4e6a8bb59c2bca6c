import type { Filter } from '../model/filter.js';
import type { FieldValue, StoredRecord } from '../model/types.js';
import type { ChangeListener, StopListening } from './change-listener.js';
import type { HoldCursorArgs, OutboxHorizon, ReadEventsArgs, StoredEvent } from './outbox-args.js';
import type { PoolStats } from './pool-stats.js';
import type { PruneSearchTextArgs, WriteSearchTextArgs } from './search-text-args.js';
import type { UpdateArgs } from './update-args.js';

export type { PruneSearchTextArgs, WriteSearchTextArgs };
export type { HoldCursorArgs, OutboxHorizon, ReadEventsArgs, StoredEvent };
export type { ChangeListener, StopListening };

/** One sort key: a field and a direction. */
export interface SortKey {
  readonly field: string;
  readonly direction: 'asc' | 'desc';
}

/**
 * One condition of a {@link SearchQuery}: a record matches when its search text holds a token equal
 * to one of `words`, or starting with `prefix`. Tokens and words are lower case, without accents, and
 * consist of letters and digits only (core's `indexText` and `parseSearchText` make them).
 */
export interface SearchTerm {
  readonly words: readonly string[];
  /** A token starting with this matches too (the word a user is still typing). */
  readonly prefix?: string;
}

/**
 * A content search over the search text of a type that declares `search` (docs/lists.md, "Search"):
 * a record matches when every term matches. Adapters match it in their index, inside the same query
 * as the filter.
 */
export interface SearchQuery {
  /** Every one must match. Never empty. */
  readonly terms: readonly SearchTerm[];
}

/** Arguments of {@link StorageAdapter.findMany}. */
export interface FindManyArgs {
  /** Controller name of the record type. */
  readonly type: string;
  /** Only records matching this filter are returned. The adapter applies it inside its query. */
  readonly filter: Filter;
  /** Sort keys; the adapter appends `id asc` as a final tiebreak so pages are stable. @default [] */
  readonly sort?: readonly SortKey[];
  /** At most this many records. @default no limit */
  readonly limit?: number;
  /** Skip this many records first. @default 0 */
  readonly offset?: number;
  /**
   * Only records whose search text matches, applied inside the same query as `filter`. Without
   * `sort`, the records whose fields' text holds every word first, then the others, the best matches
   * first within each (then `id asc`; `searchRelevance` is the reference); with it, `sort` orders.
   * Only for types that declare `search`. @default no search
   */
  readonly search?: SearchQuery;
  /**
   * Inside a transaction: lock the returned records until the transaction ends, so a concurrent
   * transaction that reads them with `forUpdate` waits and then sees this one's changes (SQL
   * `SELECT … FOR UPDATE`). The engine reads a record this way before it checks `If-Match` and writes,
   * which makes check and write one atomic step. Adapters whose transactions already run one at a time
   * (SQLite, in-memory) may ignore it. @default false
   */
  readonly forUpdate?: boolean;
  /**
   * With `forUpdate`: leave out the records another transaction holds locked instead of waiting for
   * them (SQL `FOR UPDATE SKIP LOCKED`), so several nodes can each take different records from one
   * queue. Adapters whose transactions run one at a time ignore it, as they ignore `forUpdate`.
   * @default false
   */
  readonly skipLocked?: boolean;
  /**
   * The same lookup is likely to come again soon, unchanged (the records references name: the same
   * company and the same few users, record after record). An adapter with a {@link
   * StorageAdapter.changeVersion} may answer it from the result it read since the last commit (never
   * inside a transaction); the records returned are then shared between callers, as `StoredRecord` is
   * read-only anyway. Adapters may ignore it. @default false
   */
  readonly cacheable?: boolean;
}

/** Arguments of {@link StorageAdapter.openCursor}. */
export interface OpenCursorArgs {
  /** Controller name of the record type. */
  readonly type: string;
  /** Only records matching this filter are read. The adapter applies it inside its query. */
  readonly filter: Filter;
  /** Sort keys; `id asc` is appended as the final tiebreak, as in `findMany`. @default [] */
  readonly sort?: readonly SortKey[];
  /** As in `findMany`: only matching records, the best first when there is no `sort`. */
  readonly search?: SearchQuery;
  /** Most records per chunk. @default 500 */
  readonly chunkSize?: number;
  /**
   * Also count the matching records, from the same snapshot the cursor reads, into
   * {@link RecordCursor.total}. @default false
   */
  readonly count?: boolean;
}

/**
 * An open read of every record matching a filter, in chunks: `for await (const chunk of cursor)`.
 * Leaving the loop early (break, throw) closes it; so does {@link RecordCursor.close}.
 */
export interface RecordCursor extends AsyncIterable<StoredRecord[]> {
  /** The number of records the cursor yields in all, when opened with `count: true`; else undefined. */
  readonly total: number | undefined;
  /** Releases the cursor's connection and statement. Idempotent; safe after the last chunk. */
  close(): Promise<void>;
}

/** Arguments of {@link StorageAdapter.count}. */
export interface CountArgs {
  readonly type: string;
  readonly filter: Filter;
  /** As in `findMany`: only records whose search text matches. */
  readonly search?: SearchQuery;
}

/** Arguments of {@link StorageAdapter.insert}. */
export interface InsertArgs {
  readonly type: string;
  /** Values for every column but `id`; absent columns are stored as null. */
  readonly values: Readonly<Record<string, FieldValue>>;
}

/** Arguments of {@link StorageAdapter.appendMany}. */
export interface AppendManyArgs {
  readonly type: string;
  /** Each record's values for every column but `id`: the same fields in each. */
  readonly rows: readonly Readonly<Record<string, FieldValue>>[];
}

/** Arguments of {@link StorageAdapter.delete}. */
export interface DeleteArgs {
  readonly type: string;
  readonly id: number;
}

/** Arguments of {@link StorageAdapter.deleteMany}. */
export interface DeleteManyArgs {
  readonly type: string;
  /** Every record matching it is deleted. The adapter applies it inside its statement. */
  readonly filter: Filter;
}

/** Arguments of {@link StorageAdapter.updateMany}: `values` go into every record matching. */
export interface UpdateManyArgs extends DeleteManyArgs {
  readonly values: Readonly<Record<string, FieldValue>>;
}

/** Arguments of {@link StorageAdapter.transaction}. */
export interface TransactionArgs<T> {
  /**
   * Runs with an adapter bound to the transaction; its result is returned after commit. It may run more
   * than once: an adapter whose database aborts a transaction for a conflict with a concurrent one
   * (a serialization failure, a deadlock) rolls it back and runs `run` again from the start. So `run`
   * acts only through the adapter it is handed, and has no effect outside the transaction that a
   * second run would repeat or that a rollback would not undo (a file written, a counter or a hold
   * taken, a message sent); such effects belong before the transaction or after it returns.
   */
  readonly run: (storage: StorageAdapter) => Promise<T>;
}

/** What {@link StorageAdapter.migrate} did. */
export interface MigrateResult {
  /** The statements applied, empty when the schema was up to date. */
  readonly applied: readonly string[];
}

export type { PoolStats };

/**
 * The storage port: everything the engine needs from a database. An adapter stores the record types it
 * was created with; `type` arguments are controller names of those types.
 *
 * Contract (checked by `describeStorageContract` in `@recordgate/testing`):
 * - Records are returned as plain objects with every field of the type: integers and references as
 *   numbers, datetimes as `Date`, booleans as booleans, missing values as `null`.
 * - `filter` is applied inside the query (SQL `WHERE`), never by loading records and filtering in memory,
 *   and before `sort`, `offset` and `limit`; so is `search`, in an index of the search texts (a token
 *   index, never a scan of every text).
 * - `findMany` with an unknown record returns no record, never throws `not_found`.
 * - Sorting: `null` sorts before every value in ascending order (after every value in descending
 *   order); strings compare by the database's default collation; `id asc` is always the last key.
 * - {@link StorageAdapter.openCursor} reads from a database cursor, never by loading every match: an
 *   adapter holds at most about one chunk of records in memory per open cursor, and returns control to
 *   the event loop between chunks (no chunk may block it for long). The records and `total` come from
 *   one consistent snapshot where the database offers one (a read transaction): writes committed while
 *   the cursor is open are not seen, and they are not blocked by it.
 * - Failures are thrown as `RecordError`: `unavailable` when the database cannot be reached, `conflict` for
 *   unique-constraint violations (a field's `unique`, and each column set of the type's `uniques`, where a
 *   null never conflicts; the error's field is the last column), `invalid` for values the database
 *   refuses. Driver errors never leak.
 * - Writes inside {@link StorageAdapter.transaction} commit together or not at all, and nothing outside
 *   the transaction sees them before the commit. Inside `run`, use the adapter handed to it: the outer
 *   adapter may wait for the transaction to end (SQLite has one connection), so calling it from inside
 *   `run` can wait forever.
 * - An adapter may run a transaction's `run` more than once (the server databases do when they abort
 *   it for a serialization failure or a deadlock): each attempt starts from the state before the
 *   transaction, and only the last attempt's writes and result remain. Callers keep `run` free of
 *   effects outside the transaction (see {@link TransactionArgs.run}).
 * - `findMany({ forUpdate: true })` inside a transaction makes a second transaction doing the same on
 *   the same record wait until the first ends, and then return the record as the first left it.
 *
 * Every method takes one argument object, so adding an option never breaks an adapter.
 *
 * @example
 * ```ts
 * const docs = await storage.findMany({ type: 'document', filter: where.eq('company_id', 1), limit: 20 });
 * ```
 */
export interface StorageAdapter {
  /** Records of `type` matching `filter`, sorted, then paged. */
  findMany(args: FindManyArgs): Promise<StoredRecord[]>;
  /** The number of records of `type` matching `filter`. */
  count(args: CountArgs): Promise<number>;
  /**
   * Opens a cursor over every record of `type` matching `filter`, sorted, yielding chunks of at most
   * `chunkSize` records, for lists too large to hold in memory. The caller must close it (or iterate it
   * to the end, or leave the loop, which closes it). Throws like `findMany` when it cannot be opened.
   *
   * @example
   * ```ts
   * const cursor = await storage.openCursor({ type: 'document', filter, count: true });
   * try {
   *   for await (const chunk of cursor) send(chunk);
   * } finally {
   *   await cursor.close();
   * }
   * ```
   */
  openCursor(args: OpenCursorArgs): Promise<RecordCursor>;
  /** Stores a new record and returns it as stored, with its new `id`. */
  insert(args: InsertArgs): Promise<StoredRecord>;
  /**
   * Stores a new record the caller never reads back (the audit row every change writes): like
   * `insert`, but nothing is returned, so a SQL adapter sends a plain `INSERT` without reading the row
   * again. Optional: where an adapter lacks it, core calls `insert` and drops the result.
   */
  append?(args: InsertArgs): Promise<void>;
  /**
   * Optional: `append` of several records of one type (the webhook queue's rows) in as few
   * statements as the database allows (a multi-row `INSERT`). Every row names the same fields.
   */
  appendMany?(args: AppendManyArgs): Promise<void>;
  /** Changes some columns of one record; returns the record as stored, or null when it does not exist. */
  update(args: UpdateArgs): Promise<StoredRecord | null>;
  /** Deletes one record, and its search text; false when it did not exist. */
  delete(args: DeleteArgs): Promise<boolean>;
  /**
   * Stores the search text of one record of a type that declares `search`, replacing what was stored
   * for it; inside a transaction, it commits or rolls back with it. Later reads with `search` see it
   * (a database may make it visible to searches only once committed). The record must exist.
   */
  writeSearchText(args: WriteSearchTextArgs): Promise<void>;
  /**
   * Optional: deletes the search text of every record of `type` that no longer exists (or is no
   * longer of the type), in one statement; returns how many went. `recordgate search reindex` calls
   * it after writing every record's text again, for tables another application writes (records it
   * deleted). An adapter whose search texts go with their records (`delete`) may leave it out.
   */
  pruneSearchText?(args: PruneSearchTextArgs): Promise<number>;
  /**
   * Deletes every record of `type` matching `filter` in one statement (SQL `DELETE … WHERE`), never
   * one by one; returns how many were deleted. For maintenance that removes old rows (the audit
   * trail's retention) and for internal rows that belong to a record being deleted (its file
   * versions, in the delete's transaction); a record of the interface is deleted through
   * `commitWrite`, one at a time.
   */
  deleteMany(args: DeleteManyArgs): Promise<number>;
  /** Optional: one `UPDATE … WHERE` for internal rows (the webhook queue); the rows it wrote. */
  updateMany?(args: UpdateManyArgs): Promise<number>;
  /**
   * Runs `run` in one transaction and returns its result after the commit; a throw rolls everything
   * back and is rethrown. Nested calls join the outer transaction. `run` may be run again from the
   * start when the database aborts the transaction for a conflict with a concurrent one, so it must
   * not have effects outside the transaction (see {@link TransactionArgs.run}).
   */
  transaction<T>(args: TransactionArgs<T>): Promise<T>;
  /**
   * The change events written with the records' changes (the audit trail's rows, which are the
   * outbox: `commitWrite` writes one per change, in the change's transaction), in `seq` order, those
   * after `afterSeq`, at most `limit`. An installation without the `audit-event` type has none.
   *
   * Where concurrent transactions may commit in another order than they took their `seq` (an
   * adapter with {@link outboxHorizon}), an event may appear after a greater `seq` was read: a reader
   * that keeps a cursor reads through the horizon's `settled` (`throughSeq`) and nothing else, and
   * never waits at a missing `seq` (`readSettledEvents` from `@recordgate/core` does both).
   *
   * Implementations read the `audit-event` records: `readEventsFrom(adapter, types, args)` from
   * `@recordgate/core` does it with `findMany`.
   */
  readEvents(args: ReadEventsArgs): Promise<StoredEvent[]>;
  /**
   * Optional, where concurrent writes may commit in another order than they took their `seq`
   * (PostgreSQL): how far the outbox is settled, judged by which transactions have ended, never by
   * time. Runs outside any transaction; a reader calls it before the transaction it reads in, so that
   * its reads see everything the horizon counts as settled. Absent: every event readable is settled
   * and a missing `seq` never fills (SQLite has one writer at a time; MariaDB/MySQL take the `seq` in
   * commit order, docs/events.md).
   */
  outboxHorizon?(): Promise<OutboxHorizon>;
  /** Brings the database schema up to date with the record types (additive changes only). */
  migrate(): Promise<MigrateResult>;
  /** Releases connections. */
  close(): Promise<void>;
  /**
   * Optional: takes, renews or moves a named cursor over the event outbox that one process at a time
   * may hold, so that with several nodes one of them hands the events on (to NATS) in order. A cursor
   * starts at `0` (before every event) the first time it is named.
   *
   * Returns the cursor's position (the last `seq` handed on; `advanceTo` when given) when `holder`
   * holds it after the call: it held it already, or nobody did, or the other holder's lease ran out.
   * Returns `undefined`, changing nothing, while another holder's lease runs. Runs outside any
   * transaction, in at most three statements; throws `unavailable` like every call when the database
   * cannot be reached. Lease times come from the callers' clocks, so nodes keep their clocks in step
   * (NTP); a skew only lets two holders overlap, which the consumers tolerate (they deduplicate).
   *
   * @example
   * ```ts
   * const afterSeq = await storage.holdCursor({ name: 'nats', holder, leaseMs: 15_000 });
   * if (afterSeq !== undefined) {
   *   // publish the events after afterSeq, then:
   *   await storage.holdCursor({ name: 'nats', holder, leaseMs: 15_000, advanceTo: lastSeq });
   * }
   * ```
   */
  holdCursor?(args: HoldCursorArgs): Promise<number | undefined>;
  /**
   * Optional: the connection pool's state right now, for the `recordgate_db_pool_connections` metric.
   * Must be cheap and synchronous (it runs at every metrics scrape).
   */
  poolStats?(): PoolStats | undefined;
  /**
   * Optional: a number that differs after any change to the stored data was committed, by this
   * process or any other one (another worker, the CLI, another node), so that a caller may keep what it
   * read (the key service keeps authenticated keys) as long as the number stays the same. It may change
   * more often than the data does (any committed write moves it), never less. Must be cheap and
   * synchronous: it is read on every request. Absent, or `undefined` when the adapter cannot tell right
   * now: callers read again every time.
   * @example
   * ```ts
   * const version = storage.changeVersion?.();
   * if (version !== undefined && version === cached.version) return cached.value;
   * ```
   */
  changeVersion?(): number | undefined;
  /**
   * Optional: whether every commit to these types' tables moves `changeVersion`. False where one of
   * them is a table another application owns on a database whose signal only RecordGate's own commits
   * send (ADR 0053): what was read from it must then be read again every time. Absent: true.
   * @example
   * ```ts
   * const keeps = storage.signalsChangesOf?.(['api-key', 'user']) ?? true;
   * ```
   */
  signalsChangesOf?(types: readonly string[]): boolean;
  /** Optional: resolves once `changeVersion` knows of every earlier commit (ADR 0038); no throw. */
  syncChangeVersion?(): Promise<void>;
  /**
   * Optional: tells `listener` of commits not made through this adapter (another node's, another
   * worker's, the CLI's, another adapter's in this process) and when a change signal started afresh
   * after a loss, so that event work wakes on them without looking at the version on a timer (ADR
   * 0058). The commits made through this adapter are not told: its callers know of them (the record
   * service's `onCommitted`), and event work would otherwise answer its own writes (ADR 0065). It may
   * tell more often than that (a commit it cannot tell from another's), never less: a told change is a
   * reason to look, not a promise that something changed. Returns the function that stops it.
   * @example
   * ```ts
   * const stop = storage.onChange?.(() => dispatcher.wake());
   * ```
   */
  onChange?(listener: ChangeListener): StopListening;
}
