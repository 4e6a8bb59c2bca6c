// Read-path benchmark: seeds a SQLite data set, starts the server in a child process and drives it
// with autocannon over loopback. Prints requests/s and latency per scenario, next to a bare Koa
// fixed-JSON baseline measured in the same run. Usage: npm run bench [-- --documents N --seconds S]
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, cpus } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { createKeyService, defaultRecordTypes } from '@recordgate/core';
import { createMikroOrmStorage } from '@recordgate/storage-mikro-orm';

const { values } = parseArgs({
  options: {
    documents: { type: 'string', default: '100000' },
    users: { type: 'string', default: '1000' },
    companies: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
  },
});
const documents = Number(values.documents);
const userCount = Number(values.users);
const companyCount = Number(values.companies);
const seconds = Number(values.seconds);

const dir = mkdtempSync(join(tmpdir(), 'recordgate-bench-'));
const database = join(dir, 'bench.sqlite');

// Seed through the storage port in large transactions: the benchmark measures reads, not seeding.
const started = Date.now();
const storage = await createMikroOrmStorage({ url: database, types: defaultRecordTypes });
await storage.migrate();
const now = new Date();
const users = [];
await storage.transaction({
  run: async (db) => {
    for (let c = 0; c < companyCount; c++) {
      await db.insert({
        type: 'company',
        values: { name: `Company ${c + 1}`, created_at: now, updated_at: now },
      });
    }
    for (let u = 0; u < userCount; u++) {
      const companyId = (u % companyCount) + 1;
      const role = u < companyCount ? 'admin' : 'member';
      users.push(
        await db.insert({
          type: 'user',
          values: {
            username: `user${u + 1}`,
            name: `User ${u + 1}`,
            email: `user${u + 1}@bench.test`,
            role,
            company_id: companyId,
            created_at: now,
            updated_at: now,
          },
        }),
      );
    }
  },
});
const batch = 10_000;
for (let start = 0; start < documents; start += batch) {
  await storage.transaction({
    run: async (db) => {
      for (let d = start; d < Math.min(documents, start + batch); d++) {
        const user = users[d % users.length];
        await db.insert({
          type: 'document',
          values: {
            title: `Document ${d + 1}`,
            description: 'Benchmark document',
            company_id: user.company_id,
            created_by: user.id,
            updated_by: user.id,
            document_date: now,
            created_at: now,
            updated_at: now,
          },
        });
      }
    },
  });
  process.stderr.write(`\rseeding documents: ${Math.min(documents, start + batch)}/${documents}`);
}
process.stderr.write(
  `\nseeded ${documents} documents, ${userCount} users, ${companyCount} companies in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
);
const member = users[companyCount];
const { key } = await createKeyService({ storage }).create({ userId: member.id });
const [ownDocument] = await storage.findMany({
  type: 'document',
  filter: { op: 'eq', field: 'created_by', value: member.id },
  limit: 1,
});
await storage.close();

const child = fork(new URL('./server.mjs', import.meta.url), [database], {
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const ports = await new Promise((resolve) => child.once('message', resolve));
const ask = (message) =>
  new Promise((resolve) => {
    child.once('message', resolve);
    child.send(message);
  });

const auth = { Authorization: `Bearer ${key}` };
const expand = { ...auth, expand: 'createdBy.*,company.*' };
const scenarios = [
  {
    name: 'bare Koa fixed JSON (baseline)',
    url: `http://127.0.0.1:${ports.baseline}/`,
    headers: {},
  },
  {
    name: 'view, 2 expansions',
    url: `http://127.0.0.1:${ports.app}/document/api/default/view?id=${ownDocument.id}`,
    headers: expand,
  },
  {
    name: `list (member, ${Math.round(documents / userCount)} docs), 2 expansions`,
    url: `http://127.0.0.1:${ports.app}/document/api/default`,
    headers: expand,
  },
  {
    name: 'list-objects createdBy',
    url: `http://127.0.0.1:${ports.app}/document/api/default/list-objects?id=${ownDocument.id}&attribute=createdBy`,
    headers: auth,
  },
];

const rows = [];
for (const scenario of scenarios) {
  const result = await autocannon({
    url: scenario.url,
    headers: scenario.headers,
    connections: 10,
    duration: seconds,
  });
  const { rss } = await ask('rss');
  rows.push({
    scenario: scenario.name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    non2xx: result.non2xx,
    'rss MB': Math.round(rss / 1024 / 1024),
  });
}
const baseline = rows[0]['req/s'];
for (const row of rows) row['× baseline'] = (row['req/s'] / baseline).toFixed(2);
console.table(rows);
console.log(
  `node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), autocannon 10 connections × ${seconds} s per scenario`,
);
child.send('stop');
await new Promise((resolve) => child.once('exit', resolve));
rmSync(dir, { recursive: true, force: true });
