import {
  readSettledEvents,
  where,
  type StorageAdapter,
  type StoredEvent,
  type StoredRecord,
} from '@recordgate/core';
import { CURSOR_TYPE, DELIVERY_TYPE, WEBHOOK_TYPE } from './create-webhook-types.js';
import type { DispatchContext } from './dispatch-context.js';
import { matchesEventPatterns, parseEventPatterns, type EventPatterns } from './event-patterns.js';
import { laneOf, pendingInLanes, recordKeyOf } from './record-lanes.js';

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
  /** The cursor moved. */
  readonly moved: boolean;
}

/**
 * One fan-out step. The settled events after the cursor are read first, outside any transaction
 * and without locks (those no running write can still precede: `StorageAdapter.outboxHorizon`, taken
 * before the read so that it sees all of them); a write is never made to wait for the fan-out's
 * reads. Then, in one transaction, the cursor row is locked (other nodes wait, so each event is
 * fanned out by one node) and, if it still stands where the events were read from, each gets a first
 * `pending` attempt for every active webhook of its company whose patterns match (unless it has one
 * already), and the cursor moves past them and past the `seq`s of writes that rolled back. Nothing
 * waits at a missing `seq`: a running write holds the horizon, an ended one never fills it.
 */
export async function fanOutEvents(ctx: DispatchContext): Promise<FanOutStep> {
  const horizon = await ctx.storage.outboxHorizon?.();
  const known = await readCursor(ctx.storage, false);
  const from = Number(known?.last_seq ?? 0);
  const read = await readSettledEvents(ctx.storage, { afterSeq: from, limit: BATCH, horizon });
  if (read.through === from) return { more: false, pending: read.pending, moved: false };
  return ctx.storage.transaction({
    run: async (db) => {
      const cursor = known ? await lockOrSkip(db, known.id as number) : await lockCursor(db);
      // Another node holds it, fanning out: this one goes on to its attempts and looks again soon
      // (its events may have come after the other node's read), rather than wait for the lock.
      if (!cursor) return { more: false, pending: true, moved: false };
      const after = Number(cursor.last_seq ?? 0);
      // Another node moved it meanwhile: read again from where it stands now.
      if (after !== from) return { more: true, pending: read.pending, moved: false };
      if (read.events.length > 0) await insertFirstAttempts(db, read.events, ctx.now());
      await db.update({
        type: CURSOR_TYPE,
        id: cursor.id as number,
        values: { last_seq: read.through },
      });
      return { more: read.events.length === BATCH, pending: read.pending, moved: true };
    },
  });
}

/** The cursor row (the first one made), locked for the transaction or read without a lock. */
function readCursor(db: StorageAdapter, forUpdate: boolean): Promise<StoredRecord | undefined> {
  return db
    .findMany({
      type: CURSOR_TYPE,
      filter: where.all,
      sort: [{ field: 'id', direction: 'asc' }],
      limit: 1,
      forUpdate,
    })
    .then(([cursor]) => cursor);
}

// The cursor row, locked; undefined while another transaction holds it (SQLite has one at a time).
async function lockOrSkip(db: StorageAdapter, id: number): Promise<StoredRecord | undefined> {
  const [cursor] = await db.findMany({
    type: CURSOR_TYPE,
    filter: where.eq('id', id),
    forUpdate: true,
    skipLocked: true,
  });
  return cursor;
}

// The one cursor row, locked; made on first use (two nodes racing to make it each make one; the
// lower id wins from then on, and the first attempts already made are not made again).
async function lockCursor(db: StorageAdapter): Promise<StoredRecord> {
  const cursor = await readCursor(db, true);
  if (cursor) return cursor;
  await db.insert({ type: CURSOR_TYPE, values: { last_seq: 0 } });
  return (await readCursor(db, true))!;
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
  const recordKeys = new Map(events.map((e) => [e.id, recordKeyOf(e)]));
  // Lanes with an attempt still to end: the new attempts of their records wait behind it.
  const busy = await pendingInLanes(
    db,
    webhooks.map((w) => w.id as number),
    [...recordKeys.values()].filter((key) => key !== null),
  );
  const patterns = new Map(webhooks.map((w) => [w.id, parseEventPatterns(String(w.events))]));
  const rows: Record<string, string | number | Date | null>[] = [];
  for (const event of events) {
    for (const webhook of webhooks) {
      if (
        !wants(webhook, patterns.get(webhook.id)!, event) ||
        done.has(`${String(webhook.id)} ${event.id}`)
      )
        continue;
      const recordKey = recordKeys.get(event.id) ?? null;
      const lane = laneOf(webhook.id as number, recordKey);
      const waits = recordKey !== null && busy.has(lane);
      if (recordKey !== null) busy.add(lane);
      rows.push({
        webhook_id: webhook.id as number,
        event_id: event.id,
        event_seq: event.seq,
        event_type: event.type,
        record_key: recordKey,
        attempt: 1,
        status: 'pending',
        // A later event of a record waits for the attempts of the earlier ones to end.
        next_attempt_at: waits ? null : now,
        created_at: now,
        company_id: event.companyId,
      });
    }
  }
  // One statement for the batch where the storage can (a multi-row INSERT), not one per row.
  if (db.appendMany) await db.appendMany({ type: DELIVERY_TYPE, rows });
  else for (const values of rows) await db.insert({ type: DELIVERY_TYPE, values });
}

// Whether a webhook gets an event: its company's, matching its patterns, made once it existed.
function wants(
  webhook: StoredRecord,
  matches: EventPatterns | string,
  event: StoredEvent,
): boolean {
  if (webhook.company_id !== event.companyId || typeof matches === 'string') return false;
  // A webhook gets the events that happened once it existed, not those before.
  if ((webhook.created_at as Date).getTime() > new Date(event.occurredAt).getTime()) return false;
  return matchesEventPatterns(matches, event.type);
}
