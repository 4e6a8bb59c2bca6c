import { where, type StorageAdapter, type StoredRecord } from '@recordgate/core';
import { DELIVERY_TYPE } from './create-webhook-types.js';
import type { DispatchContext } from './dispatch-context.js';
import { laneOf, updateRows } from './record-lanes.js';

/** Arguments of {@link claimDeliveries}. */
export interface ClaimArgs {
  /** Most attempts to take. */
  readonly slots: number;
  /** Attempts each webhook may still start on this node (absent: `perWebhook`). */
  readonly freePerWebhook: ReadonlyMap<number, number>;
  readonly perWebhook: number;
  /** Attempts each company may still start on this node (absent: `perCompany`). */
  readonly freePerCompany?: ReadonlyMap<number, number>;
  /** Attempts one company may run at once on this node. @default unlimited */
  readonly perCompany?: number;
  /**
   * The attempts (delivery row ids) this node is running: never taken again while they run, though
   * their lease ran out (a receiver and then the database slow to record the outcome).
   */
  readonly running?: ReadonlySet<number>;
}

/**
 * Takes due `pending` attempts, oldest first, in one transaction: rows another node holds locked are
 * skipped (`FOR UPDATE SKIP LOCKED` on PostgreSQL and MariaDB; SQLite has one node), at most
 * `freePerWebhook` per webhook and `freePerCompany` per company, and each taken row's
 * `next_attempt_at` moves a lease ahead, so no other node takes it again unless this one dies before
 * it records the outcome. The rows of webhooks and companies with no free slot are left out of the
 * read, so a backlog of one webhook or one company (receivers that are down, a thousand events due)
 * never hides the due attempts of the others.
 */
export async function claimDeliveries(
  ctx: DispatchContext,
  args: ClaimArgs,
): Promise<StoredRecord[]> {
  if (args.slots <= 0) return [];
  return ctx.storage.transaction({ run: (db) => takeDue(ctx, db, args) });
}

/**
 * {@link claimDeliveries}, each taken attempt with the attempts waiting behind it in its lane (the
 * later events of its record to its webhook, oldest first, at most `MAX_RUN` in all): a run, sent
 * one after another by one node (docs/events.md, "Order per record", ADR 0052). The waiting ones keep
 * no `next_attempt_at`, so no claim reads them; the head's lease covers the run, which the node
 * stops early when the lease has no room left for another attempt.
 */
export async function claimRuns(ctx: DispatchContext, args: ClaimArgs): Promise<StoredRecord[][]> {
  if (args.slots <= 0) return [];
  return ctx.storage.transaction({
    run: async (db) => followersOf(db, await takeDue(ctx, db, args)),
  });
}

/** The most attempts one run sends: a busy record holds its webhook's slot no longer than this. */
export const MAX_RUN = 8;

// The waiting attempts of the heads' lanes, read (and locked) at once, joined to their heads.
async function followersOf(
  db: StorageAdapter,
  heads: readonly StoredRecord[],
): Promise<StoredRecord[][]> {
  const keyed = heads.filter((head) => head.record_key !== null);
  if (keyed.length === 0) return heads.map((head) => [head]);
  const waiting = await db.findMany({
    type: DELIVERY_TYPE,
    filter: where.and(
      where.in('record_key', [...new Set(keyed.map((head) => head.record_key as string))]),
      where.eq('status', 'pending'),
      where.in('webhook_id', [...new Set(keyed.map((head) => head.webhook_id as number))]),
      where.isNull('next_attempt_at'),
    ),
    sort: [{ field: 'event_seq', direction: 'asc' }],
    // No more than the runs can take, whatever a lane holds (a receiver down for hours): each lane
    // still gets a prefix of its waiting attempts, so a run is never missing one in its middle.
    limit: keyed.length * (MAX_RUN - 1),
    forUpdate: true,
  });
  const runs = new Map<string, StoredRecord[]>();
  for (const head of keyed) runs.set(laneOf(head.webhook_id as number, head.record_key), [head]);
  for (const row of waiting) {
    const run = runs.get(laneOf(row.webhook_id as number, row.record_key));
    if (run && run.length < MAX_RUN && (row.event_seq as number) > (run[0]!.event_seq as number))
      run.push(row);
  }
  return heads.map(
    (head) =>
      (head.record_key !== null &&
        runs.get(laneOf(head.webhook_id as number, head.record_key))) || [head],
  );
}

async function takeDue(
  ctx: DispatchContext,
  db: StorageAdapter,
  args: ClaimArgs,
): Promise<StoredRecord[]> {
  const now = ctx.now();
  const free = new Map(args.freePerWebhook);
  const full = new Set([...free].filter(([, left]) => left <= 0).map(([id]) => id));
  const perCompany = args.perCompany ?? Number.POSITIVE_INFINITY;
  const companyFree = new Map(args.freePerCompany);
  const fullCompanies = new Set([...companyFree].filter(([, left]) => left <= 0).map(([id]) => id));
  const taken: StoredRecord[] = [];
  const lease = new Date(now.getTime() + ctx.leaseMs);
  // Each read takes what it can; a webhook filled by it is left out of the next one.
  for (let read = 0; read < MAX_READS && taken.length < args.slots; read++) {
    const limit = (args.slots - taken.length) * 4;
    const due = await db.findMany({
      type: DELIVERY_TYPE,
      filter: where.and(
        where.eq('status', 'pending'),
        { op: 'lte', field: 'next_attempt_at', value: now },
        where.not(where.in('webhook_id', [...full])),
        where.not(where.in('company_id', [...fullCompanies])),
        where.not(where.in('id', [...(args.running ?? []), ...taken.map((r) => r.id!)])),
      ),
      sort: [{ field: 'next_attempt_at', direction: 'asc' }],
      // More than the slots: some may belong to webhooks this read fills.
      limit,
      forUpdate: true,
      skipLocked: true,
    });
    for (const row of due) {
      if (taken.length >= args.slots) break;
      const webhookId = row.webhook_id as number;
      const left = free.get(webhookId) ?? args.perWebhook;
      const companyId = row.company_id as number;
      const companyLeft = companyFree.get(companyId) ?? perCompany;
      if (left <= 0 || companyLeft <= 0) continue;
      free.set(webhookId, left - 1);
      if (left === 1) full.add(webhookId);
      companyFree.set(companyId, companyLeft - 1);
      if (companyLeft === 1) fullCompanies.add(companyId);
      taken.push(row);
    }
    if (due.length < limit) break;
  }
  // One statement for them all.
  await updateRows(
    db,
    taken.map((row) => row.id as number),
    { next_attempt_at: lease },
  );
  return taken;
}

// Reads per claim: each leaves out the webhooks the reads before it filled.
const MAX_READS = 4;
