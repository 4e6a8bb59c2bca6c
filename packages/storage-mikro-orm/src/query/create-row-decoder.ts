import type { FieldValue, RecordType, StoredRecord } from '@recordgate/core';
import type { SqlDialect } from '../dialects/sql-dialect.js';

/** Turns a row as the driver returned it into a record. */
export type RowDecoder = (row: Record<string, unknown>) => StoredRecord;

/**
 * The decoder of one type's rows: each field of the type, read from the column of its name and turned
 * into the engine's representation by the dialect. Rows become records directly, with no entity in
 * between (docs/adr/0002-queries-without-hydration.md).
 */
export function createRowDecoder(type: RecordType, dialect: SqlDialect): RowDecoder {
  const fields = type.fields.map((f) => [f.name, f.type] as const);
  return (row) => {
    const record: Record<string, FieldValue> = {};
    for (const [name, fieldType] of fields) record[name] = dialect.decode(fieldType, row[name]);
    return record;
  };
}
