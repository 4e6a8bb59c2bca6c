import type { FieldType, FieldValue } from '@recordgate/core';

/** The differences between the SQL dialects that the query compiler must know. */
export interface SqlDialect {
  readonly name: 'sqlite';
  /** Quotes an identifier (table or column name). */
  quote(identifier: string): string;
  /** The placeholder of the n-th (1-based) parameter. */
  placeholder(n: number): string;
  /** A value as the driver takes it for a column of this type. */
  encode(type: FieldType, value: FieldValue): unknown;
  /** A value as the driver returns it, turned into the engine's representation. */
  decode(type: FieldType, value: unknown): FieldValue;
  /** The case-insensitive LIKE operator. */
  readonly like: string;
  /**
   * Row locks for `findMany({ forUpdate: true })`: appended to the SELECT inside a transaction
   * (` FOR UPDATE`), or `''` where transactions already run one at a time (SQLite).
   */
  readonly forUpdate: string;
}

/** SQLite: datetimes stored as ISO 8601 text in UTC (sortable as text), booleans as 0/1. */
export const sqliteDialect: SqlDialect = {
  name: 'sqlite',
  quote: (identifier) => `"${identifier.replaceAll('"', '""')}"`,
  placeholder: () => '?',
  encode(_type, value) {
    if (value === null) return null;
    if (value instanceof Date) return value.toISOString();
    if (typeof value === 'boolean') return value ? 1 : 0;
    return value;
  },
  decode(type, value) {
    if (value === null || value === undefined) return null;
    switch (type) {
      case 'datetime':
        return new Date(
          typeof value === 'string' || typeof value === 'number' ? value : String(value),
        );
      case 'boolean':
        return Boolean(value);
      case 'integer':
      case 'reference':
        return Number(value);
      default:
        return String(value);
    }
  },
  like: 'LIKE',
  // BEGIN IMMEDIATE on the one connection serialises writing transactions; SQLite has no FOR UPDATE.
  forUpdate: '',
};
