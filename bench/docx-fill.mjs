// The .docx fill benchmark (`npm run bench:docx`): fills per second of the realistic template
// (bench/make-docx-template.mjs: 50 KB, 30 tags) through the HTTP API (create with fillPlaceholders,
// the real `recordgate serve`, every request a different title so every fill stores a new file), next
// to docxtemplater's own in-process rate for the same template and data, measured in the same run:
// raw, then HTTP, then raw again, so a change in the machine's load shows as a gap between the two raw
// figures. Prints the figures and the ratio; with --docs appends them to docs/benchmarks.md.
//
// Usage: npm run bench:docx [-- --seconds S --connections C --docs]
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import { makeDocxTemplate, multipartBody } from './make-docx-template.mjs';
import { seedDataSet } from './seed-data-set.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '4' },
    docs: { type: 'boolean', default: false },
  },
});
const seconds = Number(args.seconds);
const connections = Number(args.connections);
const template = makeDocxTemplate();

// The values the server fills in for the seeded member (see seedDataSet), so both sides do the same work.
const data = {
  title: 'Filled contract 1',
  description: null,
  document_date: null,
  company: { name: 'Company 1' },
  createdBy: { name: 'User 3', email: 'user3@bench.test' },
};

/**
 * docxtemplater on this thread: parse the zip, render, write the zip (deflate), as often as it can.
 * Returns fills per second and CPU milliseconds per fill.
 */
function rawRate(durationSeconds) {
  const end = performance.now() + durationSeconds * 1000;
  let fills = 0;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  while (performance.now() < end) {
    const doc = new Docxtemplater(new PizZip(template), {
      paragraphLoop: true,
      linebreaks: true,
      nullGetter: () => '',
    });
    doc.render({ ...data, title: `Filled contract ${fills}` });
    doc.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' });
    fills++;
  }
  const cpu = process.cpuUsage(cpuBefore);
  return {
    rate: (fills * 1000) / (performance.now() - started),
    cpuMs: (cpu.user + cpu.system) / 1000 / fills,
  };
}

const dir = mkdtempSync(join(tmpdir(), 'recordgate-bench-docx-'));
const database = join(dir, 'bench.sqlite');
const files = join(dir, 'files');
const seeded = await seedDataSet({ url: database, documents: 10, users: 10, companies: 2 });

rawRate(2); // warm-up
const rawBefore = rawRate(seconds);
process.stderr.write(`raw docxtemplater: ${rawBefore.rate.toFixed(1)} fills/s\n`);

const port = await freePort();
const server = spawn(
  process.execPath,
  [
    ...(process.env.BENCH_CPU_PROF
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
      : []),
    join(root, 'apps/server/bin/recordgate.js'),
    'serve',
    '--port',
    String(port),
    '--workers',
    '1',
  ],
  {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: database,
      FILES_DIRECTORY: files,
      PUBLIC_URL: 'http://bench.test',
      RATE_LIMIT_PER_KEY: '999999999',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
await waitForHttp(`http://127.0.0.1:${port}/company/api/default/info`);

let sent = 0;
const options = {
  url: `http://127.0.0.1:${port}/document/api/default/create`,
  connections,
  requests: [
    {
      method: 'POST',
      setupRequest: (request) => {
        const upload = multipartBody(
          { title: `Filled contract ${++sent}` },
          template,
          'contract.docx',
        );
        return {
          ...request,
          headers: {
            Authorization: `Bearer ${seeded.memberKey}`,
            'Content-Type': upload.contentType,
            fillPlaceholders: 'true',
          },
          body: upload.body,
        };
      },
    },
  ],
};
await autocannon({ ...options, duration: 2 }); // warm-up: the render worker starts, the JIT settles
const serverPid = await workerPid(server.pid);
const cpuBefore = processCpuMs(serverPid);
const threadsBefore = threadCpuMs(serverPid);
const clientBefore = process.cpuUsage();
const loadBefore = loadavg()[0];
const result = await autocannon({ ...options, duration: seconds });
const clientCpu = process.cpuUsage(clientBefore);
// Let the requests autocannon abandoned at the deadline finish before the server stops.
await new Promise((resolve) => setTimeout(resolve, 3000));
const httpCpuMs = (processCpuMs(serverPid) - cpuBefore) / Math.max(1, result.requests.total);
const perThread = threadShares(threadsBefore, threadCpuMs(serverPid), result.requests.total);
const clientCpuMs = (clientCpu.user + clientCpu.system) / 1000 / Math.max(1, result.requests.total);
server.kill('SIGTERM');
await once(server, 'exit');
const http = result.requests.total / seconds;
const stored = countFiles(files);
process.stderr.write(`HTTP create with fill: ${http.toFixed(1)} fills/s\n`);

const rawAfter = rawRate(seconds);
process.stderr.write(`raw docxtemplater again: ${rawAfter.rate.toFixed(1)} fills/s\n`);
rmSync(dir, { recursive: true, force: true });

const raw = (rawBefore.rate + rawAfter.rate) / 2;
const ratio = http / raw;
const rawCpuMs = (rawBefore.cpuMs + rawAfter.cpuMs) / 2;
const cpuRatio = rawCpuMs / httpCpuMs;
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${loadavg()[0].toFixed(2)} at the end`;
const rows = [
  [
    'docxtemplater in-process (before the HTTP run)',
    rawBefore.rate.toFixed(1),
    rawBefore.cpuMs.toFixed(1),
    '',
  ],
  [
    'HTTP create + fill + store (1 server process)',
    http.toFixed(1),
    httpCpuMs.toFixed(1),
    `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${stored} files stored`,
  ],
  [
    'docxtemplater in-process (after the HTTP run)',
    rawAfter.rate.toFixed(1),
    rawAfter.cpuMs.toFixed(1),
    '',
  ],
];
console.table(
  rows.map(([what, rate, cpu, note]) => ({ what, 'fills/s': rate, 'CPU ms/fill': cpu, note })),
);
console.log(`HTTP ÷ raw, fills/s (mean of both raw runs): ${(ratio * 100).toFixed(0)}%`);
console.log(`HTTP ÷ raw, fills per CPU second: ${(cpuRatio * 100).toFixed(0)}%`);
console.log(`server CPU ms per fill by thread: ${perThread}`);
console.log(`the load generator (this process): ${clientCpuMs.toFixed(1)} CPU ms per request`);
console.log(`load average ${loadBefore.toFixed(2)} when the HTTP run started`);
console.log(machine);
if (result.non2xx > 0 || result.errors > 0) {
  console.log('some requests failed: the HTTP figure does not measure fills');
}
if (args.docs) {
  appendFileSync(
    join(root, 'docs/benchmarks.md'),
    [
      '',
      `#### .docx fills, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      '',
      `${machine} (${loadBefore.toFixed(2)} when the HTTP run started). \`npm run bench:docx -- --seconds ${seconds} --connections ${connections}\`; template ${Math.round(template.length / 1024)} KB zipped, 30 tags. Server CPU ms per fill by thread: ${perThread}; the load generator: ${clientCpuMs.toFixed(1)} CPU ms per request.`,
      '',
      '| what | fills/s | CPU ms/fill | note |',
      '| --- | --: | --: | --- |',
      ...rows.map(([what, rate, cpu, note]) => `| ${what} | ${rate} | ${cpu} | ${note} |`),
      `| **HTTP ÷ raw** | **${(ratio * 100).toFixed(0)}%** | **${(cpuRatio * 100).toFixed(0)}%** | fills/s against the mean of both raw runs; CPU: fills per CPU second |`,
      '',
    ].join('\n'),
  );
  console.log('appended to docs/benchmarks.md');
}

/** The serving process: `serve --workers 1` forks one worker process that handles the requests. */
async function workerPid(pid) {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number);
    return children[0] ?? pid;
  } catch {
    return pid;
  }
}

/** User plus system CPU time of a process, all its threads (the render worker) included, in ms. */
function processCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** CPU time (user + system, ms) of each thread of a process, by thread id, with the thread's name. */
function threadCpuMs(pid) {
  const threads = new Map();
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      try {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
        threads.set(tid, { name, ms: (Number(fields[11]) + Number(fields[12])) * 10 });
      } catch {
        // The thread ended meanwhile.
      }
    }
  } catch {
    // No /proc (not Linux): no breakdown.
  }
  return threads;
}

/** The CPU per request of the server's threads, grouped: request thread, render worker, GC, libuv. */
function threadShares(before, after, requests) {
  const groups = {
    MainThread: 'request thread',
    WorkerThread: 'render worker',
    V8Worker: 'V8 helpers (GC)',
    'libuv-worker': 'libuv pool (files)',
  };
  const totals = new Map();
  for (const [tid, { name, ms }] of after) {
    const group = groups[name] ?? 'other';
    totals.set(group, (totals.get(group) ?? 0) + ms - (before.get(tid)?.ms ?? 0));
  }
  return [...totals]
    .filter(([, ms]) => ms > 0)
    .map(([group, ms]) => `${group} ${(ms / Math.max(1, requests)).toFixed(1)}`)
    .join(', ');
}

function countFiles(folder) {
  try {
    return readdirSync(folder, { recursive: true, withFileTypes: true }).filter(
      (entry) => entry.isFile() && !entry.parentPath.includes('.tmp'),
    ).length;
  } catch {
    return 0;
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
    if (server.exitCode !== null) throw new Error('the server exited');
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`the server did not answer at ${url}`);
}
