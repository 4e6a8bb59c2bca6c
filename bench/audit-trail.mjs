// The audit trail at scale: writes N audit events (the outbox rows every change inserts) over 10
// companies and 200 users through the storage port, timing the inserts, then measures the admin's
// filtered lists of one company (one record's history, one user's changes, a time range, the newest
// page, each with its total count) and prints each statement's SQLite query plan.
// Usage: npm run bench:audit [-- --events N --runs R --earlier-indexes]
// `--earlier-indexes` builds the table with the six indexes of the first release of the trail (every
// reference and date-time column alone, a unique event_id, (company_id, occurred_at) and
// (record_type, record_id)), to compare.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { auditEventRecordType, defaultRecordTypes, where } from '@recordgate/core';
import { createMikroOrmStorage } from '@recordgate/storage-mikro-orm';
import { benchArgs } from './bench-args.mjs';

const { values } = benchArgs(import.meta.url, {
  options: {
    events: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '50' },
    'earlier-indexes': { type: 'boolean', default: false },
  },
});
const events = Number(values.events);
const runs = Number(values.runs);
const COMPANIES = 10;
const USERS = 200;
const START = Date.parse('2026-01-01T00:00:00Z');

const dir = mkdtempSync(join(tmpdir(), 'recordgate-audit-bench-'));
const earlierTrail = {
  ...auditEventRecordType,
  singleIndexes: true,
  indexes: [
    ['company_id', 'occurred_at'],
    ['record_type', 'record_id'],
  ],
  fields: auditEventRecordType.fields.map((f) =>
    f.name === 'event_id' ? { ...f, unique: true } : f,
  ),
};
const storage = await createMikroOrmStorage({
  url: join(dir, 'audit.sqlite'),
  // The registry adds the trail's own type unless one named `audit-event` is given.
  types: values['earlier-indexes'] ? [...defaultRecordTypes, earlierTrail] : defaultRecordTypes,
});
await storage.migrate();

// Rows as commitWrite writes them: a document change with its event body.
function row(n) {
  const company = (n % COMPANIES) + 1;
  const user = (n % USERS) + 1;
  const recordId = Math.floor(n / 3) + 1;
  const id = randomUUID();
  const at = new Date(START + n * 60_000);
  const body = {
    id,
    type: 'document.updated',
    occurred_at: at.toISOString(),
    company_id: company,
    actor: { user_id: user, key_id: user },
    record: { type: 'document', id: recordId },
    etag: '"Xw3n2cQhR4yP0r0dX6m9Jg"',
    changes: { title: [`Offer ${n}`, `Offer ${n}, final`] },
    data: { id: recordId, title: `Offer ${n}, final`, company_id: company },
  };
  return {
    event_id: id,
    action: 'updated',
    record_type: 'document',
    record_id: recordId,
    user_id: user,
    key_id: user,
    request_id: randomUUID(),
    changes: JSON.stringify(body.changes),
    occurred_at: at,
    company_id: company,
    event_type: body.type,
    event_body: JSON.stringify(body),
  };
}

// Inserts in transactions of 1,000, as a stream of writes would (each its own transaction would
// time the commit, not the row).
const started = performance.now();
for (let n = 0; n < events; n += 1000) {
  await storage.transaction({
    run: async (db) => {
      for (let i = n; i < Math.min(events, n + 1000); i++) {
        await db.insert({ type: 'audit-event', values: row(i) });
      }
    },
  });
}
const insertMs = performance.now() - started;

// Record every statement the lists run, to show their plans.
const native = await storage.nativeClient();
let ran = [];
const prepare = native.prepare.bind(native);
native.prepare = (sql) => {
  const statement = prepare(sql);
  for (const method of ['all', 'get', 'iterate']) {
    const run = statement[method].bind(statement);
    statement[method] = (...params) => {
      ran.push({ sql, params });
      return run(...params);
    };
  }
  return statement;
};

const company = where.eq('company_id', 3);
const lists = {
  "one record's history": where.and(
    company,
    where.eq('record_type', 'document'),
    where.eq('record_id', 30_001),
  ),
  "one user's changes": where.and(company, where.eq('user_id', 23)),
  'a time range': where.and(
    company,
    { op: 'gte', field: 'occurred_at', value: new Date(START + (events - 5000) * 60_000) },
    { op: 'lt', field: 'occurred_at', value: new Date(START + (events - 4000) * 60_000) },
  ),
  'the newest page': company,
};

const results = [];
for (const [name, filter] of Object.entries(lists)) {
  const times = [];
  let plans = [];
  for (let r = 0; r < runs; r++) {
    ran = [];
    const t0 = performance.now();
    await storage.findMany({
      type: 'audit-event',
      filter,
      sort: [{ field: 'id', direction: 'desc' }],
      limit: 50,
    });
    await storage.count({ type: 'audit-event', filter });
    times.push(performance.now() - t0);
    if (r === 0) {
      plans = ran
        .filter(({ sql }) => /audit_event/.test(sql))
        .map(({ sql, params }) =>
          native
            .prepare(`EXPLAIN QUERY PLAN ${sql}`)
            .all(...params)
            .map((p) => p.detail)
            .join(' | '),
        );
    }
  }
  times.sort((a, b) => a - b);
  results.push({
    list: name,
    medianMs: Number(times[Math.floor(times.length / 2)].toFixed(2)),
    p90Ms: Number(times[Math.floor(times.length * 0.9)].toFixed(2)),
    plans,
  });
}
const indexes = native
  .prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'audit_event'`)
  .all()
  .map((r) => r.name);

console.log(
  JSON.stringify(
    {
      events,
      insertUsPerRow: Number(((insertMs * 1000) / events).toFixed(1)),
      indexes,
      results,
      loadAverage: loadavg().map((l) => Number(l.toFixed(2))),
      cpus: cpus().length,
    },
    null,
    2,
  ),
);
await storage.close();
rmSync(dir, { recursive: true, force: true });
