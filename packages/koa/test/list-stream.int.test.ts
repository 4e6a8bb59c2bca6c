import { setTimeout as sleep } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { RecordCursor, StorageAdapter } from '@recordgate/core';
import { createApp } from '@recordgate/koa';
import { startHttpServer, waitFor } from '@recordgate/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, quoteIdentifier, useWorld } from './world.js';

const DOCUMENTS = 50_000;
const DESCRIPTION = 'x'.repeat(2_000);
// How long the slow client of the memory test stops reading now and then.
const SLOW_CLIENT_PAUSE_MS = 5;

const world = useWorld();
beforeAll(async () => {
  const { alice } = world.people;
  // One document through the storage, as the app writes it; the rest are copies of its row in a
  // few multi-row INSERTs (a statement per row took over a minute on the server databases).
  const first = await world.storage.transaction({
    run: (db) =>
      db.insert({
        type: 'document',
        values: {
          title: 'Document 0',
          description: DESCRIPTION,
          company_id: alice.actor.companyId,
          created_by: alice.actor.userId,
          created_at: new Date('2026-01-01T00:00:00Z'),
        },
      }),
  });
  await copyDocument(first.id as number, DOCUMENTS - 1);
}, 120_000);

/** Inserts `copies` rows equal to document `id`'s but for their id and title, 1,000 a statement. */
async function copyDocument(id: number, copies: number) {
  const connection = (await world.storage.orm()).em.getConnection();
  const table = quoteIdentifier('document');
  const [row] = (await connection.execute(`SELECT * FROM ${table} WHERE id = ?`, [
    id,
  ])) as unknown as Record<string, unknown>[];
  const columns = Object.keys(row!).filter((c) => c !== 'id' && c !== 'title' && row![c] !== null);
  const values = columns.map((c) => row![c]);
  const names = ['title', ...columns].map(quoteIdentifier).join(', ');
  const placeholders = `(${['title', ...columns].map(() => '?').join(', ')})`;
  for (let start = 1; start <= copies; start += 1_000) {
    const count = Math.min(1_000, copies - start + 1);
    const params = Array.from({ length: count }, (_, i) => [`Document ${start + i}`, ...values]);
    await connection.execute(
      `INSERT INTO ${table} (${names}) VALUES ${Array(count).fill(placeholders).join(', ')}`,
      params.flat() as never[],
    );
  }
}

/**
 * Serves `storage` through a fresh app; returns its base URL, a closer and how many client
 * connections the server has seen closed.
 */
async function serve(storage: StorageAdapter, errors: unknown[] = []) {
  const app = createApp({
    storage,
    publicUrl: 'http://records.test',
    logger: { error: (details) => errors.push(details.error) },
  });
  const served = await startHttpServer(app.callback());
  let connectionsClosed = 0;
  served.server.on('connection', (socket) => socket.once('close', () => connectionsClosed++));
  return {
    url: served.baseUrl,
    close: served.close,
    connectionsClosed: () => connectionsClosed,
  };
}

/**
 * The world's storage, with cursors that can fail after some chunks or hold their first chunk until
 * `firstChunk` resolves, counting opens and closes.
 */
function instrumented(failAfterChunks?: number, firstChunk?: Promise<void>) {
  const counts = { opened: 0, closed: 0 };
  const storage: StorageAdapter = {
    ...world.storage,
    async openCursor(args) {
      const inner = await world.storage.openCursor(args);
      counts.opened++;
      let closed = false;
      const close = async () => {
        if (!closed) counts.closed++;
        closed = true;
        await inner.close();
      };
      const cursor: RecordCursor = {
        total: inner.total,
        close,
        async *[Symbol.asyncIterator]() {
          let n = 0;
          try {
            await firstChunk;
            for await (const chunk of inner) {
              if (failAfterChunks !== undefined && n++ >= failAfterChunks)
                throw new Error('disk gone');
              yield chunk;
            }
          } finally {
            await close();
          }
        },
      };
      return cursor;
    },
  };
  return { storage, counts };
}

describe('streaming the whole list', () => {
  it('keeps memory flat while streaming a list far larger than the memory it uses', async () => {
    const { alice } = world.people;
    // Live memory, not garbage awaiting collection: collect before each sample.
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const heap = () => {
      gc();
      return process.memoryUsage().heapUsed;
    };
    const before = heap();
    let peak = before;
    let samples = 0;
    const response = await fetch(`${world.baseUrl}${api('document')}`, {
      headers: { Authorization: `Bearer ${alice.key}` },
    });
    expect(response.status).toBe(200);
    // The body is read below, a chunk at a time: status and headers are checked here.
    world.checkResponse({
      method: 'GET',
      path: api('document'),
      status: 200,
      headers: response.headers,
      text: undefined,
    });
    expect(response.headers.get('x-pagination-total-count')).toBe(String(DOCUMENTS));
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let bytes = 0;
    let records = 0;
    let tail = '';
    let sinceNap = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      const text = tail + decoder.decode(value, { stream: true });
      records += text.split('{"id":').length - 1;
      // Shorter than the pattern, so no match is counted twice.
      tail = text.slice(-5);
      // A slow client now and then: the server must wait for it instead of buffering ahead.
      sinceNap += value.byteLength;
      if (sinceNap > 8 * 1024 * 1024) {
        sinceNap = 0;
        await sleep(SLOW_CLIENT_PAUSE_MS);
        peak = Math.max(peak, heap());
        samples++;
      }
    }
    expect(tail.endsWith('}]')).toBe(true);
    expect(records).toBe(DOCUMENTS);
    expect(bytes).toBeGreaterThan(100 * 1024 * 1024);
    expect(samples).toBeGreaterThan(10);
    // Holding the list (or its JSON) in memory would take more than the body's 100 MB.
    const grown = peak - before;
    console.log(
      `streamed ${DOCUMENTS} records, ${(bytes / 1024 / 1024).toFixed(0)} MB; heap grew at most ${(grown / 1024 / 1024).toFixed(1)} MB`,
    );
    expect(grown).toBeLessThan(24 * 1024 * 1024);
  });

  it('aborts the transfer when the database fails mid-stream, and logs why', async () => {
    const { storage, counts } = instrumented(1);
    const errors: unknown[] = [];
    const app = await serve(storage, errors);
    try {
      const response = await fetch(`${app.url}${api('document')}`, {
        headers: { Authorization: `Bearer ${world.people.alice.key}` },
      });
      expect(response.status).toBe(200);
      await expect(response.text()).rejects.toThrow();
      expect(errors).toHaveLength(1);
      expect((errors[0] as Error).message).toBe('disk gone');
      expect(counts).toEqual({ opened: 1, closed: 1 });
    } finally {
      await app.close();
    }
  });

  it('closes the cursor when the client goes away before the first byte', async () => {
    let release!: () => void;
    const { storage, counts } = instrumented(undefined, new Promise((r) => (release = r)));
    const app = await serve(storage);
    try {
      const abort = new AbortController();
      const response = fetch(`${app.url}${api('document')}`, {
        headers: { Authorization: `Bearer ${world.people.alice.key}` },
        signal: abort.signal,
      }).catch((error: unknown) => error);
      await waitFor(() => counts.opened >= 1);
      abort.abort();
      expect(await response).toBeInstanceOf(Error);
      await waitFor(() => app.connectionsClosed() >= 1);
      release();
      await waitFor(() => counts.closed >= 1);
      expect(counts).toEqual({ opened: 1, closed: 1 });
    } finally {
      await app.close();
    }
  });

  it('closes the cursor when the client goes away mid-stream', async () => {
    const { storage, counts } = instrumented();
    const app = await serve(storage);
    try {
      const abort = new AbortController();
      const response = await fetch(`${app.url}${api('document')}`, {
        headers: { Authorization: `Bearer ${world.people.alice.key}` },
        signal: abort.signal,
      });
      const reader = response.body!.getReader();
      await reader.read();
      abort.abort();
      await waitFor(() => counts.closed >= 1);
      expect(counts).toEqual({ opened: 1, closed: 1 });
      // The database is free for writes and further lists.
      const doc = await world.seed(world.people.alice.actor, 'document', { title: 'after abort' });
      const listed = await fetch(
        `${app.url}${api('document', '', `filter[id]=${String(doc.id)}`)}`,
        { headers: { Authorization: `Bearer ${world.people.alice.key}` } },
      );
      expect(((await listed.json()) as { title: string }[])[0]!.title).toBe('after abort');
      await world.storage.delete({ type: 'document', id: doc.id as number });
    } finally {
      await app.close();
    }
  });
});
