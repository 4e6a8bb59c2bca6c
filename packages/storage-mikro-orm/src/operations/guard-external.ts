import { isRecordError, RecordError, type RecordCursor, type TypeRegistry } from '@recordgate/core';
import { codeOf } from '../dialects/translate-driver-error.js';

// A table or column the statement names does not exist: SQLSTATE undefined_table and
// undefined_column, MariaDB/MySQL's symbolic codes, SQLite's message.
const MISSING = new Set(['42P01', '42703', 'ER_NO_SUCH_TABLE', 'ER_BAD_FIELD_ERROR']);

/**
 * Runs an operation on `type`; when it fails because a table another application owns (or one of
 * its mapped columns) is gone, throws `unavailable` (503) naming that table, so that only the calls
 * that read it fail, and say why. Used only where the installation has external types.
 */
export async function guardExternal<T>(
  types: TypeRegistry,
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw missingTable(types, name, error);
  }
}

/**
 * A cursor whose chunks fail as {@link guardExternal} says: a table taken away while a streamed list
 * reads it is the same 503 naming the table as at the start of a call (the first chunk is read before
 * the response begins).
 */
export function guardExternalCursor(
  types: TypeRegistry,
  name: string,
  cursor: RecordCursor,
): RecordCursor {
  return {
    total: cursor.total,
    close: () => cursor.close(),
    async *[Symbol.asyncIterator]() {
      const chunks = cursor[Symbol.asyncIterator]();
      try {
        for (;;) {
          let next: IteratorResult<unknown>;
          try {
            next = await chunks.next();
          } catch (error) {
            throw missingTable(types, name, error);
          }
          if (next.done) return;
          yield next.value as never;
        }
      } finally {
        await chunks.return?.();
      }
    },
  };
}

// `unavailable` naming the table another application owns that `error` finds missing; any other
// error as it was.
function missingTable(types: TypeRegistry, name: string, error: unknown): unknown {
  const type = types.find(name);
  if (!type || isRecordError(error)) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (!MISSING.has(codeOf(error)) && !/no such (table|column)/i.test(message)) return error;
  const external = types.all.filter((t) => t.external);
  const table =
    external.find((t) => message.includes(t.table))?.table ??
    (type.external ? type.table : external[0]?.table);
  if (table === undefined) return error;
  return new RecordError(
    'unavailable',
    `The table "${table}", which another application owns, is missing or lacks a column the record types map; "recordgate doctor" names what to fix.`,
    // The client hears which table; the operator's log also has the database's own words.
    { operatorMessage: `Table "${table}" of another application: ${message}` },
  );
}
