// A large upload handed to the render pool two ways, in-process (docs/benchmarks.md, ".docx fills:
// multipart bodies split by Dicer"): read on the calling thread and its buffer handed over (`bytes`, as
// the server did before), or read by the worker from its path (`path`, as it does now). Renders the
// `large` case of bench:docx (2 MB, 5,000 words) with its text indexed, alternating the two ways round
// by round, and prints the CPU ms per render of the calling thread (the request thread's share), of the
// render worker, of the libuv pool and of the whole process, from /proc.
//
// Usage: node bench/render-by-path.mjs [--renders 60] [--rounds 3]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRenderPool } from '@recordgate/docx';
import { compareWays, docxCases, largeRender, renderBenchArgs } from './docx-cases.mjs';

const { count, rounds } = renderBenchArgs();
const { data, text } = largeRender;
const dir = mkdtempSync(join(tmpdir(), 'recordgate-render-by-path-'));
const file = join(dir, 'upload');
writeFileSync(file, docxCases().large.template);
const pool = createRenderPool({ size: 1 });
const ways = {
  bytes: async () => pool.render({ template: await readFile(file), data, text, handOver: true }),
  path: () => pool.render({ template: { path: file }, data, text }),
};

await compareWays({ ways, rounds, count, unit: 'render' });
await pool.close();
rmSync(dir, { recursive: true, force: true });
