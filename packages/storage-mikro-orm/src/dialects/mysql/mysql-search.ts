import type { SearchTerm } from '@recordgate/core';
import type { SearchDialect, SearchIndex } from '../search-dialect.js';
import { mysqlDialect } from './mysql-dialect.js';

const m = mysqlDialect.quote;

// InnoDB FULLTEXT in boolean mode. InnoDB leaves out tokens shorter than innodb_ft_min_token_size (3)
// and those on its stopword list (`the`, `und`, `to`, …), server settings an installation may not
// control. Every token is therefore stored and searched with a mark, which also carries the record's
// company (as SQLite's tokens do, ADR 0028): `q` and the company's id as eight hexadecimal digits,
// `q0000000ato` for `to` in company 10. A word's entries in the index are then one company's, so a
// search in one company neither reads nor ranks another's matches, and costs the same whether other
// companies hold the word or not (no timing tells of their documents). A record without a company
// (or of a type without one) is marked `qx`, never a company's mark (`x` is no hex digit).
const PLAIN = 'qx';
// The table comment that tells the current form (tokens marked by company).
const FORM = 'recordgate search: tokens marked by company';
const MAX_COMPANY = 0xffffffff;

/** The mark of a company's tokens. */
const markOf = (company: number) => `q${company.toString(16).padStart(8, '0')}`;
// The mark in SQL, from the record's company column (`r`).
const sqlMark = (index: SearchIndex) =>
  index.company
    ? `IF(r.${m(index.company)} BETWEEN 0 AND ${MAX_COMPANY}, CONCAT('q', LPAD(LOWER(HEX(r.${m(index.company)})), 8, '0')), '${PLAIN}')`
    : `'${PLAIN}'`;
// Tokens (separated by single spaces) each marked with `mark` (SQL); '' stays ''. `text` is read
// twice: a column or a derived table's value, never a parameter (positional, one per use).
const marked = (text: string, mark: string) =>
  `IF(${text} = '', '', CONCAT(${mark}, REPLACE(${text}, ' ', CONCAT(' ', ${mark}))))`;

/** MariaDB's and MySQL's content search: InnoDB FULLTEXT, every token marked with its company. */
export const mysqlSearch: SearchDialect = {
  indexesCompany: (company) =>
    typeof company === 'number' &&
    Number.isInteger(company) &&
    company >= 0 &&
    company <= MAX_COMPANY,
  transactional: false,
  // The current form is made apart and swapped in (MySQL has no `CREATE INDEX IF NOT EXISTS`, and
  // its DDL is not transactional): a table of an earlier form (tokens marked `qx` alone; ADR 0031's
  // second index missing) is copied with each token marked by its record's company, then renamed
  // into place in one `RENAME TABLE`; a new table is made the same way, empty. A second FULLTEXT
  // index over the fields alone tells the records whose fields hold every word (ADR 0031).
  create(index) {
    const { name } = index;
    const [t, next, old] = [m(name), m(`${name}_next`), m(`${name}_fts_old`)];
    // An earlier form's tokens all start with the plain mark: it is replaced by the company's.
    const mark = sqlMark(index);
    const remark = (column: string) =>
      `IF(${column} = '', '', CONCAT(${mark}, REPLACE(SUBSTRING(${column}, 3), ' ${PLAIN}', CONCAT(' ', ${mark}))))`;
    return [
      `DROP TABLE IF EXISTS ${next}, ${old}`,
      `CREATE TABLE IF NOT EXISTS ${t} (\`id\` int unsigned NOT NULL PRIMARY KEY, \`fields\` mediumtext NOT NULL, \`file\` mediumtext NOT NULL) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin`,
      `CREATE TABLE ${next} (\`id\` int unsigned NOT NULL PRIMARY KEY, \`fields\` mediumtext NOT NULL, \`file\` mediumtext NOT NULL) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin`,
      `INSERT INTO ${next} (\`id\`, \`fields\`, \`file\`) SELECT s.\`id\`, ${remark('s.`fields`')}, ${remark('s.`file`')} FROM ${t} s LEFT JOIN ${m(index.table)} r ON r.${m(index.id ?? 'id')} = s.\`id\``,
      // The indexes are built from the copied rows (one at a time, as InnoDB requires): rows inserted
      // into an indexed table and renamed before InnoDB synced its full-text cache leave the index's
      // statistics broken (relevance out of range on MariaDB 10.11).
      `ALTER TABLE ${next} ADD FULLTEXT KEY ${m(`${name}_text`)} (\`fields\`, \`file\`)`,
      `ALTER TABLE ${next} ADD FULLTEXT KEY ${m(`${name}_fields`)} (\`fields\`), COMMENT = '${FORM}'`,
      `RENAME TABLE ${t} TO ${old}, ${next} TO ${t}`,
      `DROP TABLE ${old}`,
    ];
  },
  exists: ({ name }, bind) =>
    `SELECT 1 FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name = ${bind(name)} AND table_comment = ${bind(FORM)} LIMIT 1`,
  matches({ index, search, bind, ranked, company }) {
    const table = m(index.name);
    const tenant = typeof company === 'number' && index.company ? markOf(company) : undefined;
    if (index.company && tenant === undefined)
      return acrossCompanies(table, search.terms, bind, ranked);
    const mark = tenant ?? PLAIN;
    // `+(a b*)`: required, either a word or a prefix. Tokens are letters and digits: no operators.
    const term = (t: SearchTerm) =>
      `+(${[...t.words.map((w) => mark + w), ...(t.prefix ? [`${mark}${t.prefix}*`] : [])].join(' ')})`;
    const text = search.terms.map(term).join(' ');
    // Each call binds its parameter (positional): the SQL is written in the order bound.
    const match = (columns: string) => `MATCH(${columns}) AGAINST (${bind(text)} IN BOOLEAN MODE)`;
    const both = '`fields`, `file`';
    if (!ranked) return `SELECT \`id\` AS search_id FROM ${table} WHERE ${match(both)}`;
    // The order (docs/lists.md, "Search"; ADR 0031): the records whose fields hold every word first,
    // each group by InnoDB's relevance (fields and file alike), made less than 1 (s / (1 + s)).
    const scored = `SELECT \`id\` AS search_id, ${match('`fields`')} > 0 AS held, ${match(both)} AS score FROM ${table} WHERE ${match(both)}`;
    return `SELECT search_id, held + score / (1 + score) AS search_rank FROM (${scored}) m`;
  },
  write(index, bind, row) {
    const t = m(index.name);
    const mark = sqlMark(index);
    const file = row.file === undefined ? '' : `, \`file\` = VALUES(\`file\`)`;
    // The texts are marked here, with the company of the record as this transaction wrote it; each
    // is bound once (in the order of the SQL) and read twice from the derived table.
    const texts = `(SELECT ${bind(row.fields)} AS f, ${bind(row.file ?? '')} AS t) v`;
    return `INSERT INTO ${t} (\`id\`, \`fields\`, \`file\`) SELECT r.${m(index.id ?? 'id')}, ${marked('v.f', mark)}, ${marked('v.t', mark)} FROM ${m(index.table)} r JOIN ${texts} WHERE r.${m(index.id ?? 'id')} = ${bind(row.id)} ON DUPLICATE KEY UPDATE \`fields\` = VALUES(\`fields\`)${file}`;
  },
  token: (text) => text,
};

// A search the filter does not hold to one company (a custom policy's, or a client's `company_id`
// list): every company's marks, matched by a regular expression over the texts. Each row is read; the
// default policy never asks for it (a caller's search is always within their company).
function acrossCompanies(
  table: string,
  terms: readonly SearchTerm[],
  bind: (value: unknown) => string,
  ranked: boolean,
): string {
  const pattern = (t: SearchTerm) =>
    `(^| )(${PLAIN}|q[0-9a-f]{8})(${[...t.words.map((w) => `${w}( |$)`), ...(t.prefix ? [t.prefix] : [])].join('|')})`;
  // Bound in the order of the SQL: the rank's patterns first, then the WHERE's.
  const all = (column: string) =>
    terms.map((t) => `${column} REGEXP ${bind(pattern(t))}`).join(' AND ') || 'FALSE';
  const rank = ranked ? `, (${all('`fields`')}) + 0 AS search_rank` : '';
  const where =
    terms
      .map((t) => `(\`fields\` REGEXP ${bind(pattern(t))} OR \`file\` REGEXP ${bind(pattern(t))})`)
      .join(' AND ') || 'FALSE';
  return `SELECT \`id\` AS search_id${rank} FROM ${table} WHERE ${where}`;
}
