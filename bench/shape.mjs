// Shaping micro-benchmark (`npm run bench:shape`): how many records per second `@recordgate/shape`
// turns into response objects for a page of 50 documents with two expansions (createdBy.*,
// principal.name) and a date format, in process, without database or HTTP. Prints one row per date
// format: records/s for shaping alone, with the plan parsed per page (as a cache miss would), and
// with JSON.stringify of the page.
//
// Usage: npm run bench:shape [-- --seconds S --time-zone ZONE]
import { cpus, loadavg } from 'node:os';
import { createTypeRegistry, defaultRecordTypes } from '@recordgate/core';
import { parseShape, shapeRecord } from '@recordgate/shape';
import { benchArgs } from './bench-args.mjs';

const { values: args } = benchArgs(import.meta.url, {
  options: {
    seconds: { type: 'string', default: '2' },
    'time-zone': { type: 'string', default: 'Europe/Berlin' },
  },
});
const seconds = Number(args.seconds);
const timeZone = args['time-zone'];

const types = createTypeRegistry(defaultRecordTypes);
const document = types.get('document');
const PAGE = 50;
const start = Date.UTC(2026, 0, 1);
const users = Array.from({ length: 10 }, (_, i) => ({
  id: i + 1,
  uuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  username: `user${i + 1}`,
  email: `user${i + 1}@bench.test`,
  name: `User ${i + 1}`,
  role: 'member',
  company_id: 1,
  created_at: new Date(start + i * 3_600_000),
  updated_at: new Date(start + i * 7_200_000),
}));
const principals = Array.from({ length: PAGE }, (_, i) => ({
  id: i + 1,
  name: `Principal ${i + 1}`,
  company_id: 1,
  created_at: new Date(start),
  updated_at: new Date(start),
}));
const page = Array.from({ length: PAGE }, (_, i) => ({
  id: i + 1,
  uuid: `10000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  title: `Document ${i + 1}`,
  description: 'Benchmark document',
  document_date: new Date(start + i * 86_400_000 + 12_345_678),
  company_id: 1,
  classification_code_id: null,
  principal_id: i + 1,
  created_by: (i % 10) + 1,
  updated_by: (i % 10) + 1,
  created_at: new Date(start + i * 60_000),
  updated_at: new Date(start + i * 120_000),
  file_name: null,
  file_size: null,
  file_mime: null,
  file_sha256: null,
}));
// What RecordService.loadReferences hands over: one map per expanded reference.
const references = new Map([
  ['created_by', new Map(users.map((u) => [u.id, u]))],
  ['principal_id', new Map(principals.map((p) => [p.id, p]))],
]);

const headersFor = (dateFormat) => ({ expand: 'createdBy.*,principal.name', dateFormat });
const plan = (dateFormat) =>
  parseShape({ type: document, headers: headersFor(dateFormat), types, language: 'de' });

function shapePage(p) {
  return page.map((record) =>
    shapeRecord({ plan: p, record, references, baseUrl: 'https://dms.test', timeZone }),
  );
}

/** Records shaped per second over `seconds`, after a warm-up. */
function measure(run) {
  for (let i = 0; i < 200; i++) run();
  let pages = 0;
  const begin = process.hrtime.bigint();
  const budget = BigInt(Math.round(seconds * 1e9));
  let elapsed = 0n;
  while (elapsed < budget) {
    for (let i = 0; i < 50; i++) run();
    pages += 50;
    elapsed = process.hrtime.bigint() - begin;
  }
  return Math.round((pages * PAGE) / (Number(elapsed) / 1e9));
}

const formats = [
  'php:d.m.Y H:i:s',
  'php:D, d M Y H:i:s T (P)',
  'dd.MM.yyyy HH:mm',
  'medium',
  "EEEE, d. MMMM y 'um' HH:mm zzzz",
];

console.log(
  `Shaping a page of ${PAGE} documents, expand createdBy.*,principal.name, 5 date-time fields` +
    ` per record (3 of the document, 2 of createdBy), zone ${timeZone}, language de;` +
    ` ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}, Node ${process.version}, ${seconds} s per figure`,
);
console.log(`sample: ${JSON.stringify(shapePage(plan(formats[1]))[0])}`);
const rows = [];
for (const format of formats) {
  const cached = plan(format);
  rows.push({
    dateFormat: format,
    'records/s': measure(() => shapePage(cached)),
    'records/s, plan parsed per page': measure(() => shapePage(plan(format))),
    'records/s, with JSON.stringify': measure(() => JSON.stringify(shapePage(cached))),
  });
}
console.table(rows);
