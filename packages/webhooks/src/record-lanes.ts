import { where, type StorageAdapter, type StoredEvent, type StoredRecord } from '@recordgate/core';
import { DELIVERY_TYPE, RECORD_KEY_LENGTH } from './create-webhook-types.js';

/*
 * The events of one record go to one webhook one after another (docs/events.md, "Order per record",
 * ADR 0045). The attempts of a webhook and a record form a lane: at most one of its `pending`
 * attempts has a `next_attempt_at` (the lane's head: due, in flight under a lease, or a retry waiting
 * for its time); the later events' attempts wait with none, so no claim ever reads them, and each one
 * is given its time when the attempt before it ends, in the transaction that records that end. The
 * fan-out, the outcomes and the claims each touch the lanes of a whole batch with one read; the
 * databases' serializable transactions order a fan-out and an outcome of the same lane.
 */

/** The record an event changed, as a delivery's `record_key` (`<type> <id>`); null without one. */
export function recordKeyOf(event: StoredEvent): string | null {
  try {
    const record = (JSON.parse(event.body) as { record?: { type?: unknown; id?: unknown } }).record;
    if (record?.type === undefined || record.id === undefined) return null;
    return `${String(record.type)} ${String(record.id)}`.slice(0, RECORD_KEY_LENGTH);
  } catch {
    return null;
  }
}

/** A lane's name in memory: its webhook and its record. */
export function laneOf(webhookId: number, recordKey: unknown): string {
  return `${webhookId} ${String(recordKey)}`;
}

/** The pending attempts of the given webhooks and records (heads and waiting ones), in one read. */
export async function pendingInLanes(
  db: StorageAdapter,
  webhookIds: readonly number[],
  recordKeys: readonly string[],
): Promise<Set<string>> {
  if (recordKeys.length === 0 || webhookIds.length === 0) return new Set();
  const rows = await db.findMany({
    type: DELIVERY_TYPE,
    filter: where.and(
      where.in('record_key', [...new Set(recordKeys)]),
      where.eq('status', 'pending'),
      where.in('webhook_id', [...new Set(webhookIds)]),
    ),
  });
  return new Set(rows.map((row) => laneOf(row.webhook_id as number, row.record_key)));
}

/**
 * The lanes whose head just ended (delivered, or failed for good) move on: the earliest waiting
 * attempt of each becomes due at `now`. One read for all of them, and one write per lane moved.
 */
export async function moveLanesOn(
  db: StorageAdapter,
  ended: readonly StoredRecord[],
  now: Date,
): Promise<void> {
  const keyed = ended.filter((row) => row.record_key !== null);
  if (keyed.length === 0) return;
  const lanes = new Set(keyed.map((row) => laneOf(row.webhook_id as number, row.record_key)));
  const waiting = await db.findMany({
    type: DELIVERY_TYPE,
    filter: where.and(
      where.in('record_key', [...new Set(keyed.map((row) => row.record_key as string))]),
      where.eq('status', 'pending'),
      where.in('webhook_id', [...new Set(keyed.map((row) => row.webhook_id as number))]),
      where.isNull('next_attempt_at'),
    ),
    sort: [{ field: 'event_seq', direction: 'asc' }],
  });
  const next: number[] = [];
  for (const row of waiting) {
    const lane = laneOf(row.webhook_id as number, row.record_key);
    if (!lanes.delete(lane)) continue;
    next.push(row.id as number);
  }
  await updateRows(db, next, { next_attempt_at: now });
}

/** The same values written to some delivery rows: one statement where the adapter can. */
export async function updateRows(
  db: StorageAdapter,
  ids: readonly number[],
  values: Readonly<Record<string, string | number | Date | null>>,
): Promise<void> {
  if (ids.length === 0) return;
  if (db.updateMany) {
    await db.updateMany({ type: DELIVERY_TYPE, filter: where.in('id', [...ids]), values });
    return;
  }
  for (const id of ids) await db.update({ type: DELIVERY_TYPE, id, values });
}
