// The mixed load of ADR 0005 (`npm run bench:mixed`): 80% views and 20% updates of one member's
// documents over 10 connections, against `recordgate serve` on one seeded SQLite file started three
// ways: as by default (no --workers), with --workers 1, and with one worker per core (the default
// before ADR 0005 chose one process on SQLite). Prints requests/s, updates/s and non-2xx answers.
//
// Usage: npm run bench:mixed [-- --documents N --seconds S --database postgresql://…]
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase } from '@recordgate/storage-mikro-orm';
import autocannon from 'autocannon';
import { benchArgs } from './bench-args.mjs';
import { startRecordGate, stopAll } from './bench-processes.mjs';
import { seedDataSet } from './seed-data-set.mjs';

const { values: args } = benchArgs(import.meta.url, {
  options: {
    documents: { type: 'string', default: '20000' },
    seconds: { type: 'string', default: '10' },
    database: { type: 'string' },
  },
});
const dir = mkdtempSync(join(tmpdir(), 'recordgate-mixed-'));
const scratch = args.database ? await createScratchDatabase(args.database) : undefined;
const url = scratch?.url ?? join(dir, 'mixed.sqlite');
const seeded = await seedDataSet({
  url,
  documents: Number(args.documents),
  users: 1000,
  companies: 50,
});
const headers = { Authorization: `Bearer ${seeded.memberKey}`, 'Content-Type': 'application/json' };
const id = seeded.ownDocument.id;
let written = 0;
const view = { method: 'GET', path: `/document/api/default/view?id=${id}`, headers };
const update = {
  method: 'POST',
  path: `/document/api/default/update?id=${id}`,
  headers,
  setupRequest: (request) => ({
    ...request,
    body: JSON.stringify({ description: `${++written}` }),
  }),
};
const rows = [];
for (const workers of [undefined, 1, availableParallelism()]) {
  const server = await startRecordGate({
    database: url,
    workers,
    logFile: join(dir, `server-${workers ?? 'default'}.log`),
  });
  // Each connection cycles through the list: four views, then an update.
  const options = { url: server.url, connections: 10, requests: [view, view, view, view, update] };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: Number(args.seconds) });
  await stopAll([server.child]);
  rows.push({
    serve: workers === undefined ? 'serve (default)' : `serve --workers ${workers}`,
    'req/s': Math.round(result.requests.average),
    'updates/s': Math.round(result.requests.average / 5),
    'non-2xx': result.non2xx,
    errors: result.errors + result.timeouts,
  });
}
await scratch?.drop();
rmSync(dir, { recursive: true, force: true });
console.table(rows);
console.log(
  `${scratch ? 'PostgreSQL' : 'SQLite'}; load average ${loadavg()[0].toFixed(2)} at the end`,
);
