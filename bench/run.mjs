// The benchmark harness (`npm run bench`, docs/benchmarks.md): seeds a SQLite data set (and, with
// `--database URL`, once per URL, the same data set in a fresh database on that PostgreSQL or MariaDB
// server), starts the real `recordgate serve` on each (production settings, logs written as in
// production), the hand-written reference on each (bench/reference-server.mjs on the SQLite file,
// bench/reference-server-db.mjs on a server database) and a bare Koa fixed-JSON baseline, and drives
// every scenario on every server with autocannon over loopback, in interleaved rounds. It prints the
// server's CPU µs per request (user + system from /proc: steadier than requests/s on a shared
// machine), on a server database the database's CPU µs per request too (bench/database-cpu.mjs), and
// each read's ratios to the hand-written reference on the same database, writes
// bench/results/latest.json and appends the table to docs/benchmarks.md.
//
// Usage: npm run bench [-- --documents N --users N --companies N --seconds S --connections C
//                          --workers N --rounds N --database postgresql://… --database mysql://…
//                          --only view,create --no-docs --cpu-prof]
// The mapped scenarios (`--only mapped`) run on every database given.
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createScratchDatabase } from '@recordgate/storage-mikro-orm';
import autocannon from 'autocannon';
import { benchArgs } from './bench-args.mjs';
import {
  sampleRss,
  startBenchServer,
  startRecordGate,
  stopAll,
  treeCpuMs,
} from './bench-processes.mjs';
import { createScenarios } from './bench-scenarios.mjs';
import { prepareMappedCopy } from './mapped-schema.mjs';
import { cpuBetween, observeDatabaseCpu } from './database-cpu.mjs';
import { seedDataSet } from './seed-data-set.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: args } = benchArgs(import.meta.url, {
  options: {
    documents: { type: 'string', default: '100000' },
    users: { type: 'string', default: '1000' },
    companies: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    workers: { type: 'string', default: '1' },
    rounds: { type: 'string', default: '1' },
    database: { type: 'string', multiple: true, default: [] },
    'no-docs': { type: 'boolean', default: false },
    'cpu-prof': { type: 'boolean', default: false },
    only: { type: 'string' },
    compare: { type: 'string' },
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
const databases = [{ name: 'SQLite', url: sqliteFile }];
for (const url of args.database) {
  const scratch = await createScratchDatabase(url);
  const name = url.startsWith('postgres') ? 'PostgreSQL' : 'MariaDB';
  databases.push({ name, url: scratch.url, scratch });
}
for (const database of databases) {
  database.seeded = await seedDataSet({ url: database.url, ...sizes });
  database.server = await startRecordGate({
    database: database.url,
    workers: args.workers,
    logFile: join(dir, `${database.name}.log`),
    cpuProf: args['cpu-prof'],
  });
  database.reference = database.scratch
    ? await startBenchServer('reference-server-db', [database.url])
    : await startBenchServer('reference-server', [sqliteFile]);
  database.cpu = database.scratch ? await observeDatabaseCpu(database.url) : undefined;
}
// `--compare DIR`: the build of another checkout (built) on the same data, measured alternately with
// this one (each first in every second round), its rows named `… (compared)`. Reads only: its writes
// would not move this build's signal.
const targets = databases.flatMap((database) => [
  { ...database, base: database.name },
  ...(args.compare
    ? [{ ...database, name: `${database.name} (compared)`, base: database.name }]
    : []),
]);
for (const target of targets.filter((t) => t.name !== t.base)) {
  target.server = await startRecordGate({
    checkout: args.compare,
    database: target.url,
    workers: args.workers,
    logFile: join(dir, `${target.name}.log`),
  });
}
const baseline = await startBenchServer('baseline-server');

const scenarios = createScenarios({ company: databases[0].seeded.member.company_id });
// `--only view,create` keeps the baseline, the references and the scenarios naming one of the words.
// Split only at a comma with no space after it: scenario names hold ", " (`view, 2 expansions (member)`),
// so a whole name selects that scenario alone.
const wanted = args.only?.split(/,(?! )/).map((word) => word.trim().toLowerCase());
const selected = scenarios.filter(
  (s) =>
    s.on === 'baseline' ||
    s.on === 'reference' ||
    !wanted ||
    wanted.some((w) => s.name.toLowerCase().includes(w)),
);

// The mapped scenarios' second server on each database: its documents in another application's table
// (bench/mapped-schema.mjs), served through a record-types file.
const mappedTargets = [];
if (selected.some((s) => s.on === 'mapped')) {
  for (const database of databases) {
    const copy = await prepareMappedCopy({ url: database.url, dir });
    const name = `${database.name} (mapped)`;
    const server = await startRecordGate({
      database: copy.url,
      types: copy.types,
      workers: args.workers,
      logFile: join(dir, `${name}.log`),
    });
    // No scratch of its own: on a server database it reads the seeded database (dropped once).
    mappedTargets.push({
      ...database,
      name,
      base: database.name,
      url: copy.url,
      scratch: undefined,
      server,
    });
    // `--compare DIR`: the other build serving the same mapped copy, measured in the same rounds.
    if (args.compare) {
      const compared = `${database.name} (mapped, compared)`;
      mappedTargets.push({
        ...mappedTargets.at(-1),
        name: compared,
        server: await startRecordGate({
          checkout: args.compare,
          database: copy.url,
          types: copy.types,
          workers: args.workers,
          logFile: join(dir, `${compared}.log`),
        }),
      });
    }
  }
}
const isMapped = (target) => mappedTargets.includes(target);

/** Every (scenario, server) pair measured in each round, in the same order. */
const runs = selected.flatMap((scenario) => {
  if (scenario.on === 'baseline') return [{ scenario, database: '', target: baseline }];
  if (scenario.on === 'mapped') {
    // Per database its own schema first in odd rounds, mapped first in even ones (the loop below).
    return databases.flatMap(({ name: base }) =>
      [targets.find((t) => t.name === base), ...mappedTargets.filter((m) => m.base === base)].map(
        (target) => ({ scenario, database: target.name, target }),
      ),
    );
  }
  const on = scenario.on === 'reference' ? databases : targets;
  return on.map((target) => ({ scenario, database: target.name, target }));
});
const samples = new Map(runs.map((run) => [run, []]));
for (let round = 1; round <= rounds; round++) {
  // A mapped or compared pair runs in the other order every second round, so neither side always
  // runs first.
  const ordered = round % 2 === 1 ? runs : alternatePairs(runs);
  for (const run of ordered) samples.get(run).push(await measure(run));
  process.stderr.write(`round ${round} done\n`);
}
await stopAll([
  ...targets.map((t) => t.server.child),
  ...mappedTargets.map((t) => t.server.child),
  ...databases.map((d) => d.reference.child),
  baseline.child,
]);
for (const database of databases) {
  await database.cpu?.close();
  await database.scratch?.drop();
}

const rows = runs.map((run) => summarise(run, samples.get(run)));
const rowOf = (name, database) => rows.find((r) => r.scenario === name && r.database === database);
for (const row of rows) {
  const { scenario, target } = runs[rows.indexOf(row)];
  if (scenario.on === 'mapped') {
    // The mapped server's row against its own-schema twin, measured in the same rounds: its CPU,
    // and on a server database its CPU and the database's together.
    const own = rowOf(scenario.name, target.base);
    row.ratio = isMapped(target) ? ratio(row.cpuUsPerRequest, own?.cpuUsPerRequest) : null;
    row.totalRatio =
      isMapped(target) && target.cpu ? ratio(row.totalUsPerRequest, own?.totalUsPerRequest) : null;
    row.toSqlite = null;
    continue;
  }
  const reference = scenario.reference && rowOf(scenario.reference, target.base);
  row.ratio = ratio(row.cpuUsPerRequest, reference?.cpuUsPerRequest);
  row.totalRatio = ratio(row.totalUsPerRequest, reference?.totalUsPerRequest);
  const sqliteName = row.database.replace(target.base, 'SQLite');
  const sqlite = target.base && target.base !== 'SQLite' && rowOf(row.scenario, sqliteName);
  row.toSqlite = sqlite ? ratio(row.cpuUsPerRequest, sqlite.cpuUsPerRequest) : null;
}

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const load = `load average ${loadAtStart.toFixed(2)} at the start, ${loadavg()[0].toFixed(2)} at the end`;
const ratiosOf = (database) => {
  const of = (name) => rowOf(name, database) ?? {};
  const adminPage = of('page of 20, 2 expansions (admin)');
  const adminNoCount = of('page of 20, 2 expansions, no count (admin)');
  return {
    view: of('view, 2 expansions (member)').ratio ?? null,
    page: adminPage.ratio ?? null,
    listObjects: of('list-objects createdBy (member)').ratio ?? null,
    // Server + database CPU, the same reads (on SQLite the database runs in the server's process).
    viewTotal: of('view, 2 expansions (member)').totalRatio ?? null,
    pageTotal: adminPage.totalRatio ?? null,
    // The database CPU µs per request of the admin page's count: with it less without it.
    countDbUs:
      adminPage.dbUsPerRequest != null && adminNoCount.dbUsPerRequest != null
        ? adminPage.dbUsPerRequest - adminNoCount.dbUsPerRequest
        : null,
  };
};
const report = {
  date: new Date().toISOString(),
  commit:
    git(['rev-parse', '--short', 'HEAD']) + (git(['status', '--porcelain']) ? ' (dirty)' : ''),
  machine,
  loadAverage: { start: loadAtStart, end: loadavg()[0] },
  settings: { ...sizes, seconds, connections, rounds, workers: Number(args.workers) },
  // Per database: CPU µs per request of RecordGate ÷ the hand-written reference's on that database.
  ratios: Object.fromEntries(targets.map(({ name }) => [name, ratiosOf(name)])),
  // CPU µs per request of a read of the mapped documents ÷ the same read on RecordGate's own schema.
  // Keyed by the mapped server (`SQLite (mapped)`, …), then the scenario; `total` adds the database's
  // CPU on a server database.
  mappedToOwn: Object.fromEntries(
    mappedTargets.map(({ name }) => [
      name,
      Object.fromEntries(
        rows
          .filter((r) => r.database === name)
          .map((r) => [r.scenario, { cpu: r.ratio, total: r.totalRatio }]),
      ),
    ]),
  ),
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
    'DB µs/req': row.dbUsPerRequest ?? '',
    '× reference': row.ratio ?? '',
    '× ref (+DB)': row.totalRatio ?? '',
    '× SQLite': row.toSqlite ?? '',
  })),
);
console.log(`${machine}, ${load}`);
for (const [name, byScenario] of Object.entries(report.mappedToOwn)) {
  for (const [scenario, { cpu, total }] of Object.entries(byScenario)) {
    const withDb = total === null ? '' : `, with the database's CPU ${total}`;
    console.log(`${name} ÷ own schema, CPU µs per request, ${scenario}: ${cpu}${withDb}`);
  }
}
if (!args['no-docs']) {
  appendFileSync(join(root, 'docs/benchmarks.md'), markdown(report, load));
  console.log('appended to docs/benchmarks.md; JSON in bench/results/latest.json');
}
if (rows.some((row) => row.non2xx > 0 || row.errors > 0)) {
  console.log('some scenarios answered non-2xx or failed: their figures do not measure the call');
}
rmSync(dir, { recursive: true, force: true });

/**
 * `runs` with each group of one scenario on one database in reverse order: a mapped group (own
 * schema, mapped, and the compared build's), and with `--compare` this build and the compared one.
 * The server measured second in a pair came out cheaper with two identical builds (239 against 211
 * CPU µs per view, 4 rounds), so neither side may always run first.
 */
function alternatePairs(list) {
  const out = [];
  for (let i = 0; i < list.length;) {
    const { scenario, target } = list[i];
    let end = i + 1;
    while (
      (scenario.on === 'mapped' || args.compare) &&
      scenario.on !== 'reference' &&
      scenario.on !== 'baseline' &&
      end < list.length &&
      list[end].scenario === scenario &&
      list[end].target.base === target.base
    )
      end++;
    out.push(...list.slice(i, end).reverse());
    i = end;
  }
  return out;
}

/**
 * Measures one (scenario, server) pair: a short warm-up so the JIT and caches settle, then the
 * measured run, with the CPU time of the server process and, on a server database, of its connections.
 */
async function measure(run) {
  const { target, scenario } = run;
  const isReference = scenario.on === 'reference';
  const server = isReference ? target.reference : (target.server ?? target);
  const options = scenario.options({ ...(target.seeded ?? databases[0].seeded), url: server.url });
  const { pid } = server.child;
  await autocannon({ ...options, connections, duration: 2 });
  const peak = sampleRss(pid);
  const dbBefore = await target.cpu?.sample();
  const cpuBefore = treeCpuMs(pid);
  const result = await autocannon({ ...options, connections, duration: seconds });
  const cpuMs = treeCpuMs(pid) - cpuBefore;
  const dbAfter = await target.cpu?.sample();
  const dbCpuMs = dbAfter ? cpuBetween(dbBefore, dbAfter, pid) : 0;
  process.stderr.write(`${scenario.name} ${run.database}\n`);
  return { result, cpuMs, dbCpuMs, rss: peak.stop() };
}

/** One row per (scenario, server): medians over the rounds, sums of failures, the peak memory. */
function summarise(run, runSamples) {
  const median = (values) => {
    const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
    return sorted.length === 0 ? null : sorted[Math.floor((sorted.length - 1) / 2)];
  };
  const perRequest = (ms, result) =>
    result.requests.total > 0 ? Math.round((ms * 1000) / result.requests.total) : null;
  const cpu = runSamples.map(({ result, cpuMs }) => perRequest(cpuMs, result));
  const db = runSamples.map(({ result, dbCpuMs }) => perRequest(dbCpuMs, result));
  const total = runSamples.map(({ result, cpuMs, dbCpuMs }) => perRequest(cpuMs + dbCpuMs, result));
  const onServerDatabase = Boolean(run.target.cpu);
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
    // The database server's CPU for this server's connections (none apart on SQLite).
    dbUsPerRound: onServerDatabase ? db : [],
    dbUsPerRequest: onServerDatabase ? median(db) : null,
    totalUsPerRequest: median(total),
  };
}

function ratio(value, reference) {
  return value && reference ? Number((value / reference).toFixed(2)) : null;
}

function markdown({ date, commit, machine, settings, rows: table }, loadText) {
  const databaseArgs = args.database
    .map((url) => ` --database ${url.replace(/\/\/.*$/, '//…')}`)
    .join('');
  const command = `npm run bench -- --seconds ${settings.seconds} --rounds ${settings.rounds}${databaseArgs}`;
  return [
    '',
    `### ${date.slice(0, 16).replace('T', ' ')} UTC, commit ${commit}`,
    '',
    `${machine}, ${loadText}. \`${command}\`: ${settings.documents.toLocaleString('en')} documents, ${settings.users.toLocaleString('en')} users, ${settings.companies} companies, ${settings.connections} connections, ${settings.workers} worker(s); CPU µs per request is the median of the rounds; DB is the database server's CPU for the server's connections; the ratios are to the hand-written reference on the same database.`,
    '',
    '| scenario | database | req/s | p99 ms | non-2xx | RSS MB | CPU µs/req (each round) | CPU µs/req | DB µs/req (each round) | DB µs/req | × reference | × reference (+DB) | × SQLite |',
    '| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
    ...table.map(
      (r) =>
        `| ${r.scenario} | ${r.database} | ${r.requestsPerSecond?.toLocaleString('en')} | ${r.p99Ms} | ${r.non2xx} | ${r.rssMb} | ${r.cpuUsPerRound.join(', ')} | ${r.cpuUsPerRequest ?? ''} | ${r.dbUsPerRound.join(', ')} | ${r.dbUsPerRequest ?? ''} | ${r.ratio ?? ''} | ${r.totalRatio ?? ''} | ${r.toSqlite ?? ''} |`,
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
