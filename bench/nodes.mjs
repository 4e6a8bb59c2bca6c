// One node against two (`npm run bench:nodes`): seeds a fresh PostgreSQL database, starts two
// `recordgate serve --workers 1` on it and Redis, and drives each scenario (a view, an admin's page
// of 20, a create, a mixed load of four views to one update) on one node, then on both (half the
// connections on each), alternately for `--rounds`. It prints requests/s, the servers' CPU
// microseconds per request (user + system time from /proc, all nodes together) and the database's
// for their connections (bench/database-cpu.mjs). Both nodes share this machine's cores with each
// other, the database, Redis and autocannon: the figures show what a second node costs and gives
// here, not what a second machine gives (docs/scaling.md).
//
// Needs RECORDGATE_POSTGRES_URL and RECORDGATE_REDIS_URL.
// Usage: npm run bench:nodes [-- --seconds 10 --connections 20 --documents 5000 --rounds 1]
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createScratchDatabase } from '@recordgate/storage-mikro-orm';
import { benchArgs } from './bench-args.mjs';
import { cpuBetween, observeDatabaseCpu } from './database-cpu.mjs';
import { seedDataSet } from './seed-data-set.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: args } = benchArgs(import.meta.url, {
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    documents: { type: 'string', default: '5000' },
    rounds: { type: 'string', default: '1' },
  },
});
const postgres = process.env.RECORDGATE_POSTGRES_URL;
const redis = process.env.RECORDGATE_REDIS_URL;
if (!postgres || !redis) {
  console.error('bench:nodes needs RECORDGATE_POSTGRES_URL and RECORDGATE_REDIS_URL');
  process.exit(2);
}
const seconds = Number(args.seconds);
const connections = Number(args.connections);
// Clock ticks per second of /proc/PID/stat's utime and stime (USER_HZ, 100 on Linux).
const TICKS = 100;

const scratch = await createScratchDatabase(postgres);
const nodes = [];
try {
  const seeded = await seedDataSet({
    url: scratch.url,
    documents: Number(args.documents),
    users: 200,
    companies: 10,
  });
  const scenarios = nodeScenarios(seeded);
  while (nodes.length < 2) nodes.push(await startNode(scratch.url));
  const database = await observeDatabaseCpu(scratch.url);
  const samples = new Map();
  for (let round = 0; round < Number(args.rounds); round++) {
    for (const [name, scenario] of Object.entries(scenarios)) {
      for (const count of [1, 2]) {
        const used = nodes.slice(0, count);
        await drive(used, scenario, 2); // warm-up: prepared statements, JIT, connections
        const before = nodes.map((node) => cpuTicks(node.child.pid));
        const dbBefore = await database.sample();
        const result = await drive(used, scenario, seconds);
        const dbAfter = await database.sample();
        const ticks = nodes.reduce((sum, node, i) => sum + cpuTicks(node.child.pid) - before[i], 0);
        const dbMs = nodes.reduce(
          (sum, node) => sum + cpuBetween(dbBefore, dbAfter, node.child.pid),
          0,
        );
        const key = `${name}\u0000${count}`;
        samples.set(key, [...(samples.get(key) ?? []), { result, ticks, dbMs }]);
      }
    }
  }
  await database.close();
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}`;
  const load = loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  console.log(
    `\n${machine}, load average ${load}; ${connections} connections, ${seconds} s, ${args.rounds} round(s), the median round`,
  );
  console.log(
    '| scenario | nodes | req/s | CPU µs/req (all nodes) | database CPU µs/req | p99 ms (slowest node) | non-2xx |',
  );
  console.log('| --- | --: | --: | --: | --: | --: | --: |');
  for (const [key, runs] of samples) {
    const [name, count] = key.split('\u0000');
    const perRequest = runs
      .map(({ result, ticks, dbMs }) => ({
        rps: Math.round(result.requests / seconds),
        cpu: Math.round((ticks / TICKS / result.requests) * 1e6),
        db: Math.round((dbMs * 1000) / result.requests),
        p99: result.p99,
        non2xx: result.non2xx,
      }))
      .sort((a, b) => a.cpu - b.cpu);
    const r = perRequest[Math.floor((perRequest.length - 1) / 2)];
    console.log(`| ${name} | ${count} | ${r.rps} | ${r.cpu} | ${r.db} | ${r.p99} | ${r.non2xx} |`);
  }
} finally {
  for (const node of nodes) node.child.kill('SIGKILL');
  await scratch.drop();
}

// One `recordgate serve` process (no workers) on the shared database and Redis.
async function startNode(databaseUrl) {
  const child = spawn(
    process.execPath,
    [join(root, 'apps/server/bin/recordgate.js'), 'serve', '--port', '0', '--workers', '1'],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        REDIS_URL: redis,
        LOG_LEVEL: 'warn',
        // The limiter stays on (its Redis round trip is part of every request), out of reach.
        RATE_LIMIT_PER_KEY: '999999999',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (text) => (output += text));
  for (let i = 0; i < 300 && !/listening on (http:\/\/\S+)/.test(output); i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
  if (!url) throw new Error(`recordgate serve did not start:\n${output}`);
  return { child, url };
}

// The scenarios: a member's view, an admin's page of 20 (both with two expansions), a member's
// create, and a mixed load of four views to one update of the member's document (ADR 0005).
function nodeScenarios(seeded) {
  const expand = { expand: 'createdBy.*,company.*' };
  const member = { Authorization: `Bearer ${seeded.memberKey}` };
  const json = { ...member, 'Content-Type': 'application/json' };
  const viewPath = `/document/api/default/view?id=${seeded.ownDocument.id}`;
  let written = 0;
  const view = { method: 'GET', path: viewPath, headers: { ...member, ...expand } };
  const update = {
    method: 'POST',
    path: `/document/api/default/update?id=${seeded.ownDocument.id}`,
    headers: json,
    setupRequest: (request) => ({
      ...request,
      body: JSON.stringify({ description: `Updated ${++written}` }),
    }),
  };
  return {
    'view, 2 expansions (member)': { requests: [view] },
    'page of 20, 2 expansions (admin)': {
      requests: [
        {
          method: 'GET',
          path: '/document/api/default?page=3&per-page=20',
          headers: { Authorization: `Bearer ${seeded.adminKey}`, ...expand },
        },
      ],
    },
    'create (member)': {
      requests: [
        {
          method: 'POST',
          path: '/document/api/default/create',
          headers: json,
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ title: `Created ${++written}`, description: 'nodes' }),
          }),
        },
      ],
    },
    'mixed: 4 views, 1 update (member)': { requests: [view, view, view, view, update] },
  };
}

// Drives every node at once, the connections split between them; sums what they served.
async function drive(targets, scenario, duration) {
  const results = await Promise.all(
    targets.map((node) =>
      autocannon({
        url: node.url,
        requests: scenario.requests,
        connections: Math.max(1, Math.round(connections / targets.length)),
        duration,
      }),
    ),
  );
  return {
    requests: results.reduce((sum, r) => sum + r.requests.total, 0),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

// User + system CPU time of a process so far, in clock ticks.
function cpuTicks(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
}
