import type { SearchTerm } from '@recordgate/core';
import { searchTable, type SearchDialect } from '../search-dialect.js';
import { mysqlDialect } from './mysql-dialect.js';

const m = mysqlDialect.quote;

// InnoDB FULLTEXT in boolean mode. InnoDB leaves out tokens shorter than innodb_ft_min_token_size (3)
// and those on its stopword list (`the`, `und`, `to`, …), server settings an installation may not
// control. Every token is therefore stored and searched with a two-letter mark (`qx`): `to` is stored as
// `qxto`, which InnoDB keeps, so MariaDB and MySQL find what the other databases find.
const MARK = 'qx';
/** MariaDB's and MySQL's content search: InnoDB FULLTEXT, every token marked. */
export const mysqlSearch: SearchDialect = {
  indexesCompany: () => false,
  transactional: false,
  // A second FULLTEXT index over the fields alone tells the records whose fields hold every word
  // (ADR 0031). A table of the first form (no such index) gets it added; a new table too, after it is
  // made (MySQL has no `CREATE INDEX IF NOT EXISTS`; `exists` runs this only while it is missing).
  create({ table }) {
    const t = m(searchTable(table));
    return [
      `CREATE TABLE IF NOT EXISTS ${t} (\`id\` int unsigned NOT NULL PRIMARY KEY, \`fields\` mediumtext NOT NULL, \`file\` mediumtext NOT NULL, FULLTEXT KEY ${m(`${searchTable(table)}_text`)} (\`fields\`, \`file\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin`,
      `ALTER TABLE ${t} ADD FULLTEXT KEY ${m(`${searchTable(table)}_fields`)} (\`fields\`)`,
    ];
  },
  exists: ({ table }, bind) =>
    `SELECT 1 FROM information_schema.statistics WHERE table_schema = DATABASE() AND table_name = ${bind(searchTable(table))} AND index_name = ${bind(`${searchTable(table)}_fields`)} LIMIT 1`,
  matches({ index, search, bind, ranked }) {
    const table = m(searchTable(index.table));
    // `+(a b*)`: required, either a word or a prefix. Tokens are letters and digits: no operators.
    const term = (t: SearchTerm) =>
      `+(${[...t.words.map((w) => MARK + w), ...(t.prefix ? [`${MARK}${t.prefix}*`] : [])].join(' ')})`;
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
  write({ table }, bind, row) {
    const t = m(searchTable(table));
    const file = row.file === undefined ? '' : `, \`file\` = VALUES(\`file\`)`;
    return `INSERT INTO ${t} (\`id\`, \`fields\`, \`file\`) VALUES (${bind(row.id)}, ${bind(row.fields)}, ${bind(row.file ?? '')}) ON DUPLICATE KEY UPDATE \`fields\` = VALUES(\`fields\`)${file}`;
  },
  token: (text) => (text === '' ? '' : text.replace(/(^| )/g, `$1${MARK}`)),
};
