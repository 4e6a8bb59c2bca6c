// Counts the statements a process sends to PostgreSQL (`pg`) or MariaDB/MySQL (`mysql2`), by their
// text: load it with `node --import ./bench/statement-counts.mjs apps/server/bin/recordgate.js serve …`
// (bench/server-statements.mjs does), then `kill -USR2 PID` prints each statement's runs to stderr
// and starts afresh. A measuring aid, never loaded by the product.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** Runs by the statement's first 90 characters. */
const counts = new Map();
const count = (sql) => {
  const key = String(sql).replace(/\s+/g, ' ').slice(0, 90);
  counts.set(key, (counts.get(key) ?? 0) + 1);
};

const pg = require('pg');
const pgQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(config, ...rest) {
  count(typeof config === 'string' ? config : config?.text);
  return pgQuery.call(this, config, ...rest);
};
const { Connection } = require('mysql2');
for (const method of ['query', 'execute']) {
  const run = Connection.prototype[method];
  Connection.prototype[method] = function counted(sql, ...rest) {
    count(typeof sql === 'string' ? sql : sql?.sql);
    return run.call(this, sql, ...rest);
  };
}

process.on('SIGUSR2', () => {
  for (const [sql, runs] of [...counts].sort(([, a], [, b]) => b - a)) {
    process.stderr.write(`${runs}\t${sql}\n`);
  }
  process.stderr.write('--\n');
  counts.clear();
});
