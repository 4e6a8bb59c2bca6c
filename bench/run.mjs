// The benchmark harness (`npm run bench`): seeds a SQLite data set, starts the real `recordgate serve`
// (production settings, logs written as in production) and a bare Koa fixed-JSON baseline, drives each
// with autocannon over loopback one scenario after another, and prints requests/s, p50/p99 latency,
// the server's peak RSS and each read's ratio to the baseline. Writes bench/results/latest.json and
// appends the table to docs/benchmarks.md.
//
// Usage: npm run bench [-- --documents N --users N --companies N --seconds S --connections C
//                          --workers N --only view,create --no-docs --cpu-prof]
import { execFileSync, fork, spawn } from 'node:child_process';
import { once } from 'node:events';
import {
  appendFileSync,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { makeDocxTemplate, multipartBody } from './make-docx-template.mjs';
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
    'no-docs': { type: 'boolean', default: false },
    'cpu-prof': { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const seconds = Number(args.seconds);
const connections = Number(args.connections);

const dir = mkdtempSync(join(tmpdir(), 'recordgate-bench-'));
const database = join(dir, 'bench.sqlite');
const seeded = await seedDataSet({
  url: database,
  documents: Number(args.documents),
  users: Number(args.users),
  companies: Number(args.companies),
});

const port = await freePort();
const serverLog = join(dir, 'server.log');
const server = spawn(
  process.execPath,
  [
    ...(args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${join(root, 'bench/results')}`] : []),
    join(root, 'apps/server/bin/recordgate.js'),
    'serve',
    '--port',
    String(port),
    '--workers',
    args.workers,
  ],
  {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: database,
      PUBLIC_URL: 'http://bench.test',
      // The limiter stays on (its cost is part of every request) with a budget the load cannot use up.
      RATE_LIMIT_PER_KEY: '999999999',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
server.stdout.pipe(createWriteStream(serverLog));
await waitForHttp(`http://127.0.0.1:${port}/company/api/default/info`);

const baseline = fork(join(root, 'bench/baseline-server.mjs'), { stdio: 'inherit' });
const [{ port: baselinePort }] = await once(baseline, 'message');

const app = `http://127.0.0.1:${port}`;
const member = { Authorization: `Bearer ${seeded.memberKey}` };
const admin = { Authorization: `Bearer ${seeded.adminKey}` };
const expand = { expand: 'createdBy.*,company.*' };
const json = { 'Content-Type': 'application/json' };
const docId = seeded.ownDocument.id;
let created = 0;
const template = makeDocxTemplate();
const upload = multipartBody({ title: 'Filled contract' }, template, 'contract.docx');

/** Each scenario: a name, whether it is a read (compared with the baseline), and autocannon options. */
const scenarios = [
  {
    name: 'bare Koa fixed JSON (baseline)',
    read: true,
    options: { url: `http://127.0.0.1:${baselinePort}/` },
  },
  {
    name: 'view, 2 expansions (member)',
    read: true,
    options: {
      url: `${app}/document/api/default/view?id=${docId}`,
      headers: { ...member, ...expand },
    },
  },
  {
    name: 'page of 20, 2 expansions (admin)',
    read: true,
    options: {
      url: `${app}/document/api/default?page=3&per-page=20`,
      headers: { ...admin, ...expand },
    },
  },
  {
    name: 'list-objects createdBy (member)',
    read: true,
    options: {
      url: `${app}/document/api/default/list-objects?id=${docId}&attribute=createdBy`,
      headers: member,
    },
  },
  {
    name: 'filtered list, like, page of 20 (admin)',
    read: true,
    options: {
      url: `${app}/document/api/default?filter[title][like]=Document%2012&per-page=20`,
      headers: { ...admin, ...expand },
    },
  },
  {
    name: 'create (member)',
    read: false,
    options: {
      url: `${app}/document/api/default/create`,
      // A fresh body per request: autocannon applies `setupRequest` only to entries of `requests`.
      requests: [
        {
          method: 'POST',
          headers: { ...member, ...json },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ title: `Created ${++created}`, description: 'benchmark' }),
          }),
        },
      ],
    },
  },
  {
    name: 'update (member)',
    read: false,
    options: {
      url: `${app}/document/api/default/update?id=${docId}`,
      requests: [
        {
          method: 'POST',
          headers: { ...member, ...json },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ description: `Updated ${++created}` }),
          }),
        },
      ],
    },
  },
  {
    name: `.docx fill, ${Math.round(template.length / 1024)} KB zipped, 30 tags (member)`,
    read: false,
    options: {
      url: `${app}/document/api/default/create`,
      method: 'POST',
      headers: { ...member, 'Content-Type': upload.contentType, fillPlaceholders: 'true' },
      body: upload.body,
    },
  },
];

// `--only view,create` keeps the baseline and the scenarios whose names contain one of the words.
const wanted = args.only?.split(',').map((word) => word.trim().toLowerCase());
const selected = scenarios.filter(
  (scenario, index) =>
    index === 0 || !wanted || wanted.some((word) => scenario.name.toLowerCase().includes(word)),
);
const rows = [];
for (const scenario of selected) {
  const isBaseline = rows.length === 0;
  const pid = isBaseline ? baseline.pid : server.pid;
  // A short warm-up so the JIT and caches settle, then the measured run.
  await autocannon({ ...scenario.options, connections, duration: 2 });
  const peak = sampleRss(pid);
  const cpuBefore = treeCpuMs(pid);
  const result = await autocannon({ ...scenario.options, connections, duration: seconds });
  const cpuMs = treeCpuMs(pid) - cpuBefore;
  rows.push({
    scenario: scenario.name,
    read: scenario.read,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    rssMb: Math.round(peak.stop() / 1024 / 1024),
    // Server CPU time per request: steadier than requests/s when other work shares the machine.
    cpuUsPerRequest:
      result.requests.total > 0 ? Math.round((cpuMs * 1000) / result.requests.total) : null,
  });
  process.stderr.write(`measured: ${scenario.name}\n`);
}
const baselineRate = rows[0].requestsPerSecond;
for (const row of rows) {
  row.ratio = row.read ? Number((row.requestsPerSecond / baselineRate).toFixed(3)) : null;
}

server.kill('SIGTERM');
baseline.kill('SIGTERM');
await Promise.all([once(server, 'exit'), once(baseline, 'exit')]);

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${loadavg()[0].toFixed(2)} at the end`;
const commit = git(['rev-parse', '--short', 'HEAD']);
const dirty = git(['status', '--porcelain']).length > 0 ? ' (with uncommitted changes)' : '';
const report = {
  date: new Date().toISOString(),
  commit: commit + dirty,
  machine,
  settings: {
    documents: Number(args.documents),
    users: Number(args.users),
    companies: Number(args.companies),
    seconds,
    connections,
    workers: Number(args.workers),
  },
  rows,
};
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/latest.json'), `${JSON.stringify(report, null, 2)}\n`);

console.table(
  rows.map((row) => ({
    scenario: row.scenario,
    'req/s': row.requestsPerSecond,
    'p50 ms': row.p50Ms,
    'p99 ms': row.p99Ms,
    'non-2xx': row.non2xx,
    'RSS MB': row.rssMb,
    'CPU µs/req': row.cpuUsPerRequest ?? '',
    '× baseline': row.ratio ?? '',
  })),
);
console.log(machine);
if (!args['no-docs']) {
  appendFileSync(join(root, 'docs/benchmarks.md'), markdown(report));
  console.log('appended to docs/benchmarks.md; JSON in bench/results/latest.json');
}
if (rows.some((row) => row.non2xx > 0 || row.errors > 0)) {
  console.log('some scenarios answered non-2xx or failed: their figures do not measure the call');
}
rmSync(dir, { recursive: true, force: true });

function markdown({ date, commit, machine, settings, rows }) {
  const lines = [
    '',
    `### ${date.slice(0, 16).replace('T', ' ')} UTC, commit ${commit}`,
    '',
    `${machine}. \`npm run bench -- --seconds ${settings.seconds}\`: ${settings.documents.toLocaleString('en')} documents, ${settings.users.toLocaleString('en')} users, ${settings.companies} companies, ${settings.connections} connections, ${settings.workers} worker(s).`,
    '',
    '| scenario | req/s | p50 ms | p99 ms | non-2xx | RSS MB | CPU µs/req | × baseline |',
    '| --- | --: | --: | --: | --: | --: | --: | --: |',
    ...rows.map(
      (r) =>
        `| ${r.scenario} | ${r.requestsPerSecond.toLocaleString('en')} | ${r.p50Ms} | ${r.p99Ms} | ${r.non2xx} | ${r.rssMb} | ${r.cpuUsPerRequest ?? ''} | ${r.ratio ?? ''} |`,
    ),
    '',
  ];
  return lines.join('\n');
}

/** Samples the resident memory of a process and its children (the workers) until stopped; the peak. */
function sampleRss(pid) {
  let peak = 0;
  const read = () => {
    peak = Math.max(peak, treeRss(pid));
  };
  read();
  const timer = setInterval(read, 200);
  return {
    stop() {
      clearInterval(timer);
      read();
      return peak;
    },
  };
}

function treeRss(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const own = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number);
    return own + children.reduce((sum, child) => sum + treeRss(child), 0);
  } catch {
    return 0; // not Linux, or the process is gone
  }
}

/** User plus system CPU time of a process and its children (the workers), in milliseconds. */
function treeCpuMs(pid) {
  try {
    // Fields 14 and 15 of /proc/PID/stat, after the parenthesised command name; in clock ticks (100/s).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const own = (Number(fields[11]) + Number(fields[12])) * 10;
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number);
    return own + children.reduce((sum, child) => sum + treeCpuMs(child), 0);
  } catch {
    return 0;
  }
}

function git(gitArgs) {
  try {
    return execFileSync('git', gitArgs, { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

async function freePort() {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port: free } = probe.address();
  probe.close();
  return free;
}

async function waitForHttp(url) {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (server.exitCode !== null) throw new Error(`the server exited; see ${serverLog}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`the server did not answer at ${url}`);
}
