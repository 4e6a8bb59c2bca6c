// The upload-check and render-memory benchmark (`npm run bench:uploads`), in process, without HTTP:
//
// 1. The whole-archive check every stored .docx passes (`checkArchive`: every entry inflated within
//    the limits, CRC-32, DTDs, macros): CPU milliseconds per check of the realistic 50 KB template
//    (bench/make-docx-template.mjs) and of a 5 MB .docx (4.5 MB of images, 1 MB of prose).
// 2. The render pool's memory: the process's RSS idle (one small fill done), right after a burst of
//    concurrent fills of a 7 MB template with 180,000 tags, and 30 s after the burst. With --no-recycle
//    the pool keeps its workers after heavy renders (the behaviour before recycling), for comparison.
//
// Usage: npm run bench:uploads [-- --burst 4 --workers 4 --wait 30 --no-recycle]
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { checkArchive, createRenderPool } from '@recordgate/docx';
import { benchArgs } from './bench-args.mjs';
import { makeDocxTemplate } from './make-docx-template.mjs';
import { makeDocx, makeHeavyTemplate, prose } from './make-heavy-docx.mjs';

const { values: args } = benchArgs(import.meta.url, {
  options: {
    burst: { type: 'string', default: '4' },
    workers: { type: 'string', default: '4' },
    wait: { type: 'string', default: '30' },
    'no-recycle': { type: 'boolean', default: false },
  },
});

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const size = (bytes) => (bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : mb(bytes));
const rss = () => process.memoryUsage().rss;
const load = () => loadavg()[0].toFixed(2);

function checkCost(name, file) {
  checkArchive({ file }); // warm-up
  const runs = 20;
  const before = process.cpuUsage();
  for (let i = 0; i < runs; i++) checkArchive({ file });
  const used = process.cpuUsage(before);
  const ms = (used.user + used.system) / 1000 / runs;
  console.log(`check of ${name} (${size(file.byteLength)}): ${ms.toFixed(2)} CPU ms per check`);
}

checkCost('the 50 KB template', makeDocxTemplate());
checkCost(
  'a 5 MB .docx',
  makeDocx({ paragraphs: 2000, text: () => prose(60), imageBytes: 4.5 * 1024 * 1024 }),
);

const heavy = makeHeavyTemplate();
const small = makeDocxTemplate();
const data = { title: 'Offer', company: { name: 'Acme' } };
const recycle = !args['no-recycle'];
const pool = createRenderPool({
  size: Number(args.workers),
  memoryMb: 1024,
  timeoutMs: 120_000,
  ...(recycle ? {} : { recycleAboveBytes: Number.POSITIVE_INFINITY }),
});
await pool.fill({ template: small, data });
await sleep(2000);
const idle = rss();
console.log(
  `heavy template ${mb(heavy.byteLength)}; ${args.burst} concurrent fills on ${args.workers} workers, recycling ${recycle ? 'on' : 'off'}`,
);
console.log(`RSS idle (one small fill done): ${mb(idle)} (load ${load()})`);
let peak = idle;
const watch = setInterval(() => (peak = Math.max(peak, rss())), 100);
await Promise.all(
  Array.from({ length: Number(args.burst) }, () => pool.fill({ template: heavy, data })),
);
const after = rss();
console.log(`RSS right after the burst: ${mb(after)} (peak ${mb(peak)}, load ${load()})`);
clearInterval(watch);
await sleep(Number(args.wait) * 1000);
const later = rss();
console.log(
  `RSS ${args.wait} s after the burst: ${mb(later)}, ${mb(later - idle)} above idle (load ${load()})`,
);
const { heapUsed, external, arrayBuffers } = process.memoryUsage();
console.log(
  `  main thread: heap ${mb(heapUsed)}, external ${mb(external)}, array buffers ${mb(arrayBuffers)}`,
);
await pool.close();
