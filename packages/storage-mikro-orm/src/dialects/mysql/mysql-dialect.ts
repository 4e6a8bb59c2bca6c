import { createQuoter } from '../create-quoter.js';
import { decodeDriverValue } from '../decode-driver-value.js';
import { likePattern } from '../like-pattern.js';
import type { SqlDialect } from '../sql-dialect.js';

/**
 * MariaDB and MySQL: datetimes as `datetime(3)` holding UTC (written and read as
 * `YYYY-MM-DD HH:MM:SS.fff` text, so the session time zone never shifts them), booleans as
 * `tinyint(1)`, string columns in the binary `utf8mb4_bin` collation so equality and uniqueness are
 * exact as on the other databases; `like` lower-cases the column and compares in that collation (the
 * default `_ci` collations would also ignore accents).
 */
export const mysqlDialect: SqlDialect = {
  name: 'mysql',
  quote: createQuoter('`'),
  placeholder: () => '?',
  encode(_type, value) {
    if (value === null) return null;
    if (value instanceof Date) return value.toISOString().slice(0, 23).replace('T', ' ');
    if (typeof value === 'boolean') return value ? 1 : 0;
    return value;
  },
  decode: decodeDriverValue,
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
  // A cast of text that is no integer warns, and fails an UPDATE or DELETE in strict mode: such text
  // reads as NULL, which meets no key.
  integerOf: (expression) =>
    `CASE WHEN ${expression} REGEXP '^[[:space:]]*-?[0-9]{1,18}[[:space:]]*$' THEN CAST(${expression} AS SIGNED) END`,
  insertDefaults: (table) => `INSERT INTO ${table} () VALUES ()`,
  // Under SERIALIZABLE, InnoDB share-locks what a transaction reads; two transactions that read a row
  // and then both write it deadlock. Reading with exclusive locks makes the second wait instead.
  forUpdate: ' FOR UPDATE',
  // MariaDB 10.6 and MySQL 8.0 have it.
  skipLocked: ' SKIP LOCKED',
  lockEveryRead: true,
};
