import { isRecordError, RecordError, type TypeRegistry } from '@recordgate/core';
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
  const type = types.find(name);
  if (!type) return work();
  try {
    return await work();
  } catch (error) {
    if (isRecordError(error)) throw error;
    const message = error instanceof Error ? error.message : String(error);
    if (!MISSING.has(codeOf(error)) && !/no such (table|column)/i.test(message)) throw error;
    const external = types.all.filter((t) => t.external);
    const table =
      external.find((t) => message.includes(t.table))?.table ??
      (type.external ? type.table : external[0]?.table);
    if (table === undefined) throw error;
    throw new RecordError(
      'unavailable',
      `The table "${table}", which another application owns, is missing or lacks a column the record types map; "recordgate doctor" names what to fix.`,
      // The client hears which table; the operator's log also has the database's own words.
      { operatorMessage: `Table "${table}" of another application: ${message}` },
    );
  }
}
