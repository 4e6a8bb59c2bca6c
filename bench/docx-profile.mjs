// Where a create with fill spends its CPU, by function: seeds a small data set into a fresh SQLite file
// (or a scratch database on `--database`'s server), starts `recordgate serve --workers 1` with
// `--cpu-prof`, drives creates with `fillPlaceholders: true` (autocannon, 4 connections, a warm-up
// first) and prints the busy CPU µs per fill of the request thread by source file and by function
// (self time), read from the serving process's profile with
// bench/cpu-profile.mjs. Run it in two checkouts to see what a change costs and where (docs/benchmarks.md,
// ".docx fills"). A profiler adds its own cost to every function alike: compare checkouts with each
// other, not with `npm run bench:docx`.
//
// `--weigh samples` counts each sample for the sampling interval instead of the time since the one
// before (bench/cpu-profile.mjs): on a loaded machine it leaves out the time the thread waited for a
// core.
//
//   node bench/docx-profile.mjs [--case fill|no-search|large] [--requests 2000] [--top 20]
//                               [--weigh time|samples] [--database postgresql://…] [--keep]
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createScratchDatabase } from '@recordgate/storage-mikro-orm';
import { benchArgs } from './bench-args.mjs';
import { stopAll } from './bench-processes.mjs';
import { busy, cpuPerRequest, monotonicMicros, printTop, sourceOf } from './cpu-profile.mjs';
import {
  docxCases,
  fillRequests,
  servingPid,
  startDocxServer,
  threadCpuMs,
  threadShares,
} from './docx-cases.mjs';
import { seedDataSet } from './seed-data-set.mjs';

const { values: args } = benchArgs(import.meta.url, {
  options: {
    case: { type: 'string', default: 'fill' },
    requests: { type: 'string', default: '2000' },
    top: { type: 'string', default: '20' },
    database: { type: 'string' },
    keep: { type: 'boolean', default: false },
    weigh: { type: 'string', default: 'time' },
  },
});
const chosen = docxCases()[args.case];
if (!chosen) throw new Error(`--case is one of ${Object.keys(docxCases()).join(', ')}`);
const dir = mkdtempSync(join(tmpdir(), 'recordgate-docx-profile-'));
const scratch = args.database ? await createScratchDatabase(args.database) : undefined;
const database = scratch?.url ?? join(dir, 'bench.sqlite');
const seeded = await seedDataSet({ url: database, documents: 10, users: 10, companies: 2 });
const folder = join(dir, 'profile');
mkdirSync(folder);
const server = await startDocxServer({
  database,
  files: join(dir, 'files'),
  search: chosen.search,
  profileDir: folder,
});
const options = fillRequests({
  url: server.url,
  key: seeded.memberKey,
  template: chosen.template,
  connections: 4,
});
const pid = servingPid(server.child.pid);
await autocannon({ ...options, amount: Math.ceil(Number(args.requests) / 4) });
const start = monotonicMicros();
const threadsBefore = threadCpuMs(pid);
const result = await autocannon({ ...options, amount: Number(args.requests) });
const window = { start, end: monotonicMicros(), requests: result.requests.total };
// The threads' CPU as the system counted it, to hold the profile's busy time against.
const byThread = threadShares(threadsBefore, threadCpuMs(pid), result.requests.total);
if (result.non2xx > 0) throw new Error(`${result.non2xx} answers not 2xx`);
await stopAll([server.child]);
await scratch?.drop();

// The serving process's profiles: its main thread (thread id 0) and its render workers.
const profiles = readdirSync(folder).filter((name) => name.split('.')[3] === String(pid));
// The render worker writes no profile: the pool terminates it, and a terminated worker's profile is
// lost; its CPU is in `npm run bench:docx`'s figures by thread.
const threads = [['request thread', (name) => name.split('.')[4] === '0']];
console.log(`${args.case} (${chosen.label}), ${result.requests.total} fills`);
console.log(
  `CPU ms per fill by thread (/proc): ${[...byThread].map(([group, ms]) => `${group} ${ms.toFixed(2)}`).join(', ')}`,
);
for (const [thread, pick] of threads) {
  const files = profiles.filter(pick);
  const sum = (keyOf) => {
    const sums = new Map();
    for (const file of files) {
      for (const [key, us] of cpuPerRequest(folder, window, busy(keyOf), file, args.weigh)) {
        sums.set(key, (sums.get(key) ?? 0) + us);
      }
    }
    return sums;
  };
  const byFile = sum(sourceOf);
  const byFunction = sum((frame) => `${frame.functionName || '(anonymous)'} ${sourceOf(frame)}`);
  const total = [...byFile.values()].reduce((a, b) => a + b, 0);
  console.log(`\n${thread}: busy CPU µs per fill ${total.toFixed(1)}`);
  printTop('by source file', byFile, Number(args.top));
  printTop('by function (self time)', byFunction, Number(args.top));
}
if (args.keep) console.log(`\nprofiles kept in ${folder}`);
else rmSync(dir, { recursive: true, force: true });
