import { RecordError } from '@recordgate/core';
import type { SqlDialect } from '../dialects/sql-dialect.js';

/** The LIMIT/OFFSET clause in `dialect`; the offset is a parameter appended to `params`. */
export function compilePaging(
  dialect: SqlDialect,
  limit: number | undefined,
  offset: number | undefined,
  params: unknown[],
): string {
  let limitLiteral: string | undefined;
  if (limit !== undefined) {
    // A literal, not a parameter: better-sqlite3 runs `LIMIT ?` several times slower than a literal
    // (docs/benchmarks.md, "Round 1: `LIMIT ?`"), and a page size has few distinct values.
    if (!Number.isSafeInteger(limit) || limit < 0) {
      throw new RecordError('invalid', `A limit must be a whole number, not ${String(limit)}.`);
    }
    limitLiteral = String(limit);
  }
  let offsetPlaceholder: string | undefined;
  if (offset) {
    params.push(offset);
    offsetPlaceholder = dialect.placeholder(params.length);
  }
  return dialect.paging(limitLiteral, offsetPlaceholder);
}
