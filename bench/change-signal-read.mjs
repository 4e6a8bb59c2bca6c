// The cost of one read of MariaDB's change counter (ADR 0038, ADR 0056), in two builds, in one
// process, alternately: each checkout's built `watchMysqlChanges` reads the counter of a scratch
// database on a connection of its own, `--calls` times in a row (`sync()`, one read each, as a request
// alone causes), round after round in turns. Prints, per read, the CPU µs of this process and of the
// MariaDB thread that serves the watch's connection (read from /proc, as bench/database-cpu.mjs does),
// each round and the median. Run it on the machine of the database.
//
//   node bench/change-signal-read.mjs --database mysql://… --compare ../other-checkout
//     [--calls 3000] [--rounds 8]
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createMikroOrmStorage, createScratchDatabase } from '@recordgate/storage-mikro-orm';
import { defaultRecordTypes } from '@recordgate/core';
import mysql from 'mysql2/promise';
import { benchArgs } from './bench-args.mjs';

const { values: args } = benchArgs(import.meta.url, {
  options: {
    database: { type: 'string' },
    compare: { type: 'string' },
    calls: { type: 'string', default: '3000' },
    rounds: { type: 'string', default: '8' },
  },
});
if (!args.database || !args.compare) throw new Error('Give --database mysql://… and --compare DIR');
const calls = Number(args.calls);
const scratch = await createScratchDatabase(args.database);
const storage = await createMikroOrmStorage({ url: scratch.url, types: defaultRecordTypes });
await storage.migrate(); // the counter's table
await storage.close();
const uri = scratch.url.replace(/^mariadb:/, 'mysql:');
const admin = await mysql.createConnection({ uri });
const [[{ pid }]] = await admin.query('SELECT @@pid_file AS pid');
const serverPid = readFileSync(pid, 'utf8').trim();
const builds = [];
for (const root of [resolve(import.meta.dirname, '..'), resolve(args.compare)]) {
  const file = join(root, 'packages/storage-mikro-orm/dist/dialects/mysql/watch-mysql-changes.js');
  const { watchMysqlChanges } = await import(file);
  const build = { root, threadIds: [] };
  build.watch = watchMysqlChanges({
    connect: async () => {
      const connection = await mysql.createConnection({ uri });
      build.threadIds.push(connection.connection.threadId);
      return connection;
    },
  });
  builds.push(build);
}
/** CPU ms so far of the MariaDB thread serving the build's (last) connection. */
const databaseCpuMs = async (build) => {
  const [[{ tid }]] = await admin.query(
    'SELECT TID AS tid FROM information_schema.PROCESSLIST WHERE ID = ?',
    [build.threadIds.at(-1)],
  );
  const fields = readFileSync(`/proc/${serverPid}/task/${tid}/stat`, 'utf8')
    .split(') ')[1]
    .split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const results = builds.map(() => ({ node: [], database: [] }));
for (const build of builds) for (let i = 0; i < 1000; i++) await build.watch.sync();
for (let round = 0; round < Number(args.rounds); round++) {
  for (const at of round % 2 === 0 ? [0, 1] : [1, 0]) {
    const build = builds[at];
    const databaseBefore = await databaseCpuMs(build);
    const start = process.cpuUsage();
    for (let i = 0; i < calls; i++) await build.watch.sync();
    const used = process.cpuUsage(start);
    results[at].node.push((used.user + used.system) / calls);
    results[at].database.push(((await databaseCpuMs(build)) - databaseBefore) * (1000 / calls));
  }
}
const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
const line = (values) =>
  `median ${median(values).toFixed(1)} (${values.map((v) => v.toFixed(1)).join(', ')})`;
builds.forEach((build, at) => {
  console.log(`\n${build.root}, CPU µs per read of the counter:`);
  console.log(`  this process: ${line(results[at].node)}`);
  console.log(`  MariaDB:      ${line(results[at].database)}`);
});
for (const build of builds) await build.watch.close();
await admin.end();
await scratch.drop();
