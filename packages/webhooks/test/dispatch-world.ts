import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDefaultPolicy } from '@recordgate/access';
import {
  createRecordService,
  defaultRecordTypes,
  defineRecordType,
  where,
  type Actor,
  type RecordService,
  type StorageAdapter,
  type StoredRecord,
} from '@recordgate/core';
import { createMikroOrmStorage, createScratchDatabase } from '@recordgate/storage-mikro-orm';
import { createSecretBox, createWebhookTypes, type OutboxEvent } from '../src/index.js';

/** A request the test receiver got. */
export interface Received {
  readonly path: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

/** A node:http receiver on 127.0.0.1 whose answers the test chooses. */
export interface Receiver {
  readonly url: string;
  readonly received: Received[];
  answer: (request: Received, res: ServerResponse) => void;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const receiver: Receiver = {
    url: '',
    received,
    answer: (_request, res) => res.writeHead(200).end(),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const request = { path: req.url ?? '', headers: req.headers, body };
      received.push(request);
      receiver.answer(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  Object.assign(receiver, { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  return receiver;
}

// A stand-in outbox for the dispatcher's tests: a real table of the database, read the way the
// storage port's `readEvents` reads the outbox (seq order, after a cursor).
const testEventType = defineRecordType({
  name: 'test-event',
  modelClass: 'test.Event',
  searchClass: 'test.EventSearch',
  internal: true,
  fields: [
    { name: 'event_id', type: 'string', maxLength: 36, label: { en: 'Id', de: 'Id' } },
    { name: 'company', type: 'integer', label: { en: 'Company', de: 'Firma' } },
    { name: 'event_type', type: 'string', label: { en: 'Type', de: 'Typ' } },
    { name: 'occurred_at', type: 'datetime', label: { en: 'At', de: 'Am' } },
    { name: 'body', type: 'text', label: { en: 'Body', de: 'Inhalt' } },
  ],
});

function withOutbox(storage: StorageAdapter): StorageAdapter {
  const readEvents = async (db: StorageAdapter, afterSeq: number, limit: number) =>
    (
      await db.findMany({
        type: 'test-event',
        filter: { op: 'gt', field: 'id', value: afterSeq },
        limit,
      })
    ).map((row): OutboxEvent => ({
      seq: row.id as number,
      id: String(row.event_id),
      companyId: row.company as number,
      type: String(row.event_type),
      occurredAt: row.occurred_at as Date,
      body: String(row.body),
    }));
  const wrap = (db: StorageAdapter): StorageAdapter =>
    Object.assign(Object.create(db) as StorageAdapter, {
      readEvents: ({ afterSeq, limit }: { afterSeq: number; limit: number }) =>
        readEvents(db, afterSeq, limit),
      transaction: <T>({ run }: { run: (tx: StorageAdapter) => Promise<T> }) =>
        db.transaction({ run: (tx) => run(wrap(tx)) }),
    });
  return wrap(storage);
}

export const secrets = createSecretBox('dispatcher test key');

/** A database with two companies and their admins, a record service, and a stand-in outbox. */
export interface DispatchWorld {
  readonly storage: StorageAdapter;
  readonly records: RecordService;
  readonly admins: readonly [Actor, Actor];
  /** Writes an event of `company` into the outbox; returns its id. */
  emit(company: Actor, type: string, data?: Record<string, unknown>): Promise<string>;
  webhook(admin: Actor, data: Record<string, unknown>): Promise<StoredRecord>;
  deliveries(webhookId: number): Promise<StoredRecord[]>;
  /** A second node: its own connection pool to the same database. */
  secondNode(): Promise<{ storage: StorageAdapter; close(): Promise<void> }>;
  close(): Promise<void>;
}

export async function createDispatchWorld(
  database: 'sqlite' | 'postgresql',
): Promise<DispatchWorld> {
  const dir = mkdtempSync(join(tmpdir(), 'recordgate-dispatch-'));
  const scratch =
    database === 'postgresql'
      ? await createScratchDatabase(process.env.RECORDGATE_POSTGRES_URL!)
      : undefined;
  const types = [
    ...defaultRecordTypes,
    ...createWebhookTypes({ secrets, allowPrivate: true }),
    testEventType,
  ];
  const url = scratch?.url ?? join(dir, 'db.sqlite');
  const raw = await createMikroOrmStorage({ url, types });
  await raw.migrate();
  const storage = withOutbox(raw);
  const records = createRecordService({ storage, policy: createDefaultPolicy(), types });
  const admin = async (name: string): Promise<Actor> => {
    const company = await storage.insert({ type: 'company', values: { name, uuid: randomUUID() } });
    const user = await storage.insert({
      type: 'user',
      values: { username: `${name}-admin`, role: 'admin', company_id: company.id as number },
    });
    return {
      userId: user.id as number,
      companyId: company.id as number,
      role: 'admin',
      username: `${name}-admin`,
    };
  };
  const admins = [await admin('acme'), await admin('globex')] as const;
  return {
    storage,
    records,
    admins,
    async emit(company, type, data = {}) {
      const id = randomUUID();
      const occurredAt = new Date();
      const body = JSON.stringify({ id, type, occurred_at: occurredAt.toISOString(), data });
      await storage.insert({
        type: 'test-event',
        values: {
          event_id: id,
          company: company.companyId,
          event_type: type,
          occurred_at: occurredAt,
          body,
        },
      });
      return id;
    },
    webhook: (actor, data) => records.create({ actor, type: 'webhook', data }),
    deliveries: (webhookId) =>
      storage.findMany({
        type: 'webhook-delivery',
        filter: where.eq('webhook_id', webhookId),
        sort: [
          { field: 'event_id', direction: 'asc' },
          { field: 'attempt', direction: 'asc' },
        ],
      }),
    async secondNode() {
      const other = await createMikroOrmStorage({ url, types });
      return { storage: withOutbox(other), close: () => other.close() };
    },
    async close() {
      await raw.close();
      await scratch?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Waits until `check` holds, looking every 20 ms, at most `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
