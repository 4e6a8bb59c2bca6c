import { randomUUID } from 'node:crypto';
import { createMemoryStorage, defaultRecordTypes, type StoredEvent } from '@recordgate/core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createNatsPublisher,
  type NatsPublisher,
  type NatsPublisherStorage,
} from '../src/nats/create-nats-publisher.js';
import { createNatsTestStream, natsTestUrl, type NatsTestStream } from './nats-test-stream.js';
import { waitFor } from '@recordgate/testing';
import { createTcpProxy, type TcpProxy } from './tcp-proxy.js';

// The publisher against the real NATS server, over an outbox the test fills by hand (the server's
// own outbox is exercised over HTTP in nats-events.int.test.ts): order, subjects, deduplication, the
// outbox's horizon (writes still running, one rolled back), and a connection cut and restored.
const url = natsTestUrl('NATS publisher tests');
// How far apart the events come while NATS is away.
const WRITES_APART_MS = 10;

describe.skipIf(!url)('the NATS publisher', { timeout: 60_000 }, () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  const outbox = () => {
    const events: StoredEvent[] = [];
    let reads = 0;
    const cursors = createMemoryStorage({ types: defaultRecordTypes });
    // The horizon a database with concurrent writers would report; none: every event is settled.
    const horizon: { settled?: number; taken?: number } = {};
    const storage: NatsPublisherStorage = {
      readEvents: async ({ afterSeq, limit, throughSeq = Infinity }) => {
        reads++;
        return events.filter((e) => e.seq > afterSeq && e.seq <= throughSeq).slice(0, limit);
      },
      holdCursor: (args) => cursors.holdCursor!(args),
      outboxHorizon: async () => ({
        settled: horizon.settled ?? events.at(-1)?.seq ?? 0,
        taken: horizon.taken ?? events.at(-1)?.seq ?? 0,
      }),
    };
    const add = (seq: number, companyId: number, type: string, occurredAt = new Date()) => {
      const id = randomUUID();
      events.push({ seq, id, companyId, type, occurredAt, body: JSON.stringify({ id, type }) });
      events.sort((a, b) => a.seq - b.seq);
      return id;
    };
    /** How often the publisher has read the outbox. */
    return { storage, add, horizon, reads: () => reads };
  };
  const start = async (
    storage: NatsPublisherStorage,
    natsUrl: string,
    extra: { leaseMs?: number; batchSize?: number; pollMs?: number } = {},
  ): Promise<[NatsPublisher, NatsTestStream]> => {
    const target = await createNatsTestStream(url!);
    cleanups.push(() => target.close());
    const publisher = createNatsPublisher({
      storage,
      url: natsUrl,
      log: { info: () => {}, warn: () => {} },
      stream: target.stream,
      subjectPrefix: target.subjectPrefix,
      pollMs: 100,
      ...extra,
    });
    cleanups.push(() => publisher.stop());
    return [publisher, target];
  };

  it('creates the stream and publishes each event once, in order, on its subject, with its id as Nats-Msg-Id', async () => {
    const { storage, add } = outbox();
    const ids = [add(1, 1, 'document.created'), add(2, 2, 'share.deleted')];
    const [publisher, target] = await start(storage, url!);
    await waitFor(async () => (await target.count()) === 2, { timeout: 20_000 });
    ids.push(add(3, 1, 'classification-code.updated'));
    publisher.wake();
    await waitFor(async () => (await target.count()) === 3, { timeout: 20_000 });
    const received = await target.received();
    expect(received.map((m) => m.msgId)).toEqual(ids);
    const prefix = target.subjectPrefix;
    expect(received.map((m) => m.subject)).toEqual([
      `${prefix}.1.document.created`,
      `${prefix}.2.share.deleted`,
      `${prefix}.1.classification-code.updated`,
    ]);
    expect(JSON.parse(received[2]!.body)).toEqual({
      id: ids[2],
      type: 'classification-code.updated',
    });
  });

  it('publishes what another node wrote once the storage tells of a commit, its own rounds waking it not', async () => {
    const { storage, add } = outbox();
    // A change signal that tells of every commit, the publisher's own hold on the cursor (each round
    // renews it) included: the MikroORM adapter does not (ADR 0065), another adapter may.
    const listeners = new Set<() => void>();
    const tell = () => queueMicrotask(() => listeners.forEach((listener) => listener()));
    let holds = 0;
    const told: NatsPublisherStorage = {
      ...storage,
      holdCursor: async (args) => {
        holds++;
        const held = await storage.holdCursor!(args);
        tell();
        return held;
      },
      onChange: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    // A poll longer than the test: what is published, a change told of made it so.
    const [, target] = await start(told, url!, { pollMs: 600_000 });
    await waitFor(() => holds > 0);
    const first = add(1, 1, 'document.created');
    tell();
    await waitFor(async () => (await target.count()) === 1, { timeout: 20_000 });
    const holdsThen = holds;
    const second = add(2, 2, 'document.updated');
    tell();
    await waitFor(async () => (await target.count()) === 2, { timeout: 20_000 });
    expect((await target.received()).map((m) => m.msgId)).toEqual([first, second]);
    // A round for the second event (its hold, the cursor advanced), not a round after every round.
    expect(holds - holdsThen).toBeLessThanOrEqual(4);
  });

  it('publishes nothing past the horizon, and the event below it once its write ended, in order', async () => {
    const { storage, add, horizon, reads } = outbox();
    // seq 3 committed, seq 2's write still runs: the horizon stands at 1.
    Object.assign(horizon, { settled: 1, taken: 3 });
    const first = add(1, 1, 'document.created');
    const third = add(3, 1, 'document.updated');
    const [, target] = await start(storage, url!);
    await waitFor(async () => (await target.count()) === 1, { timeout: 20_000 });
    // It looks again (soon: writes are running) and still holds the event after the running write.
    const seen = reads();
    await waitFor(() => reads() >= seen + 2);
    expect((await target.received()).map((m) => m.msgId)).toEqual([first]);
    // seq 2 commits; the horizon passes both, with no wake-up: the publisher was looking anyway.
    const second = add(2, 1, 'document.updated');
    Object.assign(horizon, { settled: 3, taken: 3 });
    await waitFor(async () => (await target.count()) === 3, { timeout: 20_000 });
    expect((await target.received()).map((m) => m.msgId)).toEqual([first, second, third]);
  });

  it('passes the seq of a write that rolled back as soon as the horizon does, waiting for nothing', async () => {
    const { storage, add, horizon } = outbox();
    const first = add(1, 1, 'document.created');
    const third = add(3, 1, 'document.updated');
    // seq 2's write rolled back and seq 4's too: every seq up to 4 is settled.
    Object.assign(horizon, { settled: 4, taken: 4 });
    const [publisher, target] = await start(storage, url!);
    await waitFor(async () => (await target.count()) === 2, { timeout: 20_000 });
    expect((await target.received()).map((m) => m.msgId)).toEqual([first, third]);
    const fifth = add(5, 1, 'document.deleted');
    Object.assign(horizon, { settled: 5, taken: 5 });
    publisher.wake();
    await waitFor(async () => (await target.count()) === 3, { timeout: 20_000 });
    expect((await target.received()).map((m) => m.msgId)).toEqual([first, third, fifth]);
  });

  it('holds back while NATS is unreachable and publishes the backlog in order, once each, when it returns', async () => {
    const { storage, add } = outbox();
    const proxy: TcpProxy = await createTcpProxy('127.0.0.1', Number(new URL(url!).port || 4222));
    cleanups.push(() => proxy.close());
    const [publisher, target] = await start(storage, `nats://127.0.0.1:${proxy.port}`);
    const ids = [add(1, 1, 'document.created')];
    await waitFor(async () => (await target.count()) === 1, { timeout: 20_000 });
    proxy.cut();
    // Events keep coming, a few milliseconds apart, while NATS is away.
    for (let seq = 2; seq <= 40; seq++) {
      ids.push(add(seq, 1 + (seq % 2), 'document.updated'));
      publisher.wake();
      await new Promise((resolve) => setTimeout(resolve, WRITES_APART_MS));
    }
    // The publisher has tried NATS again and was refused.
    await waitFor(() => proxy.refused > 0, { timeout: 30_000 });
    expect((await target.received()).length).toBe(1);
    proxy.open();
    await waitFor(async () => (await target.count()) >= 40, { timeout: 45_000 });
    const received = await target.received();
    expect(received.map((m) => m.msgId)).toEqual(ids);
  });

  it('drains a backlog of 2000 events in order over several rounds (and prints the rate)', async () => {
    const { storage, add } = outbox();
    const ids = Array.from({ length: 2000 }, (_, i) => add(i + 1, 1 + (i % 3), 'document.created'));
    const started = performance.now();
    const [, target] = await start(storage, url!);
    await waitFor(async () => (await target.count()) === ids.length, { timeout: 60_000 });
    const ms = performance.now() - started;
    console.log(
      `NATS publisher: 2000 events published in ${ms.toFixed(0)} ms (${((2000 / ms) * 1000).toFixed(0)} events/s, one ack at a time)`,
    );
    expect((await target.received()).map((m) => m.msgId)).toEqual(ids);
  });

  it('renews its hold on the cursor during a round longer than half the hold, with what it published', async () => {
    const { storage, add } = outbox();
    const advances: number[] = [];
    const watched: NatsPublisherStorage = {
      ...storage,
      holdCursor: (args) => {
        if (args.advanceTo !== undefined) advances.push(args.advanceTo);
        return storage.holdCursor!(args);
      },
    };
    // One round of 3000 acknowledgements, one at a time: far longer than half of a 150 ms hold.
    const ids = Array.from({ length: 3000 }, (_, i) => add(i + 1, 1, 'document.created'));
    const [, target] = await start(watched, url!, { leaseMs: 150, batchSize: 3000 });
    await waitFor(async () => (await target.count()) === ids.length, { timeout: 60_000 });
    await waitFor(async () => advances.at(-1) === ids.length, { timeout: 20_000 });
    const renewals = advances.filter((seq) => seq < ids.length);
    expect(renewals.length).toBeGreaterThanOrEqual(2);
    expect(renewals).toEqual([...renewals].sort((a, b) => a - b));
  });

  it('lets one publisher of two hold the cursor, and the other take over when it stops', async () => {
    const { storage, add } = outbox();
    const [first, target] = await start(storage, url!);
    const second = createNatsPublisher({
      storage,
      url: url!,
      log: { info: () => {}, warn: () => {} },
      stream: target.stream,
      subjectPrefix: target.subjectPrefix,
      pollMs: 100,
    });
    cleanups.push(() => second.stop());
    const ids = [add(1, 1, 'document.created'), add(2, 1, 'document.updated')];
    await waitFor(async () => (await target.count()) === 2, { timeout: 20_000 });
    await first.stop();
    ids.push(add(3, 1, 'document.deleted'));
    await waitFor(async () => (await target.count()) === 3, { timeout: 20_000 });
    expect((await target.received()).map((m) => m.msgId)).toEqual(ids);
  });
});
