import type { FindManyArgs, StorageAdapter } from '@recordgate/core';
import { loadConfig, startServer } from '@recordgate/server';
import { createMikroOrmStorage, createScratchDatabase } from '@recordgate/storage-mikro-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRecordTypes } from '../src/server-record-types.js';
import { createMember } from './cli-member.js';
import { testDatabases, type TestDatabase } from '@recordgate/testing';

// Shutdown and request handlers that outlive their connection: a client asks for a document and
// goes away while the handler reads it from the database (held here by a gate in front of the storage).
// No timer decides the outcome: the held read goes on when shutdown says it waits for handlers, or
// when the storage is closed (which the first test then reports as closed under the handler).

const { databases, dropAll } = testDatabases({
  suite: 'Shutdown with running handlers',
  createScratchDatabase,
});
afterAll(dropAll);

const WAITING = 'waiting for request handlers whose connection is gone';
/** The log lines whose order the tests check (the request line comes whenever the socket closes). */
const ORDERED = new Set(['shutting down', WAITING, 'stopped']);

async function prepare(database: TestDatabase): Promise<{ url: string; key: string }> {
  const url = (await database.create()).url;
  return { url, key: await createMember(url) };
}

/** The storage with a gate on document reads; `events` records the read and the close in order. */
function gated(storage: StorageAdapter, events: string[]) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let entered!: () => void;
  const waiting = new Promise<void>((resolve) => (entered = resolve));
  const state = { held: false, closedWhileHeld: undefined as boolean | undefined };
  const findMany = async (args: FindManyArgs) => {
    if (args.type !== 'document') return storage.findMany(args);
    events.push('read held');
    state.held = true;
    entered();
    await gate;
    state.held = false;
    const found = await storage.findMany(args);
    events.push('read done');
    return found;
  };
  const close = async () => {
    events.push('storage closed');
    state.closedWhileHeld = state.held;
    // Whatever the outcome, the held read may go on now (the test must end).
    open();
    await storage.close();
  };
  return { storage: { ...storage, findMany, close }, open, waiting, state };
}

/** Starts a server on a gated storage, asks for a document and drops the request mid-way. */
async function serveAndDrop(
  database: TestDatabase,
  timeoutSeconds: string,
  openWhenWaiting = false,
) {
  const { url, key } = await prepare(database);
  const lines: Record<string, unknown>[] = [];
  const events: string[] = [];
  const config = loadConfig({ DATABASE_URL: url, PORT: '0', SHUTDOWN_TIMEOUT: timeoutSeconds });
  const real = await createMikroOrmStorage({ url, types: serverRecordTypes(config) });
  const held = gated(real, events);
  const logDestination = {
    write(text: string) {
      const line = JSON.parse(text) as Record<string, unknown>;
      lines.push(line);
      if (ORDERED.has(String(line.msg))) events.push(`log: ${String(line.msg)}`);
      if (openWhenWaiting && line.msg === WAITING) held.open();
    },
  };
  const running = await startServer(config, { storage: held.storage, logDestination });
  const client = new AbortController();
  const request = fetch(`${running.url}/document/api/default/view?id=1`, {
    headers: { Authorization: `Bearer ${key}` },
    signal: client.signal,
  }).catch((error: unknown) => error);
  await held.waiting;
  client.abort();
  await request;
  return { running, held, lines, events };
}

describe.each(databases)('shutdown with a request handler still running, on $label', (database) => {
  it('closes the database only after the handler finished, and the handler meets no closed database', async () => {
    // The held read goes on once shutdown says it waits for the handler; a shutdown that does not
    // wait closes the storage first, which releases the read onto a closed database.
    const { running, held, lines, events } = await serveAndDrop(database, '20', true);
    await running.close();
    events.push('shutdown resolved');

    expect(events).toEqual([
      'read held',
      'log: shutting down',
      `log: ${WAITING}`,
      'read done',
      'storage closed',
      'log: stopped',
      'shutdown resolved',
    ]);
    expect(held.state.closedWhileHeld).toBe(false);
    expect(lines.find((line) => line.msg === WAITING)).toMatchObject({ running: 1 });
    expect(lines.filter((line) => Number(line.level) >= 40)).toEqual([]);
    // The client's half of the connection is gone; the server's closes once the handler has answered
    // into it, which may be after the shutdown.
    await expect
      .poll(() => lines.find((line) => line.msg === 'request'))
      .toMatchObject({ call: 'view', aborted: true });
  });

  it('still stops at SHUTDOWN_TIMEOUT when a handler never finishes, and says so', async () => {
    const { running, held, lines } = await serveAndDrop(database, '0.3');
    await running.close();

    expect(held.state.closedWhileHeld).toBe(true);
    expect(lines.find((line) => Number(line.level) === 40)).toMatchObject({
      running: 1,
      msg: expect.stringMatching(/still running at SHUTDOWN_TIMEOUT/),
    });
    expect(lines.at(-1)).toMatchObject({ msg: 'stopped' });
  });
});
