import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultRecordTypes, where, type StoredRecord } from '@recordgate/core';
import { createMikroOrmStorage } from '@recordgate/storage-mikro-orm';
import { waitFor } from '@recordgate/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { createMember } from './cli-member.js';
import { rawExchange } from './raw-http.js';
import { spawnServer, type ChildServer } from './spawn-server.js';

// Fault tests: the real `recordgate serve` as a child process, faults from outside it.
const dir = mkdtempSync(join(tmpdir(), 'recordgate-faults-'));
const children: ChildServer[] = [];
afterAll(() => {
  for (const server of children) {
    try {
      server.killAll('SIGKILL');
    } catch {
      // already gone
    }
  }
  rmSync(dir, { recursive: true, force: true });
});
let n = 0;

/** A fresh database with one company, one member and their key. */
async function prepare(): Promise<{ database: string; key: string }> {
  const database = join(dir, `faults-${++n}.sqlite`);
  return { database, key: await createMember(database) };
}

async function serve(env: Record<string, string>): Promise<ChildServer> {
  const server = await spawnServer(env);
  children.push(server);
  return server;
}

async function documentsIn(database: string): Promise<StoredRecord[]> {
  const storage = await createMikroOrmStorage({ url: database, types: defaultRecordTypes });
  try {
    return await storage.findMany({ type: 'document', filter: where.all });
  } finally {
    await storage.close();
  }
}

const fileContent = (title: string) => `contents of ${title}\n`.repeat(200);
const createWithFile = (url: string, key: string, title: string) => {
  const form = new FormData();
  form.append('title', title);
  form.append('file', new Blob([fileContent(title)], { type: 'text/plain' }), 'write.txt');
  return fetch(`${url}/document/api/default/create`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}` },
    body: form,
  });
};

const create = (url: string, key: string, title: string) =>
  fetch(`${url}/document/api/default/create`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ title }),
  });

describe('database unavailable', { timeout: 90_000 }, () => {
  it('answers 503 with Retry-After while another process locks the database, and recovers without restart', async () => {
    const { database, key } = await prepare();
    const server = await serve({ DATABASE_URL: database });
    const other = await createMikroOrmStorage({ url: database, types: defaultRecordTypes });
    try {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let holding!: () => void;
      const held = new Promise<void>((resolve) => (holding = resolve));
      const lock = other.transaction({
        run: async (tx) => {
          await tx.insert({ type: 'company', values: { name: 'Lock holder' } });
          holding();
          await gate;
        },
      });
      await held;
      const refused = await create(server.url, key, 'while locked');
      expect(refused.status).toBe(503);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({
        name: 'Service Unavailable',
        message: expect.stringMatching(/retry/i),
        code: 0,
        status: 503,
      });
      // Readers are not blocked by the writer (WAL).
      const list = await fetch(`${server.url}/document/api/default`, {
        headers: { Authorization: `Bearer ${key}` },
      });
      expect(list.status).toBe(200);
      release();
      await lock;
      const recovered = await create(server.url, key, 'after the lock');
      expect(recovered.status).toBe(201);
      expect((await documentsIn(database)).map((d) => d.title)).toEqual(['after the lock']);
    } finally {
      await other.close();
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});

describe('SIGTERM', { timeout: 90_000 }, () => {
  it('stops accepting connections, finishes the request in flight, stores it, and exits 0', async () => {
    const { database, key } = await prepare();
    const server = await serve({ DATABASE_URL: database, SHUTDOWN_TIMEOUT: '20' });
    const { host } = new URL(server.url);
    const body = JSON.stringify({ title: 'in flight during SIGTERM' });
    let signalled = false;
    const exchange = rawExchange(server.url, [
      `POST /document/api/default/create HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer ${key}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body.slice(0, 10),
      200,
      // The request is in flight (headers read, body half sent) when the server is told to stop.
      () => {
        signalled = server.child.kill('SIGTERM');
      },
      300,
      body.slice(10),
    ]);
    const result = await exchange;
    expect(signalled).toBe(true);
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ title: 'in flight during SIGTERM' });
    expect(await server.exited).toBe(0);
    await expect(fetch(`${server.url}/document/api/default`)).rejects.toThrow();
    expect((await documentsIn(database)).map((d) => d.title)).toEqual(['in flight during SIGTERM']);
  });

  it('cuts a request that is still running after SHUTDOWN_TIMEOUT, so shutdown never hangs', async () => {
    const { database, key } = await prepare();
    const server = await serve({ DATABASE_URL: database, SHUTDOWN_TIMEOUT: '0.5' });
    const { host } = new URL(server.url);
    const exchange = rawExchange(server.url, [
      `POST /document/api/default/create HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer ${key}\r\n` +
        `Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"title":`,
      100,
      () => server.child.kill('SIGTERM'),
      // The client never sends the rest.
    ]);
    expect(await server.exited).toBe(0);
    await exchange;
    expect(await documentsIn(database)).toEqual([]);
  });
});

describe('kill -9 during a stream of writes', { timeout: 90_000 }, () => {
  it.each(['1', '2'])(
    'keeps every write that was answered 2xx, and nothing half-written (%s worker(s))',
    async (workers) => {
      const { database, key } = await prepare();
      const files = `${database}.files`;
      const server = await serve({
        DATABASE_URL: database,
        WORKERS: workers,
        FILES_DIRECTORY: files,
      });
      const acknowledged = new Map<string, number>();
      let attempted = 0;
      let failed = 0;
      let stop = false;
      const writer = async (w: number) => {
        for (let i = 0; !stop; i++) {
          const title = `writer ${w} write ${i}`;
          attempted++;
          try {
            // Every other write uploads a file, so records and files are both under test.
            const response =
              i % 2 === 0
                ? await create(server.url, key, title)
                : await createWithFile(server.url, key, title);
            if (response.status === 201) {
              const record = (await response.json()) as { id: number; title: string };
              acknowledged.set(title, record.id);
            } else {
              failed++;
              await response.body?.cancel();
            }
          } catch {
            failed++; // the connection died with the server
            return;
          }
        }
      };
      const writers = Array.from({ length: 8 }, (_, w) => writer(w));
      // Kill once a good number of writes were acknowledged, while the writers are still going.
      await waitFor(() => acknowledged.size >= 150, { interval: 10, timeout: 60_000 });
      // The whole process group: the primary and every worker die at once, as when a container is killed.
      server.killAll('SIGKILL');
      const signal = await server.exited;
      stop = true;
      await Promise.all(writers);
      expect(signal).toBe('SIGKILL');

      // Restart on the same file: every acknowledged write is there, with the id it was answered with.
      const restarted = await serve({ DATABASE_URL: database, FILES_DIRECTORY: files });
      try {
        const list = await fetch(`${restarted.url}/document/api/default`, {
          headers: { Authorization: `Bearer ${key}` },
        });
        expect(list.status).toBe(200);
        const stored = (await list.json()) as Record<string, unknown>[];
        const byTitle = new Map(stored.map((d) => [d.title as string, d]));
        let verified = 0;
        for (const [title, id] of acknowledged) {
          expect(byTitle.get(title)?.id, title).toBe(id);
          verified++;
        }
        // Nothing half-written: every stored document is complete, including those written just before
        // the kill whose answer never arrived.
        for (const document of stored) {
          expect(document).toMatchObject({
            id: expect.any(Number),
            uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
            title: expect.stringMatching(/^writer \d write \d+$/),
            created_by: expect.any(Number),
            company_id: expect.any(Number),
          });
        }
        expect(stored.length).toBeLessThanOrEqual(attempted);
        // Files: every stored document that names a file serves exactly the bytes that were sent.
        let filesVerified = 0;
        for (const document of stored) {
          if (document.file_sha256 === undefined || document.file_sha256 === null) continue;
          const download = await fetch(
            `${restarted.url}/document/api/default/download?id=${String(document.id)}`,
            { headers: { Authorization: `Bearer ${key}` } },
          );
          expect(download.status, String(document.title)).toBe(200);
          expect(await download.text()).toBe(fileContent(document.title as string));
          filesVerified++;
        }
        expect(filesVerified).toBeGreaterThan(0);
        console.log(
          `kill -9 during writes (${workers} worker(s)): ${attempted} writes attempted, ${acknowledged.size} answered 201 before the kill, ` +
            `${verified} verified after restart (${filesVerified} with their file), ${stored.length - verified} more stored whose answer was lost, ${failed} failed`,
        );
      } finally {
        restarted.child.kill('SIGTERM');
        await restarted.exited;
      }
    },
  );
});
