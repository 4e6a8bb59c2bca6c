// What the hand-written references of the benchmark share (bench/reference-server.mjs on SQLite,
// bench/reference-server-db.mjs on PostgreSQL and MariaDB): the one joined statement of a view and of
// a page, and the nesting of a joined row into the document with `createdBy` and `company`.

/**
 * The view's and the page's statements, from each table's column names (`columnsOf(table)`) and the
 * dialect's identifier quote; `?` marks the parameters (PostgreSQL's caller numbers them).
 */
export function referenceStatements(columnsOf, quote) {
  const q = (name) => `${quote}${name}${quote}`;
  const columns = (table, alias, prefix) =>
    columnsOf(table).map((column) => `${alias}.${q(column)} AS ${q(prefix + column)}`);
  const selectList = [
    ...columns('document', 'd', ''),
    ...columns('user', 'u', 'createdBy.'),
    ...columns('company', 'c', 'company.'),
  ].join(', ');
  const joins = `FROM ${q('document')} d LEFT JOIN ${q('user')} u ON u.${q('id')} = d.${q('created_by')} LEFT JOIN ${q('company')} c ON c.${q('id')} = d.${q('company_id')}`;
  return {
    view: `SELECT ${selectList} ${joins} WHERE d.${q('id')} = ?`,
    page: `SELECT ${selectList} ${joins} WHERE d.${q('company_id')} = ? ORDER BY d.${q('id')} LIMIT 20 OFFSET ?`,
  };
}

/** One joined row as the document with `createdBy` and `company` nested. */
export function nest(row) {
  const record = { createdBy: {}, company: {} };
  for (const key in row) {
    const dot = key.indexOf('.');
    if (dot === -1) record[key] = row[key];
    else record[key.slice(0, dot)][key.slice(dot + 1)] = row[key];
  }
  return record;
}
