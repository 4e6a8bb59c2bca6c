// What the young generation's size costs and holds: `recordgate serve` with each
// `--max-semi-space-size` in turn (rounds alternate), 10 connections on one call (a member's view
// with two expansions, or with `--call page` an admin's page of 20) after a 3 s warm-up, and per
// size the garbage collections' pause time per request (bench/gc-observer.mjs, steadier than CPU
// time on a busy machine), the server's CPU per request from /proc, its peak RSS under the load, and
// its RSS after `--idle` seconds without requests (the idle release of ADR 0020 and ADR 0061 runs
// after 5).
// Idle memory after start-up alone: bench/idle-memory.mjs.
// Usage: node bench/young-generation.mjs [--sizes 4,16] [--rounds 3] [--seconds 8] [--call view|page]
//          [--idle 12] (after `npm run build`)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { benchArgs } from './bench-args.mjs';
import { sampleRss, startRecordGate, stopAll, treeCpuMs, treeRss } from './bench-processes.mjs';
import { seedDataSet } from './seed-data-set.mjs';

const { values: args } = benchArgs(import.meta.url, {
  options: {
    sizes: { type: 'string', default: '4,16' },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '8' },
    call: { type: 'string', default: 'view' },
    idle: { type: 'string', default: '12' },
  },
});
if (args.call !== 'view' && args.call !== 'page') throw new Error('--call is view or page');
const WARM_UP_SECONDS = 3;
const observer = new URL('./gc-observer.mjs', import.meta.url).href;
const dir = mkdtempSync(join(tmpdir(), 'recordgate-young-'));
const file = join(dir, 'young.sqlite');
const seeded = await seedDataSet({ url: file, documents: 20000, users: 1000, companies: 50 });
const expand = 'createdBy,company';
const request = (url) =>
  args.call === 'view'
    ? {
        url: `${url}/document/api/default/view?id=${seeded.ownDocument.id}`,
        headers: { Authorization: `Bearer ${seeded.memberKey}`, expand },
      }
    : {
        url: `${url}/document/api/default?page=3&per-page=20`,
        headers: { Authorization: `Bearer ${seeded.adminKey}`, expand },
      };
const rows = [];
for (let round = 1; round <= Number(args.rounds); round++) {
  for (const size of args.sizes.split(',')) {
    process.env.NODE_OPTIONS = `--max-semi-space-size=${size} --import ${observer}`;
    const logFile = join(dir, `semi-${size}-${round}.log`);
    const { child, url } = await startRecordGate({ database: file, workers: '1', logFile });
    // A warm-up first, left out of the figures: start-up's compiling and collections are not the
    // young generation's.
    await autocannon({ ...request(url), connections: 10, duration: WARM_UP_SECONDS });
    child.kill('SIGUSR2');
    await sleep(200);
    const rss = sampleRss(child.pid);
    const cpuBefore = treeCpuMs(child.pid);
    const result = await autocannon({
      ...request(url),
      connections: 10,
      duration: Number(args.seconds),
    });
    const cpuMs = treeCpuMs(child.pid) - cpuBefore;
    const peak = rss.stop();
    child.kill('SIGUSR2');
    await sleep(Number(args.idle) * 1000);
    const afterIdle = treeRss(child.pid);
    await stopAll([child]);
    // The sums after the load less those after the warm-up: pause ms, minor and major collections.
    const [warm, loaded] = [
      ...readFileSync(logFile, 'utf8').matchAll(/GC-MARK ([\d.]+) (\d+) (\d+)/g),
    ].map((mark) => mark.slice(1).map(Number));
    const [ms, minor, major] = loaded.map((value, i) => value - warm[i]);
    const requests = result.requests.total;
    rows.push({
      'semi-space MiB': Number(size),
      round,
      requests,
      'minor GCs': Number(minor),
      'major GCs': Number(major),
      'GC µs per request': Number(((Number(ms) * 1000) / requests).toFixed(1)),
      'CPU µs per request': Math.round((cpuMs * 1000) / requests),
      'RSS under load MB': Number((peak / 2 ** 20).toFixed(1)),
      [`RSS ${args.idle} s after MB`]: Number((afterIdle / 2 ** 20).toFixed(1)),
    });
  }
}
console.table(rows);
rmSync(dir, { recursive: true, force: true });
