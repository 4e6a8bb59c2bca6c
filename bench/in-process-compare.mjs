// Two builds' per-request work of a member's view, in one process, alternately (docs/benchmarks.md,
// "The view's per-request work done once"): each checkout's built packages are loaded side by side
// (their own `@recordgate/*` dependencies with them) and timed round after round in turns, so both
// meet the same machine. Two parts of the view: the rate limits around a kept key's authentication,
// and the engine's read of the document with its two references' lookups (kept after the first) on
// a seeded SQLite file. Prints CPU µs per call, each round and the median, for each checkout.
// With `--database postgresql://…` or `mysql://…` the data set goes into a scratch database on that
// server (dropped afterwards), and a third part reads the change version first, as every request
// does there (`syncChangeVersion`, ADR 0038); only this process's CPU is counted, not the database's.
//
//   node bench/in-process-compare.mjs --compare ../other-checkout [--calls 20000] [--rounds 8]
//     [--database URL]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createScratchDatabase } from '@recordgate/storage-mikro-orm';
import { benchArgs } from './bench-args.mjs';
import { seedDataSet } from './seed-data-set.mjs';

const { values: args } = benchArgs(import.meta.url, {
  options: {
    compare: { type: 'string' },
    calls: { type: 'string', default: '20000' },
    rounds: { type: 'string', default: '8' },
    database: { type: 'string' },
  },
});
if (!args.compare) throw new Error('Name the other checkout: --compare DIR');
const dir = mkdtempSync(join(tmpdir(), 'recordgate-in-process-'));
const scratch = args.database ? await createScratchDatabase(args.database) : undefined;
const file = scratch?.url ?? join(dir, 'bench.sqlite');
await seedDataSet({ url: file, documents: 2000, users: 100, companies: 5 });
const header = 'Bearer rg_0123456789abcdef_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const ctx = { get: (h) => (h === 'Authorization' ? header : ''), ip: '127.0.0.1', set() {} };
const checkouts = [resolve(import.meta.dirname, '..'), resolve(args.compare)];
const builds = [];
for (const root of checkouts) builds.push(await load(root));
/** The engine's view of the member's document, its two references expanded (kept after the first). */
const view = async (b) => {
  const record = await b.records.view({ actor: b.actor, type: 'document', id: b.document.id });
  const references = ['created_by', 'company_id'];
  await b.records.loadReferences({
    actor: b.actor,
    type: 'document',
    records: [record],
    references,
  });
};
const parts = {
  'rate limits around a kept key': (b) => b.limits.authenticate(ctx, async () => b.actor),
  'view: the document and its two references': view,
  ...(scratch && {
    'the change version read, then the view': async (b) => {
      await b.storage.syncChangeVersion?.();
      await view(b);
    },
  }),
};
for (const [part, call] of Object.entries(parts)) {
  const results = builds.map(() => []);
  for (const build of builds) for (let i = 0; i < 5000; i++) await call(build);
  for (let round = 0; round < Number(args.rounds); round++) {
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    for (const at of order) {
      const start = process.cpuUsage();
      for (let i = 0; i < Number(args.calls); i++) await call(builds[at]);
      const used = process.cpuUsage(start);
      results[at].push((used.user + used.system) / Number(args.calls));
    }
  }
  console.log(`\n${part}, CPU µs per call:`);
  builds.forEach((build, at) => {
    const sorted = [...results[at]].sort((a, b) => a - b);
    const rounds = results[at].map((us) => us.toFixed(1)).join(', ');
    console.log(`  ${build.root}: median ${sorted[sorted.length >> 1].toFixed(1)} (${rounds})`);
  });
}
for (const build of builds) await build.storage.close();
await scratch?.drop();
rmSync(dir, { recursive: true, force: true });

/** One checkout's record service on the seeded file, its rate limits, a member and their document. */
async function load(root) {
  const from = (path) => import(join(root, 'packages', path));
  const core = await from('core/dist/index.js');
  const { createMikroOrmStorage } = await from('storage-mikro-orm/dist/index.js');
  const { createDefaultPolicy } = await from('access/dist/index.js');
  const { createRateLimits } = await from('koa/dist/rate-limits/create-rate-limits.js');
  const storage = await createMikroOrmStorage({ url: file, types: core.defaultRecordTypes });
  const types = core.createTypeRegistry(core.defaultRecordTypes);
  const records = core.createRecordService({ storage, policy: createDefaultPolicy(), types });
  const { where } = core;
  const [user] = await storage.findMany({
    type: 'user',
    filter: where.eq('role', 'member'),
    limit: 1,
  });
  const actor = {
    userId: user.id,
    companyId: user.company_id,
    role: 'member',
    username: user.username,
  };
  const mine = where.eq('created_by', user.id);
  const [document] = await storage.findMany({ type: 'document', filter: mine, limit: 1 });
  const limits = createRateLimits({ perKey: { limit: 1e12, windowSeconds: 60 } });
  return { root, storage, records, actor, document, limits };
}
