// The two receivers of `npm run bench:events` (bench/events.mjs): a NATS subscriber of the run's
// subjects and a webhook receiver on 127.0.0.1, each noting when every event first arrived (by its
// type, record and ETag, which the writers know from their answers), how often it arrived, and in
// which order; and the figures drawn from them.
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';

/** How long the receivers may take, after the last write, to get every event. */
const SETTLE_MS = 90_000;

export async function startEventReceivers(nats, prefix) {
  const nat = arrivals();
  const hook = arrivals();
  let rolledBack = 0;
  let down = false;
  const subscription = nats.subscribe(`${prefix}.>`, {
    callback: (error, message) => {
      if (error) return;
      const event = message.json();
      if (event.type === 'company.created' && /^rolled back/.test(event.data?.name)) rolledBack++;
      nat.note(message.headers?.get('Nats-Msg-Id') ?? event.id, event);
    },
  });
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      // A receiver that is down: the attempt fails and is retried.
      if (down) return void res.writeHead(503).end();
      hook.note(req.headers['webhook-id'], JSON.parse(Buffer.concat(chunks).toString('utf8')));
      res.writeHead(204).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const byKind = { nats: nat, webhook: hook };
  return {
    webhookUrl: `http://127.0.0.1:${server.address().port}/hook`,
    rolledBackSeen: () => rolledBack,
    setDown: (value) => (down = value),
    /** Distinct event ids received. */
    distinct: (kind) => byKind[kind].times.size,
    async settle(writes) {
      const until = performance.now() + SETTLE_MS;
      const missing = () => [...writes.keys()].some((k) => !nat.first.has(k) || !hook.first.has(k));
      while (missing() && performance.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // Late duplicates, if any, come within the retry's first interval: give them a moment.
      await new Promise((resolve) => setTimeout(resolve, 2000));
    },
    figures: (kind, writes, outbox) => figuresOf(byKind[kind], writes, outbox),
    async close() {
      subscription.unsubscribe();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

// First arrival per event key, deliveries per event id, event ids in order of first arrival.
function arrivals() {
  const first = new Map();
  const times = new Map();
  const order = [];
  return {
    first,
    times,
    order,
    note(id, event) {
      const key = `${event.type} ${event.record.id} ${event.etag}`;
      times.set(id, (times.get(id) ?? 0) + 1);
      if (times.get(id) > 1) return;
      order.push(id);
      if (!first.has(key)) first.set(key, performance.now());
    },
  };
}

function figuresOf(received, writes, outbox) {
  const fromAnswer = [];
  const fromRequest = [];
  let lost = 0;
  for (const [key, write] of writes) {
    const at = received.first.get(key);
    if (at === undefined) {
      lost++;
      continue;
    }
    fromAnswer.push(at - write.answered);
    fromRequest.push(at - write.sent);
  }
  const twice = [...received.times.values()].reduce((sum, n) => sum + n - 1, 0);
  return {
    latency:
      `${ms(percentile(fromAnswer, 50))} / ${ms(percentile(fromAnswer, 99))} / ` +
      `${ms(percentile(fromAnswer, 100))} (${ms(percentile(fromRequest, 99))})`,
    lost,
    twice,
    outOfOrder: outOfOrder(received.order, outbox),
  };
}

// Events that arrived before an earlier event (in the outbox's order) of the same record, as a
// receiver that deduplicates by event id sees them: `order` holds each id at its first arrival that
// was taken (a 503 while the receiver is down is no arrival; a resend is not a new one).
function outOfOrder(order, outbox) {
  const seqOf = new Map(outbox.map((e) => [e.id, e]));
  const lastSeq = new Map();
  let count = 0;
  for (const id of order) {
    const event = seqOf.get(id);
    if (!event) continue;
    const record = JSON.parse(event.body).record;
    const key = `${record.type} ${record.id}`;
    if ((lastSeq.get(key) ?? 0) > event.seq) count++;
    else lastSeq.set(key, event.seq);
  }
  return count;
}

function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function ms(value) {
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(0)} ms`;
}
