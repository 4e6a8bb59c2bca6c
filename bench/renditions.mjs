// The PDF rendition benchmark (`npm run bench:renditions`; docs/benchmarks.md, "PDF renditions").
//
// 1. Throughput per CPU second: `recordgate serve` converting distinct small letters through HTTP
//    (download?format=pdf, one at a time, RENDITION_CONCURRENCY=1), against the physical limit of
//    this machine measured in the same run: one already-started LibreOffice converting the same
//    number of letters back to back (`soffice --convert-to pdf f0 f1 … fN`, its start-up and its
//    first conversion left out: its CPU is read from /proc when the first PDF appears and when the
//    last one does). CPU is the server's and its LibreOffice's (/proc), each shown; the two sides
//    alternate, round after round, so both see the same load, and the figure is the median of the
//    rounds' ratios. The letters are all uploaded before the first round, so that no upload's work
//    is counted as a conversion's. Both sides are measured warm: the server converts --warm letters
//    (60) before the rounds, so that its rounds do not pay for V8 compiling its code as it first
//    runs (docs/benchmarks.md, "The server's share of a warm conversion"); --warm 0 measures as runs
//    before 2026-11-29 11:00 UTC did.
// 2. A kept rendition against a plain download of a document holding the same PDF: the server's CPU
//    µs per request, alternating blocks.
// 3. Memory: RSS of the server and its LibreOffice before, and --wait seconds after, --conversions
//    conversions.
//
// Usage: npm run bench:renditions [-- --rounds 3 --letters 20 --conversions 200 --wait 30 --warm 60]
import { Blob } from 'node:buffer';
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { benchArgs } from './bench-args.mjs';
import { backToBackCpu, businessLetter } from './office-cli.mjs';

const { values: args } = benchArgs(import.meta.url, {
  options: {
    rounds: { type: 'string', default: '3' },
    letters: { type: 'string', default: '20' },
    conversions: { type: 'string', default: '200' },
    wait: { type: 'string', default: '30' },
    requests: { type: 'string', default: '2000' },
    // Conversions before the rounds, so that the rounds see the server's code compiled as it runs
    // for good (V8 compiles a function optimized only after many calls; the command line's side
    // leaves out its start-up too). 0 measures the server as the benchmark did before.
    warm: { type: 'string', default: '60' },
  },
});
const root = fileURLToPath(new URL('..', import.meta.url));
const bin = join(root, 'apps/server/bin/recordgate.js');
const dir = mkdtempSync(join(tmpdir(), 'recordgate-bench-renditions-'));
const TICK = 100; // clock ticks per second of /proc/PID/stat
let serial = 0;

const letter = () => businessLetter(++serial);

// CPU seconds of a process and its reaped children; RSS in bytes.
function cpuOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (
      (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / TICK
    );
  } catch {
    return 0;
  }
}
function rssOf(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;
  } catch {
    return 0;
  }
}
// The server's LibreOffice processes: their command lines name the server's temporary folder.
function officePids(folder) {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(folder);
      } catch {
        return false;
      }
    });
}

const cli = (argv, env) =>
  execFileSync(process.execPath, [bin, ...argv], { env: { ...process.env, ...env } }).toString();

async function startServer() {
  const database = join(dir, 'bench.sqlite');
  const env = { DATABASE_URL: database, FILES_DIRECTORY: join(dir, 'files'), LOG_LEVEL: 'warn' };
  cli(['company', 'create', '--name', 'Acme'], env);
  cli(['user', 'create', '--username', 'ann', '--company', 'Acme'], env);
  const { key } = JSON.parse(cli(['key', 'create', '--username', 'ann', '--json'], env));
  const temporary = join(dir, 'server-tmp');
  mkdirSync(temporary);
  const child = spawn(process.execPath, [bin, 'serve', '--port', '0'], {
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      TMPDIR: temporary,
      WORKERS: '1',
      RATE_LIMIT_PER_KEY: '999999999',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (text) => (output += text));
  while (!/listening on (http:\/\/\S+)/.test(output)) await sleep(50);
  const url = /listening on (http:\/\/\S+)/.exec(output)[1];
  const cpu = () => cpuOf(child.pid) + officePids(temporary).reduce((s, p) => s + cpuOf(p), 0);
  const rss = () => rssOf(child.pid) + officePids(temporary).reduce((s, p) => s + rssOf(p), 0);
  return { child, url, key, cpu, rss, serverCpu: () => cpuOf(child.pid) };
}

// A connection the server closed while idle (during a CLI round) may fail the next request once.
async function send(url, init) {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

async function upload(server, bytes, name = 'offer.docx') {
  const body = new globalThis.FormData();
  body.append('title', 'Offer');
  body.append('file', new Blob([bytes]), name);
  const answer = await send(`${server.url}/document/api/default/create`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${server.key}` },
    body,
  });
  if (answer.status !== 201) throw new Error(`upload: ${answer.status} ${await answer.text()}`);
  return (await answer.json()).id;
}
async function download(server, id, format) {
  const answer = await send(
    `${server.url}/document/api/default/download?id=${id}${format ? `&format=${format}` : ''}`,
    { headers: { Authorization: `Bearer ${server.key}` } },
  );
  const bytes = await answer.arrayBuffer();
  if (answer.status !== 200) throw new Error(`download: ${answer.status}`);
  return Buffer.from(bytes);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rounds = Number(args.rounds);
const letters = Number(args.letters);

console.log(
  `PDF renditions: ${rounds} rounds of ${letters} letters; ${cpus().length} CPUs, load ${loadavg()[0].toFixed(2)} (shared machine)`,
);
const server = await startServer();
try {
  await measure(server);
} finally {
  // A failed run too must not leave the server (and its LibreOffice) running.
  server.child.kill('SIGTERM');
  await new Promise((resolve) => server.child.once('exit', resolve));
  rmSync(dir, { recursive: true, force: true });
}

async function measure(server) {
  const profile = join(dir, 'cli-profile');
  // Warm both: the server's converter started, the CLI's profile made.
  await download(server, await upload(server, letter()), 'pdf');
  const warm = join(dir, 'warm.docx');
  writeFileSync(warm, letter());
  await backToBackCpu({ first: warm, files: [], profile, out: join(dir, 'cli-out-warm') });

  // Every round's letters are uploaded first, and the server left quiet until what the uploads
  // started has ended: the render pool stops its idle worker after 10 s and then collects the
  // uploads' garbage (a major GC). Uploaded just before a round, that work of the uploads would be
  // counted as the conversions' (2–6 CPU ms per conversion).
  for (let i = 0; i < Number(args.warm); i++) {
    await download(server, await upload(server, letter()), 'pdf');
  }
  const uploaded = [];
  for (let i = 0; i < rounds * letters; i++) uploaded.push(await upload(server, letter()));
  await sleep(15_000);

  const http = [];
  const command = [];
  for (let round = 0; round < rounds; round++) {
    // The CLI: N letters after a first one in one run, from the first PDF to the last …
    const files = Array.from({ length: letters }, (_, i) => {
      const path = join(dir, `cli-${round}-${i}.docx`);
      writeFileSync(path, letter());
      return path;
    });
    const first = join(dir, `cli-${round}-first.docx`);
    writeFileSync(first, letter());
    command.push(
      await backToBackCpu({ first, files, profile, out: join(dir, `cli-out-${round}`) }),
    );
    // … against N distinct letters through HTTP, each converted once.
    const ids = uploaded.slice(round * letters, (round + 1) * letters);
    const before = server.cpu();
    const nodeBefore = server.serverCpu();
    const started = performance.now();
    for (const id of ids) await download(server, id, 'pdf');
    const seconds = (performance.now() - started) / 1000;
    const cpu = (server.cpu() - before) / letters;
    const node = (server.serverCpu() - nodeBefore) / letters;
    http.push({ cpu, node, rate: letters / seconds });
    console.log(
      `  round ${round + 1}: CLI ${(command.at(-1) * 1000).toFixed(0)} CPU ms per conversion; HTTP ${(cpu * 1000).toFixed(0)} CPU ms per conversion (server ${(node * 1000).toFixed(1)}, LibreOffice ${((cpu - node) * 1000).toFixed(0)}), ${http.at(-1).rate.toFixed(2)} conversions/s`,
    );
  }
  const httpCpu = median(http.map((r) => r.cpu));
  const cliCpuMedian = median(command);
  // Each round's two sides saw the same load: the median of the rounds' ratios is the figure that
  // the load's swings disturb least.
  const ratios = http.map((r, i) => command[i] / r.cpu);
  console.log(
    `conversions per CPU second: HTTP ${(1 / httpCpu).toFixed(2)}, CLI ${(1 / cliCpuMedian).toFixed(2)}; ratio ${(median(ratios) * 100).toFixed(0)}% (median of the rounds' ${ratios.map((r) => `${(r * 100).toFixed(0)}%`).join(', ')}; goal ≥ 90%); HTTP ${median(http.map((r) => r.rate)).toFixed(2)} conversions/s; server ${(median(http.map((r) => r.node)) * 1000).toFixed(1)}, LibreOffice ${(median(http.map((r) => r.cpu - r.node)) * 1000).toFixed(0)} CPU ms per conversion`,
  );

  // 2. A kept rendition against a plain download, alternating blocks of 200 (the kernel
  // counts CPU in 10 ms ticks: a block must take many of them).
  // … the plain download of a file of the same bytes (the PDF uploaded as a PDF), so that both send
  // the same body.
  const kept = await upload(server, letter());
  const plain = await upload(server, await download(server, kept, 'pdf'), 'offer.pdf');
  const cost = { pdf: [], original: [] };
  const BLOCK = 200;
  for (let block = 0; block < Number(args.requests) / BLOCK; block++) {
    for (const format of block % 2 === 0 ? ['pdf', 'original'] : ['original', 'pdf']) {
      const before = server.serverCpu();
      for (let i = 0; i < BLOCK; i++) {
        await (format === 'pdf' ? download(server, kept, 'pdf') : download(server, plain));
      }
      cost[format].push(((server.serverCpu() - before) / BLOCK) * 1e6);
    }
  }
  const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
  const pdfUs = mean(cost.pdf);
  const originalUs = mean(cost.original);
  console.log(
    `kept PDF: ${pdfUs.toFixed(0)} server CPU µs per download; plain download: ${originalUs.toFixed(0)} µs; ratio ${((pdfUs / originalUs) * 100).toFixed(0)}% (goal 90–110%)`,
  );

  // 3. Memory around many conversions.
  const before = server.rss();
  const many = Number(args.conversions);
  for (let i = 0; i < many; i++) await download(server, await upload(server, letter()), 'pdf');
  await sleep(Number(args.wait) * 1000);
  const after = server.rss();
  console.log(
    `RSS of server and LibreOffice: ${(before / 1048576).toFixed(0)} MB before, ${(after / 1048576).toFixed(0)} MB ${args.wait} s after ${many} conversions (${((after - before) / 1048576).toFixed(0)} MB; goal within 50 MB)`,
  );
}
