import { where, type StoredRecord } from '@recordgate/core';
import { DELIVERY_TYPE } from './create-webhook-types.js';
import type { DispatchContext } from './dispatch-context.js';

/** Arguments of {@link claimDeliveries}. */
export interface ClaimArgs {
  /** Most attempts to take. */
  readonly slots: number;
  /** Attempts each webhook may still start on this node (absent: `perWebhook`). */
  readonly freePerWebhook: ReadonlyMap<number, number>;
  readonly perWebhook: number;
}

/**
 * Takes due `pending` attempts, oldest first, in one transaction: rows another node holds locked are
 * skipped (`FOR UPDATE SKIP LOCKED` on PostgreSQL and MariaDB; SQLite has one node), at most
 * `freePerWebhook` per webhook, and each taken row's `next_attempt_at` moves a lease ahead, so no
 * other node takes it again unless this one dies before it records the outcome.
 */
export async function claimDeliveries(
  ctx: DispatchContext,
  args: ClaimArgs,
): Promise<StoredRecord[]> {
  if (args.slots <= 0) return [];
  return ctx.storage.transaction({
    run: async (db) => {
      const now = ctx.now();
      const due = await db.findMany({
        type: DELIVERY_TYPE,
        filter: where.and(where.eq('status', 'pending'), {
          op: 'lte',
          field: 'next_attempt_at',
          value: now,
        }),
        sort: [{ field: 'next_attempt_at', direction: 'asc' }],
        // More than the slots: some may belong to webhooks that have no free slot here.
        limit: args.slots * 4,
        forUpdate: true,
        skipLocked: true,
      });
      const free = new Map(args.freePerWebhook);
      const taken: StoredRecord[] = [];
      const lease = new Date(now.getTime() + ctx.leaseMs);
      for (const row of due) {
        if (taken.length >= args.slots) break;
        const webhookId = row.webhook_id as number;
        const left = free.get(webhookId) ?? args.perWebhook;
        if (left <= 0) continue;
        free.set(webhookId, left - 1);
        await db.update({
          type: DELIVERY_TYPE,
          id: row.id as number,
          values: { next_attempt_at: lease },
        });
        taken.push(row);
      }
      return taken;
    },
  });
}
