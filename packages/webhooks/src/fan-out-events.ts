import {
  where,
  type OutboxGaps,
  type StorageAdapter,
  type StoredEvent,
  type StoredRecord,
} from '@recordgate/core';
import { CURSOR_TYPE, DELIVERY_TYPE, WEBHOOK_TYPE } from './create-webhook-types.js';
import type { DispatchContext } from './dispatch-context.js';
import { matchesEventPatterns, parseEventPatterns } from './event-patterns.js';

/** Events read per fan-out transaction. */
const BATCH = 500;

/**
 * How long a hole in the outbox's sequence is waited for, from when this node first saw it. A
 * sequence number is taken when an event is inserted, and transactions may commit out of that order
 * (PostgreSQL, MariaDB), so an event with a lower number can still appear after a higher one was
 * seen; a rolled-back write leaves a hole forever. The events after a hole are fanned out at once all
 * the same; only the cursor waits, so an event that appears late is still found, and a permanent
 * hole is passed after this long.
 */
export const GAP_GRACE_MS = 60_000;

/**
 * One fan-out step, in one transaction: the cursor row is locked (other nodes wait, so each event
 * is fanned out by one node), the events after it are read, each gets a first `pending` attempt for
 * every active webhook of its company whose patterns match (unless it has one already), and the
 * cursor moves past the events that can no longer be preceded by a late one. Returns whether a full
 * batch was read and the cursor moved: then more may be waiting.
 */
export async function fanOutEvents(ctx: DispatchContext): Promise<boolean> {
  return ctx.storage.transaction({
    run: async (db) => {
      const cursor = await lockCursor(db);
      const after = Number(cursor.last_seq ?? 0);
      const events = await db.readEvents({ afterSeq: after, limit: BATCH });
      if (events.length === 0) return false;
      const now = ctx.now();
      await insertFirstAttempts(db, events, now);
      const last = advance(after, events, now.getTime(), ctx.gaps);
      if (last !== after)
        await db.update({ type: CURSOR_TYPE, id: cursor.id as number, values: { last_seq: last } });
      return events.length === BATCH && last !== after;
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

// The new cursor: past every event that follows the cursor without a hole, and past holes seen open
// for longer than GAP_GRACE_MS.
function advance(
  after: number,
  events: readonly StoredEvent[],
  nowMs: number,
  gaps: OutboxGaps,
): number {
  let last = after;
  for (const event of events) {
    if (event.seq !== last + 1 && gaps.openFor(last + 1, nowMs) <= GAP_GRACE_MS) break;
    last = event.seq;
  }
  gaps.passed(last);
  return last;
}
