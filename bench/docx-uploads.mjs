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
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { checkArchive, createRenderPool } from '@recordgate/docx';
import PizZip from 'pizzip';
import { makeDocxTemplate } from './make-docx-template.mjs';

const { values: args } = parseArgs({
  options: {
    burst: { type: 'string', default: '4' },
    workers: { type: 'string', default: '4' },
    wait: { type: 'string', default: '30' },
    'no-recycle': { type: 'boolean', default: false },
  },
});

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';

let seed = 11;
function random() {
  // xorshift32: the same bytes every run.
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return seed >>> 0;
}

/** Random bytes: images do not compress. */
function image(bytes) {
  const buffer = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i += 4) buffer.writeUInt32LE(random(), i);
  return buffer;
}

/** A .docx of `paragraphs` paragraphs (each `text(i)`) and `imageBytes` of images. */
function makeDocx({ paragraphs, text, imageBytes }) {
  const zip = new PizZip();
  zip.file('[Content_Types].xml', CONTENT_TYPES);
  zip.file('_rels/.rels', RELS);
  const body = Array.from(
    { length: paragraphs },
    (_, i) => `<w:p><w:r><w:t xml:space="preserve">${text(i)}</w:t></w:r></w:p>`,
  ).join('');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}"><w:body>${body}</w:body></w:document>`,
  );
  if (imageBytes > 0) zip.file('word/media/image1.png', image(imageBytes));
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}

const WORDS = ['agreement', 'party', 'delivery', 'invoice', 'term', 'notice', 'clause', 'record'];
const prose = (count) => Array.from({ length: count }, () => WORDS[random() % 8]).join(' ');

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

// 7 MB zipped: 180,000 tags in 90,000 paragraphs, plus images.
const heavy = makeDocx({
  paragraphs: 90_000,
  text: (i) => `Line ${i}: {title} of {company.name}, ${prose(3)}`,
  imageBytes: 6.5 * 1024 * 1024,
});
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
