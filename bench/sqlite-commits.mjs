// What one update costs SQLite itself, below the server: the statements of the benchmark's member
// update (the record's row, its search text) in their own transaction, with and without the audit
// trail's row (the outbox, ADR 0013) and with SQLite's default checkpoint interval or ours
// (ADR 0024), and with the audit row but none of its table's indexes (what the indexes cost). Each
// variant works on its own copy of one seeded file; rounds alternate between them, and the process's
// CPU time per transaction is printed (the median of the rounds), and the kernel's part of it (the
// writes of the log's pages).
// Usage: npm run bench:commits [-- --documents N --rounds R --writes W]
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { WAL_CHECKPOINT_PAGES } from '@recordgate/storage-mikro-orm';
import Database from 'better-sqlite3';
import { benchArgs } from './bench-args.mjs';
import { seedDataSet } from './seed-data-set.mjs';

const { values: args } = benchArgs(import.meta.url, {
  options: {
    documents: { type: 'string', default: '20000' },
    rounds: { type: 'string', default: '7' },
    writes: { type: 'string', default: '3000' },
  },
});
const dir = mkdtempSync(join(tmpdir(), 'recordgate-commits-'));
const seeded = join(dir, 'seeded.sqlite');
const documents = Number(args.documents);
await seedDataSet({ url: seeded, documents, users: 1000, companies: 50 });

const variants = [
  { name: 'update, checkpoint every 1,000 pages', audit: false, checkpoint: 1000 },
  { name: 'update + audit row, every 1,000 pages', audit: true, checkpoint: 1000 },
  {
    name: `update, every ${WAL_CHECKPOINT_PAGES} pages`,
    audit: false,
    checkpoint: WAL_CHECKPOINT_PAGES,
  },
  {
    name: `update + audit row, every ${WAL_CHECKPOINT_PAGES}`,
    audit: true,
    checkpoint: WAL_CHECKPOINT_PAGES,
  },
  {
    name: `update + audit row without indexes, every ${WAL_CHECKPOINT_PAGES}`,
    audit: true,
    checkpoint: WAL_CHECKPOINT_PAGES,
    dropIndexes: true,
  },
].map((variant, i) => {
  const file = join(dir, `variant-${i}.sqlite`);
  copyFileSync(seeded, file);
  const db = new Database(file);
  db.exec(
    `PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA wal_autocheckpoint = ${variant.checkpoint};`,
  );
  if (variant.dropIndexes) {
    const indexes = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'audit_event' AND sql IS NOT NULL",
      )
      .pluck()
      .all();
    for (const name of indexes) db.exec(`DROP INDEX "${name}"`);
  }
  const statements = {
    update: db.prepare(
      'UPDATE document SET description = ?, updated_at = ?, updated_by = ? WHERE id = ?',
    ),
    search: db.prepare('UPDATE document_search SET fields = ? WHERE id = ?'),
    audit: db.prepare(
      'INSERT INTO audit_event (event_id, action, record_type, record_id, user_id, key_id, request_id, changes, occurred_at, company_id, event_type, event_body) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ),
  };
  return { ...variant, db, statements, perWrite: [], kernel: [] };
});

// An event body of the size the server writes for a document update (about 650 bytes).
const body = (id, n) =>
  JSON.stringify({
    id: randomUUID(),
    type: 'document.updated',
    changes: { description: ['Benchmark document', `Updated ${n}`] },
    data: {
      id,
      title: `Document ${id}`,
      description: `Updated ${n}`,
      company_id: 1,
      filler: 'x'.repeat(380),
    },
  });

let written = 0;
function write({ db, statements, audit }) {
  const n = ++written;
  const id = 1 + ((n * 7919) % documents);
  const now = Date.now();
  db.exec('BEGIN IMMEDIATE');
  statements.update.run(`Updated ${n}`, now, 51, id);
  statements.search.run(`document ${id} updated ${n}`, id);
  if (audit) {
    statements.audit.run(
      randomUUID(),
      'updated',
      'document',
      id,
      51,
      3,
      randomUUID(),
      '{"description":["a","b"]}',
      now,
      1 + (id % 50),
      'document.updated',
      body(id, n),
    );
  }
  db.exec('COMMIT');
}

const writes = Number(args.writes);
for (let round = 0; round < Number(args.rounds); round++) {
  for (const variant of variants) {
    const start = process.cpuUsage();
    for (let i = 0; i < writes; i++) write(variant);
    const used = process.cpuUsage(start);
    variant.perWrite.push((used.user + used.system) / writes);
    variant.kernel.push(used.system / writes);
  }
}
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
console.log(`${cpus().length} × ${cpus()[0].model}, load average ${loadavg()[0].toFixed(2)}`);
console.table(
  variants.map((v) => ({
    variant: v.name,
    'CPU µs per write (median)': Math.round(median(v.perWrite)),
    'of it in the kernel': Math.round(median(v.kernel)),
    rounds: v.perWrite.map(Math.round).join(' '),
  })),
);
for (const variant of variants) variant.db.close();
rmSync(dir, { recursive: true, force: true });
