// Webhook delivery latency on an idle node (`npm run bench:webhooks`): one process holds a SQLite
// database, the record service with the webhook dispatcher woken by its commits (as `recordgate serve`
// wires it), and a node:http receiver on 127.0.0.1. It makes N documents one after another and
// measures, for each, the time from the commit (the record service's after-commit signal) to the
// moment the receiver has read the whole delivery. Prints p50/p90/p99/max in ms; asserts nothing.
//
// Usage: npm run bench:webhooks [-- --events N --database postgresql://…]
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDefaultPolicy } from '@recordgate/access';
import { createRecordService, defaultRecordTypes } from '@recordgate/core';
import { createMikroOrmStorage, createScratchDatabase } from '@recordgate/storage-mikro-orm';
import { createSecretBox, createWebhookDispatcher, createWebhookTypes } from '@recordgate/webhooks';
import { benchArgs } from './bench-args.mjs';

const { values: args } = benchArgs(import.meta.url, {
  options: { events: { type: 'string', default: '300' }, database: { type: 'string' } },
});
const count = Number(args.events);
const dir = mkdtempSync(join(tmpdir(), 'recordgate-webhook-bench-'));
const scratch = args.database ? await createScratchDatabase(args.database) : undefined;
const secrets = createSecretBox('bench key 0123456789');
const types = [...defaultRecordTypes, ...createWebhookTypes({ secrets, allowPrivate: true })];
const storage = await createMikroOrmStorage({
  url: scratch?.url ?? join(dir, 'bench.sqlite'),
  types,
});
await storage.migrate();

const committedAt = [];
const arrived = new Map();
const receiver = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    arrived.set(req.headers['webhook-id'], performance.now());
    res.writeHead(204).end();
  });
});
await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${receiver.address().port}/hook`;

const dispatcher = createWebhookDispatcher({ storage, secrets, allowPrivate: true });
const records = createRecordService({
  storage,
  policy: createDefaultPolicy(),
  types,
  onCommitted: () => {
    committedAt.push(performance.now());
    dispatcher.wake();
  },
});
const company = await storage.insert({ type: 'company', values: { name: 'Bench' } });
const user = await storage.insert({
  type: 'user',
  values: { username: 'admin', role: 'admin', company_id: company.id },
});
const actor = { userId: user.id, companyId: company.id, role: 'admin', username: 'admin' };
await records.create({ actor, type: 'webhook', data: { url, events: 'document.created' } });

const latencies = [];
for (let i = 0; i < count; i += 1) {
  const before = committedAt.length;
  const created = await records.create({ actor, type: 'document', data: { title: `Doc ${i}` } });
  const [event] = (await storage.readEvents({ afterSeq: 0, limit: 1_000_000 })).filter(
    (e) => e.type === 'document.created' && JSON.parse(e.body).record.id === created.id,
  );
  while (!arrived.has(event.id)) await new Promise((resolve) => setTimeout(resolve, 1));
  latencies.push(arrived.get(event.id) - committedAt[before]);
  // An idle node: each event alone.
  await new Promise((resolve) => setTimeout(resolve, 5));
}
latencies.sort((a, b) => a - b);
const at = (p) =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
console.log(
  `webhook delivery, commit → receiver, ${count} events on ${scratch ? 'postgresql' : 'sqlite'}: ` +
    `p50 ${at(50).toFixed(1)} ms, p90 ${at(90).toFixed(1)} ms, p99 ${at(99).toFixed(1)} ms, max ${latencies.at(-1).toFixed(1)} ms`,
);
await dispatcher.stop();
receiver.close();
await storage.close();
await scratch?.drop();
rmSync(dir, { recursive: true, force: true });
