// How many statements a view and a page cost on PostgreSQL or MariaDB, and which: seeds a small data
// set into a fresh database on the server of `--database URL`, starts `recordgate serve` on it with
// bench/statement-counts.mjs loaded, sends `--requests N` of each call after a warm-up, and prints
// each call's statements per request by their text. Dropped afterwards.
//
//   node bench/server-statements.mjs --database postgresql://… [--requests 200] [--documents 2000]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createScratchDatabase } from '@recordgate/storage-mikro-orm';
import { benchArgs } from './bench-args.mjs';
import { startRecordGate, stopAll } from './bench-processes.mjs';
import { seedDataSet } from './seed-data-set.mjs';

const { values: args } = benchArgs(import.meta.url, {
  options: {
    database: { type: 'string' },
    requests: { type: 'string', default: '200' },
    documents: { type: 'string', default: '2000' },
  },
});
if (!args.database) throw new Error('--database postgresql://… or mysql://… is needed');
const requests = Number(args.requests);
const dir = mkdtempSync(join(tmpdir(), 'recordgate-statements-'));
const scratch = await createScratchDatabase(args.database);
try {
  const seeded = await seedDataSet({
    url: scratch.url,
    documents: Number(args.documents),
    users: 100,
    companies: 5,
    heavyDocuments: 0,
    shares: 100,
  });
  const hook = fileURLToPath(new URL('statement-counts.mjs', import.meta.url));
  const server = await startRecordGate({
    database: scratch.url,
    workers: 1,
    logFile: join(dir, 'server.log'),
    nodeArgs: ['--import', hook],
  });
  server.child.stderr?.setEncoding('utf8');
  const expand = { expand: 'createdBy.*,company.*' };
  const calls = {
    'view, 2 expansions (member)': {
      url: `/document/api/default/view?id=${seeded.ownDocument.id}`,
      headers: { authorization: `Bearer ${seeded.memberKey}`, ...expand },
    },
    'page of 20, 2 expansions (admin)': {
      url: '/document/api/default?page=3&per-page=20',
      headers: { authorization: `Bearer ${seeded.adminKey}`, ...expand },
    },
  };
  for (const [name, call] of Object.entries(calls)) {
    const send = async (count) => {
      for (let i = 0; i < count; i++) {
        const response = await fetch(`${server.url}${call.url}`, { headers: call.headers });
        if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
        await response.arrayBuffer();
      }
    };
    await send(20);
    process.kill(server.child.pid, 'SIGUSR2'); // starts the count afresh
    await new Promise((resolve) => setTimeout(resolve, 200));
    await send(requests);
    console.log(`\n${name}: runs of each statement in ${requests} requests`);
    process.kill(server.child.pid, 'SIGUSR2');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stopAll([server.child]);
} finally {
  await scratch.drop();
  rmSync(dir, { recursive: true, force: true });
}
