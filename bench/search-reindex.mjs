// `recordgate search reindex` as an upgraded installation runs it: N documents stored before the
// index existed, each with a stored plain-text file of a few hundred words, and no search text yet.
// Runs the real CLI command (files read back from the file store, their text read in the render
// pool's workers, 200 records per transaction) and reports the wall time and the CPU time of this
// process per document, for a first run and a second one. SQLite always; PostgreSQL too when RECORDGATE_POSTGRES_URL is set.
// Usage: npm run bench:reindex [-- --documents N --words W --skip-postgres --skip-sqlite]
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createFilesystemFileStore, defaultRecordTypes } from '@recordgate/core';
import { runCli } from '@recordgate/server';
import { createMikroOrmStorage, createScratchDatabase } from '@recordgate/storage-mikro-orm';
import { benchArgs } from './bench-args.mjs';

const { values } = benchArgs(import.meta.url, {
  options: {
    documents: { type: 'string', default: '100000' },
    words: { type: 'string', default: '250' },
    'skip-postgres': { type: 'boolean', default: false },
    'skip-sqlite': { type: 'boolean', default: false },
  },
});
const documents = Number(values.documents);
const wordsPerDocument = Number(values.words);

// Made-up words (a few thousand), picked by a fixed pseudo-random sequence: every run alike.
const PARTS = ['an', 'bo', 'ci', 'du', 'el', 'fa', 'go', 'hu', 'ir', 'jo', 'ka', 'lu', 'mo', 'ny'];
const vocabulary = Array.from({ length: 5_000 }, (_, n) => {
  let w = '';
  for (let k = n + 20; k > 0; k = Math.floor(k / PARTS.length)) w += PARTS[k % PARTS.length];
  return w;
});
let seed = 987654321;
const next = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
const text = (d) => {
  const words = [`document${d}`];
  for (let i = 0; i < wordsPerDocument; i++) words.push(vocabulary[Math.floor(next() ** 2 * 5000)]);
  return Buffer.from(words.join(' '));
};

async function seedDocuments(url, filesDirectory) {
  const started = performance.now();
  const storage = await createMikroOrmStorage({ url, types: defaultRecordTypes });
  await storage.migrate();
  const files = createFilesystemFileStore({ directory: filesDirectory });
  const company = await storage.insert({ type: 'company', values: { name: 'Acme' } });
  const batch = 2_000;
  for (let start = 0; start < documents; start += batch) {
    const end = Math.min(documents, start + batch);
    const rows = [];
    for (let d = start; d < end; d++) {
      const bytes = text(d);
      const key = createHash('sha256').update(bytes).digest('hex');
      await files.put({ key, source: { bytes } });
      rows.push({
        title: `Letter ${d}`,
        company_id: company.id,
        file_name: `letter-${d}.txt`,
        file_mime: 'text/plain',
        file_size: bytes.byteLength,
        file_sha256: key,
      });
    }
    await storage.transaction({
      run: async (db) => {
        for (const row of rows) await db.insert({ type: 'document', values: row });
      },
    });
    process.stderr.write(`\rseeding: ${end}/${documents}   `);
  }
  await storage.close();
  process.stderr.write(`\nseeded in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
}

// The first run fills an empty index (an upgrade); the second replaces every text (a change of
// LANGUAGE), which also takes the old words out of the index.
async function timeReindex(label, url, filesDirectory) {
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  let out = '';
  const code = await runCli(['search', 'reindex'], {
    out: (t) => (out += t),
    err: () => {},
    env: { DATABASE_URL: url, FILES_DIRECTORY: filesDirectory, LOG_LEVEL: 'silent' },
    interactive: false,
  });
  const seconds = (performance.now() - t0) / 1000;
  const used = process.cpuUsage(cpu);
  if (code !== 0) throw new Error(`reindex failed with ${code}: ${out}`);
  return {
    database: label,
    documents,
    'wall s': Math.round(seconds),
    'ms / document': +((seconds * 1000) / documents).toFixed(2),
    'main-thread CPU µs / document': Math.round((used.user + used.system) / documents),
    output: out.trim(),
  };
}

const rows = [];
const dir = mkdtempSync(join(tmpdir(), 'recordgate-reindex-bench-'));
try {
  if (!values['skip-sqlite']) {
    const url = join(dir, 'reindex.sqlite');
    await seedDocuments(url, join(dir, 'files-sqlite'));
    rows.push(await timeReindex('SQLite, fill', url, join(dir, 'files-sqlite')));
    rows.push(await timeReindex('SQLite, rebuild', url, join(dir, 'files-sqlite')));
    console.table(rows.slice(-2));
  }
  if (process.env.RECORDGATE_POSTGRES_URL && !values['skip-postgres']) {
    const scratch = await createScratchDatabase(process.env.RECORDGATE_POSTGRES_URL);
    try {
      await seedDocuments(scratch.url, join(dir, 'files-postgresql'));
      const files = join(dir, 'files-postgresql');
      rows.push(await timeReindex('PostgreSQL, fill', scratch.url, files));
      rows.push(await timeReindex('PostgreSQL, rebuild', scratch.url, files));
      console.table(rows.slice(-2));
    } finally {
      await scratch.drop();
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(
  `node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}); ${documents} documents, each with a stored text file of ${wordsPerDocument} words; load average ${loadavg()[0].toFixed(2)} at the end`,
);
