// What the young generation's size costs the request thread: `recordgate serve` with each
// `--max-semi-space-size` in turn (rounds alternate), 10 connections viewing one document with two
// expansions, and the garbage collections' pause time per request (bench/gc-observer.mjs), which
// is steadier than CPU time on a busy machine. Idle memory for the same sizes: bench/idle-memory.mjs.
// Usage: node bench/young-generation.mjs [--sizes 4,2] [--rounds 3] [--seconds 8] (after `npm run build`)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startRecordGate, stopAll } from './bench-processes.mjs';
import { seedDataSet } from './seed-data-set.mjs';

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '4,2' },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '8' },
  },
});
const observer = new URL('./gc-observer.mjs', import.meta.url).href;
const dir = mkdtempSync(join(tmpdir(), 'recordgate-young-'));
const file = join(dir, 'young.sqlite');
const seeded = await seedDataSet({ url: file, documents: 20000, users: 1000, companies: 50 });
const rows = [];
for (let round = 1; round <= Number(args.rounds); round++) {
  for (const size of args.sizes.split(',')) {
    process.env.NODE_OPTIONS = `--max-semi-space-size=${size} --import ${observer}`;
    const logFile = join(dir, `semi-${size}-${round}.log`);
    const { child, url } = await startRecordGate({ database: file, workers: '1', logFile });
    const result = await autocannon({
      url: `${url}/document/api/default/view?id=${seeded.ownDocument.id}`,
      connections: 10,
      duration: Number(args.seconds),
      headers: { Authorization: `Bearer ${seeded.memberKey}`, expand: 'createdBy.*,company.*' },
    });
    await stopAll([child]);
    const [, ms, minor, major] = /GC ([\d.]+) (\d+) (\d+)/.exec(readFileSync(logFile, 'utf8'));
    rows.push({
      'semi-space MiB': Number(size),
      round,
      requests: result.requests.total,
      'minor GCs': Number(minor),
      'major GCs': Number(major),
      'GC µs per request': Number(((Number(ms) * 1000) / result.requests.total).toFixed(1)),
    });
  }
}
console.table(rows);
rmSync(dir, { recursive: true, force: true });
