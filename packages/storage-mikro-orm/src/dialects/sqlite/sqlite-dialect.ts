import { createQuoter } from '../create-quoter.js';
import { decodeDriverValue } from '../decode-driver-value.js';
import { likePattern } from '../like-pattern.js';
import type { SqlDialect } from '../sql-dialect.js';

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

/** SQLite: datetimes stored as ISO 8601 text in UTC (sortable as text), booleans as 0/1. */
export const sqliteDialect: SqlDialect = {
  name: 'sqlite',
  quote: createQuoter('"'),
  placeholder: () => '?',
  encode(_type, value) {
    if (value === null) return null;
    if (value instanceof Date) return value.toISOString();
    if (typeof value === 'boolean') return value ? 1 : 0;
    return value;
  },
  decode: decodeDriverValue,
  replacesInvalidText: true,
  like(column, text, bind) {
    // SQLite's own LIKE folds ASCII letters only, so Unicode lower-casing needs a JavaScript function,
    // and a call into JavaScript for every row is dear (docs/benchmarks.md, "Figures the storage
    // adapter's comments rest on"). Text that is all ASCII (as many bytes as
    // characters) is matched by the native LIKE alone; other text is narrowed by the native LIKE
    // with a rougher pattern first. `unlikely` tells the planner that few rows match, so it prefers
    // reading an index that holds the column (if one does) over visiting every row.
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
  integerOf: (expression) => `CAST(${expression} AS INTEGER)`,
  insertDefaults: (table) => `INSERT INTO ${table} DEFAULT VALUES`,
  // Transactions hold the one connection and run one at a time (BEGIN IMMEDIATE): nothing to lock.
  forUpdate: '',
  skipLocked: '',
  lockEveryRead: false,
};
