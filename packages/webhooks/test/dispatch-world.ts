import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createDefaultPolicy } from '@recordgate/access';
import {
  createRecordService,
  defaultRecordTypes,
  where,
  type Actor,
  type RecordService,
  type StorageAdapter,
  type StoredEvent,
  type StoredRecord,
} from '@recordgate/core';
import { createMikroOrmStorage, createScratchDatabase } from '@recordgate/storage-mikro-orm';
import { startHttpServer, testDatabases, type TestDatabase } from '@recordgate/testing';
import { createSecretBox, createWebhookTypes } from '../src/index.js';

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

/** Starts a {@link Receiver} that answers 200 until the test says otherwise. */
export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const server = await startHttpServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const request = { path: req.url ?? '', headers: req.headers, body };
      received.push(request);
      receiver.answer(request, res);
    });
  });
  const receiver: Receiver = {
    url: server.baseUrl,
    received,
    answer: (_request, res) => res.writeHead(200).end(),
    close: () => server.close(),
  };
  return receiver;
}

export const secrets = createSecretBox('dispatcher test key');

/** A database with two companies and their admins, and a record service whose writes fill the outbox. */
export interface DispatchWorld {
  /** The database's URL, for another process to open. */
  readonly url: string;
  readonly storage: StorageAdapter;
  readonly records: RecordService;
  readonly admins: readonly [Actor, Actor];
  /** Makes a real change as `admin` whose event has `type`; returns the event's id. */
  emit(admin: Actor, type: EventKind): Promise<string>;
  /** Every event in the outbox. */
  events(): Promise<StoredEvent[]>;
  webhook(admin: Actor, data: Record<string, unknown>): Promise<StoredRecord>;
  deliveries(webhookId: number): Promise<StoredRecord[]>;
  /**
   * Whether no delivery attempt is pending: every attempt fanned out so far has been answered (or
   * failed for good), so no request the dispatcher has planned is still to come.
   */
  idle(): Promise<boolean>;
  /** A second node: its own connection pool to the same database. */
  secondNode(): Promise<{ storage: StorageAdapter; close(): Promise<void> }>;
  close(): Promise<void>;
}

/**
 * The databases the dispatcher tests run on: SQLite, and each server database whose URL is set (the
 * others are named on the console with the reason).
 */
export function dispatchDatabases(suite: string): readonly TestDatabase[] {
  return testDatabases({ suite, createScratchDatabase }).databases;
}

/** A fresh database of `database` with two companies and their admins. */
export async function createDispatchWorld(database: TestDatabase): Promise<DispatchWorld> {
  const scratch = await database.create();
  const types = [...defaultRecordTypes, ...createWebhookTypes({ secrets, allowPrivate: true })];
  const { url } = scratch;
  const storage = await createMikroOrmStorage({ url, types });
  await storage.migrate();
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
    url,
    storage,
    records,
    admins,
    emit: (admin, kind) => change(records, storage, admin, kind),
    events: () => storage.readEvents({ afterSeq: 0, limit: 100_000 }),
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
    idle: async () =>
      (
        await storage.findMany({
          type: 'webhook-delivery',
          filter: where.eq('status', 'pending'),
          limit: 1,
        })
      ).length === 0,
    async secondNode() {
      const other = await createMikroOrmStorage({ url, types });
      return { storage: other, close: () => other.close() };
    },
    async close() {
      await storage.close();
      await scratch.drop();
    },
  };
}

/** The changes a test makes, by the type of their event. */
export type EventKind =
  'document.created' | 'document.updated' | 'document.deleted' | 'share.created';

let counter = 0;

// One real write through the record service (creating what it needs first); the id of its event.
async function change(
  records: RecordService,
  storage: StorageAdapter,
  admin: Actor,
  kind: EventKind,
): Promise<string> {
  counter += 1;
  const document = () =>
    records.create({ actor: admin, type: 'document', data: { title: `Grüße € ${counter}` } });
  let id: number;
  switch (kind) {
    case 'document.created':
      id = (await document()).id as number;
      break;
    case 'document.updated':
      id = (await document()).id as number;
      await records.update({
        actor: admin,
        type: 'document',
        id,
        data: { title: `changed ${counter}` },
      });
      break;
    case 'document.deleted':
      id = (await document()).id as number;
      await records.delete({ actor: admin, type: 'document', id });
      break;
    case 'share.created': {
      const doc = await document();
      id = (
        await records.create({
          actor: admin,
          type: 'share',
          data: { document_id: doc.id, user_id: admin.userId, permission: 'read' },
        })
      ).id as number;
      break;
    }
  }
  const events = await storage.readEvents({ afterSeq: 0, limit: 100_000 });
  const record = kind.split('.')[0]!;
  const event = events.findLast(
    (e) =>
      e.type === kind &&
      (JSON.parse(e.body) as { record: { type: string; id: number } }).record.id === id &&
      record === (JSON.parse(e.body) as { record: { type: string } }).record.type,
  );
  if (!event) throw new Error(`no ${kind} event for record ${id}`);
  return event.id;
}
