// Lists at scale: seeds 1,000,000 documents over 20 companies and 2,000 users (plus groups and shares),
// serves them with the real app, and measures median and p99 latency of page 1, page 500, a like
// filter and a sort on created_at, for a member and an admin, with and without the total count.
// SQLite always; PostgreSQL too when RECORDGATE_POSTGRES_URL is set (in a scratch database).
// Usage: npm run bench:lists [-- --documents N --runs R --keep FILE --skip-postgres --analyze]
// `--keep FILE` keeps the seeded SQLite file and reuses it on the next run (seeding takes minutes).
// The databases are measured as a new installation leaves them, without planner statistics;
// `--analyze` gathers them first (ANALYZE), as an operator may.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createKeyService, defaultRecordTypes } from '@recordgate/core';
import { createApp } from '@recordgate/koa';
import { createMikroOrmStorage, createScratchDatabase } from '@recordgate/storage-mikro-orm';
import { benchArgs } from './bench-args.mjs';
import { seedInBatches, seedPeople } from './seed-documents.mjs';

const { values } = benchArgs(import.meta.url, {
  options: {
    documents: { type: 'string', default: '1000000' },
    users: { type: 'string', default: '2000' },
    companies: { type: 'string', default: '20' },
    runs: { type: 'string', default: '40' },
    keep: { type: 'string' },
    'skip-postgres': { type: 'boolean', default: false },
    analyze: { type: 'boolean', default: false },
  },
});
const documents = Number(values.documents);
const userCount = Number(values.users);
const companyCount = Number(values.companies);
const runs = Number(values.runs);
const WORDS = ['report', 'memo', 'invoice', 'contract', 'letter', 'minutes', 'offer', 'order'];
const GROUPS_PER_COMPANY = 5;

/** Seeds the data set through the storage port, in large transactions, showing progress. */
async function seed(storage) {
  const now = Date.parse('2026-11-01T00:00:00Z');
  const groups = [];
  const users = await storage.transaction({
    run: async (db) => {
      const users = await seedPeople(db, {
        companies: companyCount,
        users: userCount,
        fields: (u) => ({ name: `User ${u + 1}`, email: `user${u + 1}@bench.test` }),
      });
      // Every member belongs to one of their company's groups.
      for (let c = 0; c < companyCount; c++) {
        for (let g = 0; g < GROUPS_PER_COMPANY; g++) {
          groups.push(
            await db.insert({
              type: 'group',
              values: { name: `Group ${c + 1}.${g + 1}`, company_id: c + 1 },
            }),
          );
        }
      }
      for (const user of users) {
        const c = user.company_id - 1;
        const group = groups[c * GROUPS_PER_COMPANY + (user.id % GROUPS_PER_COMPANY)];
        await db.insert({ type: 'group-member', values: { group_id: group.id, user_id: user.id } });
      }
      return users;
    },
  });
  let shares = 0;
  const seconds = await seedInBatches({
    storage,
    count: documents,
    batch: 10_000,
    extra: () => `, ${shares} shares`,
    each: async (db, d) => {
      const user = users[d % users.length];
      // Creation times spread over years, not in id order, so sorting on created_at has work to do.
      const createdAt = new Date(now - ((d * 7919) % documents) * 60_000);
      const doc = await db.insert({
        type: 'document',
        values: {
          title: `${WORDS[d % WORDS.length]} ${d + 1}`,
          description: 'Benchmark document',
          company_id: user.company_id,
          created_by: user.id,
          updated_by: user.id,
          document_date: createdAt,
          created_at: createdAt,
          updated_at: createdAt,
        },
      });
      // Every 20th document is shared with one of its company's groups, every 50th with a user.
      if (d % 20 === 0) {
        const group = groups[(user.company_id - 1) * GROUPS_PER_COMPANY + (d % GROUPS_PER_COMPANY)];
        await db.insert({
          type: 'share',
          values: {
            document_id: doc.id,
            group_id: group.id,
            permission: 'read',
            created_by: user.id,
          },
        });
        shares++;
      } else if (d % 50 === 1) {
        const other = users[(d + companyCount * 7) % users.length];
        if (other.company_id === user.company_id) {
          await db.insert({
            type: 'share',
            values: {
              document_id: doc.id,
              user_id: other.id,
              permission: 'write',
              created_by: user.id,
            },
          });
          shares++;
        }
      }
    },
  });
  process.stderr.write(
    `seeded ${documents} documents, ${shares} shares, ${userCount} users, ${companyCount} companies in ${seconds.toFixed(0)} s\n`,
  );
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Measures every scenario against one storage; returns table rows. */
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
    logger: { error: (d, m) => console.error(m, d) },
    rateLimit: false,
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${server.address().port}/document/api/default`;
  const scenarios = [
    ['page 1', 'page=1&per-page=20'],
    ['page 500', 'page=500&per-page=20'],
    // Matches 277 of the company's 50,000 titles ("letter 1221", …); the second matches none, and
    // the third all of them: the database must look at every title of the company.
    ['like filter', 'page=1&per-page=20&filter%5Btitle%5D%5Blike%5D=letter%2012'],
    ['like, no match', 'page=1&per-page=20&filter%5Btitle%5D%5Blike%5D=invoice%2012'],
    ['like, every title', 'page=1&per-page=20&filter%5Btitle%5D%5Blike%5D=e'],
    ['sort -created_at', 'page=1&per-page=20&sort=-created_at'],
  ];
  const rows = [];
  for (const [who, user, key] of people) {
    for (const [name, query] of scenarios) {
      for (const prefer of ['', 'count=none']) {
        const headers = { Authorization: `Bearer ${key}` };
        if (prefer) headers.Prefer = prefer;
        const times = [];
        let total;
        let length;
        for (let i = 0; i < runs + 3; i++) {
          // A commit first: a count is kept until the next commit (SQLite), and these figures are
          // of a count made, as after any change.
          await storage.update({
            type: 'company',
            id: user.company_id,
            values: { updated_at: new Date() },
          });
          const t0 = performance.now();
          const response = await fetch(`${base}?${query}`, { headers });
          const body = await response.json();
          const ms = performance.now() - t0;
          if (response.status !== 200)
            throw new Error(`${name}: ${response.status} ${JSON.stringify(body)}`);
          total = response.headers.get('x-pagination-total-count');
          length = body.length;
          if (i >= 3) times.push(ms); // the first runs warm caches and statements
        }
        times.sort((a, b) => a - b);
        rows.push({
          database: label,
          caller: `${who} (user ${user.id})`,
          scenario: name + (prefer ? ' · Prefer: count=none' : ''),
          'median ms': Number(percentile(times, 50).toFixed(1)),
          'p99 ms': Number(percentile(times, 99).toFixed(1)),
          records: length,
          total: total ?? '—',
        });
      }
    }
  }
  await new Promise((resolve) => server.close(resolve));
  return rows;
}

const rows = [];
{
  const dir = values.keep ? undefined : mkdtempSync(join(tmpdir(), 'recordgate-lists-'));
  const file = values.keep ?? join(dir, 'lists.sqlite');
  const fresh = !existsSync(file);
  const storage = await createMikroOrmStorage({ url: file, types: defaultRecordTypes });
  await storage.migrate();
  if (fresh) await seed(storage);
  else process.stderr.write(`reusing the data set in ${file}\n`);
  const connection = (await storage.orm()).em.getConnection();
  if (values.analyze) await connection.execute('ANALYZE');
  else {
    // A kept file may hold statistics from an earlier run: remove them, then reload the schema.
    await connection.execute('DROP TABLE IF EXISTS sqlite_stat1');
    await connection.execute('DROP TABLE IF EXISTS sqlite_stat4');
    await connection.execute('ANALYZE sqlite_schema');
  }
  rows.push(...(await measure('SQLite', storage)));
  await storage.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
}
if (process.env.RECORDGATE_POSTGRES_URL && !values['skip-postgres']) {
  const scratch = await createScratchDatabase(process.env.RECORDGATE_POSTGRES_URL);
  try {
    const storage = await createMikroOrmStorage({ url: scratch.url, types: defaultRecordTypes });
    await storage.migrate();
    await seed(storage);
    // What PostgreSQL's autovacuum does on its own soon after a bulk load: statistics for the
    // planner, and the visibility map that lets it read ids and counts from indexes alone.
    await (await storage.orm()).em.getConnection().execute('VACUUM ANALYZE');
    rows.push(...(await measure('PostgreSQL', storage)));
    await storage.close();
  } finally {
    await scratch.drop();
  }
}
console.table(rows);
console.log(
  `node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}); ${documents} documents, ${userCount} users, ${companyCount} companies; ${runs} sequential requests per scenario after 3 warm-up requests; SQLite ${values.analyze ? 'with' : 'without'} planner statistics; load average ${loadavg()[0].toFixed(2)} at the end`,
);
