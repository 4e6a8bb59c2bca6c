// What PostgreSQL's change-signal sync costs (ADR 0038), by the statement it sends: `SELECT 1` or
// an empty statement, each with the per-call bound the watch gives it (`query_timeout`) and without,
// in one process on one connection, in alternating blocks of --calls (after 300 unmeasured), round
// after round. Prints, per call, the median CPU µs of this process and of the backend serving the
// connection (/proc, as bench/database-cpu.mjs reads it: run it on the machine of the database).
// Then checks what the sync is for: a notice sent by another connection's commit that ended before
// the call has arrived when the call's answer does, for each statement, --checks times.
//
//   node bench/postgresql-sync.mjs --database postgresql://… [--calls 4000] [--rounds 6] [--checks 3000]
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { benchArgs } from './bench-args.mjs';

const { values: args } = benchArgs(import.meta.url, {
  options: {
    database: { type: 'string' },
    calls: { type: 'string', default: '4000' },
    rounds: { type: 'string', default: '6' },
    checks: { type: 'string', default: '3000' },
  },
});
if (!args.database) throw new Error('Give --database postgresql://…');
const calls = Number(args.calls);
const listener = new pg.Client({ connectionString: args.database });
const other = new pg.Client({ connectionString: args.database });
await listener.connect();
await other.connect();
const [{ pid }] = (await listener.query('SELECT pg_backend_pid() AS pid')).rows;
/** User + system CPU of process `id` in µs (clock ticks of 10 ms). */
const cpuOf = (id) => {
  const fields = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
};
const ways = {
  'SELECT 1, bounded': () => listener.query({ text: 'SELECT 1', query_timeout: 5000 }),
  'SELECT 1': () => listener.query('SELECT 1'),
  'empty, bounded': () => listener.query({ text: '', query_timeout: 5000 }),
  empty: () => listener.query(''),
};
const figures = Object.fromEntries(Object.keys(ways).map((name) => [name, []]));
for (let round = 0; round < Number(args.rounds); round++) {
  for (const [name, call] of Object.entries(ways)) {
    for (let i = 0; i < 300; i++) await call();
    const mine = process.cpuUsage();
    const theirs = cpuOf(pid);
    for (let i = 0; i < calls; i++) await call();
    const used = process.cpuUsage(mine);
    figures[name].push({
      node: (used.user + used.system) / calls,
      database: (cpuOf(pid) - theirs) / calls,
    });
  }
}
const median = (values) => values.toSorted((a, b) => a - b)[values.length >> 1];
console.table(
  Object.entries(figures).map(([way, rounds]) => ({
    way,
    'Node CPU µs per call': median(rounds.map((r) => r.node)).toFixed(1),
    'backend CPU µs per call': median(rounds.map((r) => r.database)).toFixed(1),
  })),
);

let told = 0;
listener.on('notification', () => told++);
await listener.query('LISTEN recordgate_sync_bench');
for (const text of ['SELECT 1', '']) {
  let late = 0;
  for (let i = 0; i < Number(args.checks); i++) {
    const before = told;
    await other.query("NOTIFY recordgate_sync_bench, 'commit'");
    await listener.query(text);
    if (told === before) late++;
  }
  console.log(
    `${text ? text : 'empty statement'}: ${late} of ${args.checks} notices not there at its answer`,
  );
}
await listener.end();
await other.end();
