// Content search at scale: seeds documents with synthetic text of a few hundred words each (a
// Zipf-like mix of 20,000 made-up words, so some words are in most documents and some in a handful),
// serves them with the real app, and measures median and p99 latency of a member's and an admin's
// search for one common word, two words and a rare word: the first page with its total count.
// SQLite always; PostgreSQL too when RECORDGATE_POSTGRES_URL is set (in a scratch database).
// Also times `reindexSearch` (what `recordgate search reindex` runs) over the seeded documents.
// Usage: npm run bench:search [-- --documents N --words W --runs R --keep FILE --skip-postgres
// --keep-postgres NAME --seed-through-port --reindex]. SQLite's data set is written straight into
// the file, made once per size and kept in bench/.cache (git-ignored); `--reindex` also times a
// reindex on SQLite, which rewrites it. PostgreSQL's is written straight into a scratch database
// dropped at the end, or with `--keep-postgres NAME` into the database `NAME_<documents>_<words>`,
// made once and kept for the next run of that size (then not reindexed, which would rewrite it).
// `--seed-through-port` seeds PostgreSQL through the storage port instead (slow: hours at 1,000,000).
import { existsSync, mkdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import {
  createKeyService,
  createMemoryFileStore,
  defaultRecordTypes,
  indexText,
} from '@recordgate/core';
import { createRenderPool } from '@recordgate/docx';
import { createApp } from '@recordgate/koa';
import { reindexSearch } from '@recordgate/server';
import { createMikroOrmStorage, createScratchDatabase } from '@recordgate/storage-mikro-orm';
import pg from 'pg';
import { benchArgs } from './bench-args.mjs';
import { bulkSeedPostgres, bulkSeedSqlite, seedInBatches, seedPeople } from './seed-documents.mjs';

const { values } = benchArgs(import.meta.url, {
  options: {
    documents: { type: 'string', default: '100000' },
    words: { type: 'string', default: '250' },
    users: { type: 'string', default: '1000' },
    companies: { type: 'string', default: '10' },
    runs: { type: 'string', default: '30' },
    keep: { type: 'string' },
    'skip-postgres': { type: 'boolean', default: false },
    'skip-reindex': { type: 'boolean', default: false },
    reindex: { type: 'boolean', default: false },
    'skip-sqlite': { type: 'boolean', default: false },
    'keep-postgres': { type: 'string' },
    'seed-through-port': { type: 'boolean', default: false },
  },
});
const documents = Number(values.documents);
const wordsPerDocument = Number(values.words);
const userCount = Number(values.users);
const companyCount = Number(values.companies);
const runs = Number(values.runs);
const VOCABULARY = 20_000;
const CACHE = join(dirname(fileURLToPath(import.meta.url)), '.cache');

// Made-up words from syllables: word n is the same on every run.
const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ne',
  'ru',
  'sa',
  'to',
  'vi',
  'ber',
  'dan',
  'gor',
  'hel',
  'pin',
  'qua',
  'ster',
  'wel',
];
const word = (n) => {
  let w = '';
  for (let k = n + 17; k > 0; k = Math.floor(k / 16)) w += SYLLABLES[k % 16];
  return w;
};
// The index form of each word once (core's indexText): seeding then only joins them.
const forms = Array.from({ length: VOCABULARY }, (_, n) => indexText(word(n), 'en'));
// A small deterministic random source, and a Zipf-like pick: word 0 is the most common.
let state = 12345;
const random = () => {
  state ^= state << 13;
  state ^= state >>> 17;
  state ^= state << 5;
  return (state >>> 0) / 2 ** 32;
};
const zipf = () =>
  Math.min(VOCABULARY - 1, Math.floor(Math.exp(random() * Math.log(VOCABULARY)) - 1));

// A document's title and index texts (a title of two words and its number, `wordsPerDocument` words
// of file text), the same for the same number on every run.
function documentTexts(d) {
  const title = `${word(zipf())} ${word(zipf())} ${d + 1}`;
  const text = [];
  for (let i = 0; i < wordsPerDocument; i++) text.push(forms[zipf()]);
  return { title, fields: indexText(title, 'en'), file: text.join(' ') };
}

// Through the storage port (every database), or with `bulk` straight into the database: on SQLite
// `{ file }`, on PostgreSQL `{ url }` (seconds or minutes instead of hours at a million documents;
// on SQLite the storage is closed and opened again).
async function seed(storage, bulk) {
  const users = await storage.transaction({
    run: (db) => seedPeople(db, { companies: companyCount, users: userCount }),
  });
  const row = (d) => {
    const user = users[d % users.length];
    return { ...documentTexts(d), companyId: user.company_id, userId: user.id };
  };
  let seconds;
  if (bulk?.file) {
    await storage.close();
    seconds = bulkSeedSqlite({ file: bulk.file, count: documents, row });
  } else if (bulk?.url) {
    seconds = await bulkSeedPostgres({ url: bulk.url, count: documents, row });
  } else {
    seconds = await seedInBatches({
      storage,
      count: documents,
      batch: 5_000,
      each: async (db, d) => {
        const { title, fields, file, companyId, userId } = row(d);
        const doc = await db.insert({
          type: 'document',
          values: {
            title,
            company_id: companyId,
            created_by: userId,
            updated_by: userId,
            created_at: new Date(),
            updated_at: new Date(),
          },
        });
        await db.writeSearchText({ type: 'document', id: doc.id, fields, file });
      },
    });
  }
  process.stderr.write(
    `seeded ${documents} documents of ${wordsPerDocument} words in ${seconds.toFixed(0)} s\n`,
  );
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(label, storage) {
  const [member] = await storage.findMany({
    type: 'user',
    filter: { op: 'eq', field: 'role', value: 'member' },
    limit: 1,
  });
  const [admin] = await storage.findMany({
    type: 'user',
    filter: {
      op: 'and',
      filters: [
        { op: 'eq', field: 'role', value: 'admin' },
        { op: 'eq', field: 'company_id', value: member.company_id },
      ],
    },
    limit: 1,
  });
  const keys = createKeyService({ storage });
  const people = [
    ['member', member, (await keys.create({ userId: member.id })).key],
    ['admin', admin, (await keys.create({ userId: admin.id })).key],
  ];
  const app = createApp({
    storage,
    logger: { error: (d, m) => console.error(m, d.error?.message ?? d) },
    rateLimit: false,
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${server.address().port}/document/api/default`;
  // Word n's share of documents: word 2 is in nearly all, word 100 in about a fifth, word 30 in
  // half and word 300 in a tenth (both: a twentieth), word 19,996 in about one in a thousand.
  const scenarios = [
    ['one word', word(100)],
    ['two words', `${word(30)} ${word(300)}`],
    ['rare word', word(VOCABULARY - 4)],
    ['one word in nearly every document', word(2)],
  ];
  const rows = [];
  for (const [who, user, key] of people) {
    for (const [name, text] of scenarios) {
      const times = [];
      let total;
      // A 503 is the database's answer after the read timeout (5 s): counted, its time kept.
      let unavailable = 0;
      for (let i = 0; i < runs + 3; i++) {
        // A commit first: a count is kept until the next commit (SQLite), and these figures are of
        // a count made, as after any change.
        await storage.update({
          type: 'company',
          id: user.company_id,
          values: { updated_at: new Date() },
        });
        const t0 = performance.now();
        const response = await fetch(
          `${base}?page=1&per-page=20&search=${encodeURIComponent(text)}`,
          { headers: { Authorization: `Bearer ${key}` } },
        );
        const body = await response.json();
        const ms = performance.now() - t0;
        if (response.status === 503) unavailable++;
        else if (response.status !== 200)
          throw new Error(`${name}: ${response.status} ${JSON.stringify(body)}`);
        else total = response.headers.get('x-pagination-total-count');
        if (i >= 3) times.push(ms);
      }
      times.sort((a, b) => a - b);
      rows.push({
        database: label,
        caller: `${who} (user ${user.id})`,
        scenario: `${name}: "${text}"`,
        'median ms': Number(percentile(times, 50).toFixed(1)),
        'p99 ms': Number(percentile(times, 99).toFixed(1)),
        total,
        ...(unavailable > 0 ? { 503: unavailable } : {}),
      });
    }
  }
  await new Promise((resolve) => server.close(resolve));
  return rows;
}

// `recordgate search reindex` over the seeded documents (their search text from the title; these
// documents have no stored files, so this times the database side of a reindex).
async function timeReindex(label, storage) {
  const pool = createRenderPool({ size: 1 });
  const t0 = performance.now();
  await reindexSearch({
    storage,
    types: [defaultRecordTypes.find((t) => t.name === 'document')],
    files: createMemoryFileStore(),
    pool,
    language: 'en',
  });
  const seconds = (performance.now() - t0) / 1000;
  await pool.close();
  return {
    database: label,
    caller: '—',
    scenario: `search reindex of ${documents} documents`,
    'median ms': Math.round(seconds * 1000),
    'p99 ms': '—',
    total: documents,
  };
}

const rows = [];
// Each database's rows are printed as soon as they are measured.
const report = (measured) => {
  console.table(measured);
  rows.push(...measured);
};
if (!values['skip-sqlite']) {
  // Without --keep the data set is made once per size and kept in bench/.cache (git-ignored).
  const file = values.keep ?? join(CACHE, `search-${documents}-${wordsPerDocument}.sqlite`);
  mkdirSync(CACHE, { recursive: true });
  const fresh = !existsSync(file);
  let storage = await createMikroOrmStorage({ url: file, types: defaultRecordTypes });
  await storage.migrate();
  if (fresh) {
    await seed(storage, { file });
    storage = await createMikroOrmStorage({ url: file, types: defaultRecordTypes });
  } else process.stderr.write(`reusing the data set in ${file}\n`);
  report(await measure('SQLite', storage));
  // The reindex writes the title-only text of these file-less documents: only on a copy made for it.
  if (values.reindex) report([await timeReindex('SQLite', storage)]);
  await storage.close();
}
if (process.env.RECORDGATE_POSTGRES_URL && !values['skip-postgres']) {
  const kept = values['keep-postgres'];
  const database = kept
    ? await keptPostgres(
        process.env.RECORDGATE_POSTGRES_URL,
        `${kept}_${documents}_${wordsPerDocument}`,
      )
    : {
        ...(await createScratchDatabase(process.env.RECORDGATE_POSTGRES_URL)),
        fresh: true,
        seeded: async () => {},
      };
  try {
    // On a kept database, migrate brings an index of an earlier form up to date: a rewrite of the
    // search table (minutes at 1,000,000 documents), so without the 30 s bound of a write.
    const migrating = await createMikroOrmStorage({
      url: database.url,
      types: defaultRecordTypes,
      pool: { writeTimeoutMs: 24 * 3600 * 1000 },
    });
    const t0 = performance.now();
    const { applied } = await migrating.migrate();
    await migrating.close();
    if (!database.fresh && applied.length > 0) {
      process.stderr.write(
        `migrate applied ${applied.length} statements in ${((performance.now() - t0) / 1000).toFixed(0)} s\n`,
      );
    }
    const storage = await createMikroOrmStorage({ url: database.url, types: defaultRecordTypes });
    if (database.fresh) {
      const bulk = values['seed-through-port'] ? undefined : { url: database.url };
      await seed(storage, bulk);
      if (!bulk) await (await storage.orm()).em.getConnection().execute('VACUUM ANALYZE');
      await database.seeded();
    } else process.stderr.write(`reusing the data set in the database ${database.name}\n`);
    report(await measure('PostgreSQL', storage));
    if (!kept && !values['skip-reindex']) report([await timeReindex('PostgreSQL', storage)]);
    await storage.close();
  } finally {
    await database.drop();
  }
}

// `--keep-postgres`: the database `name` on the server of `serverUrl`, made (empty, `fresh`) unless a
// complete data set is there already; `seeded()` marks it complete (a comment on the database), so an
// interrupted seeding is made again on the next run. It is never dropped.
async function keptPostgres(serverUrl, name) {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`--keep-postgres: ${name} is not a plain name`);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  let fresh;
  try {
    const { rows } = await admin.query(
      'SELECT shobj_description(oid, $2) AS mark FROM pg_database WHERE datname = $1',
      [name, 'pg_database'],
    );
    fresh = rows[0]?.mark !== 'seeded';
    if (fresh) {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${name}"`);
    }
  } finally {
    await admin.end();
  }
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    name,
    fresh,
    async seeded() {
      const client = new pg.Client({ connectionString: target.toString() });
      await client.connect();
      await client.query(`COMMENT ON DATABASE "${name}" IS 'seeded'`);
      await client.end();
    },
    drop: async () => {},
  };
}
console.log(
  `node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}); ${documents} documents of ${wordsPerDocument} synthetic words, ${userCount} users, ${companyCount} companies; ${runs} sequential requests per scenario after 3 warm-up requests; load average ${loadavg()[0].toFixed(2)} at the end`,
);
