import type { FieldValue, RecordType, StoredRecord } from '@recordgate/core';
import type { SqlDialect } from '../dialects/sql-dialect.js';
import { decodeStored, isMappedValue, type UnreadableValue } from './stored-values.js';

/** Turns a row as the driver returned it into a record. */
export type RowDecoder = (row: Record<string, unknown>) => StoredRecord;

/**
 * The decoder of one type's rows: each field of the type, read from its column and turned into the
 * engine's representation by the dialect, or through the field's mapping where it has one or the
 * table is another application's (`query/stored-values.ts`: what cannot be read reads `null`). Rows become records directly, with no entity in between
 * (docs/adr/0002-queries-without-hydration.md).
 *
 * A row of another application's table without a mapped column (renamed or dropped while serving:
 * the statements read `*`) fails as a statement naming a missing column does, so that the call
 * answers 503 naming the table (`operations/guard-external.ts`) instead of a field read as null.
 */
export function createRowDecoder(
  type: RecordType,
  dialect: SqlDialect,
  unreadable: UnreadableValue = () => undefined,
): RowDecoder {
  const fields = type.fields.map(
    (f) => [f.name, f.column, f.type, isMappedValue(f) || type.external ? f : undefined] as const,
  );
  return (row) => {
    const record: Record<string, FieldValue> = {};
    for (const [name, column, fieldType, mapped] of fields) {
      const stored = row[column];
      // Drivers give NULL as null: undefined is a column the row lacks.
      if (stored === undefined && type.external && !(column in row)) {
        throw new Error(`no such column: "${column}" of table "${type.table}"`);
      }
      record[name] = mapped
        ? decodeStored(dialect, mapped, stored, unreadable)
        : dialect.decode(fieldType, stored);
    }
    return record;
  };
}
