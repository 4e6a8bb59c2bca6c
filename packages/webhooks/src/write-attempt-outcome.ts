import {
  commitWrite,
  where,
  type Actor,
  type StorageAdapter,
  type StoredRecord,
} from '@recordgate/core';
import { DELIVERY_TYPE, WEBHOOK_TYPE } from './create-webhook-types.js';
import type { DeliveryOutcome } from './deliver-webhook.js';
import type { DispatchContext } from './dispatch-context.js';
import { laneOf, moveLanesOn, updateRows } from './record-lanes.js';
import { nextAttemptAt } from './retry-schedule.js';

/** The longest `error` stored (the column's length). */
const MAX_ERROR = 255;

/** One attempt's end, to be recorded: the claimed row, what came of it, whether to retry a failure. */
export interface AttemptEnd {
  readonly claimed: StoredRecord;
  readonly outcome: DeliveryOutcome;
  /** False: a failure is final (the webhook is gone, the event pruned). @default true */
  readonly retry?: boolean;
  /** When the attempt ended: the time of its outcome and where its retry is counted from. */
  readonly endedAt?: Date;
}

/** {@link writeAttemptOutcomes} for one attempt. */
export function writeAttemptOutcome(
  ctx: DispatchContext,
  claimed: StoredRecord,
  outcome: DeliveryOutcome,
  retry = true,
): Promise<void> {
  return writeAttemptOutcomes(ctx, [{ claimed, outcome, retry }]);
}

/**
 * Writes what a batch of attempts came to, in one transaction, leaving out each attempt that is no
 * longer this node's (another node took it after the lease ran out): `delivered`; or `failed` with
 * the next attempt inserted as a new `pending` row at the schedule's time; or, once the schedule is
 * over, `failed` for good, and then, when the webhook delivered nothing since this event's first
 * attempt (it failed for the whole schedule, 24 h by default), the webhook is deactivated and the
 * error says so. An attempt that ended (delivered, or failed for good) lets the next event of its
 * record go (`moveLanesOn`), unless an attempt of the same run was retried: that one is the lane's
 * head now. The deactivation is a change like any other: written through
 * `commitWrite` by a system actor (no user, no key, as the command line's changes), with its event
 * and audit row in the same transaction.
 */
export async function writeAttemptOutcomes(
  ctx: DispatchContext,
  ends: readonly AttemptEnd[],
): Promise<void> {
  if (ends.length === 0) return;
  let deactivated = false;
  await ctx.storage.transaction({
    run: async (db) => {
      deactivated = false;
      const rows = await db.findMany({
        type: DELIVERY_TYPE,
        filter: where.and(
          where.in(
            'id',
            ends.map((end) => end.claimed.id as number),
          ),
          where.eq('status', 'pending'),
        ),
        forUpdate: true,
      });
      const byId = new Map(rows.map((row) => [row.id, row]));
      const now = ctx.now();
      const firstAt = await firstAttemptsAt(db, rows);
      const ended: StoredRecord[] = [];
      // A run's attempt that is retried becomes its lane's head: the attempts of the run that ended
      // before it move nothing on.
      const retried = new Set<string>();
      for (const { claimed, outcome, retry = true, endedAt = now } of ends) {
        const row = byId.get(claimed.id);
        if (!row) continue;
        const one = { row, outcome, retry, now: endedAt };
        const result = await recordOne(ctx, db, one, firstAt(row));
        if (result === 'retried') retried.add(laneOf(row.webhook_id as number, row.record_key));
        else ended.push(row);
        if (result === 'deactivated') deactivated = true;
      }
      const moving = ended.filter(
        (row) => !retried.has(laneOf(row.webhook_id as number, row.record_key)),
      );
      await moveLanesOn(db, moving, now);
    },
  });
  if (deactivated) ctx.onCommitted();
}

interface OneEnd {
  readonly row: StoredRecord;
  readonly outcome: DeliveryOutcome;
  readonly retry: boolean;
  readonly now: Date;
}

// One attempt's outcome, in the batch's transaction: whether it was retried (its lane waits on), or
// ended, deactivating its webhook.
async function recordOne(
  ctx: DispatchContext,
  db: StorageAdapter,
  { row, outcome, retry, now }: OneEnd,
  firstAt: Date,
): Promise<'delivered' | 'retried' | 'failed' | 'deactivated'> {
  const result = {
    response_status: outcome.status ?? null,
    duration_ms: outcome.durationMs,
  };
  if (outcome.ok) {
    await update(db, row, { ...result, status: 'delivered', delivered_at: now, error: null });
    return 'delivered';
  }
  const next = retry ? nextAttemptAt(ctx.retry, row.attempt as number, firstAt, now) : undefined;
  const error = outcome.error ?? 'The attempt failed.';
  if (next) {
    await update(db, row, { ...result, status: 'failed', error, next_attempt_at: next });
    const values = {
      ...pick(row, ['webhook_id', 'event_id', 'event_seq', 'event_type', 'company_id']),
      record_key: row.record_key ?? null,
      attempt: (row.attempt as number) + 1,
      status: 'pending',
      next_attempt_at: next,
      created_at: now,
    };
    if (db.append) await db.append({ type: DELIVERY_TYPE, values });
    else await db.insert({ type: DELIVERY_TYPE, values });
    return 'retried';
  }
  const dead = retry ? await deactivateWhenDead(ctx, db, row, firstAt) : 'alive';
  const ending =
    dead !== 'alive'
      ? ` Retries ended after ${row.attempt as number} attempts; the webhook delivered nothing since ${firstAt.toISOString()} and was deactivated (set active to true to resume).`
      : retry
        ? ` Retries ended after ${row.attempt as number} attempts.`
        : '';
  await update(db, row, {
    ...result,
    status: 'failed',
    error: (error + ending).slice(0, MAX_ERROR),
    next_attempt_at: null,
  });
  return dead === 'deactivated' ? 'deactivated' : 'failed';
}

// One row's outcome, in one statement (no read back).
function update(db: StorageAdapter, row: StoredRecord, values: Record<string, unknown>) {
  const error = values.error;
  return updateRows(db, [row.id as number], {
    ...(values as Record<string, string | number | Date | null>),
    ...(typeof error === 'string' ? { error: error.slice(0, MAX_ERROR) } : {}),
    next_attempt_at: (values.next_attempt_at as Date | null | undefined) ?? null,
  });
}

function pick(row: StoredRecord, names: readonly string[]) {
  return Object.fromEntries(names.map((name) => [name, row[name] ?? null]));
}

// Where each row's schedule started: the time of its event's first attempt at its webhook, read for
// the whole batch at once.
async function firstAttemptsAt(
  db: StorageAdapter,
  rows: readonly StoredRecord[],
): Promise<(row: StoredRecord) => Date> {
  const later = rows.filter((row) => row.attempt !== 1);
  const firsts =
    later.length === 0
      ? []
      : await db.findMany({
          type: DELIVERY_TYPE,
          filter: where.and(
            where.in('event_id', [...new Set(later.map((row) => row.event_id as string))]),
            where.eq('attempt', 1),
          ),
        });
  const at = new Map(firsts.map((f) => [`${String(f.webhook_id)} ${String(f.event_id)}`, f]));
  return (row) =>
    (at.get(`${String(row.webhook_id)} ${String(row.event_id)}`)?.created_at as Date | undefined) ??
    (row.created_at as Date);
}

/** The dispatcher as the actor of its own changes: no user (id 0 is the operator's), no key. */
function dispatcherActor(companyId: number): Actor {
  return { userId: 0, companyId, role: 'admin', username: 'webhook-dispatcher' };
}

/**
 * A webhook that delivered nothing since `since` is deactivated: 'deactivated' when this call did
 * it, 'inactive' when it was already, 'alive' when it delivered something (or is gone).
 */
async function deactivateWhenDead(
  ctx: DispatchContext,
  db: StorageAdapter,
  row: StoredRecord,
  since: Date,
): Promise<'deactivated' | 'inactive' | 'alive'> {
  const webhookId = row.webhook_id as number;
  const delivered = await db.count({
    type: DELIVERY_TYPE,
    filter: where.and(where.eq('webhook_id', webhookId), where.eq('status', 'delivered'), {
      op: 'gte',
      field: 'delivered_at',
      value: since,
    }),
  });
  if (delivered > 0) return 'alive';
  const [webhook] = await db.findMany({
    type: WEBHOOK_TYPE,
    filter: where.eq('id', webhookId),
    forUpdate: true,
  });
  if (!webhook) return 'alive';
  if (!webhook.active) return 'inactive';
  const at = ctx.now();
  await commitWrite({
    db,
    kind: 'update',
    type: ctx.webhookType,
    actor: dispatcherActor(webhook.company_id as number),
    before: webhook,
    values: { active: false, updated_at: at },
    at,
  });
  return 'deactivated';
}
