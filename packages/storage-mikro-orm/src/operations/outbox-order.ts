import { auditEventRecordType, type OutboxHorizon } from '@recordgate/core';
import type { SqlExecutor } from '../connection/sql-executor.js';
import type { OutboxMarks, StorageScope, StorageState } from '../storage-scope.js';

// How the outbox's `seq` becomes readable in order on the server databases (docs/events.md, "Order";
// ADR 0037). PostgreSQL: `seq` is the identity taken at insert; a reader passes it once every
// transaction that could hold a smaller one has ended (outboxHorizon). MariaDB/MySQL: `seq` is taken
// in commit order from a counter row locked until the write commits (appendInCommitOrder), so what a
// reader sees has no hole a running write could still fill.

/** The counter row of the MariaDB/MySQL outbox among the cursors: the last `seq` taken. */
export const OUTBOX_SEQ_ROW = '#outbox-seq';

/** The most marks kept; beyond it the newest replaces the last one (which only delays). */
const MOST_MARKS = 256;

/** A new {@link OutboxMarks}. */
export function createOutboxMarks(): OutboxMarks {
  return { marks: [], settled: 0 };
}

/**
 * `StorageAdapter.outboxHorizon` on PostgreSQL, in two statements outside any transaction. The first
 * reads the greatest `seq` taken and only then takes a transaction id X: every write that took one
 * of those `seq`s had its own id before (its change is written before its event), so it is older
 * than X. The second lists the transactions of this database still running (`pg_stat_activity`):
 * when none is older than X, all those writes have ended, committed or rolled back. Where sessions
 * of other roles hide their transaction ids, the oldest running transaction of the whole server (the
 * snapshot's xmin) stands in, which waits for more. Nothing is timed: a mark is passed at the first
 * look after the transactions it waits for have ended.
 */
export async function outboxHorizon({ state }: StorageScope): Promise<OutboxHorizon> {
  const keep = state.outboxMarks;
  const sequence = (keep.sequence ??= await sequenceOf(state));
  if (!sequence) return { settled: 0, taken: 0 };
  const [taken] = await state.root.all(
    'SELECT pg_sequence_last_value($1::regclass)::text AS seq, pg_current_xact_id()::text AS xid',
    [sequence],
  );
  const [running] = await state.root.all(RUNNING_SQL, []);
  const seq = Number(taken?.seq ?? 0);
  const { marks } = keep;
  if (seq > keep.settled && seq > (marks.at(-1)?.seq ?? 0)) {
    if (marks.length >= MOST_MARKS) marks.pop();
    marks.push({ seq, xid: BigInt(String(taken!.xid)) });
  }
  const stillRuns = olderRunning(running!);
  while (marks.length > 0 && !stillRuns(marks[0]!.xid)) {
    keep.settled = Math.max(keep.settled, marks.shift()!.seq);
  }
  return { settled: keep.settled, taken: Math.max(seq, keep.settled) };
}

// The ids of this database's running transactions, whether some sessions hide theirs (another role
// without pg_read_all_stats), and the oldest running transaction of the server.
const RUNNING_SQL =
  'SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin,' +
  ' array(SELECT backend_xid::text FROM pg_stat_activity' +
  '  WHERE datname = current_database() AND backend_xid IS NOT NULL) AS xids,' +
  " (SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND query = '<insufficient privilege>')::int AS hidden";

/** Whether a transaction older than a given xid8 still runs, by what RUNNING_SQL read. */
function olderRunning(row: Record<string, unknown>): (xid: bigint) => boolean {
  if (Number(row.hidden) > 0) {
    const xmin = BigInt(String(row.xmin));
    return (xid) => xid > xmin;
  }
  const xids = (row.xids as string[]).map(Number);
  // 32-bit transaction ids compare modulo 2^32 (the newer is less than 2^31 ahead).
  return (xid) => {
    const low = Number(xid & 0xffffffffn);
    return xids.some((running) => (running - low) >>> 0 >= 2 ** 31);
  };
}

async function sequenceOf(state: StorageState): Promise<string> {
  const outbox = state.types.find(auditEventRecordType.name);
  if (!outbox) return '';
  const [row] = await state.root.all("SELECT pg_get_serial_sequence($1, 'id') AS name", [
    state.dialect.sql.quote(outbox.table),
  ]);
  return String(row?.name ?? '');
}

/**
 * Inserts an outbox row on MariaDB/MySQL with the next `seq` of the counter row, which stays locked
 * until the write's transaction ends: the next write takes its `seq` only after this one committed
 * or rolled back (then the same number is taken again). `sql` is the INSERT without `id`. Outside a
 * transaction it opens one, so the counter is never released before the row is committed. Returns
 * the row's `id`.
 */
export async function appendInCommitOrder(
  scope: StorageScope,
  sql: string,
  params: readonly unknown[],
): Promise<number> {
  if (!scope.inTransaction) {
    return scope.executor.transaction((executor) =>
      appendInCommitOrder({ ...scope, executor, inTransaction: true }, sql, params),
    );
  }
  const { executor, state } = scope;
  const q = (name: string) => state.dialect.sql.quote(name);
  const next = `UPDATE ${q(state.cursorTable)} SET ${q('last_seq')} = LAST_INSERT_ID(${q('last_seq')} + 1) WHERE ${q('name')} = ?`;
  let taken = await executor.run(next, [OUTBOX_SEQ_ROW]);
  if (taken.changes === 0) {
    await startOutboxCounter(state, executor);
    taken = await executor.run(next, [OUTBOX_SEQ_ROW]);
  }
  const withId = sql
    .replace(/^INSERT INTO (\S+) \(/, `INSERT INTO $1 (${q('id')}, `)
    .replace(' VALUES (', ' VALUES (LAST_INSERT_ID(), ');
  await executor.run(withId, params);
  // The driver reports LAST_INSERT_ID(expr) of the UPDATE as its insert id: the row's `seq`.
  return taken.insertId!;
}

/**
 * Makes sure the MariaDB/MySQL counter row exists and is not behind the outbox's greatest `id` (an
 * installation whose outbox was written before the counter existed starts after its last row).
 */
export async function startOutboxCounter(
  state: StorageState,
  executor: SqlExecutor = state.root,
): Promise<void> {
  const outbox = state.types.find(auditEventRecordType.name);
  if (!outbox) return;
  const q = (name: string) => state.dialect.sql.quote(name);
  // The greatest id read first, on its own (outside a transaction, without locks): read in the
  // INSERT it would lock the outbox's end while the counter row is wanted, which running writes hold
  // in the other order.
  const [row] = await executor.all(
    `SELECT MAX(${q('id')}) AS ${q('id')} FROM ${q(outbox.table)}`,
    [],
  );
  await executor.run(
    `INSERT INTO ${q(state.cursorTable)} (${q('name')}, ${q('last_seq')}, ${q('holder')}, ${q('lease_until')})` +
      ` VALUES (?, ?, '', 0)` +
      ` ON DUPLICATE KEY UPDATE ${q('last_seq')} = GREATEST(${q('last_seq')}, VALUES(${q('last_seq')}))`,
    [OUTBOX_SEQ_ROW, Number(row?.id ?? 0)],
  );
}

/** Whether the outbox takes its `seq` from the counter row (MariaDB, MySQL). */
export function takesSeqInCommitOrder(state: StorageState): boolean {
  return state.driver === 'mysql' || state.driver === 'mariadb';
}
