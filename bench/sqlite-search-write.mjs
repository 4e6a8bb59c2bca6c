// What writing a document's search text costs the calling thread on a SQLite file, without HTTP,
// the render or the file store: a transaction that inserts a document and writes its search text
// (the title, and the index form of a bench case's file text), repeated, with the calling thread's
// CPU (`process.threadCpuUsage`) and the whole process's (every thread: the write worker of ADR
// 0046 among them) per write, and the same without the file text. Run it in two checkouts to compare
// (docs/benchmarks.md, ".docx fills: FTS5 off the request thread").
//
//   node bench/sqlite-search-write.mjs [--case fill|large] [--writes 300] [--rounds 3]
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultRecordTypes, indexText } from '@recordgate/core';
import { extractText } from '@recordgate/docx';
import { createMikroOrmStorage } from '@recordgate/storage-mikro-orm';
import { benchArgs } from './bench-args.mjs';
import { docxCases } from './docx-cases.mjs';

const { values: args } = benchArgs(import.meta.url, {
  options: {
    case: { type: 'string', default: 'fill' },
    writes: { type: 'string', default: '300' },
    rounds: { type: 'string', default: '3' },
  },
});
const chosen = docxCases()[args.case];
if (!chosen) throw new Error('--case is fill or large');
const text = indexText(
  await extractText({ file: chosen.template, kind: 'docx', maxChars: 1_000_000 }),
  'en',
);
const dir = mkdtempSync(join(tmpdir(), 'recordgate-search-write-'));
const storage = await createMikroOrmStorage({
  url: join(dir, 'bench.sqlite'),
  types: defaultRecordTypes,
});
await storage.migrate();
const company = (await storage.insert({ type: 'company', values: { name: 'A' } })).id;

// `writes` transactions; µs per write of the calling thread and of the process.
async function measure(file, writes) {
  const [thread, all] = [process.threadCpuUsage(), process.cpuUsage()];
  for (let i = 0; i < writes; i++) {
    await storage.transaction({
      run: async (db) => {
        const doc = await db.insert({
          type: 'document',
          values: { title: `Contract ${i}`, company_id: company },
        });
        await db.writeSearchText({ type: 'document', id: doc.id, fields: 'contract', file });
      },
    });
  }
  const [t, p] = [process.threadCpuUsage(thread), process.cpuUsage(all)];
  return { thread: (t.user + t.system) / writes, process: (p.user + p.system) / writes };
}

const writes = Number(args.writes);
await measure(text, Math.ceil(writes / 4));
console.log(
  `${args.case}: ${text.length.toLocaleString('en')} characters of index form, ${writes} writes a round, load average ${loadavg()[0].toFixed(2)}`,
);
console.log(
  '| round | text | calling thread µs/write | process µs/write |\n| --: | --- | --: | --: |',
);
for (let round = 1; round <= Number(args.rounds); round++) {
  for (const [label, file] of [
    ['title and file text', text],
    ['title only', undefined],
  ]) {
    const m = await measure(file, writes);
    console.log(`| ${round} | ${label} | ${m.thread.toFixed(0)} | ${m.process.toFixed(0)} |`);
  }
}
console.log(`load average ${loadavg()[0].toFixed(2)} at the end`);
await storage.close();
rmSync(dir, { recursive: true, force: true });
