import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, startServer, type RunningServer } from '@recordgate/server';
import { createScratchDatabase } from '@recordgate/storage-mikro-orm';
import { testDatabases, waitFor } from '@recordgate/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { createNatsTestStream, natsTestUrl, type NatsTestStream } from './nats-test-stream.js';
import { cliOk } from './run-cli-in-process.js';
import { createTcpProxy, type TcpProxy } from './tcp-proxy.js';

// The real server over HTTP, its database (SQLite; PostgreSQL and MariaDB when named, whose
// publishing cursor is held by a dialect's own conditional UPDATE) and the real NATS server through a
// TCP proxy the test cuts: every committed change reaches a JetStream consumer once per Nats-Msg-Id,
// in the order it occurred, on its company's subject, also across an outage.
const natsUrl = natsTestUrl('NATS event tests');
const { databases, dropAll } = testDatabases({ suite: 'NATS event tests', createScratchDatabase });
afterAll(dropAll);

interface Setup {
  readonly server: RunningServer;
  readonly proxy: TcpProxy;
  readonly target: NatsTestStream;
  /** API keys of an admin of Acme and of Globex. */
  readonly keys: { readonly acme: string; readonly globex: string };
  /** Every event of the outbox, in seq order. */
  outbox(): Promise<{ id: string; companyId: number | null; type: string }[]>;
}

for (const database of databases) {
  describe.skipIf(!natsUrl)(
    `change events to NATS on ${database.label}`,
    { timeout: 120_000 },
    () => {
      const cleanups: (() => Promise<void>)[] = [];
      afterAll(async () => {
        for (const cleanup of cleanups.reverse()) await cleanup();
      });

      const setUp = async (): Promise<Setup> => {
        const { url: databaseUrl } = await database.create();
        const keys: Record<string, string> = {};
        for (const company of ['Acme', 'Globex']) {
          await cliOk(['company', 'create', '--name', company], databaseUrl);
          const admin = `admin-${company.toLowerCase()}`;
          await cliOk(
            ['user', 'create', '--username', admin, '--company', company, '--role', 'admin'],
            databaseUrl,
          );
          const created = await cliOk(
            ['key', 'create', '--username', admin, '--json'],
            databaseUrl,
          );
          keys[company.toLowerCase()] = (JSON.parse(created) as { key: string }).key;
        }
        const target = await createNatsTestStream(natsUrl!);
        cleanups.push(() => target.close());
        const proxy = await createTcpProxy('127.0.0.1', Number(new URL(natsUrl!).port || 4222));
        cleanups.push(() => proxy.close());
        const server = await startServer(
          loadConfig({
            DATABASE_URL: databaseUrl,
            PORT: '0',
            LOG_LEVEL: 'silent',
            FILES_DIRECTORY: mkdtempSync(join(tmpdir(), 'recordgate-nats-files-')),
            EVENTS_NATS_URL: `nats://127.0.0.1:${proxy.port}`,
          }),
          { nats: { stream: target.stream, subjectPrefix: target.subjectPrefix } },
        );
        cleanups.push(() => server.close());
        const outbox = async () =>
          (await server.storage.readEvents({ afterSeq: 0, limit: 10_000 })).map((e) => ({
            id: e.id,
            companyId: e.companyId,
            type: e.type,
          }));
        return { server, proxy, target, keys: keys as Setup['keys'], outbox };
      };

      const call = (server: RunningServer, key: string, path: string, body?: object) =>
        fetch(`${server.url}/${path}`, {
          method: body ? 'POST' : 'GET',
          headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
          body: body ? JSON.stringify(body) : undefined,
        });
      const expectAllPublished = async ({ target, outbox }: Setup) => {
        const expected = await outbox();
        await waitFor(async () => (await target.count()) >= expected.length, { timeout: 60_000 });
        const received = await target.received();
        // Once each, in the order of occurrence (seq), each on its company's subject.
        expect(received.map((m) => m.msgId)).toEqual(expected.map((e) => e.id));
        for (const [i, message] of received.entries()) {
          const event = expected[i]!;
          const body = JSON.parse(message.body) as { id: string; type: string; company_id: number };
          expect(body.id).toBe(message.msgId);
          expect(body.type).toBe(event.type);
          expect(message.subject).toBe(
            `${target.subjectPrefix}.${event.companyId ?? '_'}.${event.type}`,
          );
          expect(body.company_id).toBe(event.companyId);
        }
        return received;
      };

      it('publishes every change made over HTTP once, in order, on the subject of its company', async () => {
        const setup = await setUp();
        const { server, keys } = setup;
        const created = await call(server, keys.acme, 'document/api/default/create', {
          title: 'Plan',
        });
        expect(created.status).toBe(201);
        const { id } = (await created.json()) as { id: number };
        const updated = await call(server, keys.acme, `document/api/default/update?id=${id}`, {
          title: 'Plan B',
        });
        expect(updated.status).toBe(200);
        expect(
          (await call(server, keys.globex, 'document/api/default/create', { title: 'Theirs' }))
            .status,
        ).toBe(201);
        // Another company's admin cannot touch Acme's document, and no event comes of the attempt.
        expect(
          (await call(server, keys.globex, `document/api/default/update?id=${id}`, { title: 'x' }))
            .status,
        ).toBe(404);
        const deleted = await fetch(`${server.url}/document/api/default/delete?id=${id}`, {
          method: 'DELETE',
          headers: { Authorization: `Bearer ${keys.acme}` },
        });
        expect(deleted.status).toBe(204);

        const received = await expectAllPublished(setup);
        const documents = received.filter((m) => m.subject.includes('.document.'));
        expect(documents.map((m) => m.subject.split('.').slice(2).join('.'))).toEqual([
          'document.created',
          'document.updated',
          'document.created',
          'document.deleted',
        ]);
        const acme = (JSON.parse(documents[0]!.body) as { company_id: number }).company_id;
        const globex = (JSON.parse(documents[2]!.body) as { company_id: number }).company_id;
        expect(acme).not.toBe(globex);
        // A consumer of Acme's subjects gets nothing of Globex's.
        const acmeOnly = received.filter((m) =>
          m.subject.startsWith(`${setup.target.subjectPrefix}.${acme}.`),
        );
        expect(acmeOnly.some((m) => m.body.includes('"Theirs"'))).toBe(false);
      });

      it('keeps accepting writes while NATS is cut off, then publishes the backlog in order, once each', async () => {
        const setup = await setUp();
        const { server, keys, proxy } = setup;
        const write = async (title: string) => {
          const response = await call(server, keys.acme, 'document/api/default/create', { title });
          expect(response.status).toBe(201);
        };
        await write('before');
        await waitFor(async () => (await setup.target.count()) === (await setup.outbox()).length, {
          timeout: 20_000,
        });
        const published = async () =>
          (await setup.target.count()) === (await setup.outbox()).length;
        let atCut = 0;
        for (let i = 0; i < 60; i++) {
          if (i === 15) {
            await waitFor(published, { timeout: 20_000 });
            atCut = await setup.target.count();
            proxy.cut();
          }
          if (i === 45) {
            // Nothing got through while NATS was unreachable (the server has tried it again and
            // was refused); the writes did not wait for it.
            await waitFor(() => proxy.refused > 0, { timeout: 30_000 });
            expect(await setup.target.count()).toBe(atCut);
            proxy.open();
          }
          await write(`during ${i}`);
        }
        const reopened = performance.now();
        const backlog = (await setup.outbox()).length - atCut;
        await expectAllPublished(setup);
        console.log(
          `NATS on ${database.label}: a backlog of ${backlog} events published ${(performance.now() - reopened).toFixed(0)} ms after the connection was restored`,
        );
      });
    },
  );
}
