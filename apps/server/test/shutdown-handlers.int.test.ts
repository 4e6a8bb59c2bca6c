import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FindManyArgs, StorageAdapter } from '@recordgate/core';
import { loadConfig, startServer } from '@recordgate/server';
import { createMikroOrmStorage } from '@recordgate/storage-mikro-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRecordTypes } from '../src/record-types.js';
import { createMember } from './cli-member.js';

// Shutdown and request handlers that outlive their connection: a client asks for a document and
// goes away while the handler reads it from the database (held here by a gate in front of the storage).

const dir = mkdtempSync(join(tmpdir(), 'recordgate-shutdown-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;

async function prepare(): Promise<{ database: string; key: string }> {
  const database = join(dir, `shutdown-${++n}.sqlite`);
  return { database, key: await createMember(database) };
}

/** The storage with a gate on document reads, and whether it was closed while a read waited. */
function gated(storage: StorageAdapter) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let entered!: () => void;
  const waiting = new Promise<void>((resolve) => (entered = resolve));
  const state = { held: false, closedWhileHeld: undefined as boolean | undefined };
  const findMany = async (args: FindManyArgs) => {
    if (args.type === 'document') {
      state.held = true;
      entered();
      await gate;
      state.held = false;
    }
    return storage.findMany(args);
  };
  const close = async () => {
    state.closedWhileHeld = state.held;
    // Whatever the outcome, the held read may go on now (the test must end).
    open();
    await storage.close();
  };
  return { storage: { ...storage, findMany, close }, open, waiting, state };
}

/** Starts a server on a gated storage, asks for a document and drops the request mid-way. */
async function serveAndDrop(timeoutSeconds: string) {
  const { database, key } = await prepare();
  const lines: Record<string, unknown>[] = [];
  const config = loadConfig({
    DATABASE_URL: database,
    PORT: '0',
    SHUTDOWN_TIMEOUT: timeoutSeconds,
  });
  const real = await createMikroOrmStorage({ url: database, types: serverRecordTypes(config) });
  const held = gated(real);
  const running = await startServer(config, {
    storage: held.storage,
    logDestination: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  const client = new AbortController();
  const request = fetch(`${running.url}/document/api/default/view?id=1`, {
    headers: { Authorization: `Bearer ${key}` },
    signal: client.signal,
  }).catch((error: unknown) => error);
  await held.waiting;
  client.abort();
  await request;
  return { running, held, lines };
}

describe('shutdown with a request handler still running', { timeout: 30_000 }, () => {
  it('closes the database only after the handler finished, and the handler meets no closed database', async () => {
    const { running, held, lines } = await serveAndDrop('20');
    // The connection is gone; the handler still waits. Shutdown must wait for it: let the read go on
    // once every connection is closed, unless the storage was closed first (then the test fails).
    running.server.once('close', () => setTimeout(held.open, 300));
    await running.close();

    expect(held.state.closedWhileHeld).toBe(false);
    expect(lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
    expect(lines.find((line) => line.msg === 'request')).toMatchObject({
      call: 'view',
      aborted: true,
    });
    expect(lines.at(-1)).toMatchObject({ msg: 'stopped' });
  });

  it('still stops at SHUTDOWN_TIMEOUT when a handler never finishes, and says so', async () => {
    const { running, held, lines } = await serveAndDrop('0.3');
    await running.close();

    expect(held.state.closedWhileHeld).toBe(true);
    expect(lines.find((line) => Number(line.level) === 40)).toMatchObject({
      running: 1,
      msg: expect.stringMatching(/still running at SHUTDOWN_TIMEOUT/),
    });
    expect(lines.at(-1)).toMatchObject({ msg: 'stopped' });
  });
});
