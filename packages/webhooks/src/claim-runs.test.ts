import { createMemoryStorage, defaultRecordTypes, where } from '@recordgate/core';
import { describe, expect, it } from 'vitest';
import { claimRuns, MAX_RUN } from './claim-deliveries.js';
import { createSecretBox } from './create-secret-box.js';
import { DELIVERY_TYPE, createWebhookTypes } from './create-webhook-types.js';
import type { DispatchContext } from './dispatch-context.js';
import { DEFAULT_RETRY_SCHEDULE } from './retry-schedule.js';
import { writeAttemptOutcomes } from './write-attempt-outcome.js';

/*
 * Runs (docs/events.md, "Order per record"): a claimed attempt comes with the attempts waiting
 * behind it in its lane, oldest first, and only those; when an attempt of a run is retried, the
 * run's lane waits for that retry, and when the run was delivered, the next waiting event goes.
 */
const secrets = createSecretBox('run test key');
const types = [...defaultRecordTypes, ...createWebhookTypes({ secrets, allowPrivate: true })];
const ok = { ok: true, status: 204, error: undefined, durationMs: 1 };
const refused = { ok: false, status: 500, error: 'The receiver answered 500.', durationMs: 1 };

async function queue() {
  const storage = createMemoryStorage({ types });
  const now = Date.now();
  const delivery = (webhookId: number, record: number, seq: number, due: number | null) =>
    storage.insert({
      type: DELIVERY_TYPE,
      values: {
        webhook_id: webhookId,
        event_id: `e${seq}`,
        event_seq: seq,
        event_type: 'document.updated',
        record_key: `document ${record}`,
        attempt: 1,
        status: 'pending',
        next_attempt_at: due === null ? null : new Date(now + due),
        created_at: new Date(now - 1000),
        company_id: 1,
      },
    });
  // Webhook 1, document 1: a due head and two waiting; document 2: a head alone; document 3: a
  // head and more waiting than a run takes. Webhook 2, document 1: its head is another node's.
  await delivery(1, 1, 1, -500);
  await delivery(2, 1, 2, 20_000);
  await delivery(1, 1, 3, null);
  await delivery(1, 2, 4, -400);
  await delivery(1, 1, 5, null);
  await delivery(2, 1, 6, null);
  await delivery(1, 3, 7, -300);
  for (let seq = 8; seq < 8 + MAX_RUN + 2; seq++) await delivery(1, 3, seq, null);
  const ctx = {
    storage,
    now: () => new Date(now),
    leaseMs: 25_000,
    retry: DEFAULT_RETRY_SCHEDULE,
    onCommitted: () => {},
  } as unknown as DispatchContext;
  return ctx;
}

const claim = (ctx: DispatchContext) =>
  claimRuns(ctx, { slots: 8, freePerWebhook: new Map(), perWebhook: 8 });
const seqsOf = (runs: { event_seq?: unknown }[][]) =>
  runs.map((run) => run.map((r) => r.event_seq));

async function dueSeqs(ctx: DispatchContext): Promise<unknown[]> {
  const rows = await ctx.storage.findMany({
    type: DELIVERY_TYPE,
    filter: where.and(where.eq('status', 'pending'), {
      op: 'lte',
      field: 'next_attempt_at',
      value: ctx.now(),
    }),
    sort: [{ field: 'event_seq', direction: 'asc' }],
  });
  return rows.map((row) => row.event_seq);
}

describe('runs of a record’s deliveries', () => {
  it('takes each due attempt with the ones waiting behind it in its lane, oldest first', async () => {
    const ctx = await queue();
    const runs = await claim(ctx);
    const longest = Array.from({ length: MAX_RUN }, (_, n) => 7 + n);
    expect(seqsOf(runs)).toEqual([[1, 3, 5], [4], longest]);
    // Nothing of them is taken again, nor the lane whose head another node holds.
    expect(await claim(ctx)).toEqual([]);
  });

  it('keeps the lane behind an attempt of a run that is retried', async () => {
    const ctx = await queue();
    const [first, second] = await claim(ctx);
    await writeAttemptOutcomes(ctx, [
      { claimed: first![0]!, outcome: ok },
      { claimed: first![1]!, outcome: refused },
      { claimed: second![0]!, outcome: ok },
    ]);
    // Event 3's retry is its lane's head now (due in about 5 s), and event 5 still waits behind it.
    expect(await dueSeqs(ctx)).toEqual([]);
    const lane = await ctx.storage.findMany({
      type: DELIVERY_TYPE,
      filter: where.and(where.eq('record_key', 'document 1'), where.eq('webhook_id', 1)),
      sort: [{ field: 'id', direction: 'asc' }],
    });
    expect(lane.map((row) => [row.event_seq, row.attempt, row.status])).toEqual([
      [1, 1, 'delivered'],
      [3, 1, 'failed'],
      [5, 1, 'pending'],
      [3, 2, 'pending'],
    ]);
    expect(lane[2]!.next_attempt_at).toBeNull();
    expect(lane[3]!.next_attempt_at).not.toBeNull();
  });

  it('lets the next waiting event go once a whole run was delivered', async () => {
    const ctx = await queue();
    const [, , longest] = await claim(ctx);
    await writeAttemptOutcomes(
      ctx,
      longest!.map((claimed) => ({ claimed, outcome: ok })),
    );
    expect(await dueSeqs(ctx)).toEqual([7 + MAX_RUN]);
  });
});
