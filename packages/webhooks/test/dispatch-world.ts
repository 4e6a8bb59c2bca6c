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
  where,
  type Actor,
  type RecordService,
  type StorageAdapter,
  type StoredEvent,
  type StoredRecord,
} from '@recordgate/core';
import { createMikroOrmStorage, createScratchDatabase } from '@recordgate/storage-mikro-orm';
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

export const secrets = createSecretBox('dispatcher test key');

/** A database with two companies and their admins, and a record service whose writes fill the outbox. */
export interface DispatchWorld {
  readonly storage: StorageAdapter;
  readonly records: RecordService;
  readonly admins: readonly [Actor, Actor];
  /** Makes a real change as `admin` whose event has `type`; returns the event's id. */
  emit(admin: Actor, type: EventKind): Promise<string>;
  /** Every event in the outbox. */
  events(): Promise<StoredEvent[]>;
  webhook(admin: Actor, data: Record<string, unknown>): Promise<StoredRecord>;
  deliveries(webhookId: number): Promise<StoredRecord[]>;
  /** A second node: its own connection pool to the same database. */
  secondNode(): Promise<{ storage: StorageAdapter; close(): Promise<void> }>;
  close(): Promise<void>;
}

/** The databases the dispatcher tests run on. */
export type DispatchDatabase = 'sqlite' | 'postgresql' | 'mariadb';

/** The variable holding each server database's URL. */
export const DATABASE_URLS = {
  postgresql: 'RECORDGATE_POSTGRES_URL',
  mariadb: 'RECORDGATE_MARIADB_URL',
} as const;

/**
 * SQLite, and each server database whose URL is set; for the others the reason they are skipped is
 * printed, as the other suites do.
 */
export function dispatchDatabases(suite: string): DispatchDatabase[] {
  const databases: DispatchDatabase[] = ['sqlite'];
  for (const [name, env] of Object.entries(DATABASE_URLS)) {
    if (process.env[env]) databases.push(name as DispatchDatabase);
    else console.log(`${suite} on ${name} skipped: ${env} is not set.`);
  }
  return databases;
}

export async function createDispatchWorld(database: DispatchDatabase): Promise<DispatchWorld> {
  const dir = mkdtempSync(join(tmpdir(), 'recordgate-dispatch-'));
  const scratch =
    database === 'sqlite'
      ? undefined
      : await createScratchDatabase(process.env[DATABASE_URLS[database]]!);
  const types = [...defaultRecordTypes, ...createWebhookTypes({ secrets, allowPrivate: true })];
  const url = scratch?.url ?? join(dir, 'db.sqlite');
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
    async secondNode() {
      const other = await createMikroOrmStorage({ url, types });
      return { storage: other, close: () => other.close() };
    },
    async close() {
      await storage.close();
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
