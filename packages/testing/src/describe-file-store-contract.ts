import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { ByteRange, FileStore } from '@recordgate/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from './wait-for.js';

/** Creates the file store under test: empty, or at least holding none of the keys the suite makes. */
export type CreateFileStore = () => FileStore | Promise<FileStore>;

/** Bytes of the large file: past two parts of a multipart upload (5 MiB each) and not a multiple. */
const LARGE_SIZE = 12 * 1024 * 1024 + 12_345;

/** The SHA-256 of bytes in hex: the key they are stored under. */
const keyOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

// What the topics of the suite share: the store, and a large file on disk.
interface FileContractContext {
  readonly files: () => FileStore;
  readonly large: Buffer;
  readonly largePath: () => string;
  read(key: string, range?: ByteRange): Promise<{ size: number; bytes: Buffer } | undefined>;
}

/**
 * The contract of the `FileStore` port (docs/documents.md) as a vitest suite: the filesystem, memory
 * and S3 stores run it, and so can any store a fork writes. It covers put from bytes and from a file,
 * has, open (whole and by range), remove, an idempotent put, a multi-megabyte file streamed byte for
 * byte, a missing key and keys that are not SHA-256, and what `recordgate files gc` relies on: the
 * listing with sizes and stored times, a put of existing content making it young, and a removal
 * that keeps a file stored since its cut-off.
 *
 * @example
 * ```ts
 * describeFileStoreContract('my store', () => createMyFileStore({ … }));
 * ```
 */
export function describeFileStoreContract(name: string, createStore: CreateFileStore): void {
  describe(`file store contract: ${name}`, () => {
    let files: FileStore;
    let folder: string;
    const large = randomBytes(LARGE_SIZE);
    const context: FileContractContext = {
      files: () => files,
      large,
      largePath: () => join(folder, 'large.bin'),
      async read(key, range) {
        const opened = await files.open({ key, ...(range ? { range } : {}) });
        return opened && { size: opened.size, bytes: await readAll(opened.stream) };
      },
    };
    beforeAll(async () => {
      files = await createStore();
      folder = await mkdtemp(join(tmpdir(), 'recordgate-file-contract-'));
      await writeFile(context.largePath(), large);
    });
    afterAll(() => rm(folder, { recursive: true, force: true }));
    describeStoring(context);
    describeRanges(context);
    describeMissingAndRemoved(context);
    describeListing(context);
  });
}

function describeStoring({ files, large, largePath, read }: FileContractContext): void {
  it('stores bytes under their key and gives them back', async () => {
    const small = randomBytes(1000);
    const key = keyOf(small);
    expect(await files().has({ key })).toBe(false);
    await files().put({ key, source: { bytes: small } });
    expect(await files().has({ key })).toBe(true);
    const got = await read(key);
    expect(got?.size).toBe(small.byteLength);
    expect(got?.bytes.equals(small)).toBe(true);
  });

  it('stores a multi-megabyte file from disk and streams it back byte for byte', async () => {
    const key = keyOf(large);
    await files().put({ key, source: { path: largePath() } });
    const got = await read(key);
    expect(got?.size).toBe(LARGE_SIZE);
    expect(keyOf(got!.bytes)).toBe(key);
  });

  it('puts a key that exists without harm, also twice at once', async () => {
    const bytes = randomBytes(64);
    const key = keyOf(bytes);
    await files().put({ key, source: { bytes } });
    await Promise.all([
      files().put({ key, source: { bytes } }),
      files().put({ key, source: { bytes } }),
    ]);
    expect((await read(key))?.bytes.equals(bytes)).toBe(true);
  });
}

function describeRanges({ files, large, largePath, read }: FileContractContext): void {
  it('reads byte ranges: the first bytes, one byte, the middle, across parts, the last byte, to past the end', async () => {
    const key = keyOf(large);
    await files().put({ key, source: { path: largePath() } });
    const ranges: ByteRange[] = [
      // Not 0-0: s3rver, the S3 server of the tests, reads "bytes=0-0" as the whole file (ADR 0012).
      { start: 0, end: 1 },
      { start: 1, end: 1 },
      { start: 1000, end: 1999 },
      { start: 5 * 1024 * 1024 - 10, end: 5 * 1024 * 1024 + 9 },
      { start: LARGE_SIZE - 1, end: LARGE_SIZE - 1 },
      { start: LARGE_SIZE - 100, end: LARGE_SIZE + 5000 },
    ];
    for (const range of ranges) {
      const got = await read(key, range);
      expect(got?.size, `size with range ${range.start}-${range.end}`).toBe(LARGE_SIZE);
      const expected = large.subarray(range.start, range.end + 1);
      expect(got?.bytes.equals(expected), `range ${range.start}-${range.end}`).toBe(true);
    }
  });
}

function describeMissingAndRemoved({ files, read }: FileContractContext): void {
  it('answers a missing key with undefined and false; removing it does nothing', async () => {
    const key = keyOf(randomBytes(32));
    expect(await files().open({ key })).toBeUndefined();
    expect(await files().open({ key, range: { start: 0, end: 9 } })).toBeUndefined();
    expect(await files().has({ key })).toBe(false);
    await files().remove({ key });
  });

  it('removes a file: it is gone, and may be stored again', async () => {
    const bytes = randomBytes(200);
    const key = keyOf(bytes);
    await files().put({ key, source: { bytes } });
    await files().remove({ key });
    expect(await files().has({ key })).toBe(false);
    expect(await files().open({ key })).toBeUndefined();
    await files().put({ key, source: { bytes } });
    expect((await read(key))?.bytes.equals(bytes)).toBe(true);
  });

  it('refuses keys that are not a SHA-256 in lower-case hex, so a key never becomes a path', async () => {
    const bytes = Buffer.from('x');
    for (const key of [
      '../../etc/passwd',
      'A'.repeat(64),
      `${'a'.repeat(63)}/`,
      '',
      'a'.repeat(65),
    ]) {
      await expect(files().put({ key, source: { bytes } })).rejects.toThrow(/not a file key/);
      await expect(files().open({ key })).rejects.toThrow(/not a file key/);
      await expect(files().has({ key })).rejects.toThrow(/not a file key/);
      await expect(files().remove({ key })).rejects.toThrow(/not a file key/);
    }
  });
}

function describeListing({ files }: FileContractContext): void {
  const listed = async (key: string) => {
    for await (const file of files().list()) if (file.key === key) return file;
    return undefined;
  };

  it('lists every file with its size and stored time', async () => {
    const bytes = randomBytes(321);
    const key = keyOf(bytes);
    const before = Date.now();
    await files().put({ key, source: { bytes } });
    const file = await listed(key);
    expect(file?.size).toBe(321);
    // Object stores keep times in whole seconds.
    expect(file!.storedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(file!.storedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await files().remove({ key })).toBe(true);
    expect(await listed(key)).toBeUndefined();
    expect(await files().remove({ key })).toBe(false);
  });

  it('makes existing content young again when it is put again', async () => {
    const bytes = randomBytes(100);
    const key = keyOf(bytes);
    await files().put({ key, source: { bytes } });
    const first = (await listed(key))!.storedAt;
    // Past the second it was stored in: object stores keep times in whole seconds. A store that
    // takes the time from its file's mtime reads the kernel's coarse clock, which lags Date.now()
    // by up to a tick (10 ms at most), so wait a few ticks more than the second.
    await waitFor(() => Date.now() >= first.getTime() + 1050, { interval: 10 });
    await files().put({ key, source: { bytes } });
    expect((await listed(key))!.storedAt.getTime()).toBeGreaterThan(first.getTime());
    expect((await read(files(), key))?.equals(bytes)).toBe(true);
  });

  it('removes with storedBefore only a file stored before that time', async () => {
    const bytes = randomBytes(50);
    const key = keyOf(bytes);
    await files().put({ key, source: { bytes } });
    const stored = (await listed(key))!.storedAt;
    expect(await files().remove({ key, storedBefore: new Date(stored.getTime() - 60_000) })).toBe(
      false,
    );
    expect(await files().has({ key })).toBe(true);
    expect(await files().remove({ key, storedBefore: new Date(Date.now() + 60_000) })).toBe(true);
    expect(await files().has({ key })).toBe(false);
  });
}

async function read(files: FileStore, key: string): Promise<Buffer | undefined> {
  const opened = await files.open({ key });
  return opened && readAll(opened.stream);
}
