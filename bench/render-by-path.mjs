// A large upload handed to the render pool two ways, in-process (docs/benchmarks.md, ".docx fills:
// multipart bodies split by Dicer"): read on the calling thread and its buffer handed over (`bytes`, as
// the server did before), or read by the worker from its path (`path`, as it does now). Renders the
// `large` case of bench:docx (2 MB, 5,000 words) with its text indexed, alternating the two ways round
// by round, and prints the CPU ms per render of the calling thread (the request thread's share), of the
// render worker, of the libuv pool and of the whole process, from /proc.
//
// Usage: node bench/render-by-path.mjs [--renders 60] [--rounds 3]
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createRenderPool } from '@recordgate/docx';
import { docxCases } from './docx-cases.mjs';

const { values: args } = parseArgs({
  options: {
    renders: { type: 'string', default: '60' },
    rounds: { type: 'string', default: '3' },
  },
});
const dir = mkdtempSync(join(tmpdir(), 'recordgate-render-by-path-'));
const file = join(dir, 'upload');
writeFileSync(file, docxCases().large.template);
const pool = createRenderPool({ size: 1 });
const data = {
  title: 'Filled contract 1',
  company: { name: 'Company 1' },
  createdBy: { name: 'User 3', email: 'user3@bench.test' },
};
const text = { kind: 'docx', maxChars: 1_000_000, language: 'en' };
const ways = {
  bytes: async () => pool.render({ template: await readFile(file), data, text, handOver: true }),
  path: () => pool.render({ template: { path: file }, data, text }),
};

// CPU ms of this process's threads by name, from /proc (10 ms ticks).
function threads() {
  const byName = {};
  for (const tid of readdirSync(`/proc/${process.pid}/task`)) {
    const stat = readFileSync(`/proc/${process.pid}/task/${tid}/stat`, 'utf8');
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    byName[name] = (byName[name] ?? 0) + (Number(fields[11]) + Number(fields[12])) * 10;
  }
  return byName;
}

const count = Number(args.renders);
for (let round = 1; round <= Number(args.rounds); round++) {
  for (const [name, render] of Object.entries(ways)) {
    for (let i = 0; i < 5; i++) await render();
    const before = threads();
    const cpu = process.threadCpuUsage();
    for (let i = 0; i < count; i++) await render();
    const calling = process.threadCpuUsage(cpu);
    const after = threads();
    const per = (thread) => (((after[thread] ?? 0) - (before[thread] ?? 0)) / count).toFixed(1);
    const all = Object.keys(after).reduce((sum, k) => sum + after[k] - (before[k] ?? 0), 0);
    console.log(
      `round ${round}, ${name}: calling thread ${((calling.user + calling.system) / count / 1000).toFixed(2)} ms, ` +
        `render worker ${per('docx-render')} ms, libuv pool ${per('libuv-worker')} ms, ` +
        `process ${(all / count).toFixed(1)} ms per render`,
    );
  }
}
await pool.close();
rmSync(dir, { recursive: true, force: true });
