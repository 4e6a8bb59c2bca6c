import { createMemoryStorage, defaultRecordTypes } from '@recordgate/core';
import { describe, expect, it } from 'vitest';
import { claimDeliveries } from './claim-deliveries.js';
import { createSecretBox } from './create-secret-box.js';
import { DELIVERY_TYPE, createWebhookTypes } from './create-webhook-types.js';
import type { DispatchContext } from './dispatch-context.js';

/*
 * Claiming due attempts: a webhook with a backlog (its receiver is down, its slots are taken) never
 * hides the due attempts of another webhook, however many of its own are older.
 */
const secrets = createSecretBox('claim test key');
const types = [...defaultRecordTypes, ...createWebhookTypes({ secrets, allowPrivate: true })];
const BUSY = 1;
const QUIET = 2;

async function queue(busyBacklog: number) {
  const storage = createMemoryStorage({ types });
  const now = Date.now();
  const pending = (webhookId: number, ageMs: number, n: number) =>
    storage.insert({
      type: DELIVERY_TYPE,
      values: {
        webhook_id: webhookId,
        event_id: `e${webhookId}-${n}`,
        event_seq: n,
        event_type: 'document.created',
        attempt: 1,
        status: 'pending',
        next_attempt_at: new Date(now - ageMs),
        created_at: new Date(now - ageMs),
        company_id: webhookId,
      },
    });
  for (let n = 0; n < busyBacklog; n++) await pending(BUSY, 60_000 - n, n);
  await pending(QUIET, 1000, 0);
  const ctx = { storage, now: () => new Date(now), leaseMs: 25_000 } as unknown as DispatchContext;
  return ctx;
}

const webhooksOf = (rows: { webhook_id?: unknown }[]) => rows.map((r) => r.webhook_id);

describe('claiming due attempts', () => {
  it("finds another webhook's attempt behind a backlog whose webhook has no free slot", async () => {
    const ctx = await queue(100);
    const taken = await claimDeliveries(ctx, {
      slots: 5,
      freePerWebhook: new Map([[BUSY, 0]]),
      perWebhook: 4,
    });
    expect(webhooksOf(taken)).toEqual([QUIET]);
  });

  it('finds it behind a backlog that the claim itself fills', async () => {
    const ctx = await queue(100);
    const taken = await claimDeliveries(ctx, {
      slots: 8,
      freePerWebhook: new Map(),
      perWebhook: 4,
    });
    expect(webhooksOf(taken)).toEqual([BUSY, BUSY, BUSY, BUSY, QUIET]);
  });

  it('never takes again an attempt this node is still running, though its lease ran out', async () => {
    const ctx = await queue(0);
    const [quiet] = await ctx.storage.findMany({ type: DELIVERY_TYPE, filter: { op: 'true' } });
    const running = new Set([quiet!.id as number]);
    const args = { slots: 4, freePerWebhook: new Map(), perWebhook: 4 };
    expect(await claimDeliveries(ctx, { ...args, running })).toEqual([]);
    expect(webhooksOf(await claimDeliveries(ctx, args))).toEqual([QUIET]);
  });
});
