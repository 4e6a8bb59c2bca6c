// The .docx fill benchmark (`npm run bench:docx`): fills per second and CPU per fill through the HTTP
// API (create with fillPlaceholders, the real `recordgate serve --workers 1`, every request a
// different title so every fill stores a new file), next to docxtemplater's own in-process rate for
// the same template and data, measured in the same run: raw, then HTTP, then raw again, so a change
// in the machine's load shows as a gap between the two raw figures. Three cases (bench/docx-cases.mjs):
// the 50 KB template, the same with search switched off for the type (so indexing is a figure of
// its own), and a 2 MB template of 5,000 words. Prints the figures and the ratios; with --docs
// appends them to docs/benchmarks.md.
//
// Usage: npm run bench:docx [-- --seconds S --connections C --cases fill,no-search,large
//                              --database postgresql://… --docs]
import { once } from 'node:events';
import { appendFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import { createScratchDatabase } from '@recordgate/storage-mikro-orm';
import { benchArgs } from './bench-args.mjs';
import {
  docxCases,
  fillRequests,
  processCpuMs,
  servingPid,
  startDocxServer,
  threadCpuMs,
  threadShares,
} from './docx-cases.mjs';
import { seedDataSet } from './seed-data-set.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: args } = benchArgs(import.meta.url, {
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '4' },
    cases: { type: 'string', default: 'fill,no-search,large' },
    database: { type: 'string' },
    docs: { type: 'boolean', default: false },
  },
});
const seconds = Number(args.seconds);
const connections = Number(args.connections);
const cases = docxCases();
const chosen = args.cases.split(',').map((name) => {
  if (!cases[name]) throw new Error(`--cases names some of ${Object.keys(cases).join(', ')}`);
  return [name, cases[name]];
});

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
function rawRate(template, durationSeconds) {
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
const scratch = args.database ? await createScratchDatabase(args.database) : undefined;
const databaseName = scratch ? 'PostgreSQL' : 'SQLite';
const seeded = await seedDataSet({
  url: scratch?.url ?? join(dir, 'bench.sqlite'),
  documents: 10,
  users: 10,
  companies: 2,
});

/** One case: raw, HTTP, raw again; its figures. */
async function measure(name, { template, search }) {
  rawRate(template, 2); // warm-up
  const rawBefore = rawRate(template, seconds);
  process.stderr.write(`${name}: raw docxtemplater ${rawBefore.rate.toFixed(1)} fills/s\n`);
  const files = join(dir, `files-${name}`);
  const server = await startDocxServer({
    database: scratch?.url ?? join(dir, 'bench.sqlite'),
    files,
    search,
  });
  const options = fillRequests({ url: server.url, key: seeded.memberKey, template, connections });
  await autocannon({ ...options, duration: 2 }); // warm-up: the render worker starts, the JIT settles
  const pid = servingPid(server.child.pid);
  const cpuBefore = processCpuMs(pid);
  const threadsBefore = threadCpuMs(pid);
  const clientBefore = process.cpuUsage();
  const loadBefore = loadavg()[0];
  const result = await autocannon({ ...options, duration: seconds });
  const clientCpu = process.cpuUsage(clientBefore);
  // Let the requests autocannon abandoned at the deadline finish before the server stops.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const fills = Math.max(1, result.requests.total);
  const httpCpuMs = (processCpuMs(pid) - cpuBefore) / fills;
  const threads = threadShares(threadsBefore, threadCpuMs(pid), fills);
  server.child.kill('SIGTERM');
  await once(server.child, 'exit');
  const http = result.requests.total / seconds;
  process.stderr.write(`${name}: HTTP create with fill ${http.toFixed(1)} fills/s\n`);
  const rawAfter = rawRate(template, seconds);
  process.stderr.write(`${name}: raw docxtemplater again ${rawAfter.rate.toFixed(1)} fills/s\n`);
  const raw = {
    rate: (rawBefore.rate + rawAfter.rate) / 2,
    cpuMs: (rawBefore.cpuMs + rawAfter.cpuMs) / 2,
  };
  return {
    name,
    rawBefore,
    rawAfter,
    http,
    httpCpuMs,
    threads,
    ratio: http / raw.rate,
    cpuRatio: raw.cpuMs / httpCpuMs,
    clientCpuMs: (clientCpu.user + clientCpu.system) / 1000 / fills,
    loadBefore,
    note: `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${countFiles(files)} files stored`,
    failed: result.non2xx > 0 || result.errors > 0,
  };
}

const results = [];
for (const [name, docxCase] of chosen)
  results.push({ ...(await measure(name, docxCase)), docxCase });
await scratch?.drop();
rmSync(dir, { recursive: true, force: true });

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${loadavg()[0].toFixed(2)} at the end`;
const command = `npm run bench:docx -- --seconds ${seconds} --connections ${connections} --cases ${args.cases}${args.database ? ' --database …' : ''}`;
const byThread = (threads) =>
  [...threads]
    .filter(([, ms]) => ms > 0)
    .map(([group, ms]) => `${group} ${ms.toFixed(1)}`)
    .join(', ');
const rowsOf = (r) => [
  [
    `docxtemplater in-process, before`,
    r.rawBefore.rate.toFixed(1),
    r.rawBefore.cpuMs.toFixed(1),
    '',
  ],
  [
    `HTTP create + fill + store (${databaseName})`,
    r.http.toFixed(1),
    r.httpCpuMs.toFixed(1),
    r.note,
  ],
  [`docxtemplater in-process, after`, r.rawAfter.rate.toFixed(1), r.rawAfter.cpuMs.toFixed(1), ''],
];
for (const r of results) {
  console.log(`\n${r.name}: ${r.docxCase.label}`);
  console.table(
    rowsOf(r).map(([what, rate, cpu, note]) => ({
      what,
      'fills/s': rate,
      'CPU ms/fill': cpu,
      note,
    })),
  );
  console.log(`HTTP ÷ raw, fills/s (mean of both raw runs): ${(r.ratio * 100).toFixed(0)}%`);
  console.log(`HTTP ÷ raw, fills per CPU second: ${(r.cpuRatio * 100).toFixed(0)}%`);
  console.log(`server CPU ms per fill by thread: ${byThread(r.threads)}`);
  console.log(
    `the load generator: ${r.clientCpuMs.toFixed(1)} CPU ms per request; load average ${r.loadBefore.toFixed(2)} when the HTTP run started`,
  );
  if (r.failed) console.log('some requests failed: the HTTP figure does not measure fills');
}
console.log(`\n${machine}`);
if (args.docs) {
  const lines = [
    '',
    `#### .docx fills, ${databaseName}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `${machine}. \`${command}\`.`,
    '',
    '| case | what | fills/s | CPU ms/fill | note |',
    '| --- | --- | --: | --: | --- |',
  ];
  for (const r of results) {
    lines.push(
      ...rowsOf(r).map(
        ([what, rate, cpu, note]) => `| ${r.name} | ${what} | ${rate} | ${cpu} | ${note} |`,
      ),
    );
    lines.push(
      `| ${r.name} | **HTTP ÷ raw** | **${(r.ratio * 100).toFixed(0)}%** | **${(r.cpuRatio * 100).toFixed(0)}%** | by thread: ${byThread(r.threads)}; load ${r.loadBefore.toFixed(1)} at the start |`,
    );
  }
  appendFileSync(join(root, 'docs/benchmarks.md'), [...lines, ''].join('\n'));
  console.log('appended to docs/benchmarks.md');
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
