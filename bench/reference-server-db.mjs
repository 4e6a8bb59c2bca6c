// The hand-written reference of the benchmark on a server database: Koa and the database's usual
// driver (`pg` for postgresql://, `mysql2` for mysql:// and mariadb://) on the seeded database, each
// read one statement written by hand and prepared once per connection (the same joined statements as
// bench/reference-server.mjs on SQLite), no authentication, no access filter, no shaping beyond
// nesting the joined columns.
//
// Started by bench/run.mjs with the database URL as its argument; opens its pool's connections at
// once (the harness measures the database's CPU for the connections it holds), and sends `{ port }`
// when listening.
import Koa from 'koa';
import { nest, referenceStatements } from './reference-shape.mjs';

const url = process.argv[2];
const CONNECTIONS = 10;
const db = url.startsWith('postgres') ? await openPostgresql(url) : await openMysql(url);

const app = new Koa();
app.use(async (ctx) => {
  if (ctx.path === '/view') {
    const [row] = await db.query('view', [Number(ctx.query.id)]);
    if (!row) ctx.throw(404);
    ctx.body = nest(row);
  } else if (ctx.path === '/page') {
    const pageNumber = Number(ctx.query.page ?? 1);
    const rows = await db.query('page', [Number(ctx.query.company), (pageNumber - 1) * 20]);
    ctx.body = rows.map(nest);
  } else {
    ctx.throw(404);
  }
});
const server = app.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }));
process.on('SIGTERM', () => server.close(() => db.close().then(() => process.exit(0))));

/** `pg`: named statements, which the driver prepares once on each connection. */
async function openPostgresql(databaseUrl) {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: CONNECTIONS,
    idleTimeoutMillis: 0,
    application_name: 'recordgate-bench-reference',
  });
  const { rows: columnRows } = await pool.query(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = current_schema() ORDER BY ordinal_position`,
  );
  const numbered = (sql) => {
    let n = 0;
    return sql.replace(/\?/g, () => `$${++n}`);
  };
  const sql = referenceStatements(columnsFrom(columnRows), '"');
  const statements = { view: numbered(sql.view), page: numbered(sql.page) };
  const clients = await Promise.all(Array.from({ length: CONNECTIONS }, () => pool.connect()));
  for (const client of clients) client.release();
  return {
    query: async (name, values) =>
      (await pool.query({ name, text: statements[name], values })).rows,
    close: () => pool.end(),
  };
}

/** `mysql2`: `execute`, which prepares a statement once on each connection and keeps it. */
async function openMysql(databaseUrl) {
  const { default: mysql } = await import('mysql2/promise');
  const pool = mysql.createPool({
    uri: databaseUrl.replace(/^mariadb:/, 'mysql:'),
    connectionLimit: CONNECTIONS,
    maxIdle: CONNECTIONS,
    idleTimeout: 24 * 3600 * 1000,
  });
  const [columnRows] = await pool.query(
    `SELECT TABLE_NAME AS table_name, COLUMN_NAME AS column_name FROM information_schema.COLUMNS
     WHERE TABLE_SCHEMA = DATABASE() ORDER BY ORDINAL_POSITION`,
  );
  const statements = referenceStatements(columnsFrom(columnRows), '`');
  const connections = await Promise.all(
    Array.from({ length: CONNECTIONS }, () => pool.getConnection()),
  );
  for (const connection of connections) connection.release();
  return {
    query: async (name, values) => (await pool.execute(statements[name], values.map(String)))[0],
    close: () => pool.end(),
  };
}

function columnsFrom(rows) {
  return (table) => rows.filter((row) => row.table_name === table).map((row) => row.column_name);
}
