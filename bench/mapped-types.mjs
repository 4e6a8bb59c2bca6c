// A mapped type against the same type in RecordGate's own schema (`npm run bench:mapped`,
// docs/benchmarks.md, "Tables another application owns"): one SQLite file holds a native `document`
// table and, with the same rows, a table in another application's style (camelCase columns, dates as
// Unix seconds, a sentinel for "no date", a `where` on a kind column). The storage adapter reads a
// record by id ("view") and a page of 20 sorted by creation time ("page") from each, alternating the
// two in rounds within one run, and prints the CPU µs per read (user + system of this process) and the
// mapped/native ratio of each round. The machine may be shared: compare the ratios, not the times.
//
// Usage: npm run bench:mapped [-- --rows N --reads N --rounds N]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineRecordType, where } from '@recordgate/core';
import { createMikroOrmStorage } from '@recordgate/storage-mikro-orm';
import { benchArgs } from './bench-args.mjs';

const { values: args } = benchArgs(import.meta.url, {
  options: {
    rows: { type: 'string', default: '20000' },
    reads: { type: 'string', default: '5000' },
    rounds: { type: 'string', default: '5' },
  },
});
const [rows, reads, rounds] = [Number(args.rows), Number(args.reads), Number(args.rounds)];

const label = (en) => ({ en, de: en });
const fields = (mapped) => [
  { name: 'title', type: 'string', label: label('Title'), ...(mapped && { column: 'docTitle' }) },
  {
    name: 'description',
    type: 'text',
    label: label('Description'),
    ...(mapped && { column: 'Comment' }),
  },
  {
    name: 'created_at',
    type: 'datetime',
    label: label('Created'),
    ...(mapped && { column: 'dateCreated', storedAs: 'unix-seconds', nullValues: [0] }),
  },
  { name: 'owner', type: 'integer', label: label('Owner'), ...(mapped && { column: 'ownerID' }) },
];
const native = defineRecordType({
  name: 'note',
  modelClass: 'bench.Note',
  searchClass: 'bench.NoteSearch',
  indexes: [['created_at']],
  fields: fields(false),
});
const mapped = defineRecordType({
  name: 'legacy-note',
  table: 'tblNotes',
  external: true,
  idColumn: 'noteID',
  where: { kind: 1 },
  modelClass: 'bench.LegacyNote',
  searchClass: 'bench.LegacyNoteSearch',
  fields: fields(true),
});

const dir = mkdtempSync(join(tmpdir(), 'recordgate-bench-mapped-'));
const url = join(dir, 'mapped.sqlite');
try {
  const setup = await createMikroOrmStorage({ url, types: [native] });
  await setup.migrate();
  const db = await setup.nativeClient();
  db.exec(
    `CREATE TABLE "tblNotes" ("noteID" INTEGER PRIMARY KEY AUTOINCREMENT, "kind" INTEGER NOT NULL, "docTitle" varchar(255), "Comment" text, "dateCreated" integer NOT NULL DEFAULT 0, "ownerID" integer);
     CREATE INDEX "tblNotes_kind_date" ON "tblNotes" ("kind", "dateCreated");`,
  );
  const insertNative = db.prepare(
    'INSERT INTO note (title, description, created_at, owner) VALUES (?, ?, ?, ?)',
  );
  const insertMapped = db.prepare(
    'INSERT INTO "tblNotes" ("kind", "docTitle", "Comment", "dateCreated", "ownerID") VALUES (1, ?, ?, ?, ?)',
  );
  db.transaction(() => {
    for (let i = 1; i <= rows; i++) {
      const seconds = 1_600_000_000 + i * 60;
      insertNative.run(`Note ${i}`, `About ${i}`, new Date(seconds * 1000).toISOString(), i % 100);
      insertMapped.run(`Note ${i}`, `About ${i}`, seconds, i % 100);
    }
  })();
  await setup.close();
  const storage = await createMikroOrmStorage({ url, types: [native, mapped] });

  const reading = {
    view: (type, i) => storage.findMany({ type, filter: where.eq('id', 1 + (i % rows)), limit: 1 }),
    page: (type, i) =>
      storage.findMany({
        type,
        filter: where.all,
        sort: [{ field: 'created_at', direction: 'desc' }],
        limit: 20,
        offset: (i % 50) * 20,
      }),
  };
  const cpuPerRead = async (read, type) => {
    for (let i = 0; i < 200; i++) await read(type, i);
    const before = process.cpuUsage();
    for (let i = 0; i < reads; i++) await read(type, i);
    const used = process.cpuUsage(before);
    return (used.user + used.system) / reads;
  };
  console.log(`mapped type vs native type, ${rows} rows, ${reads} reads per measure, SQLite`);
  console.log('round\tread\tnative µs\tmapped µs\tmapped/native');
  const ratios = { view: [], page: [] };
  for (let round = 1; round <= rounds; round++) {
    for (const [name, read] of Object.entries(reading)) {
      // A/B alternate, and which goes first alternates too.
      const first = round % 2 === 1 ? 'note' : 'legacy-note';
      const second = first === 'note' ? 'legacy-note' : 'note';
      const a = await cpuPerRead(read, first);
      const b = await cpuPerRead(read, second);
      const [nativeUs, mappedUs] = first === 'note' ? [a, b] : [b, a];
      ratios[name].push(mappedUs / nativeUs);
      console.log(
        `${round}\t${name}\t${nativeUs.toFixed(1)}\t${mappedUs.toFixed(1)}\t${(mappedUs / nativeUs).toFixed(3)}`,
      );
    }
  }
  const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
  for (const name of Object.keys(ratios)) {
    console.log(`median mapped/native ${name}: ${median(ratios[name]).toFixed(3)}`);
  }
  await storage.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
