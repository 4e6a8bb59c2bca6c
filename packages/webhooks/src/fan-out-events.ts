import {
  readSettledEvents,
  where,
  type StorageAdapter,
  type StoredEvent,
  type StoredRecord,
} from '@recordgate/core';
import { CURSOR_TYPE, DELIVERY_TYPE, WEBHOOK_TYPE } from './create-webhook-types.js';
import type { DispatchContext } from './dispatch-context.js';
import { matchesEventPatterns, parseEventPatterns } from './event-patterns.js';

/** Events read per fan-out transaction. */
const BATCH = 500;

/** What one fan-out step found. */
export interface FanOutStep {
  /** A full batch was read: more events may be waiting. */
  readonly more: boolean;
  /**
   * Writes that took a later `seq` may still be running: look again soon, not at the next poll
   * (`readSettledEvents`).
   */
  readonly pending: boolean;
}

/**
 * One fan-out step, in one transaction: the cursor row is locked (other nodes wait, so each event
 * is fanned out by one node), the settled events after it are read (those no running write can
 * still precede: `StorageAdapter.outboxHorizon`, taken before the transaction so that its reads see
 * all of them), each gets a first `pending` attempt for every active webhook of its company whose
 * patterns match (unless it has one already), and the cursor moves past them and past the `seq`s
 * of writes that rolled back. Nothing waits at a missing `seq`: a running write holds the horizon,
 * an ended one never fills it.
 */
export async function fanOutEvents(ctx: DispatchContext): Promise<FanOutStep> {
  const horizon = await ctx.storage.outboxHorizon?.();
  return ctx.storage.transaction({
    run: async (db) => {
      const cursor = await lockCursor(db);
      const after = Number(cursor.last_seq ?? 0);
      const read = await readSettledEvents(db, { afterSeq: after, limit: BATCH, horizon });
      if (read.events.length > 0) await insertFirstAttempts(db, read.events, ctx.now());
      if (read.through !== after) {
        await db.update({
          type: CURSOR_TYPE,
          id: cursor.id as number,
          values: { last_seq: read.through },
        });
      }
      return { more: read.events.length === BATCH, pending: read.pending };
    },
  });
}

// The one cursor row, locked; made on first use (two nodes racing to make it each make one; the
// lower id wins from then on, and the first attempts already made are not made again).
async function lockCursor(db: StorageAdapter): Promise<StoredRecord> {
  const find = () =>
    db.findMany({
      type: CURSOR_TYPE,
      filter: where.all,
      sort: [{ field: 'id', direction: 'asc' }],
      limit: 1,
      forUpdate: true,
    });
  const [cursor] = await find();
  if (cursor) return cursor;
  await db.insert({ type: CURSOR_TYPE, values: { last_seq: 0 } });
  return (await find())[0]!;
}

async function insertFirstAttempts(db: StorageAdapter, events: StoredEvent[], now: Date) {
  // A change of no company (none in the default installation) has no webhook to go to.
  const companies = [
    ...new Set(events.flatMap((e) => (e.companyId === null ? [] : [e.companyId]))),
  ];
  const webhooks = await db.findMany({
    type: WEBHOOK_TYPE,
    filter: where.and(where.in('company_id', companies), where.eq('active', true)),
  });
  if (webhooks.length === 0) return;
  const made = await db.findMany({
    type: DELIVERY_TYPE,
    filter: where.and(
      where.in(
        'event_id',
        events.map((e) => e.id),
      ),
      where.eq('attempt', 1),
    ),
  });
  const done = new Set(made.map((d) => `${String(d.webhook_id)} ${String(d.event_id)}`));
  const patterns = new Map(webhooks.map((w) => [w.id, parseEventPatterns(String(w.events))]));
  for (const event of events) {
    for (const webhook of webhooks) {
      const matches = patterns.get(webhook.id);
      if (webhook.company_id !== event.companyId || typeof matches === 'string') continue;
      // A webhook gets the events that happened once it existed, not those before.
      if ((webhook.created_at as Date).getTime() > new Date(event.occurredAt).getTime()) continue;
      if (!matchesEventPatterns(matches!, event.type)) continue;
      if (done.has(`${String(webhook.id)} ${event.id}`)) continue;
      await db.insert({
        type: DELIVERY_TYPE,
        values: {
          webhook_id: webhook.id as number,
          event_id: event.id,
          event_seq: event.seq,
          event_type: event.type,
          attempt: 1,
          status: 'pending',
          next_attempt_at: now,
          created_at: now,
          company_id: event.companyId,
        },
      });
    }
  }
}
