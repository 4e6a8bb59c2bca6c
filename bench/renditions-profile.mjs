// Where the server's CPU of a PDF conversion goes (docs/benchmarks.md, "Where the CPU of a
// conversion goes"): starts `recordgate serve` with `--cpu-prof` as `npm run bench:renditions` does
// (SQLite, files on disk, one LibreOffice), uploads --letters distinct small .docx letters, leaves
// the server quiet while what the uploads started ends, converts each once (download?format=pdf, one
// at a time), and prints the server's CPU ms per conversion by thread (from /proc) and the request
// thread's busy µs per conversion by source file and by function (self time). A profiler adds its
// own cost to every function alike: compare builds with each other, not with the benchmark.
//
//   node bench/renditions-profile.mjs [--letters 40] [--top 25]
import { Blob } from 'node:buffer';
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { createDocx } from '@recordgate/testing';
import { benchArgs } from './bench-args.mjs';
import { stopAll } from './bench-processes.mjs';
import { busy, cpuPerRequest, monotonicMicros, printTop, sourceOf } from './cpu-profile.mjs';
import { processCpuMs, threadCpuMs, threadShares } from './docx-cases.mjs';

const { values: args } = benchArgs(import.meta.url, {
  options: { letters: { type: 'string', default: '40' }, top: { type: 'string', default: '25' } },
});
const root = fileURLToPath(new URL('..', import.meta.url));
const bin = join(root, 'apps/server/bin/recordgate.js');
const dir = mkdtempSync(join(tmpdir(), 'recordgate-renditions-profile-'));
const folder = join(dir, 'profile');
mkdirSync(folder);
const env = { DATABASE_URL: join(dir, 'bench.sqlite'), FILES_DIRECTORY: join(dir, 'files') };
const cli = (argv) =>
  execFileSync(process.execPath, [bin, ...argv], { env: { ...process.env, ...env } }).toString();
cli(['company', 'create', '--name', 'Acme']);
cli(['user', 'create', '--username', 'ann', '--company', 'Acme']);
const { key } = JSON.parse(cli(['key', 'create', '--username', 'ann', '--json']));
mkdirSync(join(dir, 'tmp'));
const child = spawn(
  process.execPath,
  ['--cpu-prof', `--cpu-prof-dir=${folder}`, bin, 'serve', '--port', '0'],
  {
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      TMPDIR: join(dir, 'tmp'),
      WORKERS: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
let output = '';
child.stdout.setEncoding('utf8').on('data', (text) => (output += text));
while (!/listening on (http:\/\/\S+)/.test(output)) await sleep(50);
const url = /listening on (http:\/\/\S+)/.exec(output)[1];
const auth = { Authorization: `Bearer ${key}` };

let serial = 0;
async function upload() {
  const body = new globalThis.FormData();
  body.append('title', 'Offer');
  const paragraphs = [[`Offer ${++serial}`], ['Dear Ms. Jäger,'], ['Kind regards,']];
  body.append('file', new Blob([createDocx({ paragraphs })]), 'offer.docx');
  const answer = await fetch(`${url}/document/api/default/create`, {
    method: 'POST',
    headers: auth,
    body,
  });
  if (answer.status !== 201) throw new Error(`upload: ${answer.status}`);
  return (await answer.json()).id;
}
async function convert(id) {
  const answer = await fetch(`${url}/document/api/default/download?id=${id}&format=pdf`, {
    headers: auth,
  });
  await answer.arrayBuffer();
  if (answer.status !== 200) throw new Error(`download: ${answer.status}`);
}

const letters = Number(args.letters);
await convert(await upload()); // starts LibreOffice
const ids = [];
for (let i = 0; i < letters; i++) ids.push(await upload());
await sleep(15_000); // the render pool's idle worker stops and its garbage is collected
const threadsBefore = threadCpuMs(child.pid);
const cpuBefore = processCpuMs(child.pid);
const start = monotonicMicros();
for (const id of ids) await convert(id);
const window = { start, end: monotonicMicros(), requests: letters };
const shares = threadShares(threadsBefore, threadCpuMs(child.pid), letters);
const total = (processCpuMs(child.pid) - cpuBefore) / letters;
await stopAll([child]);

console.log(
  `${letters} conversions, load ${loadavg()[0].toFixed(2)}: server ${total.toFixed(1)} CPU ms per conversion; ${[
    ...shares,
  ]
    .map(([group, ms]) => `${group} ${ms.toFixed(1)}`)
    .join(', ')}`,
);
const file = readdirSync(folder).find((name) => name.split('.')[4] === '0');
const sum = (keyOf) => cpuPerRequest(folder, window, busy(keyOf), file);
const byFile = sum(sourceOf);
const busyUs = [...byFile.values()].reduce((a, b) => a + b, 0);
console.log(`request thread: ${busyUs.toFixed(0)} busy µs per conversion (profiled)`);
printTop('source', byFile, Number(args.top));
printTop(
  'function',
  sum((frame) => `${frame.functionName || '(anonymous)'} ${sourceOf(frame)}`),
  Number(args.top),
);
printTop(
  'function, with what it calls (within one synchronous run)',
  inclusive(),
  Number(args.top),
);
if (!process.env.KEEP) rmSync(dir, { recursive: true, force: true });
else console.log(dir);

// µs per conversion of each function with everything it called: a sample counts once for every
// function on its stack. What a function awaits runs later from the event loop and is not counted.
function inclusive() {
  const profile = JSON.parse(readFileSync(join(folder, file), 'utf8'));
  const parents = new Map();
  for (const node of profile.nodes) for (const c of node.children ?? []) parents.set(c, node.id);
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const sums = new Map();
  let at = profile.startTime;
  profile.samples.forEach((sample, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at < window.start || at > window.end) return;
    if (nodes.get(sample).callFrame.functionName === '(idle)') return;
    const keys = new Set();
    for (let id = sample; id !== undefined; id = parents.get(id)) {
      const frame = nodes.get(id).callFrame;
      keys.add(`${frame.functionName || '(anonymous)'} ${sourceOf(frame)}`);
    }
    for (const key of keys) sums.set(key, (sums.get(key) ?? 0) + delta / letters);
  });
  return sums;
}
