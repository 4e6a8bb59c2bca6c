import type { FieldType, FieldValue } from '@recordgate/core';

/**
 * The differences between the SQL dialects that the query compiler and the adapter must know. Every
 * dialect gives the engine the same behaviour (docs/storage-adapters.md, "Same behaviour on every
 * database"): datetimes in UTC with millisecond precision, booleans as booleans, exact string equality,
 * and `like` as a case-insensitive substring match (Unicode lower-casing) with `%` and `_` literal.
 */
export interface SqlDialect {
  readonly name: 'sqlite' | 'postgresql' | 'mysql';
  /** Quotes an identifier (table or column name). */
  quote(identifier: string): string;
  /** The placeholder of the n-th (1-based) parameter. */
  placeholder(n: number): string;
  /** A value as the driver takes it for a column of this type. */
  encode(type: FieldType, value: FieldValue): unknown;
  /** A value as the driver returns it, turned into the engine's representation. */
  decode(type: FieldType, value: unknown): FieldValue;
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

/** The parameter of a `like` match: lower-cased, `%`, `_` and `\` escaped, wrapped in `%…%`. */
export function likePattern(value: string): string {
  return `%${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The SQL function SQLite's `like` lower-cases with: SQLite's own `lower()` and `LIKE` fold only ASCII
 * letters, so the adapter registers this one (JavaScript's Unicode lower-casing) on its connection.
 */
export const SQLITE_LOWER_FUNCTION = 'recordgate_lower';

/**
 * A pattern for SQLite's own `LIKE` that every text matching `pattern` (a {@link likePattern}) under
 * JavaScript's lower-casing also matches. SQLite's `LIKE` folds ASCII letters only, so every character
 * whose match could come from another character becomes `_` (any one character): all characters
 * outside printable ASCII, and `i` and `k`, which `İ` and the Kelvin sign lower-case to (the only
 * characters outside ASCII that JavaScript lower-cases into ASCII). `undefined` when the pattern holds
 * U+0307, the combining dot `İ` turns into beside its `i`: there one character becomes two.
 */
export function sqliteRoughLikePattern(pattern: string): string | undefined {
  if (pattern.includes('\u0307')) return undefined;
  return pattern.replace(/[ik]|[^ -~]/gu, '_');
}

/**
 * Parses a datetime the driver returned as text: ISO 8601, or `YYYY-MM-DD HH:MM:SS[.fff][±HH[:MM[:SS]]]`.
 * A server session outside UTC answers years before 1900 in local mean time, with offsets in seconds
 * (`0050-01-01 00:53:28+00:53:28` in Europe/Berlin); those read as the same instant too.
 */
export function parseDriverDateTime(value: unknown): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value);
  const text = String(value);
  // SQLite's stored form (`toISOString`): JavaScript parses it exactly, years below 100 too; checked
  // by its separators, a third of the regular expression's cost per datetime.
  if (isIsoUtc(text)) return storedDateTime(text) ?? new Date(text);
  const match =
    /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2}(?:\.\d+)?)(Z|([+-])(\d{2})(?::?(\d{2}))?(?::?(\d{2}))?)?$/i.exec(
      text,
    );
  if (!match) return new Date(text);
  const [, date, time, , sign, hours = '0', minutes = '0', seconds = '0'] = match;
  const offsetMs =
    (sign === '-' ? -1 : 1) *
    (Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds)) *
    1000;
  // JavaScript dates carry milliseconds; drivers may return microseconds.
  const [whole, fraction = ''] = time!.split('.');
  const ms = fraction === '' ? '' : `.${fraction.padEnd(3, '0').slice(0, 3)}`;
  // ISO text with a four-digit year keeps years below 100 (unlike `Date.UTC`).
  return new Date(new Date(`${date}T${whole}${ms}Z`).getTime() - offsetMs);
}

// The stored form read by its digits, where `Date.UTC` and the ISO parser agree: years from 100
// (`Date.UTC` moves 0–99 to 1900–1999), days up to 28 (every month has them; a day 31 of a short
// month is invalid as text, not moved on), hours to 23. Undefined elsewhere, and where a digit is
// not one: the parser decides. Two thirds of the parser's cost (117 against 172–184 ns in a loop),
// for each datetime of each row read.
function storedDateTime(text: string): Date | undefined {
  const year = twoDigits(text, 0) * 100 + twoDigits(text, 2);
  const month = twoDigits(text, 5);
  const day = twoDigits(text, 8);
  const hours = twoDigits(text, 11);
  const minutes = twoDigits(text, 14);
  const seconds = twoDigits(text, 17);
  const ms = twoDigits(text, 20) * 10 + digit(text, 22);
  // NaN (a character that is no digit) fails every comparison.
  const exact = year >= 100 && month >= 1 && month <= 12 && day >= 1 && day <= 28 && hours <= 23;
  if (!(exact && minutes <= 59 && seconds <= 59 && ms >= 0)) return undefined;
  return new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds, ms));
}

// The digit at `at`, NaN where there is none.
function digit(text: string, at: number): number {
  const value = text.charCodeAt(at) - 48;
  return value >= 0 && value <= 9 ? value : NaN;
}

const twoDigits = (text: string, at: number) => digit(text, at) * 10 + digit(text, at + 1);

/** `YYYY-MM-DDTHH:MM:SS.sssZ` by its separators (a digit out of place parses as an invalid date). */
function isIsoUtc(text: string): boolean {
  return (
    text.length === 24 &&
    text.charCodeAt(23) === 90 && // Z
    text.charCodeAt(10) === 84 && // T
    text.charCodeAt(19) === 46 && // .
    text.charCodeAt(4) === 45 &&
    text.charCodeAt(7) === 45 &&
    text.charCodeAt(13) === 58 &&
    text.charCodeAt(16) === 58
  );
}

function decodeCommon(type: FieldType, value: unknown): FieldValue {
  if (value === null || value === undefined) return null;
  switch (type) {
    case 'datetime':
      return parseDriverDateTime(value);
    case 'boolean':
      return value === true || value === 1 || value === '1' || value === 't';
    case 'integer':
    case 'reference':
      return Number(value);
    default:
      return String(value);
  }
}

/** Identifiers quoted: at most this many kept. */
const MAX_QUOTED = 10_000;

/**
 * Quotes identifiers between `mark`s (a mark inside doubled), each computed once: the statements
 * quote every table and column they name (30 times for a member's view with two expansions), and
 * identifiers come from the record types' definitions, a small set.
 */
function quoter(mark: '"' | '`'): (identifier: string) => string {
  const quoted = new Map<string, string>();
  return (identifier) => {
    let text = quoted.get(identifier);
    if (text === undefined) {
      text = `${mark}${identifier.replaceAll(mark, mark + mark)}${mark}`;
      if (quoted.size < MAX_QUOTED) quoted.set(identifier, text);
    }
    return text;
  };
}

/** SQLite: datetimes stored as ISO 8601 text in UTC (sortable as text), booleans as 0/1. */
export const sqliteDialect: SqlDialect = {
  name: 'sqlite',
  quote: quoter('"'),
  placeholder: () => '?',
  encode(_type, value) {
    if (value === null) return null;
    if (value instanceof Date) return value.toISOString();
    if (typeof value === 'boolean') return value ? 1 : 0;
    return value;
  },
  decode: decodeCommon,
  like(column, text, bind) {
    // SQLite's own LIKE folds ASCII letters only, so Unicode lower-casing needs a JavaScript function,
    // and calling into JavaScript costs about half a microsecond a row. Text that is all ASCII (as
    // many bytes as characters) is matched by the native LIKE alone; other text is narrowed by the
    // native LIKE with a rougher pattern first. `unlikely` tells the planner that few rows match, so
    // it prefers reading an index that holds the column (if one does) over visiting every row.
    const pattern = likePattern(text);
    const rough = sqliteRoughLikePattern(pattern);
    const ascii = `${column} LIKE ${bind(pattern)} ESCAPE '\\'`;
    const narrowed = rough === undefined ? '' : `${column} LIKE ${bind(rough)} ESCAPE '\\' AND `;
    const unicode = `${SQLITE_LOWER_FUNCTION}(${column}) LIKE ${bind(pattern)} ESCAPE '\\'`;
    return `unlikely(CASE WHEN octet_length(${column}) = length(${column}) THEN ${ascii} ELSE ${narrowed}${unicode} END)`;
  },
  orderKey: (column, direction) => `${column} ${direction === 'desc' ? 'DESC' : 'ASC'}`,
  paging(limit, offset) {
    // SQLite needs a LIMIT before an OFFSET; -1 means none.
    if (offset === undefined) return limit === undefined ? '' : ` LIMIT ${limit}`;
    return ` LIMIT ${limit ?? '-1'} OFFSET ${offset}`;
  },
  returning: true,
  insertDefaults: (table) => `INSERT INTO ${table} DEFAULT VALUES`,
  // Transactions hold the one connection and run one at a time (BEGIN IMMEDIATE): nothing to lock.
  forUpdate: '',
  skipLocked: '',
  lockEveryRead: false,
};

/**
 * PostgreSQL: datetimes as `timestamptz(3)` (the driver hands them back as text, which is parsed with
 * its offset), native booleans, `lower()` of the database's character type for `like`.
 */
export const postgresqlDialect: SqlDialect = {
  name: 'postgresql',
  quote: quoter('"'),
  placeholder: (n) => `$${n}`,
  encode(_type, value) {
    if (value instanceof Date) return value.toISOString();
    return value;
  },
  decode: decodeCommon,
  like: (column, text, bind) => `LOWER(${column}) LIKE ${bind(likePattern(text))} ESCAPE '\\'`,
  orderKey: (column, direction, nullable) =>
    `${column} ${direction === 'desc' ? 'DESC' : 'ASC'}${nullable ? (direction === 'desc' ? ' NULLS LAST' : ' NULLS FIRST') : ''}`,
  paging(limit, offset) {
    return `${limit === undefined ? '' : ` LIMIT ${limit}`}${offset === undefined ? '' : ` OFFSET ${offset}`}`;
  },
  returning: true,
  insertDefaults: (table) => `INSERT INTO ${table} DEFAULT VALUES`,
  forUpdate: ' FOR UPDATE',
  skipLocked: ' SKIP LOCKED',
  lockEveryRead: false,
};

/**
 * MariaDB and MySQL: datetimes as `datetime(3)` holding UTC (written and read as
 * `YYYY-MM-DD HH:MM:SS.fff` text, so the session time zone never shifts them), booleans as
 * `tinyint(1)`, string columns in the binary `utf8mb4_bin` collation so equality and uniqueness are
 * exact as on the other databases; `like` lower-cases the column and compares in that collation (the
 * default `_ci` collations would also ignore accents).
 */
export const mysqlDialect: SqlDialect = {
  name: 'mysql',
  quote: quoter('`'),
  placeholder: () => '?',
  encode(_type, value) {
    if (value === null) return null;
    if (value instanceof Date) return value.toISOString().slice(0, 23).replace('T', ' ');
    if (typeof value === 'boolean') return value ? 1 : 0;
    return value;
  },
  decode: decodeCommon,
  // Backslash is MySQL's default LIKE escape character.
  like: (column, text, bind) =>
    `LOWER(${column}) LIKE ${bind(likePattern(text))} COLLATE utf8mb4_bin`,
  orderKey: (column, direction) => `${column} ${direction === 'desc' ? 'DESC' : 'ASC'}`,
  paging(limit, offset) {
    if (offset === undefined) return limit === undefined ? '' : ` LIMIT ${limit}`;
    // MySQL has no OFFSET without LIMIT; the largest row count stands for "no limit".
    return ` LIMIT ${limit ?? '18446744073709551615'} OFFSET ${offset}`;
  },
  returning: false,
  insertDefaults: (table) => `INSERT INTO ${table} () VALUES ()`,
  // Under SERIALIZABLE, InnoDB share-locks what a transaction reads; two transactions that read a row
  // and then both write it deadlock. Reading with exclusive locks makes the second wait instead.
  forUpdate: ' FOR UPDATE',
  // MariaDB 10.6 and MySQL 8.0 have it.
  skipLocked: ' SKIP LOCKED',
  lockEveryRead: true,
};
