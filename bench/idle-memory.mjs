// The idle RSS of `recordgate serve` in a few seconds (docs/benchmarks.md, round 3), for comparing
// builds where `npm run bench:memory` and its fills take too long: seeds a small SQLite data set,
// starts the server as the harness does (production settings, one process), asks one view, one list
// and /health, waits 12 s and prints VmRSS and its anonymous and file-backed parts from /proc.
//
// Usage: node bench/idle-memory.mjs (after `npm run build`)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRecordGate, stopAll } from './bench-processes.mjs';
import { seedDataSet } from './seed-data-set.mjs';

const dir = mkdtempSync(join(tmpdir(), 'recordgate-idle-'));
const file = join(dir, 'idle.sqlite');
const seeded = await seedDataSet({ url: file, documents: 2000, users: 100, companies: 5 });
const { child, url } = await startRecordGate({
  database: file,
  workers: '1',
  logFile: join(dir, 'server.log'),
});
const status = () => readFileSync(`/proc/${child.pid}/status`, 'utf8');
const mb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status())[1]) / 1024;
const started = mb('VmRSS');
const headers = { Authorization: `Bearer ${seeded.memberKey}` };
await (
  await fetch(`${url}/document/api/default/view?id=${seeded.ownDocument}`, { headers })
).text();
await (await fetch(`${url}/document/api/default`, { headers })).text();
await (await fetch(`${url}/health`)).text();
await new Promise((resolve) => setTimeout(resolve, 12_000));
console.log(
  `RSS after start ${started.toFixed(1)} MB; idle ${mb('VmRSS').toFixed(1)} MB ` +
    `(anonymous ${mb('RssAnon').toFixed(1)} MB, file-backed ${mb('RssFile').toFixed(1)} MB)`,
);
await stopAll([child]);
rmSync(dir, { recursive: true, force: true });
