import { createQuoter } from './create-quoter.js';
import type { SearchIndex, SearchRow } from './search-dialect.js';

const q = createQuoter('"');

/**
 * `SearchDialect.write` as `INSERT … ON CONFLICT` (SQLite and PostgreSQL); the row's company is
 * read from the record, and written again on every write: a record of RecordGate's own tables never
 * changes company, a row of another application's may (ADR 0047).
 */
export function upsertSearchRow(
  { name, table, company, id = 'id' }: SearchIndex,
  bind: (value: unknown) => string,
  row: SearchRow,
): string {
  const file = row.file === undefined ? '' : `, "file" = excluded."file"`;
  // Bound in the order they appear (SQLite's placeholders are positional).
  const values = [bind(row.id), bind(row.fields), bind(row.file ?? '')];
  const companyOf = company
    ? `(SELECT r.${q(company)} FROM ${q(table)} r WHERE r.${q(id)} = ${bind(row.id)})`
    : 'NULL';
  return `INSERT INTO ${q(name)} ("id", "fields", "file", "company") VALUES (${values.join(', ')}, ${companyOf}) ON CONFLICT ("id") DO UPDATE SET "fields" = excluded."fields", "company" = excluded."company"${file}`;
}
