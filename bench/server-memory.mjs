// The server memory benchmark (`npm run bench:memory`): the real `recordgate serve` (one process, SQLite,
// production settings) on the benchmark data set, its RSS read from /proc:
//
// 1. idle, 12 s after one request of each kind (the render worker has stopped);
// 2. the peak under read load (views with two expansions, 10 connections, --seconds);
// 3. after 800 fills of the realistic 50 KB template (8 at a time), and 30 s later;
// 4. after a burst of --burst concurrent fills of the 7 MB template with 180,000 tags, and 30 s later.
//
// `--runtime default` starts the server without the allocator and heap settings `serve` gives itself (glibc's
// dynamic mmap threshold, V8's default semi-space), for comparison. Linux only (/proc).
//
// Usage: npm run bench:memory [-- --documents N --seconds S --fills N --burst N --wait S --runtime default]
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { benchArgs } from './bench-args.mjs';
import { freePort, waitForHttp } from './bench-processes.mjs';
import { makeDocxTemplate, multipartBody } from './make-docx-template.mjs';
import { makeHeavyTemplate } from './make-heavy-docx.mjs';
import { seedDataSet } from './seed-data-set.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: args } = benchArgs(import.meta.url, {
  options: {
    documents: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '10' },
    fills: { type: 'string', default: '800' },
    burst: { type: 'string', default: '4' },
    wait: { type: 'string', default: '30' },
    runtime: { type: 'string', default: 'serve' },
  },
});

const dir = mkdtempSync(join(tmpdir(), 'recordgate-memory-'));
const seeded = await seedDataSet({
  url: join(dir, 'bench.sqlite'),
  documents: Number(args.documents),
  users: 1000,
  companies: 50,
});

const port = await freePort();
// The binary re-executes `serve` with its runtime settings; importing its entry directly skips that.
const entry =
  args.runtime === 'default'
    ? [
        '--input-type=module',
        '-e',
        `await (await import('${root}apps/server/dist/main.js')).main()`,
        '--',
        'recordgate',
      ]
    : [join(root, 'apps/server/bin/recordgate.js')];
const server = spawn(
  process.execPath,
  [...entry, 'serve', '--port', String(port), '--workers', '1'],
  {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: join(dir, 'bench.sqlite'),
      FILES_DIRECTORY: join(dir, 'files'),
      LOG_LEVEL: 'warn',
      METRICS_TOKEN: 'bench-metrics-token-0123456789',
      RATE_LIMIT_PER_KEY: '999999999',
      DOCX_MAX_TOTAL_MB: '256',
      DOCX_MAX_ENTRY_MB: '128',
      RENDER_TIMEOUT: '900',
      REQUEST_TIMEOUT: '900',
      IDLE_TIMEOUT: '900',
      RENDER_MEMORY_MB: '1024',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
const app = `http://127.0.0.1:${port}`;
await waitForHttp(server, `${app}/health`, 'its stderr above');

const rssMb = () =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))[1]) / 1024;
const load = () => loadavg()[0].toFixed(2);
const member = { Authorization: `Bearer ${seeded.memberKey}` };
const view = `${app}/document/api/default/view?id=${seeded.ownDocument.id}`;
const expand = { expand: 'createdBy.*,company.*' };

/** One create with fillPlaceholders, on a connection of its own (a long upload never meets a keep-alive timeout). */
async function fill(template) {
  const upload = multipartBody({ title: 'Filled contract' }, template, 'contract.docx');
  const sent = request(`${app}/document/api/default/create`, {
    method: 'POST',
    agent: false,
    headers: { ...member, 'Content-Type': upload.contentType, fillPlaceholders: 'true' },
  });
  sent.end(upload.body);
  const [response] = await once(sent, 'response');
  let text = '';
  for await (const chunk of response) text += chunk;
  if (response.statusCode !== 201) throw new Error(`fill: ${response.statusCode} ${text}`);
}

const rows = [];
/** The server's V8 heap and memory outside it, from its Prometheus metrics. */
async function heap() {
  const text = await (
    await fetch(`${app}/metrics`, {
      headers: { Authorization: 'Bearer bench-metrics-token-0123456789' },
    })
  ).text();
  const metric = (name) =>
    Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)`, 'm').exec(text)?.[1] ?? NaN) / 1048576;
  return `heap ${metric('nodejs_heap_size_used_bytes').toFixed(1)}/${metric('nodejs_heap_size_total_bytes').toFixed(1)} MB, external ${metric('nodejs_external_memory_bytes').toFixed(1)} MB`;
}

const record = async (what, mb) => {
  rows.push({ what, mb, load: load() });
  console.log(`${what}: ${mb.toFixed(1)} MB (${await heap()}; load ${load()})`);
};

const small = makeDocxTemplate();
await fetch(view, { headers: { ...member, ...expand } });
await fill(small);
// Longer than the render pool keeps an idle worker: idle means no render worker running.
await sleep(12_000);
const idle = rssMb();
await record('idle', idle);

let peak = 0;
const watch = setInterval(() => (peak = Math.max(peak, rssMb())), 100);
await autocannon({
  url: view,
  headers: { ...member, ...expand },
  connections: 10,
  duration: Number(args.seconds),
});
await record('peak under read load', peak);

let next = 0;
const fills = Number(args.fills);
await Promise.all(
  Array.from({ length: 8 }, async () => {
    while (next++ < fills) await fill(small);
  }),
);
await record(`after ${fills} fills of the 50 KB template`, rssMb());
await sleep(Number(args.wait) * 1000);
await record(`${args.wait} s later`, rssMb());
const beforeBurst = rssMb();

const heavy = makeHeavyTemplate();
peak = 0;
await Promise.all(Array.from({ length: Number(args.burst) }, () => fill(heavy)));
await record(
  `after ${args.burst} concurrent fills of the 7 MB template (peak ${peak.toFixed(1)} MB)`,
  rssMb(),
);
await sleep(Number(args.wait) * 1000);
const later = rssMb();
await record(`${args.wait} s later`, later);
clearInterval(watch);

console.log(
  `\nruntime: ${args.runtime}; idle ${idle.toFixed(1)} MB; ${args.wait} s after the fills ` +
    `${(beforeBurst - idle).toFixed(1)} MB above idle; after the burst ${(later - idle).toFixed(1)} MB above idle`,
);
server.kill('SIGTERM');
await once(server, 'exit');
rmSync(dir, { recursive: true, force: true });
