import {
  createMemoryStorage,
  defaultRecordTypes,
  where,
  type StorageAdapter,
  type StoredEvent,
} from '@recordgate/core';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from './create-secret-box.js';
import { CURSOR_TYPE, DELIVERY_TYPE, createWebhookTypes } from './create-webhook-types.js';
import type { DispatchContext } from './dispatch-context.js';
import { fanOutEvents } from './fan-out-events.js';

/*
 * The outbox's horizon (a write that took a lower `seq` still runs while one with a higher one has
 * committed; another rolled back): the fan-out passes exactly the settled `seq`s, never waits by time.
 */
const secrets = createSecretBox('fan-out test key');
const types = [...defaultRecordTypes, ...createWebhookTypes({ secrets, allowPrivate: true })];
const longAgo = new Date(Date.now() - 10 * 60_000);

async function outbox() {
  const events: StoredEvent[] = [];
  const memory = createMemoryStorage({ types });
  // The outbox is written by hand here, holes included: `readEvents` reads this list, and the
  // horizon is what the test says.
  const horizon = { settled: 0, taken: 0 };
  const readEvents: StorageAdapter['readEvents'] = async ({ afterSeq, limit, throughSeq }) =>
    events
      .filter((e) => e.seq > afterSeq && e.seq <= (throughSeq ?? Infinity))
      .sort((a, b) => a.seq - b.seq)
      .slice(0, limit);
  const storage: StorageAdapter = {
    ...memory,
    readEvents,
    outboxHorizon: async () => ({ ...horizon }),
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
  const ctx = { storage, now: () => new Date() } as unknown as DispatchContext;
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
    /** The horizon: every seq up to `settled` ended, `taken` is the greatest taken. */
    settle: (settled: number, taken = settled) => Object.assign(horizon, { settled, taken }),
    delivered: async () =>
      (await memory.findMany({ type: DELIVERY_TYPE, filter: where.all }))
        .map((d) => d.event_id)
        .sort(),
    cursor: async () =>
      (await memory.findMany({ type: CURSOR_TYPE, filter: where.all }))[0]!.last_seq,
  };
}

describe('fanning out up to the outbox horizon', () => {
  it('fans out nothing a running write could still precede, and the late event in its turn', async () => {
    const { ctx, add, settle, delivered, cursor } = await outbox();
    add(1);
    add(3);
    // seq 2's write still runs, seq 3's has committed.
    settle(1, 3);
    expect(await fanOutEvents(ctx)).toEqual({ more: false, pending: true, moved: true });
    expect(await delivered()).toEqual(['e1']);
    expect(await cursor()).toBe(1);
    add(2);
    settle(3);
    expect(await fanOutEvents(ctx)).toEqual({ more: false, pending: false, moved: true });
    expect(await delivered()).toEqual(['e1', 'e2', 'e3']);
    expect(await cursor()).toBe(3);
  });

  it('passes the seq of a rolled-back write as soon as the horizon does, with no time passing', async () => {
    const { ctx, add, settle, delivered, cursor } = await outbox();
    add(1);
    add(3);
    // seq 2 and seq 4 rolled back: both settled, neither ever has an event.
    settle(4);
    expect(await fanOutEvents(ctx)).toEqual({ more: false, pending: false, moved: true });
    expect(await delivered()).toEqual(['e1', 'e3']);
    expect(await cursor()).toBe(4);
    add(5);
    settle(5);
    await fanOutEvents(ctx);
    expect(await delivered()).toEqual(['e1', 'e3', 'e5']);
  });
});
