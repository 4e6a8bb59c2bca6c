import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../memory-storage/create-memory-storage.js';
import type { FileStore } from '../ports/file-store.js';
import type { StorageAdapter } from '../ports/storage-adapter.js';
import { createTypeRegistry } from '../record-types/create-type-registry.js';
import { defaultRecordTypes } from '../record-types/default-record-types.js';
import { typeTakesFiles } from '../record-types/file-fields.js';
import { collectUnusedFiles } from './collect-unused-files.js';
import { createFilesystemFileStore } from './create-filesystem-file-store.js';
import { createMemoryFileStore } from './create-memory-file-store.js';

const types = createTypeRegistry(defaultRecordTypes);
const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const DAY = 86_400_000;
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const stores: [string, () => FileStore][] = [
  ['memory', () => createMemoryFileStore()],
  [
    'filesystem',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'recordgate-gc-'));
      dirs.push(dir);
      return createFilesystemFileStore({ directory: dir });
    },
  ],
];

async function setUp(createStore: () => FileStore) {
  const files = createStore();
  const storage = createMemoryStorage({ types });
  const put = (text: string) => files.put({ key: sha(text), source: { bytes: Buffer.from(text) } });
  const useFile = (text: string) =>
    storage.insert({ type: 'document', values: { title: text, file_sha256: sha(text) } });
  const keys = async () => {
    const listed: string[] = [];
    for await (const file of files.list()) listed.push(file.key);
    return listed.sort();
  };
  return { files, storage, put, useFile, keys };
}

// The gc as a day later: every file stored now is older than `olderThanMs`.
const dayLater = (files: FileStore, storage: StorageAdapter, dryRun = false) =>
  collectUnusedFiles({
    files,
    storage,
    types,
    olderThanMs: DAY / 2,
    dryRun,
    now: new Date(Date.now() + DAY),
  });

describe.each(stores)('collectUnusedFiles on the %s store', (_name, createStore) => {
  it('removes old files no record refers to and never one a record refers to', async () => {
    const { files, storage, put, useFile, keys } = await setUp(createStore);
    await put('orphan');
    await put('used');
    await useFile('used');
    const result = await dayLater(files, storage);
    expect(result.removed.map((f) => f.key)).toEqual([sha('orphan')]);
    expect(result).toMatchObject({ removedBytes: 6, referenced: 1, young: 0 });
    expect(await keys()).toEqual([sha('used')]);
    expect(await files.has({ key: sha('orphan') })).toBe(false);
    expect((await dayLater(files, storage)).removed).toEqual([]);
  });

  it('removes nothing on a dry run, and reports what it would remove', async () => {
    const { files, storage, put, keys } = await setUp(createStore);
    await put('a');
    await put('b');
    const result = await dayLater(files, storage, true);
    expect(result.removed.map((f) => f.key).sort()).toEqual([sha('a'), sha('b')].sort());
    expect(await keys()).toEqual([sha('a'), sha('b')].sort());
  });

  it('keeps files younger than the age, referred to or not', async () => {
    const { files, storage, put, keys } = await setUp(createStore);
    await put('fresh');
    const result = await collectUnusedFiles({ files, storage, types, olderThanMs: 60_000 });
    expect(result).toMatchObject({ removed: [], young: 1 });
    expect(await keys()).toEqual([sha('fresh')]);
  });

  it('keeps a file that a write stores again after the listing called it old', async () => {
    const { files, storage, put, keys } = await setUp(createStore);
    await put('again');
    // The write in flight: stores the same content while the gc looks up references.
    const racing: StorageAdapter = {
      ...storage,
      findMany: async (args) => {
        await put('again');
        return storage.findMany(args);
      },
    };
    // Old by 50 ms against an age of 25 ms: far more than the few milliseconds by which a
    // filesystem's clock for modification times may lag the process's.
    await new Promise((resolve) => setTimeout(resolve, 75));
    const result = await collectUnusedFiles({ files, storage: racing, types, olderThanMs: 25 });
    expect(result.removed).toEqual([]);
    expect(await keys()).toEqual([sha('again')]);
  });

  // A thousand files written with fsync take seconds on a busy disk.
  it('looks references up in batches, not once per file', { timeout: 30_000 }, async () => {
    const { files, storage, put, useFile, keys } = await setUp(createStore);
    const texts = Array.from({ length: 1001 }, (_, i) => `file ${i}`);
    for (const text of texts) await put(text);
    for (const text of texts.filter((_, i) => i % 3 === 0)) await useFile(text);
    let queries = 0;
    const counting: StorageAdapter = {
      ...storage,
      findMany: (args) => {
        queries++;
        return storage.findMany(args);
      },
    };
    const result = await dayLater(files, counting);
    expect(result.removed).toHaveLength(667);
    expect(result.referenced).toBe(334);
    // Three batches of keys, one query each per type whose rows name files (documents, versions).
    expect(queries).toBe(3 * types.all.filter(typeTakesFiles).length);
    expect(await keys()).toEqual(
      texts
        .filter((_, i) => i % 3 === 0)
        .map(sha)
        .sort(),
    );
  });
});

describe('collectUnusedFiles on the filesystem store', () => {
  it('counts the age from the time the file was stored', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'recordgate-gc-'));
    dirs.push(dir);
    const files = createFilesystemFileStore({ directory: dir });
    const storage = createMemoryStorage({ types });
    for (const text of ['two days', 'one hour']) {
      await files.put({ key: sha(text), source: { bytes: Buffer.from(text) } });
    }
    const age = (text: string, ms: number) => {
      const then = new Date(Date.now() - ms);
      utimesSync(join(dir, sha(text).slice(0, 2), sha(text)), then, then);
    };
    age('two days', 2 * DAY);
    age('one hour', 3_600_000);
    const result = await collectUnusedFiles({ files, storage, types, olderThanMs: DAY });
    expect(result.removed.map((f) => f.key)).toEqual([sha('two days')]);
    expect(result.young).toBe(1);
    expect(await files.has({ key: sha('one hour') })).toBe(true);
  });
});
