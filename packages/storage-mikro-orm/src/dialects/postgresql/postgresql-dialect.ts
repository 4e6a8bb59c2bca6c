import { createQuoter } from '../create-quoter.js';
import { decodeDriverValue } from '../decode-driver-value.js';
import { likePattern } from '../like-pattern.js';
import type { SqlDialect } from '../sql-dialect.js';

/**
 * PostgreSQL: datetimes as `timestamptz(3)` (the driver hands them back as text, which is parsed with
 * its offset), native booleans, `lower()` of the database's character type for `like`.
 */
export const postgresqlDialect: SqlDialect = {
  name: 'postgresql',
  quote: createQuoter('"'),
  placeholder: (n) => `$${n}`,
  encode(_type, value) {
    if (value instanceof Date) return value.toISOString();
    return value;
  },
  decode: decodeDriverValue,
  like: (column, text, bind) => `LOWER(${column}) LIKE ${bind(likePattern(text))} ESCAPE '\\'`,
  orderKey: (column, direction, nullable) =>
    `${column} ${direction === 'desc' ? 'DESC' : 'ASC'}${nullable ? (direction === 'desc' ? ' NULLS LAST' : ' NULLS FIRST') : ''}`,
  paging(limit, offset) {
    return `${limit === undefined ? '' : ` LIMIT ${limit}`}${offset === undefined ? '' : ` OFFSET ${offset}`}`;
  },
  returning: true,
  // A cast of text that is no integer fails the statement: such text reads as NULL, which meets no key.
  integerOf: (expression) =>
    `CASE WHEN ${expression} ~ '^\\s*-?[0-9]{1,18}\\s*$' THEN CAST(${expression} AS bigint) END`,
  insertDefaults: (table) => `INSERT INTO ${table} DEFAULT VALUES`,
  forUpdate: ' FOR UPDATE',
  skipLocked: ' SKIP LOCKED',
  lockEveryRead: false,
};
