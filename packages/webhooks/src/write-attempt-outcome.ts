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
import { nextAttemptAt } from './retry-schedule.js';

/** The longest `error` stored (the column's length). */
const MAX_ERROR = 255;

/**
 * Writes what one attempt came to, in one transaction, unless the attempt is no longer this node's
 * (another node took it after the lease ran out): `delivered`; or `failed` with the next attempt
 * inserted as a new `pending` row at the schedule's time; or, once the schedule is over, `failed` for
 * good, and then, when the webhook delivered nothing since this event's first attempt (it failed for
 * the whole schedule, 24 h by default), the webhook is deactivated and the error says so. The
 * deactivation is a change like any other: written through `commitWrite` by a system actor (no user,
 * no key, as the command line's changes), with its event and audit row in the same transaction.
 */
export async function writeAttemptOutcome(
  ctx: DispatchContext,
  claimed: StoredRecord,
  outcome: DeliveryOutcome,
  retry = true,
): Promise<void> {
  let deactivated = false;
  await ctx.storage.transaction({
    run: async (db) => {
      deactivated = false;
      const [row] = await db.findMany({
        type: DELIVERY_TYPE,
        filter: where.and(where.eq('id', claimed.id as number), where.eq('status', 'pending')),
        forUpdate: true,
      });
      if (!row) return;
      const now = ctx.now();
      const result = {
        response_status: outcome.status ?? null,
        duration_ms: outcome.durationMs,
      };
      if (outcome.ok) {
        await update(db, row, { ...result, status: 'delivered', delivered_at: now, error: null });
        return;
      }
      const firstAt = await firstAttemptAt(db, row);
      const next = retry
        ? nextAttemptAt(ctx.retry, row.attempt as number, firstAt, now)
        : undefined;
      const error = outcome.error ?? 'The attempt failed.';
      if (next) {
        await update(db, row, { ...result, status: 'failed', error, next_attempt_at: next });
        await db.insert({
          type: DELIVERY_TYPE,
          values: {
            ...pick(row, ['webhook_id', 'event_id', 'event_seq', 'event_type', 'company_id']),
            attempt: (row.attempt as number) + 1,
            status: 'pending',
            next_attempt_at: next,
            created_at: now,
          },
        });
        return;
      }
      const dead = retry ? await deactivateWhenDead(ctx, db, row, firstAt) : 'alive';
      deactivated = dead === 'deactivated';
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
    },
  });
  if (deactivated) ctx.onCommitted();
}

function update(db: StorageAdapter, row: StoredRecord, values: Record<string, unknown>) {
  const error = values.error;
  return db.update({
    type: DELIVERY_TYPE,
    id: row.id as number,
    values: {
      ...(values as Record<string, string | number | Date | null>),
      ...(typeof error === 'string' ? { error: error.slice(0, MAX_ERROR) } : {}),
      next_attempt_at: (values.next_attempt_at as Date | null | undefined) ?? null,
    },
  });
}

function pick(row: StoredRecord, names: readonly string[]) {
  return Object.fromEntries(names.map((name) => [name, row[name] ?? null]));
}

// The time of this event's first attempt at this webhook: where its schedule started.
async function firstAttemptAt(db: StorageAdapter, row: StoredRecord): Promise<Date> {
  if (row.attempt === 1) return row.created_at as Date;
  const [first] = await db.findMany({
    type: DELIVERY_TYPE,
    filter: where.and(
      where.eq('webhook_id', row.webhook_id as number),
      where.eq('event_id', row.event_id as string),
      where.eq('attempt', 1),
    ),
    limit: 1,
  });
  return (first?.created_at as Date | undefined) ?? (row.created_at as Date);
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
