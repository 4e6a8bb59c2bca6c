// The CPU time an idle `recordgate serve` uses (docs/benchmarks.md, "Other nodes' commits wake the
// dispatcher, no timed look"): for each database (a SQLite file, and a fresh database on each server
// whose URL is set), one server process (`--workers 1`, its webhook dispatcher running) per checkout
// given, started, left alone for --settle seconds, then its user + system CPU time from /proc over
// --seconds of idleness. The checkouts take turns round by round, so that the machine's load
// falls on both alike. CPU time, not wall time: it does not grow with the load of other processes.
//
// Usage: node bench/idle-cpu.mjs [--seconds 60 --settle 5 --rounds 3 --checkout DIR …]
//        (each checkout built; this one when none is given)
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultRecordTypes } from '@recordgate/core';
import { createMikroOrmStorage, createScratchDatabase } from '@recordgate/storage-mikro-orm';
import { benchArgs } from './bench-args.mjs';
import { startRecordGate, stopAll, treeCpuMs } from './bench-processes.mjs';

const { values: args } = benchArgs(import.meta.url, {
  options: {
    seconds: { type: 'string', default: '60' },
    settle: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    checkout: { type: 'string', multiple: true },
  },
});
const checkouts = args.checkout ?? [fileURLToPath(new URL('..', import.meta.url))];
const sleep = (s) => new Promise((resolve) => setTimeout(resolve, s * 1000));
const dir = mkdtempSync(join(tmpdir(), 'recordgate-idle-cpu-'));

const databases = [{ label: 'SQLite', url: join(dir, 'idle.sqlite'), drop: async () => {} }];
for (const [label, url] of [
  ['PostgreSQL', process.env.RECORDGATE_POSTGRES_URL],
  ['MariaDB', process.env.RECORDGATE_MARIADB_URL],
]) {
  if (!url) continue;
  const scratch = await createScratchDatabase(url);
  databases.push({ label, url: scratch.url, drop: () => scratch.drop() });
}
for (const database of databases) {
  const storage = await createMikroOrmStorage({ url: database.url, types: defaultRecordTypes });
  await storage.migrate();
  await storage.close();
}

console.log(
  `load average at start: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
const results = new Map();
for (let round = 1; round <= Number(args.rounds); round += 1) {
  for (const database of databases) {
    for (const checkout of checkouts) {
      const { child } = await startRecordGate({
        database: database.url,
        workers: '1',
        logFile: join(dir, 'server.log'),
        checkout,
      });
      await sleep(Number(args.settle));
      const before = treeCpuMs(child.pid);
      await sleep(Number(args.seconds));
      const used = treeCpuMs(child.pid) - before;
      await stopAll([child]);
      const key = `${database.label} ${checkout}`;
      results.set(key, [...(results.get(key) ?? []), used]);
      console.log(`round ${round} ${key}: ${used} ms CPU in ${args.seconds} s idle`);
    }
  }
}
console.log(
  `load average at end: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
for (const [key, rounds] of results) {
  const median = [...rounds].sort((a, b) => a - b)[Math.floor(rounds.length / 2)];
  console.log(`${key}: median ${median} ms CPU per ${args.seconds} s; rounds ${rounds.join(', ')}`);
}
for (const database of databases) await database.drop();
