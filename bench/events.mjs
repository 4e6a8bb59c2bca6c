// Change events under concurrent writes (`npm run bench:events`): for each server database, a fresh
// database, two server nodes (bench/events-node.mjs, each with its NATS publisher and webhook
// dispatcher, as `recordgate serve` runs them), a webhook of `document.*` to a receiver on 127.0.0.1,
// and a NATS subscriber of the run's subjects. 16 writers (half on each node) create, update and
// delete documents over HTTP while the bench process itself makes writes that roll back on a unique
// constraint after their event was written (through commitWrite, the servers' write path), which
// leaves holes in the outbox. Measured for every event: from the write's answer (after its commit)
// and from its request (before it) to its arrival on NATS and at the receiver; then events lost,
// delivered more than once, published though rolled back, and out of order for their record. Prints
// the figures; asserts nothing.
//
// With --faults the same run suffers, one after another: node 0 killed with SIGKILL (and replaced),
// NATS cut for --nats-down seconds (through a TCP proxy), the receiver answering 503 for a while, the
// database cut for --db-down seconds (the nodes reach it through a TCP proxy too, which resets every
// connection and refuses new ones, as a restart does) (bench/event-faults.mjs); the latencies then
// include the outages, and what counts is lost, twice and out of order. Retries of failed deliveries
// start after 1 s and wait at most 5 s (settings).
//
// Needs RECORDGATE_NATS_URL and RECORDGATE_POSTGRES_URL and/or RECORDGATE_MARIADB_URL (or --database).
// Usage: npm run bench:events [-- --seconds 20 --writers 16 --database postgresql://… --database mysql://…]
//        npm run bench:events -- --faults --seconds 120 --nats-down 60 --db-down 10
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { commitWrite, createTypeRegistry, defaultRecordTypes } from '@recordgate/core';
import { createMikroOrmStorage, createScratchDatabase } from '@recordgate/storage-mikro-orm';
import { benchArgs } from './bench-args.mjs';
import { runFaults, startCuttableProxy } from './event-faults.mjs';
import { startEventReceivers } from './event-receivers.mjs';
import { seedDataSet } from './seed-data-set.mjs';

const { values: args } = benchArgs(import.meta.url, {
  options: {
    seconds: { type: 'string', default: '20' },
    writers: { type: 'string', default: '16' },
    database: { type: 'string', multiple: true },
    faults: { type: 'boolean', default: false },
    'nats-down': { type: 'string', default: '60' },
    'db-down': { type: 'string', default: '10' },
  },
});
const natsUrl = process.env.RECORDGATE_NATS_URL;
const databases =
  args.database ??
  [process.env.RECORDGATE_POSTGRES_URL, process.env.RECORDGATE_MARIADB_URL].filter(Boolean);
if (!natsUrl || databases.length === 0) {
  console.error('bench:events needs RECORDGATE_NATS_URL and a server database (see the header)');
  process.exit(2);
}
const seconds = Number(args.seconds);
/** Writes answered 503 in the current run, and writes whose answer was lost (a node killed). */
let refused = 0;
let unanswered = 0;
const writers = Number(args.writers);

const rows = [];
for (const database of databases) rows.push(await runOn(database));
const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}`;
console.log(
  `\n${machine}, load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} (shared machine); two nodes, ${writers} writers, ${seconds} s`,
);
console.log(
  '| database | events | rolled back | refused (503) / unanswered | commit → NATS p50 / p99 / max | commit → webhook p50 / p99 / max | lost | twice in effect | out of order | rolled back published |',
);
console.log('| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: |');
for (const r of rows) {
  console.log(
    `| ${r.database} | ${r.events} | ${r.rolledBack} | ${r.refused} | ${r.nats} | ${r.webhook} | ${r.lost} | ${r.twice} | ${r.outOfOrder} | ${r.rolledBackPublished} |`,
  );
}
console.log(
  'Latency from the write’s answer (its commit came before); in brackets the p99 from its request (an upper bound).',
);

async function runOn(serverUrl) {
  const scratch = await createScratchDatabase(serverUrl);
  const suffix = randomBytes(5).toString('hex');
  const stream = `RECORDGATE_BENCH_${suffix.toUpperCase()}`;
  const prefix = `recordgate-bench-${suffix}`;
  const nodes = [];
  const nats = await connect({ servers: new URL(natsUrl).host });
  const receivers = await startEventReceivers(nats, prefix);
  const target = new URL(natsUrl);
  const proxy = await startCuttableProxy(target.hostname, Number(target.port || 4222));
  const database = new URL(scratch.url);
  const databasePort = database.protocol.startsWith('postgres') ? 5432 : 3306;
  const databaseProxy = await startCuttableProxy(
    database.hostname,
    Number(database.port || databasePort),
  );
  database.host = `127.0.0.1:${new URL(databaseProxy.url).port}`;
  try {
    const seeded = await seedDataSet({
      url: scratch.url,
      documents: 10,
      users: 3,
      companies: 1,
      heavyDocuments: 0,
      shares: 0,
    });
    const start = () => startNode(database.toString(), stream, prefix, proxy.url);
    for (let i = 0; i < 2; i++) nodes.push(await start());
    await call(nodes[0].url, seeded.adminKey, 'POST', '/webhook/api/default/create', {
      url: receivers.webhookUrl,
      events: 'document.*',
    });
    const writes = new Map();
    refused = 0;
    unanswered = 0;
    const deadline = performance.now() + seconds * 1000;
    const faults = args.faults
      ? runFaults({
          seconds,
          natsDownSeconds: Number(args['nats-down']),
          databaseDownSeconds: Number(args['db-down']),
          nodes,
          startNode: start,
          proxy,
          databaseProxy,
          receivers,
        })
      : Promise.resolve([]);
    const [rolledBack, told] = await Promise.all([
      rollBackWrites(scratch.url, deadline),
      faults,
      ...Array.from({ length: writers }, (_, w) =>
        writeLoop(nodes, w, seeded.adminKey, writes, deadline),
      ),
    ]);
    for (const line of told) console.log(`fault: ${line}`);
    await receivers.settle(writes);
    const streamed = (await (await jetstreamManager(nats)).streams.info(stream)).state.messages;
    return await report(serverUrl, scratch.url, { writes, receivers, rolledBack, streamed });
  } finally {
    for (const node of nodes) node.child.kill('SIGKILL');
    await jetstreamManager(nats)
      .then((m) => m.streams.delete(stream))
      .catch(() => {});
    await receivers.close();
    await proxy.close();
    await databaseProxy.close();
    await nats.close();
    await scratch.drop();
  }
}

// One node: `recordgate serve` without workers, on the run's stream.
async function startNode(databaseUrl, stream, prefix, natsProxyUrl) {
  const child = fork(new URL('./events-node.mjs', import.meta.url), [stream, prefix], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: '0',
      LOG_LEVEL: 'warn',
      EVENTS_NATS_URL: natsProxyUrl,
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WEBHOOK_RETRY_FIRST: '1',
      WEBHOOK_RETRY_MAX_INTERVAL: '5',
      FILES_DIRECTORY: mkdtempSync(join(tmpdir(), 'recordgate-events-bench-')),
      RATE_LIMIT_PER_KEY: '999999999',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const url = await new Promise((resolve, reject) => {
    child.once('message', (m) => resolve(m.url));
    child.once('exit', (code) => reject(new Error(`a node exited with ${code}`)));
  });
  return { child, url };
}

async function call(base, key, method, path, body) {
  let response;
  try {
    response = await fetch(`${base}${path}`, {
      method,
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    // A node killed mid-request: the write may have committed or not; its event is not counted.
    if (!args.faults) throw error;
    unanswered += 1;
    // Until the node is replaced, each attempt is refused at once: try again a little later.
    await new Promise((resolve) => setTimeout(resolve, 100));
    return undefined;
  }
  // A write the database refused under load (503: a serialization failure retried for too long, a
  // lock wait) committed nothing and has no event; the writer goes on, and the run counts it.
  if (response.status === 503) {
    await response.arrayBuffer();
    refused += 1;
    // While the database is cut every write is refused at once: not a loop that spins meanwhile.
    if (args.faults) await new Promise((resolve) => setTimeout(resolve, 100));
    return undefined;
  }
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

// One writer: create a document, update it twice, delete one in three; each write's event is known
// by its type, record and ETag (the event's `etag`), with when it was sent and answered.
async function writeLoop(nodes, writer, key, writes, deadline) {
  const doc = '/document/api/default';
  for (let n = 0; performance.now() < deadline; n++) {
    // The node of this writer, as it is now (a killed one is replaced).
    const base = nodes[writer % 2].url;
    const note = (type, id, etag, sent) =>
      writes.set(`${type} ${id} ${etag}`, { sent, answered: performance.now(), id });
    let sent = performance.now();
    const created = await call(base, key, 'POST', `${doc}/create`, { title: `W${writer} ${n}` });
    if (!created) continue;
    const { id } = await created.json();
    let etag = created.headers.get('etag');
    note('document.created', id, etag, sent);
    for (const round of [1, 2]) {
      sent = performance.now();
      const updated = await call(base, key, 'POST', `${doc}/update?id=${id}`, {
        title: `W${writer} ${n} v${round}`,
      });
      if (!updated) continue;
      await updated.arrayBuffer();
      etag = updated.headers.get('etag');
      note('document.updated', id, etag, sent);
    }
    sent = performance.now();
    if (n % 3 === 0 && (await call(base, key, 'DELETE', `${doc}/delete?id=${id}`))) {
      note('document.deleted', id, etag, sent);
    }
  }
}

// Writes that fail after their event was written: a company created, then the same name again (a
// unique constraint), in one transaction, through the servers' write path. Returns how many.
async function rollBackWrites(url, deadline) {
  const types = createTypeRegistry(defaultRecordTypes);
  const storage = await createMikroOrmStorage({ url, types });
  const company = types.get('company');
  let count = 0;
  try {
    while (performance.now() < deadline) {
      const name = `rolled back ${count}`;
      await storage
        .transaction({
          run: async (db) => {
            for (let i = 0; i < 2; i++)
              await commitWrite({ db, kind: 'create', type: company, values: { name } });
          },
        })
        .catch(() => {});
      count += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await storage.close();
  }
  return count;
}

async function report(serverUrl, databaseUrl, { writes, receivers, rolledBack, streamed }) {
  const storage = await createMikroOrmStorage({ url: databaseUrl, types: defaultRecordTypes });
  const outbox = await storage.readEvents({ afterSeq: 0, limit: 10_000_000 });
  await storage.close();
  const nats = receivers.figures('nats', writes, outbox);
  const webhook = receivers.figures('webhook', writes, outbox);
  const both = (f) => `${nats[f]} / ${webhook[f]}`;
  // In the stream, each event once: JetStream dropped resends by Nats-Msg-Id.
  nats.twice = streamed - receivers.distinct('nats');
  return {
    database: new URL(serverUrl).protocol.replace(':', ''),
    events: writes.size,
    rolledBack,
    refused: `${refused} / ${unanswered}`,
    nats: nats.latency,
    webhook: webhook.latency,
    lost: both('lost'),
    twice: both('twice'),
    outOfOrder: both('outOfOrder'),
    rolledBackPublished: receivers.rolledBackSeen(),
  };
}
