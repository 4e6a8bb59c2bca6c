import type { FieldType, FieldValue } from '@recordgate/core';

/**
 * The differences between the SQL dialects that the query compiler and the adapter must know. Every
 * dialect gives the engine the same behaviour (docs/storage-adapters.md, "Same behaviour on every
 * database"): datetimes in UTC with millisecond precision, booleans as booleans, exact string equality,
 * and `like` as a case-insensitive substring match (Unicode lower-casing) with `%` and `_` literal.
 */
export interface SqlDialect {
  /** The dialect's name, for messages and logs. */
  readonly name: string;
  /** Quotes an identifier (table or column name). */
  quote(identifier: string): string;
  /** The placeholder of the n-th (1-based) parameter. */
  placeholder(n: number): string;
  /** A value as the driver takes it for a column of this type. */
  encode(type: FieldType, value: FieldValue): unknown;
  /** A value as the driver returns it, turned into the engine's representation. */
  decode(type: FieldType, value: unknown): FieldValue;
  /**
   * Whether the driver hands text that is not valid UTF-8 over as a string, each bad sequence
   * replaced by U+FFFD (better-sqlite3: SQLite stores a TEXT value's bytes unchecked), so that a
   * U+FFFD read from another application's table may stand for bytes it could not read.
   */
  readonly replacesInvalidText?: boolean;
  /**
   * A case-insensitive substring match of a quoted column against `text`; `bind` adds a parameter
   * and returns its placeholder.
   */
  like(column: string, text: string, bind: (value: string) => string): string;
  /**
   * One ORDER BY key. Nulls sort first ascending and last descending on every database (SQLite's and
   * MariaDB's own order; PostgreSQL is told so).
   */
  orderKey(column: string, direction: 'asc' | 'desc', nullable: boolean): string;
  /** The LIMIT/OFFSET clause (with a leading space), either part optional. */
  paging(limit: string | undefined, offset: string | undefined): string;
  /** Whether `INSERT … RETURNING *` and `UPDATE … RETURNING *` work. */
  readonly returning: boolean;
  /**
   * `expression` (digits in a character column: `storedAs: 'text'`) as an integer, to compare with
   * keys; text that is no integer reads as no key (NULL or 0), never an error.
   */
  integerOf(expression: string): string;
  /** An INSERT of a row with only default values. */
  insertDefaults(table: string): string;
  /**
   * Row locks for `findMany({ forUpdate: true })`: appended to the SELECT inside a transaction
   * (` FOR UPDATE`), or `''` where transactions already run one at a time (SQLite).
   */
  readonly forUpdate: string;
  /** Appended after `forUpdate` for `findMany({ skipLocked: true })` (` SKIP LOCKED`), or `''`. */
  readonly skipLocked: string;
  /** Whether every SELECT of records inside a transaction locks (else only `forUpdate` ones). */
  readonly lockEveryRead: boolean;
}
