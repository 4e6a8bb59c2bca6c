// The benchmark harness (`npm run bench`, docs/benchmarks.md): seeds a SQLite data set (and, with
// `--database URL`, the same data set in a fresh database on that PostgreSQL server), starts the real
// `recordgate serve` on each (production settings, logs written as in production), the hand-written
// reference (bench/reference-server.mjs) on the SQLite file and a bare Koa fixed-JSON baseline, and
// drives every scenario on every server with autocannon over loopback, in interleaved rounds. It prints
// the server's CPU µs per request (user + system from /proc: steadier than requests/s on a shared
// machine) and each read's ratio to the hand-written reference, writes bench/results/latest.json and
// appends the table to docs/benchmarks.md.
//
// Usage: npm run bench [-- --documents N --users N --companies N --seconds S --connections C
//                          --workers N --rounds N --database postgresql://… --only view,create
//                          --no-docs --cpu-prof]
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createScratchDatabase } from '@recordgate/storage-mikro-orm';
import autocannon from 'autocannon';
import {
  sampleRss,
  startBenchServer,
  startRecordGate,
  stopAll,
  treeCpuMs,
} from './bench-processes.mjs';
import { createScenarios } from './bench-scenarios.mjs';
import { seedDataSet } from './seed-data-set.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: args } = parseArgs({
  options: {
    documents: { type: 'string', default: '100000' },
    users: { type: 'string', default: '1000' },
    companies: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    workers: { type: 'string', default: '1' },
    rounds: { type: 'string', default: '1' },
    database: { type: 'string' },
    'no-docs': { type: 'boolean', default: false },
    'cpu-prof': { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const seconds = Number(args.seconds);
const connections = Number(args.connections);
const rounds = Number(args.rounds);
const loadAtStart = loadavg()[0];

const dir = mkdtempSync(join(tmpdir(), 'recordgate-bench-'));
const sizes = {
  documents: Number(args.documents),
  users: Number(args.users),
  companies: Number(args.companies),
};
const sqliteFile = join(dir, 'bench.sqlite');
const scratch = args.database ? await createScratchDatabase(args.database) : undefined;
const databases = [{ name: 'SQLite', url: sqliteFile }];
if (scratch) databases.push({ name: 'PostgreSQL', url: scratch.url });
for (const database of databases) {
  database.seeded = await seedDataSet({ url: database.url, ...sizes });
  database.server = await startRecordGate({
    database: database.url,
    workers: args.workers,
    logFile: join(dir, `${database.name}.log`),
    cpuProf: args['cpu-prof'],
  });
}
const baseline = await startBenchServer('baseline-server');
const reference = await startBenchServer('reference-server', [sqliteFile]);

const scenarios = createScenarios({ company: databases[0].seeded.member.company_id });
// `--only view,create` keeps the baseline, the reference and the scenarios naming one of the words.
const wanted = args.only?.split(',').map((word) => word.trim().toLowerCase());
const selected = scenarios.filter(
  (s) => s.on !== 'recordgate' || !wanted || wanted.some((w) => s.name.toLowerCase().includes(w)),
);

/** Every (scenario, server) pair measured in each round, in the same order. */
const runs = selected.flatMap((scenario) =>
  scenario.on === 'recordgate'
    ? databases.map((database) => ({ scenario, database: database.name, target: database }))
    : [{ scenario, database: '', target: scenario.on === 'baseline' ? baseline : reference }],
);
const samples = new Map(runs.map((run) => [run, []]));
for (let round = 1; round <= rounds; round++) {
  for (const run of runs) {
    const { target } = run;
    const seeded = target.seeded ?? databases[0].seeded;
    const options = run.scenario.options({ ...seeded, url: target.server?.url ?? target.url });
    const pid = (target.server?.child ?? target.child).pid;
    // A short warm-up so the JIT and caches settle, then the measured run.
    await autocannon({ ...options, connections, duration: 2 });
    const peak = sampleRss(pid);
    const cpuBefore = treeCpuMs(pid);
    const result = await autocannon({ ...options, connections, duration: seconds });
    samples.get(run).push({ result, cpuMs: treeCpuMs(pid) - cpuBefore, rss: peak.stop() });
    process.stderr.write(`round ${round}: ${run.scenario.name} ${run.database}\n`);
  }
}
await stopAll([...databases.map((d) => d.server.child), baseline.child, reference.child]);
await scratch?.drop();

const rows = runs.map((run) => summarise(run, samples.get(run)));
const cpuOf = (name, database = '') =>
  rows.find((r) => r.scenario === name && r.database === database)?.cpuUsPerRequest;
for (const row of rows) {
  const { scenario } = runs[rows.indexOf(row)];
  const referenceCpu = scenario.reference && cpuOf(scenario.reference);
  row.ratio =
    referenceCpu && row.cpuUsPerRequest ? round2(row.cpuUsPerRequest / referenceCpu) : null;
  const sqlite = row.database === 'PostgreSQL' ? cpuOf(row.scenario, 'SQLite') : undefined;
  row.toSqlite = sqlite && row.cpuUsPerRequest ? round2(row.cpuUsPerRequest / sqlite) : null;
}

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const load = `load average ${loadAtStart.toFixed(2)} at the start, ${loadavg()[0].toFixed(2)} at the end`;
const ratioOf = (name) => rows.find((r) => r.scenario === name && r.database === 'SQLite')?.ratio;
const report = {
  date: new Date().toISOString(),
  commit:
    git(['rev-parse', '--short', 'HEAD']) + (git(['status', '--porcelain']) ? ' (dirty)' : ''),
  machine,
  loadAverage: { start: loadAtStart, end: loadavg()[0] },
  settings: { ...sizes, seconds, connections, rounds, workers: Number(args.workers) },
  // CPU µs per request of RecordGate (SQLite) ÷ the hand-written reference's.
  ratios: {
    view: ratioOf('view, 2 expansions (member)'),
    page: ratioOf('page of 20, 2 expansions (admin)'),
    listObjects: ratioOf('list-objects createdBy (member)'),
  },
  rows,
};
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/latest.json'), `${JSON.stringify(report, null, 2)}\n`);

console.table(
  rows.map((row) => ({
    scenario: row.scenario,
    database: row.database,
    'req/s': row.requestsPerSecond,
    'p99 ms': row.p99Ms,
    'non-2xx': row.non2xx,
    'RSS MB': row.rssMb,
    'CPU µs/req': row.cpuUsPerRequest ?? '',
    '× reference': row.ratio ?? '',
    '× SQLite': row.toSqlite ?? '',
  })),
);
console.log(`${machine}, ${load}`);
if (!args['no-docs']) {
  appendFileSync(join(root, 'docs/benchmarks.md'), markdown(report, load));
  console.log('appended to docs/benchmarks.md; JSON in bench/results/latest.json');
}
if (rows.some((row) => row.non2xx > 0 || row.errors > 0)) {
  console.log('some scenarios answered non-2xx or failed: their figures do not measure the call');
}
rmSync(dir, { recursive: true, force: true });

/** One row per (scenario, server): medians over the rounds, sums of failures, the peak memory. */
function summarise(run, runSamples) {
  const median = (values) => {
    const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
    return sorted.length === 0 ? null : sorted[Math.floor((sorted.length - 1) / 2)];
  };
  const cpu = runSamples.map(({ result, cpuMs }) =>
    result.requests.total > 0 ? Math.round((cpuMs * 1000) / result.requests.total) : null,
  );
  return {
    scenario: run.scenario.name,
    database: run.database,
    requestsPerSecond: median(runSamples.map((s) => Math.round(s.result.requests.average))),
    p50Ms: median(runSamples.map((s) => s.result.latency.p50)),
    p99Ms: median(runSamples.map((s) => s.result.latency.p99)),
    non2xx: runSamples.reduce((sum, s) => sum + s.result.non2xx, 0),
    errors: runSamples.reduce((sum, s) => sum + s.result.errors + s.result.timeouts, 0),
    rssMb: Math.round(Math.max(...runSamples.map((s) => s.rss)) / 1024 / 1024),
    cpuUsPerRound: cpu,
    cpuUsPerRequest: median(cpu),
  };
}

function round2(value) {
  return Number(value.toFixed(2));
}

function markdown({ date, commit, machine, settings, rows: table }, loadText) {
  const command = `npm run bench -- --seconds ${settings.seconds} --rounds ${settings.rounds}${args.database ? ' --database postgresql://…' : ''}`;
  return [
    '',
    `### ${date.slice(0, 16).replace('T', ' ')} UTC, commit ${commit}`,
    '',
    `${machine}, ${loadText}. \`${command}\`: ${settings.documents.toLocaleString('en')} documents, ${settings.users.toLocaleString('en')} users, ${settings.companies} companies, ${settings.connections} connections, ${settings.workers} worker(s); CPU µs per request is the median of the rounds.`,
    '',
    '| scenario | database | req/s | p99 ms | non-2xx | RSS MB | CPU µs/req (each round) | CPU µs/req | × reference | × SQLite |',
    '| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: |',
    ...table.map(
      (r) =>
        `| ${r.scenario} | ${r.database} | ${r.requestsPerSecond?.toLocaleString('en')} | ${r.p99Ms} | ${r.non2xx} | ${r.rssMb} | ${r.cpuUsPerRound.join(', ')} | ${r.cpuUsPerRequest ?? ''} | ${r.ratio ?? ''} | ${r.toSqlite ?? ''} |`,
    ),
    '',
  ].join('\n');
}

function git(gitArgs) {
  try {
    return execFileSync('git', gitArgs, { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}
