import { isRecordError, type HoldCursorArgs } from '@recordgate/core';
import type { SqlExecutor } from '../connection/sql-executor.js';
import type { SqlDialect } from '../dialects/sql-dialect.js';
import type { StorageScope } from '../storage-scope.js';

/**
 * `StorageAdapter.holdCursor` in SQL: one conditional UPDATE takes, renews or moves the cursor only
 * while nobody else's lease runs, so it needs no row lock and works alike on every database (MariaDB
 * reports the rows an UPDATE matched, which is what is counted here). The first call of a process for
 * a name inserts its row unless it exists (`cursorsKnown` remembers the names done). Its statements
 * run outside any transaction, on the root executor.
 */
export async function holdCursor(
  { state }: StorageScope,
  args: HoldCursorArgs,
): Promise<number | undefined> {
  const { cursorsKnown: known } = state;
  const sql: CursorSql = {
    executor: state.root,
    dialect: state.dialect.sql,
    table: state.dialect.sql.quote(state.cursorTable),
  };
  if (!known.has(args.name)) {
    await insertCursor(sql, args.name);
    known.add(args.name);
  }
  if (!(await takeCursor(sql, args, Date.now()))) return undefined;
  return readPosition(sql, args);
}

/** Where the cursor statements run, in which dialect, on which (quoted) table. */
interface CursorSql {
  readonly executor: SqlExecutor;
  readonly dialect: SqlDialect;
  readonly table: string;
}

async function takeCursor(
  { executor, dialect, table }: CursorSql,
  { name, holder, leaseMs, advanceTo }: HoldCursorArgs,
  now: number,
): Promise<boolean> {
  const q = (column: string) => dialect.quote(column);
  const params: unknown[] = [holder, now + Math.max(0, leaseMs)];
  const set = [
    `${q('holder')} = ${dialect.placeholder(1)}`,
    `${q('lease_until')} = ${dialect.placeholder(2)}`,
  ];
  if (advanceTo !== undefined) {
    params.push(advanceTo);
    set.push(`${q('last_seq')} = ${dialect.placeholder(params.length)}`);
  }
  const at = params.length;
  params.push(name, holder, now);
  const sql =
    `UPDATE ${table} SET ${set.join(', ')} WHERE ${q('name')} = ${dialect.placeholder(at + 1)}` +
    ` AND (${q('holder')} = ${dialect.placeholder(at + 2)} OR ${q('lease_until')} <= ${dialect.placeholder(at + 3)})`;
  return (await executor.run(sql, params)).changes > 0;
}

/** Inserts the cursor at 0 unless it exists. */
async function insertCursor({ executor, dialect, table }: CursorSql, name: string) {
  const q = (column: string) => dialect.quote(column);
  try {
    await executor.run(
      `INSERT INTO ${table} (${q('name')}, ${q('last_seq')}, ${q('holder')}, ${q('lease_until')}) VALUES (${dialect.placeholder(1)}, 0, '', 0)`,
      [name],
    );
  } catch (error) {
    // It exists (another node, or an earlier run, inserted it): the UPDATE decides who holds it.
    if (!isRecordError(error, 'conflict')) throw error;
  }
}

async function readPosition(
  { executor, dialect, table }: CursorSql,
  { name, advanceTo }: HoldCursorArgs,
): Promise<number> {
  if (advanceTo !== undefined) return advanceTo;
  const q = (column: string) => dialect.quote(column);
  const [row] = await executor.all(
    `SELECT ${q('last_seq')} FROM ${table} WHERE ${q('name')} = ${dialect.placeholder(1)}`,
    [name],
  );
  return Number(row?.last_seq ?? 0);
}
