// Where a write's CPU goes: seeds the bench's data set into a fresh SQLite file, starts RecordGate with
// `--cpu-prof`, drives the harness's write scenarios (`update (member)`, `create (member)`; autocannon,
// 10 connections, a warm-up first), and prints each one's busy CPU µs per request by source file and
// by function (self time). Run it in two checkouts (one with a change, one without) to see what the
// change costs and where ("What the outbox costs, by function" in docs/benchmarks.md). A profiler adds
// its own cost to every function alike: compare checkouts with each other, not with `npm run bench`.
//
//   node bench/write-profile.mjs [--requests 20000] [--only update|create] [--top 25]
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { benchArgs } from './bench-args.mjs';
import { startRecordGate, stopAll } from './bench-processes.mjs';
import { createScenarios } from './bench-scenarios.mjs';
import { busy, cpuPerRequest, monotonicMicros, printTop, sourceOf } from './cpu-profile.mjs';
import { seedDataSet } from './seed-data-set.mjs';

const { values: args } = benchArgs(import.meta.url, {
  options: {
    requests: { type: 'string', default: '20000' },
    only: { type: 'string' },
    top: { type: 'string', default: '25' },
  },
});
const dir = mkdtempSync(join(tmpdir(), 'recordgate-write-profile-'));
const file = join(dir, 'bench.sqlite');
const seeded = await seedDataSet({ url: file, documents: 20000, users: 1000, companies: 50 });
const names = ['update (member)', 'create (member)'].filter(
  (name) => !args.only || name.includes(args.only),
);
const scenarios = createScenarios({ company: seeded.member.company_id }).filter((s) =>
  names.includes(s.name),
);
const folder = join(dir, 'profile');
mkdirSync(folder);
const server = await startRecordGate({
  database: file,
  workers: '1',
  logFile: join(dir, 'recordgate.log'),
  cpuProf: true,
  cpuProfDir: folder,
});
const windows = [];
for (const scenario of scenarios) {
  const options = scenario.options({ ...seeded, url: server.url });
  await autocannon({ ...options, connections: 10, amount: 3000 });
  const start = monotonicMicros();
  const result = await autocannon({ ...options, connections: 10, amount: Number(args.requests) });
  windows.push({ scenario, start, end: monotonicMicros(), requests: result.requests.total });
  if (result.non2xx > 0) throw new Error(`${scenario.name}: ${result.non2xx} answers not 2xx`);
}
await stopAll([server.child]);
for (const window of windows) {
  const byFile = cpuPerRequest(folder, window, busy(sourceOf));
  const byFunction = cpuPerRequest(
    folder,
    window,
    busy((frame) => `${frame.functionName || '(anonymous)'} ${sourceOf(frame)}`),
  );
  const total = [...byFile.values()].reduce((a, b) => a + b, 0);
  console.log(`\n${window.scenario.name}: busy CPU µs per request ${total.toFixed(1)}`);
  printTop('by source file', byFile, Number(args.top));
  printTop('by function (self time)', byFunction, Number(args.top));
}
rmSync(dir, { recursive: true, force: true });
