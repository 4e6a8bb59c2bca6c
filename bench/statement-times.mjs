// Counts and times every SQLite statement a process runs, by its SQL: load it into the server with
// `node --import ./bench/statement-times.mjs apps/server/bin/recordgate.js serve …`, drive a load,
// then `kill -USR2 PID` prints each statement's runs and mean time (slowest in total first) to stderr
// and starts counting afresh. A measuring aid, never loaded by the product.
import { createRequire } from 'node:module';

const Database = createRequire(import.meta.url)('better-sqlite3');
const prepare = Database.prototype.prepare;
/** Runs and nanoseconds by the statement's first 70 characters. */
const times = new Map();

Database.prototype.prepare = function timedPrepare(sql) {
  const statement = prepare.call(this, sql);
  const key = sql.replace(/\s+/g, ' ').slice(0, 70);
  for (const method of ['get', 'all', 'run', 'iterate']) {
    const run = statement[method];
    statement[method] = function timed(...params) {
      const started = process.hrtime.bigint();
      try {
        return run.apply(this, params);
      } finally {
        const entry = times.get(key) ?? times.set(key, { runs: 0, ns: 0n }).get(key);
        entry.runs++;
        entry.ns += process.hrtime.bigint() - started;
      }
    };
  }
  return statement;
};

process.on('SIGUSR2', () => {
  const rows = [...times].sort(([, a], [, b]) => Number(b.ns - a.ns));
  for (const [sql, { runs, ns }] of rows) {
    process.stderr.write(`${runs}\t${(Number(ns) / 1000 / runs).toFixed(2)} µs\t${sql}\n`);
  }
  process.stderr.write('--\n');
  times.clear();
});
