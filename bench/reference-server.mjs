// The hand-written reference of the benchmark: Koa and better-sqlite3 on the same seeded file, each
// read one prepared statement written by hand (a document with its creator and company joined in; a
// page of 20 with both references joined in), no authentication, no access filter, no shaping beyond
// nesting the joined columns. It is what a view costs when nothing but the read itself is done.
//
// Started by bench/run.mjs with the database file as its argument; sends `{ port }` when listening.
import Database from 'better-sqlite3';
import Koa from 'koa';

const db = new Database(process.argv[2], { readonly: true });
db.pragma('journal_mode = WAL');

/** Columns of a table as `alias.column AS "prefix.column"`, so one row can be split into records. */
function columns(table, alias, prefix) {
  return db
    .prepare(`SELECT name FROM pragma_table_info(?)`)
    .pluck()
    .all(table)
    .map((column) => `${alias}."${column}" AS "${prefix}${column}"`);
}
const selectList = [
  ...columns('document', 'd', ''),
  ...columns('user', 'u', 'createdBy.'),
  ...columns('company', 'c', 'company.'),
].join(', ');
const joins = `FROM "document" d LEFT JOIN "user" u ON u."id" = d."created_by" LEFT JOIN "company" c ON c."id" = d."company_id"`;
const view = db.prepare(`SELECT ${selectList} ${joins} WHERE d."id" = ?`);
const page = db.prepare(
  `SELECT ${selectList} ${joins} WHERE d."company_id" = ? ORDER BY d."id" LIMIT 20 OFFSET ?`,
);

/** One joined row as the document with `createdBy` and `company` nested. */
function nest(row) {
  const record = { createdBy: {}, company: {} };
  for (const key in row) {
    const dot = key.indexOf('.');
    if (dot === -1) record[key] = row[key];
    else record[key.slice(0, dot)][key.slice(dot + 1)] = row[key];
  }
  return record;
}

const app = new Koa();
app.use((ctx) => {
  if (ctx.path === '/view') {
    const row = view.get(Number(ctx.query.id));
    if (!row) ctx.throw(404);
    ctx.body = nest(row);
  } else if (ctx.path === '/page') {
    const pageNumber = Number(ctx.query.page ?? 1);
    ctx.body = page.all(Number(ctx.query.company), (pageNumber - 1) * 20).map(nest);
  } else {
    ctx.throw(404);
  }
});
const server = app.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
