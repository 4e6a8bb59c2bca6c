import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { defaultRecordTypes, type Actor, type StorageAdapter } from '@recordgate/core';
import { createMikroOrmStorage, createScratchDatabase } from '@recordgate/storage-mikro-orm';
import { testDatabases, waitFor } from '@recordgate/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createNatsPublisher,
  type NatsPublisher,
  type NatsPublisherStorage,
} from '../src/nats/create-nats-publisher.js';
import { createNatsTestStream, natsTestUrl, type NatsTestStream } from './nats-test-stream.js';

/*
 * The NATS publisher on a real storage (ADR 0065): its own writes (each round renews its hold on the
 * cursor) are not told to it by `onChange`, so a publisher left idle after a round reads the outbox no
 * more, not even a look at whether an event follows its cursor; a commit of another process is still
 * told, and its event published long before the poll.
 */
const url = natsTestUrl('NATS publisher own-writes tests');
const databases = url
  ? testDatabases({ suite: 'NATS publisher own-writes tests', createScratchDatabase }).databases
  : [];
// Another process's commit: the webhook dispatcher's tests' writer (one document through the record
// service, so its event is in the outbox), from that package's folder in the workspace.
const writer = join(
  dirname(fileURLToPath(import.meta.resolve('@recordgate/webhooks/package.json'))),
  'test',
  'write-in-other-process.mjs',
);
const run = promisify(execFile);
/** Turns of the event loop: what the publisher does after a told change has run by then. */
const turns = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe.each(databases)('the NATS publisher on $label', { timeout: 120_000 }, (database) => {
  let scratch: { url: string; drop(): Promise<void> };
  let storage: StorageAdapter;
  let admin: Actor;
  let target: NatsTestStream;
  let publisher: NatsPublisher | undefined;

  beforeAll(async () => {
    scratch = await database.create();
    storage = await createMikroOrmStorage({ url: scratch.url, types: defaultRecordTypes });
    await storage.migrate();
    const company = await storage.insert({
      type: 'company',
      values: { name: 'Acme', uuid: randomUUID() },
    });
    const user = await storage.insert({
      type: 'user',
      values: { username: 'acme-admin', role: 'admin', company_id: company.id as number },
    });
    admin = {
      userId: user.id as number,
      companyId: company.id as number,
      role: 'admin',
      username: 'acme-admin',
    };
    target = await createNatsTestStream(url!);
    // The change signal up (MariaDB's counter is read once `migrate` made its table): its start is told.
    if (database.name !== 'sqlite') await waitFor(() => storage.changeVersion?.() !== undefined);
    await storage.syncChangeVersion?.();
  });
  afterAll(async () => {
    await publisher?.stop();
    await target?.close();
    await storage?.close();
    await scratch?.drop();
  });

  it("reads nothing after its own round, and publishes another process's event without the poll", async () => {
    // The reads of the outbox: a round's (a batch) and a look whether an event follows the cursor.
    const reads: ('round' | 'look')[] = [];
    let roundsRead = 0;
    const counted: NatsPublisherStorage = {
      readEvents: async (args) => {
        const kind = args.limit === 1 ? 'look' : 'round';
        reads.push(kind);
        const events = await storage.readEvents(args);
        if (kind === 'round') roundsRead++;
        return events;
      },
      holdCursor: (args) => storage.holdCursor!(args),
      ...(storage.outboxHorizon && { outboxHorizon: () => storage.outboxHorizon!() }),
      onChange: (listener) => storage.onChange!(listener),
    };
    // A poll longer than the test: only a told change can make it read again.
    publisher = createNatsPublisher({
      storage: counted,
      url: url!,
      log: { info: () => {}, warn: () => {} },
      stream: target.stream,
      subjectPrefix: target.subjectPrefix,
      pollMs: 600_000,
    });
    await waitFor(() => roundsRead > 0, { timeout: 20_000 });
    // Its hold on the cursor was a commit: had it been told, its look would have followed the round.
    await storage.syncChangeVersion?.();
    await turns(5);
    expect(reads).toEqual(['round']);

    await run(process.execPath, [writer, scratch.url, JSON.stringify(admin), 'From elsewhere']);
    await waitFor(async () => (await target.count()) === 1, { timeout: 30_000 });
    const [message] = await target.received();
    expect(JSON.parse(message!.body)).toMatchObject({ type: 'document.created' });
  });
});
