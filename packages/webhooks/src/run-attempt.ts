import { where, type StoredEvent, type StoredRecord } from '@recordgate/core';
import { WEBHOOK_TYPE } from './create-webhook-types.js';
import { deliverWebhook } from './deliver-webhook.js';
import type { DispatchContext } from './dispatch-context.js';
import { writeAttemptOutcomes, type AttemptEnd } from './write-attempt-outcome.js';
import { signWebhook } from './sign-webhook.js';

/** A range of sequence numbers read with one query; wider ones are read event by event. */
const MAX_RANGE = 2_000;

/** What one claimed attempt needs: its webhook and its event, read for the whole batch at once. */
export interface AttemptWork {
  readonly row: StoredRecord;
  readonly webhook: StoredRecord | undefined;
  readonly event: StoredEvent | undefined;
}

/** The webhooks and events of a batch of claimed attempts: one query for each, as a rule. */
export async function loadAttemptWork(
  ctx: DispatchContext,
  rows: readonly StoredRecord[],
): Promise<AttemptWork[]> {
  const webhookIds = [...new Set(rows.map((r) => r.webhook_id as number))];
  const webhooks = await ctx.storage.findMany({
    type: WEBHOOK_TYPE,
    filter: where.in('id', webhookIds),
  });
  const events = await readEventsOf(
    ctx,
    rows.map((r) => r.event_seq as number),
  );
  const bySeq = new Map(events.map((e) => [e.seq, e]));
  const byId = new Map(webhooks.map((w) => [w.id, w]));
  return rows.map((row) => ({
    row,
    webhook: byId.get(row.webhook_id as number),
    event: bySeq.get(row.event_seq as number),
  }));
}

async function readEventsOf(ctx: DispatchContext, seqs: number[]): Promise<StoredEvent[]> {
  const low = Math.min(...seqs);
  const high = Math.max(...seqs);
  if (high - low < MAX_RANGE)
    return ctx.storage.readEvents({ afterSeq: low - 1, limit: high - low + 1 });
  const read = await Promise.all(
    [...new Set(seqs)].map((seq) => ctx.storage.readEvents({ afterSeq: seq - 1, limit: 1 })),
  );
  return read.flat();
}

/**
 * One attempt, start to end: {@link sendAttempt}, then its outcome recorded on its own. The
 * dispatcher records the outcomes of many attempts in one transaction instead.
 */
export async function runAttempt(ctx: DispatchContext, work: AttemptWork): Promise<void> {
  await writeAttemptOutcomes(ctx, [await sendAttempt(ctx, work)]);
}

/**
 * One attempt's request: the event POSTed to the webhook's URL, signed with its secret; what came of
 * it, to be recorded. A webhook deleted or deactivated since the attempt was queued gets nothing (the
 * attempt fails without a request, and is not retried). Never throws.
 */
export async function sendAttempt(ctx: DispatchContext, work: AttemptWork): Promise<AttemptEnd> {
  const { row: claimed, webhook, event } = work;
  const refuse = (error: string, retry = false): AttemptEnd => ({
    claimed,
    outcome: { ok: false, status: undefined, error, durationMs: 0 },
    retry,
    endedAt: ctx.now(),
  });
  // A webhook of another company under the attempt's webhook id (an id used again after a delete)
  // is not the webhook the attempt was made for.
  if (!webhook || webhook.active !== true || webhook.company_id !== claimed.company_id)
    return refuse('The webhook was deactivated or deleted; nothing was sent.');
  if (!event || event.id !== claimed.event_id)
    return refuse('The event is no longer in the outbox.');
  let secret: string;
  try {
    secret = ctx.secrets.open(String(webhook.secret));
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return refuse(`The webhook's secret cannot be read: ${why}`, true);
  }
  const timestamp = Math.floor(ctx.now().getTime() / 1000);
  const outcome = await deliverWebhook({
    url: String(webhook.url),
    body: event.body,
    headers: {
      'webhook-id': event.id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signWebhook({ secret, id: event.id, timestamp, body: event.body }),
    },
    timeoutMs: ctx.timeoutMs,
    allowPrivate: ctx.allowPrivate,
  });
  return { claimed, outcome, endedAt: ctx.now() };
}

/** What the lease must leave after a run's last attempt: time to record its outcomes, ms. */
const RECORD_MARGIN_MS = 5_000;

/**
 * A run's attempts (a record's events to one webhook, oldest first: `claimRuns`), one after another:
 * each next one as soon as the one before got its 2xx. A failure ends the run (the attempts after it
 * are not sent, and wait in their lane as before), and so does `goOn()` turning false (the node
 * stops) or a lease, taken `startedAt` (`performance.now()`), with no room left for another attempt
 * and its outcome. The ends of the attempts sent, to be recorded together. Never throws.
 */
export async function sendRun(
  ctx: DispatchContext,
  run: readonly AttemptWork[],
  startedAt: number,
  goOn: () => boolean,
): Promise<AttemptEnd[]> {
  const ends: AttemptEnd[] = [];
  const lastStart = startedAt + ctx.leaseMs - ctx.timeoutMs - RECORD_MARGIN_MS;
  for (const work of run) {
    if (ends.length > 0 && (!goOn() || performance.now() > lastStart)) break;
    const end = await sendAttempt(ctx, work);
    ends.push(end);
    if (!end.outcome.ok) break;
  }
  return ends;
}
