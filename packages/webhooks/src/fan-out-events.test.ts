import {
  createMemoryStorage,
  createOutboxGaps,
  defaultRecordTypes,
  where,
  type StorageAdapter,
  type StoredEvent,
} from '@recordgate/core';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from './create-secret-box.js';
import { CURSOR_TYPE, DELIVERY_TYPE, createWebhookTypes } from './create-webhook-types.js';
import type { DispatchContext } from './dispatch-context.js';
import { GAP_GRACE_MS, fanOutEvents } from './fan-out-events.js';

/*
 * Holes in the outbox's sequence (a write that took a lower `seq` commits after one with a higher
 * one): the fan-out waits for them from when it first saw them, whatever the time of the events.
 */
const secrets = createSecretBox('fan-out test key');
const types = [...defaultRecordTypes, ...createWebhookTypes({ secrets, allowPrivate: true })];
const longAgo = new Date(Date.now() - 10 * 60_000);

async function outbox() {
  const events: StoredEvent[] = [];
  const memory = createMemoryStorage({ types });
  // The outbox is written by hand here, holes included: `readEvents` reads this list.
  const readEvents = async ({ afterSeq, limit }: { afterSeq: number; limit: number }) =>
    events
      .filter((e) => e.seq > afterSeq)
      .sort((a, b) => a.seq - b.seq)
      .slice(0, limit);
  const storage: StorageAdapter = {
    ...memory,
    readEvents,
    transaction: ({ run }) => memory.transaction({ run: (db) => run({ ...db, readEvents }) }),
  };
  await memory.insert({
    type: 'webhook',
    values: {
      url: 'https://hooks.example/in',
      events: '*',
      active: true,
      secret: secrets.seal('s'),
      company_id: 1,
      created_at: longAgo,
      updated_at: longAgo,
    },
  });
  let now = Date.now();
  const ctx = {
    storage,
    now: () => new Date(now),
    gaps: createOutboxGaps(),
  } as unknown as DispatchContext;
  return {
    ctx,
    // An event whose write began long ago (a file staged for minutes before the outbox was written).
    add: (seq: number) =>
      events.push({
        seq,
        id: `e${seq}`,
        companyId: 1,
        type: 'document.updated',
        occurredAt: longAgo,
        body: '{}',
      }),
    later: (ms: number) => (now += ms),
    delivered: async () =>
      (await memory.findMany({ type: DELIVERY_TYPE, filter: where.all }))
        .map((d) => d.event_id)
        .sort(),
    cursor: async () =>
      (await memory.findMany({ type: CURSOR_TYPE, filter: where.all }))[0]!.last_seq,
  };
}

describe('fanning out past holes in the outbox', () => {
  it('waits for a hole that opened just now, though the event after it is old, and finds its event', async () => {
    const { ctx, add, delivered, cursor } = await outbox();
    add(1);
    add(3);
    await fanOutEvents(ctx);
    expect(await delivered()).toEqual(['e1', 'e3']);
    expect(await cursor()).toBe(1);
    add(2);
    await fanOutEvents(ctx);
    expect(await delivered()).toEqual(['e1', 'e2', 'e3']);
    expect(await cursor()).toBe(3);
  });

  it('passes a hole seen open for longer than the grace, and only then', async () => {
    const { ctx, add, later, cursor } = await outbox();
    add(1);
    add(3);
    await fanOutEvents(ctx);
    later(GAP_GRACE_MS);
    await fanOutEvents(ctx);
    expect(await cursor()).toBe(1);
    later(1);
    await fanOutEvents(ctx);
    expect(await cursor()).toBe(3);
  });
});
