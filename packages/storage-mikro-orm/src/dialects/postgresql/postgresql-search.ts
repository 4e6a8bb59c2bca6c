import type { SearchTerm } from '@recordgate/core';
import { upsertSearchRow } from '../upsert-search-row.js';
import type { SearchDialect } from '../search-dialect.js';
import { postgresqlDialect } from './postgresql-dialect.js';

const q = postgresqlDialect.quote;

// A tsvector with a GIN index, generated from the stored texts. The text search configuration is
// `simple` (lower-casing only): the tokens are stemmed and folded by core already, in the installation
// language, so every database finds the same records. The record's company is a lexeme of the vector
// too, `#` and its id (core's tokens are letters and digits only, so no word is ever read as one;
// ADR 0017): a search in one company ANDs it with the words, so the GIN index itself cuts the
// installation down to that company's matches before a row is read (an admin's page and count
// otherwise read every document of the company, or every match, and its vector). The words alone are
// ranked: a lexeme without positions changes no rank.
// The rows hold ids, the company and pointers only: a text beyond TOAST's threshold is stored apart
// down to a row of `toast_tuple_target` bytes, where PostgreSQL would keep a compressed file text in
// the row. Found as bitmaps, the rows then lie on far fewer pages, so a count reads few pages and a
// common word's bitmap stays exact within `work_mem` (lossy bitmap pages are read and every vector on
// them matched again). Figures: docs/benchmarks.md, "Figures the storage adapter's
// comments rest on".
// The fields have a second, small vector of their own (`field_tokens`: no positions, no weights, the
// company's lexeme; in the row, GIN-indexed), for the order (ADR 0031): see `matches`.
const PG_ROW_TARGET = 'toast_tuple_target=128';
const PG_COMPANY_LEXEME = `array_to_tsvector(array_remove(ARRAY['#' || "company"::text], NULL))`;
const PG_TOKENS = `setweight(to_tsvector('simple'::regconfig, "fields"), 'A') || to_tsvector('simple'::regconfig, "file") || ${PG_COMPANY_LEXEME}`;
const PG_FIELD_TOKENS = `strip(to_tsvector('simple'::regconfig, "fields")) || ${PG_COMPANY_LEXEME}`;
/** PostgreSQL's content search: tsvector columns with GIN indexes, the company a lexeme. */
export const postgresqlSearch: SearchDialect = {
  indexesCompany: () => true,
  transactional: true,
  create({ name, table, company, id = 'id' }) {
    const [t, index, fieldIndex] = [q(name), q(`${name}_tokens`), q(`${name}_field_tokens`)];
    // An index of an earlier form (no company, no vector of the fields) is brought up to date in one
    // transaction: the vectors go, the company is read from the records, and the vectors of the
    // current form are generated again (one rewrite of the table) and indexed. On a new table the
    // same statements are cheap.
    return [
      `CREATE TABLE IF NOT EXISTS ${t} ("id" integer PRIMARY KEY, "fields" text NOT NULL DEFAULT '', "file" text NOT NULL DEFAULT '', "company" integer)`,
      `DROP INDEX IF EXISTS ${index}`,
      `DROP INDEX IF EXISTS ${fieldIndex}`,
      `ALTER TABLE ${t} DROP COLUMN IF EXISTS "tokens", DROP COLUMN IF EXISTS "field_tokens"`,
      `ALTER TABLE ${t} ADD COLUMN IF NOT EXISTS "company" integer`,
      `ALTER TABLE ${t} SET (${PG_ROW_TARGET})`,
      ...(company
        ? [
            `UPDATE ${t} s SET "company" = r.${q(company)} FROM ${q(table)} r WHERE r.${q(id)} = s."id"`,
          ]
        : []),
      `ALTER TABLE ${t} ADD COLUMN "tokens" tsvector GENERATED ALWAYS AS (${PG_TOKENS}) STORED, ADD COLUMN "field_tokens" tsvector GENERATED ALWAYS AS (${PG_FIELD_TOKENS}) STORED`,
      `CREATE INDEX ${index} ON ${t} USING gin ("tokens")`,
      `CREATE INDEX ${fieldIndex} ON ${t} USING gin ("field_tokens")`,
      // The planner's statistics of the new vectors (without them it drives an admin's search from
      // the company's records, each vector read and matched).
      `ANALYZE ${t}`,
    ];
  },
  // The current form: the vector holds the company, both indexes are there, and the texts are
  // stored apart from the rows.
  exists: ({ name }, bind) =>
    `SELECT 1 FROM pg_attribute a JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum JOIN pg_class c ON c.oid = a.attrelid WHERE a.attrelid = to_regclass(${bind(q(name))}) AND a.attname = 'tokens' AND pg_get_expr(d.adbin, d.adrelid) LIKE '%company%' AND to_regclass(${bind(q(`${name}_tokens`))}) IS NOT NULL AND to_regclass(${bind(q(`${name}_field_tokens`))}) IS NOT NULL AND ${bind(PG_ROW_TARGET)} = ANY(c.reloptions)`,
  matches({ index, search, bind, ranked, company, limit }) {
    // `'token'` is a quoted lexeme, `'token':*` a prefix.
    const term = (t: SearchTerm) =>
      `(${[...t.words.map((w) => `'${w}'`), ...(t.prefix ? [`'${t.prefix}':*`] : [])].join(' | ')})`;
    // One parameter, used wherever the query is.
    const words = `to_tsquery('simple'::regconfig, ${bind(search.terms.map(term).join(' & '))})`;
    // The company's lexeme as a tsquery literal (quotes and backslashes escaped), not parsed.
    const tenant =
      company === undefined || !index.company
        ? ''
        : ` && ${bind(`'#${String(company).replaceAll('\\', '\\\\').replaceAll("'", "''")}'`)}::tsquery`;
    const from = q(index.name);
    const matching = `"tokens" @@ (${words}${tenant})`;
    if (!ranked) return `SELECT "id" AS search_id FROM ${from} WHERE ${matching}`;
    // The order (docs/lists.md, "Search"; ADR 0031): the records whose fields hold every word
    // first, each group by `ts_rank` of the whole vector, made less than 1 (normalization 32, rank
    // / (rank + 1), keeps its order). A page of a common word then needs the ranks of the records
    // whose fields hold it only, found by the fields' own index, when there are enough of them,
    // where ranking every match reads a vector stored apart for each (docs/benchmarks.md, "Figures
    // the storage adapter's comments rest on"). With fewer (or a page beyond them) every match is
    // ranked, as the same order says.
    const rank = (fields: string) =>
      `${fields} + ts_rank("tokens", ${words}, 32)::float8 AS search_rank`;
    const held = `CASE WHEN "field_tokens" @@ ${words} THEN 1 ELSE 0 END`;
    const every = `SELECT "id" AS search_id, ${rank(held)} FROM ${from} WHERE ${matching}`;
    if (limit === undefined || !Number.isSafeInteger(limit)) return every;
    // `field_tokens` holds the words only where `tokens` does: its matches are matches.
    const best = `SELECT "id" AS search_id, ${rank('1')} FROM ${from} WHERE "field_tokens" @@ (${words}${tenant}) ORDER BY 2 DESC, 1 LIMIT ${limit}`;
    const enough = `(SELECT count(*) FROM best) >= ${limit}`;
    return `WITH best AS MATERIALIZED (${best}) SELECT * FROM best WHERE ${enough} UNION ALL (${every} AND NOT ${enough} ORDER BY 2 DESC, 1 LIMIT ${limit})`;
  },
  write: (index, bind, row) => upsertSearchRow(index, bind, row),
  token: (text) => text,
};
