import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTypeRegistry } from '@recordgate/core';
import {
  createMikroOrmStorage,
  createScratchDatabase,
  type ScratchDatabase,
} from '@recordgate/storage-mikro-orm';
import { expect } from 'vitest';
import { serverRecordTypes } from '../src/server-record-types.js';
import { createNatsTestStream, type NatsTestStream } from './nats-test-stream.js';
import { cliOk } from './run-cli-in-process.js';
import { spawnServer, type ChildServer } from './spawn-server.js';
import { createTcpProxy, type TcpProxy } from './tcp-proxy.js';

/** One request the webhook receiver took: the `webhook-id` and the body. */
export interface Delivery {
  readonly id: string;
  readonly body: string;
}

/** One event of the outbox, in `seq` order. */
export interface OutboxEvent {
  readonly id: string;
  readonly type: string;
  readonly recordId: number;
  readonly title: string;
}

/**
 * Two `recordgate serve` nodes on one scratch database, each through a TCP proxy of its own that the
 * test cuts, with a webhook to a receiver on 127.0.0.1 and, when a NATS server is named, publishing
 * to a JetStream stream of this run.
 */
export interface RestartCluster {
  readonly scratch: ScratchDatabase;
  readonly nodes: readonly [ChildServer, ChildServer];
  /** Node i's way to the database. */
  readonly proxies: readonly [TcpProxy, TcpProxy];
  /** API keys of an admin and of a member of the company Acme. */
  readonly keys: { readonly admin: string; readonly member: string };
  /** Every request the receiver took, in order of arrival. */
  readonly deliveries: Delivery[];
  readonly nats: NatsTestStream | undefined;
  /** The document events of the outbox, read straight from the database, in `seq` order. */
  documentEvents(): Promise<OutboxEvent[]>;
  close(): Promise<void>;
}

const serveWithStream = join(dirname(fileURLToPath(import.meta.url)), 'serve-with-stream.mjs');

/**
 * Starts a {@link RestartCluster} on a new database of the server of `serverUrl`; `withEvents: false`
 * leaves out the webhook, NATS and the dispatcher's polls, whose bookkeeping commits (each node's,
 * after every event of another) would move each node's change version.
 */
export async function startRestartCluster(
  serverUrl: string,
  natsServer: string | undefined,
  { withEvents = true } = {},
): Promise<RestartCluster> {
  const natsUrl = withEvents ? natsServer : undefined;
  const scratch = await createScratchDatabase(serverUrl);
  const cleanups: (() => Promise<unknown>)[] = [() => scratch.drop()];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const keys = await seed(scratch.url);
    const target = new URL(scratch.url);
    const port = Number(target.port) || (target.protocol.startsWith('postgres') ? 5432 : 3306);
    const proxies = [
      await createTcpProxy(target.hostname, port),
      await createTcpProxy(target.hostname, port),
    ] as const;
    for (const proxy of proxies) cleanups.push(() => proxy.close());
    const nats = natsUrl ? await createNatsTestStream(natsUrl) : undefined;
    if (nats) cleanups.push(() => nats.close());
    const receiver = await startReceiver();
    cleanups.push(receiver.close);
    const files = mkdtempSync(join(tmpdir(), 'recordgate-restart-'));
    cleanups.push(async () => rmSync(files, { recursive: true, force: true }));
    const env = (proxy: TcpProxy) => {
      const through = new URL(scratch.url);
      through.port = String(proxy.port);
      return {
        DATABASE_URL: through.toString(),
        FILES_DIRECTORY: files,
        SECRET_KEY: 'restart-test-secret-key-0123',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_FAILED_AUTH: '0',
        DATABASE_WRITE_TIMEOUT: '3',
        WEBHOOK_ALLOW_PRIVATE: 'true',
        // Without events, no look for other nodes' events: a node commits only its own requests' writes.
        WEBHOOK_POLL_INTERVAL: withEvents ? '0.2' : '3600',
        WEBHOOK_RETRY_FIRST: '0.2',
        WEBHOOK_RETRY_MAX_INTERVAL: '1',
        WEBHOOK_TIMEOUT: '2',
        // One attempt at a time: first arrivals in the order of the events (docs/events.md).
        WEBHOOK_CONCURRENCY: '1',
        ...(natsUrl && { EVENTS_NATS_URL: natsUrl }),
      };
    };
    const argv = [serveWithStream, nats?.stream ?? 'RECORDGATE', nats?.subjectPrefix ?? 'x'];
    const nodes = [] as unknown as [ChildServer, ChildServer];
    for (const proxy of proxies) {
      const node = await spawnServer(env(proxy), argv);
      nodes.push(node);
      cleanups.push(async () => {
        node.killAll('SIGKILL');
        await node.exited;
      });
    }
    if (withEvents) await createWebhook(nodes[0].url, keys.admin, receiver.url);
    return {
      scratch,
      nodes,
      proxies,
      keys,
      deliveries: receiver.deliveries,
      nats,
      documentEvents: () => documentEvents(scratch.url),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

async function createWebhook(node: string, key: string, url: string) {
  const hook = await fetch(`${node}/webhook/api/default/create`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ url, events: 'document.*' }),
  });
  expect(hook.status, await hook.clone().text()).toBe(201);
}

/** The company Acme with an admin and a member, each with a key. */
async function seed(url: string) {
  await cliOk(['migrate'], url);
  await cliOk(['company', 'create', '--name', 'Acme'], url);
  const keys: Record<string, string> = {};
  for (const role of ['admin', 'member'] as const) {
    await cliOk(['user', 'create', '--username', role, '--company', 'Acme', '--role', role], url);
    const key = await cliOk(['key', 'create', '--username', role, '--json'], url);
    keys[role] = (JSON.parse(key) as { key: string }).key;
  }
  return keys as unknown as RestartCluster['keys'];
}

/** A webhook receiver on 127.0.0.1 that answers every request 200 and keeps what it took. */
async function startReceiver() {
  const deliveries: Delivery[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      deliveries.push({
        id: String(req.headers['webhook-id']),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    deliveries,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function documentEvents(url: string): Promise<OutboxEvent[]> {
  const storage = await createMikroOrmStorage({
    url,
    types: createTypeRegistry(serverRecordTypes()),
  });
  try {
    const events = await storage.readEvents({ afterSeq: 0, limit: 100_000 });
    return events
      .filter((event) => event.type.startsWith('document.'))
      .map((event) => {
        const body = JSON.parse(event.body) as { record: { id: number }; data: { title: string } };
        return { id: event.id, type: event.type, recordId: body.record.id, title: body.data.title };
      });
  } finally {
    await storage.close();
  }
}
