import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createKeyService, defaultRecordTypes, type StorageAdapter } from '@recordgate/core';
import { createMikroOrmStorage, type MikroOrmStorage } from '@recordgate/storage-mikro-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The key cache (ADR 0016) on SQLite: an authenticated key is answered from memory while the file is
 * unchanged, and every committed change, from this connection or another one (a CLI, another worker),
 * is seen by the very next authentication.
 */
const dir = mkdtempSync(join(tmpdir(), 'recordgate-key-cache-'));
const file = join(dir, 'keys.sqlite');
let server: MikroOrmStorage;
let other: MikroOrmStorage;
let reads = 0;
let companyId: number;

/** The server's storage, counting the reads the key service makes. */
function counting(storage: StorageAdapter): StorageAdapter {
  return {
    ...storage,
    findMany: (args) => {
      reads++;
      return storage.findMany(args);
    },
  };
}

async function newUser(storage: StorageAdapter, username: string, role = 'admin') {
  const now = new Date();
  const values = { username, name: username, role, company_id: companyId };
  return storage.insert({ type: 'user', values: { ...values, created_at: now, updated_at: now } });
}

beforeAll(async () => {
  server = await createMikroOrmStorage({ url: file, types: defaultRecordTypes });
  await server.migrate();
  other = await createMikroOrmStorage({ url: file, types: defaultRecordTypes });
  const now = new Date();
  const company = await server.insert({
    type: 'company',
    values: { name: 'Acme', created_at: now, updated_at: now },
  });
  companyId = company.id as number;
});

afterAll(async () => {
  await server?.close();
  await other?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('authenticated keys kept while the data is unchanged (SQLite)', () => {
  it('answers a known key from memory, and refuses a wrong secret for it', async () => {
    const user = await newUser(server, 'ann');
    const keys = createKeyService({ storage: counting(server) });
    const { key } = await keys.create({ userId: user.id as number });
    await keys.authenticate({ key }); // the first use writes last_used_at
    await keys.authenticate({ key });
    reads = 0;
    expect(await keys.authenticate({ key })).toMatchObject({ userId: user.id, role: 'admin' });
    expect(reads).toBe(0);
    const wrong = `${key.slice(0, -4)}AAAA`;
    expect(await keys.authenticate({ key: wrong })).toBeUndefined();
  });

  it('refuses a key revoked by another connection on the very next request', async () => {
    const user = await newUser(server, 'bob');
    const keys = createKeyService({ storage: server });
    const elsewhere = createKeyService({ storage: other });
    const { key, id } = await keys.create({ userId: user.id as number });
    for (let i = 0; i < 3; i++) expect(await keys.authenticate({ key })).toBeDefined();
    await elsewhere.revoke({ id });
    expect(await keys.authenticate({ key })).toBeUndefined();
  });

  it('refuses a key deleted by another process within the same turn of the event loop', async () => {
    const user = await newUser(server, 'erin');
    const keys = createKeyService({ storage: server });
    const { key, id } = await keys.create({ userId: user.id as number });
    for (let i = 0; i < 3; i++) expect(await keys.authenticate({ key })).toBeDefined();
    // A connection of its own, as another process has: no adapter of this process sees it commit,
    // and no turn of the event loop passes before the next authentication.
    const elsewhere = new Database(file);
    try {
      elsewhere.prepare('DELETE FROM api_key WHERE id = ?').run(id);
      expect(await keys.authenticate({ key })).toBeUndefined();
    } finally {
      elsewhere.close();
    }
  });

  it('refuses a key revoked through the same storage, and sees a changed role and a deleted user at once', async () => {
    const user = await newUser(server, 'carol');
    const keys = createKeyService({ storage: server });
    const first = await keys.create({ userId: user.id as number });
    const second = await keys.create({ userId: user.id as number });
    for (let i = 0; i < 3; i++) await keys.authenticate({ key: second.key });
    await keys.revoke({ id: first.id });
    expect(await keys.authenticate({ key: first.key })).toBeUndefined();
    await other.update({ type: 'user', id: user.id as number, values: { role: 'member' } });
    expect(await keys.authenticate({ key: second.key })).toMatchObject({ role: 'member' });
    await other.delete({ type: 'api-key', id: first.id });
    await other.delete({ type: 'api-key', id: second.id });
    await other.delete({ type: 'user', id: user.id as number });
    expect(await keys.authenticate({ key: second.key })).toBeUndefined();
  });

  it('refuses a kept key once it expires', async () => {
    const user = await newUser(server, 'dave');
    let clock = Date.now();
    const keys = createKeyService({ storage: server, now: () => new Date(clock) });
    const { key } = await keys.create({
      userId: user.id as number,
      expiresAt: new Date(clock + 5000),
    });
    for (let i = 0; i < 3; i++) expect(await keys.authenticate({ key })).toBeDefined();
    clock += 6000;
    expect(await keys.authenticate({ key })).toBeUndefined();
  });

  it('keeps nothing on an in-memory database, which no other connection can watch', async () => {
    const memory = await createMikroOrmStorage({ url: ':memory:', types: defaultRecordTypes });
    try {
      await memory.migrate();
      expect(memory.changeVersion?.()).toBeUndefined();
      const now = new Date();
      const company = await memory.insert({
        type: 'company',
        values: { name: 'Acme', created_at: now, updated_at: now },
      });
      const user = await memory.insert({
        type: 'user',
        values: {
          username: 'eve',
          name: 'Eve',
          role: 'member',
          company_id: company.id as number,
          created_at: now,
          updated_at: now,
        },
      });
      const keys = createKeyService({ storage: counting(memory) });
      const { key } = await keys.create({ userId: user.id as number });
      await keys.authenticate({ key });
      reads = 0;
      await keys.authenticate({ key });
      expect(reads).toBe(2);
    } finally {
      await memory.close();
    }
  });
});
