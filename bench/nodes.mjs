// One node against two (`npm run bench:nodes`): seeds a fresh PostgreSQL database, starts
// `recordgate serve --workers 1` once, then twice on the same database and Redis, drives each setup
// with autocannon (two nodes: half the connections on each) and prints requests/s and the servers'
// CPU microseconds per request (user + system time from /proc, all nodes together). Both nodes share
// this machine's cores with each other, the database, Redis and autocannon: the figures show what a
// second node costs and gives here, not what a second machine gives (docs/scaling.md).
//
// Needs RECORDGATE_POSTGRES_URL and RECORDGATE_REDIS_URL.
// Usage: npm run bench:nodes [-- --seconds 10 --connections 20 --documents 5000]
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { createScratchDatabase } from '@recordgate/storage-mikro-orm';
import { seedDataSet } from './seed-data-set.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    documents: { type: 'string', default: '5000' },
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
  const view = {
    path: `/document/api/default/view?id=${seeded.ownDocument.id}`,
    headers: { Authorization: `Bearer ${seeded.memberKey}`, expand: 'createdBy.*,company.*' },
  };
  const rows = [];
  for (const count of [1, 2]) {
    while (nodes.length < count) nodes.push(await startNode(scratch.url));
    await drive(nodes, view, 2); // warm-up: prepared statements, JIT, connections
    const before = nodes.map((node) => cpuTicks(node.child.pid));
    const result = await drive(nodes, view, seconds);
    const ticks = nodes.reduce((sum, node, i) => sum + cpuTicks(node.child.pid) - before[i], 0);
    rows.push({
      nodes: count,
      requestsPerSecond: Math.round(result.requests / seconds),
      cpuUsPerRequest: Math.round((ticks / TICKS / result.requests) * 1e6),
      p99Ms: result.p99,
      non2xx: result.non2xx,
    });
  }
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}`;
  const load = loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  console.log(
    `\n${machine}, load average ${load}; ${connections} connections, ${seconds} s, view with 2 expansions`,
  );
  console.log('| nodes | req/s | CPU µs/req (all nodes) | p99 ms (slowest node) | non-2xx |');
  console.log('| --: | --: | --: | --: | --: |');
  for (const r of rows)
    console.log(
      `| ${r.nodes} | ${r.requestsPerSecond} | ${r.cpuUsPerRequest} | ${r.p99Ms} | ${r.non2xx} |`,
    );
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

// Drives every node at once, the connections split between them; sums what they served.
async function drive(targets, scenario, duration) {
  const results = await Promise.all(
    targets.map((node) =>
      autocannon({
        url: `${node.url}${scenario.path}`,
        headers: scenario.headers,
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
