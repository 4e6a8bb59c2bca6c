// The hand-written reference of the benchmark: Koa and better-sqlite3 on the same seeded file, each
// read one prepared statement written by hand (a document with its creator and company joined in; a
// page of 20 with both references joined in), no authentication, no access filter, no shaping beyond
// nesting the joined columns. It is what a view costs when nothing but the read itself is done.
// bench/reference-server-db.mjs is the same on PostgreSQL and MariaDB.
//
// Started by bench/run.mjs with the database file as its argument; sends `{ port }` when listening.
import Database from 'better-sqlite3';
import Koa from 'koa';
import { nest, referenceStatements } from './reference-shape.mjs';

const db = new Database(process.argv[2], { readonly: true });
db.pragma('journal_mode = WAL');

const sql = referenceStatements(
  (table) => db.prepare(`SELECT name FROM pragma_table_info(?)`).pluck().all(table),
  '"',
);
const view = db.prepare(sql.view);
const page = db.prepare(sql.page);

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
