import { setImmediate as nextTurn } from 'node:timers/promises';
import type { SqlCursorArgs, SqlRowCursor } from './sql-executor.js';

/** Runs one SELECT and returns its rows. */
export type RowReader = (
  sql: string,
  params: readonly unknown[],
) => Promise<Record<string, unknown>[]>;

/**
 * A cursor read as one `LIMIT`/`OFFSET` query per chunk through `read`, for connections that cannot
 * hold a statement open while others run on them (a transaction's connection, SQLite's shared one) or
 * that read inside a snapshot transaction of their own. The limit and offset are integer literals,
 * valid SQL in every dialect. Consistent across chunks only when `read` runs inside one snapshot (a
 * transaction); `onClose` runs once, when the cursor ends or is closed.
 */
export async function pagedCursor(
  read: RowReader,
  { sql, params, count, chunkSize }: SqlCursorArgs,
  onClose: () => Promise<void> = async () => {},
): Promise<SqlRowCursor> {
  let done = false;
  const close = async () => {
    if (done) return;
    done = true;
    await onClose();
  };
  let total: number | undefined;
  try {
    if (count) {
      const [row] = await read(count.sql, count.params);
      total = Number(Object.values(row ?? {})[0] ?? 0);
    }
  } catch (error) {
    await close();
    throw error;
  }
  const size = Math.max(1, Math.floor(chunkSize));
  return {
    total,
    close,
    async *[Symbol.asyncIterator]() {
      try {
        for (let offset = 0; !done; offset += size) {
          const chunk = await read(`${sql} LIMIT ${size} OFFSET ${offset}`, params);
          if (chunk.length > 0) yield chunk;
          if (chunk.length < size) break;
          await nextTurn();
        }
      } finally {
        await close();
      }
    },
  };
}
