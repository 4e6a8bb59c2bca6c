import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, describe, expect, it } from 'vitest';
import { safeFileName, safeMimeType } from './create-file-keeper.js';
import { createFilesystemFileStore } from './create-filesystem-file-store.js';

const dirs: string[] = [];
const fresh = () => {
  const dir = mkdtempSync(join(tmpdir(), 'recordgate-files-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const keyOf = (content: string) => createHash('sha256').update(content).digest('hex');
const collect = async <T>(items: AsyncIterable<T>) => {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
};
// A writable folder on another file system than the temporary folder, where this machine has one.
const otherDevice = ['/dev/shm'].find((path) => {
  try {
    return statSync(path).dev !== statSync(tmpdir()).dev;
  } catch {
    return false;
  }
});

describe('createFilesystemFileStore', () => {
  it('stores content-addressed files from bytes and from paths, and reads them back', async () => {
    const dir = fresh();
    const files = createFilesystemFileStore({ directory: join(dir, 'files') });
    const key = keyOf('hello');
    expect(await files.open({ key })).toBeUndefined();
    await files.put({ key, source: { bytes: Buffer.from('hello') } });
    const source = join(dir, 'upload');
    writeFileSync(source, 'from a path');
    const other = keyOf('from a path');
    await files.put({ key: other, source: { path: source } });
    await files.put({ key, source: { bytes: Buffer.from('hello') } });
    const opened = await files.open({ key });
    expect(opened?.size).toBe(5);
    expect(await text(opened!.stream)).toBe('hello');
    expect(readdirSync(join(dir, 'files', key.slice(0, 2)))).toEqual([key]);
    expect(readdirSync(join(dir, 'files', '.tmp'))).toEqual([]);
    await files.remove({ key });
    await files.remove({ key });
    expect(await files.has({ key })).toBe(false);
    expect(await files.has({ key: other })).toBe(true);
  });

  it('makes all 256 folders the first time a write needs one, and only then', async () => {
    const dir = fresh();
    const root = join(dir, 'files');
    const files = createFilesystemFileStore({ directory: root });
    const key = keyOf('first');
    await files.put({ key, source: { bytes: Buffer.from('first') } });
    const folders = readdirSync(root).filter((name) => name !== '.tmp');
    expect(folders).toHaveLength(256);
    expect(folders).toEqual(expect.arrayContaining(['00', '0f', 'a0', 'ff']));
    expect(readdirSync(join(root, key.slice(0, 2)))).toEqual([key]);
    // A folder gone later is made again by the write that needs it.
    rmSync(join(root, key.slice(0, 2)), { recursive: true });
    const made = join(dir, 'made');
    writeFileSync(made, 'first');
    expect(await files.adopt!({ key, path: made })).toBe(true);
    expect(readFileSync(join(root, key.slice(0, 2), key), 'utf8')).toBe('first');
    expect((await collect(files.list())).map((file) => file.key)).toEqual([key]);
  });

  it('adopts a file by moving it under its key', async () => {
    const dir = fresh();
    const files = createFilesystemFileStore({ directory: join(dir, 'files') });
    const key = keyOf('made elsewhere');
    const made = join(dir, 'made.pdf');
    writeFileSync(made, 'made elsewhere');
    expect(await files.adopt!({ key, path: made })).toBe(true);
    expect(existsSync(made)).toBe(false);
    expect(await text((await files.open({ key }))!.stream)).toBe('made elsewhere');
    expect((await collect(files.list())).map((file) => file.key)).toEqual([key]);
    // Taking a file already stored replaces it with the same bytes.
    writeFileSync(made, 'made elsewhere');
    expect(await files.adopt!({ key, path: made })).toBe(true);
    expect(await text((await files.open({ key }))!.stream)).toBe('made elsewhere');
    await expect(files.adopt!({ key: '../escape', path: made })).rejects.toThrow(
      'is not a file key',
    );
  });

  it.skipIf(!otherDevice)('declines a file on another file system, leaving it there', async () => {
    const dir = fresh();
    const files = createFilesystemFileStore({ directory: join(dir, 'files') });
    const elsewhere = mkdtempSync(join(otherDevice!, 'recordgate-adopt-'));
    dirs.push(elsewhere);
    const made = join(elsewhere, 'made.pdf');
    writeFileSync(made, 'on another device');
    const key = keyOf('on another device');
    expect(await files.adopt!({ key, path: made })).toBe(false);
    expect(readFileSync(made, 'utf8')).toBe('on another device');
    expect(await files.has({ key })).toBe(false);
  });

  it('finds and removes files stored in the two-level layout of earlier builds', async () => {
    const dir = fresh();
    const files = createFilesystemFileStore({ directory: join(dir, 'files') });
    const key = keyOf('old layout');
    await mkdir(join(dir, 'files', key.slice(0, 2), key.slice(2, 4)), { recursive: true });
    writeFileSync(join(dir, 'files', key.slice(0, 2), key.slice(2, 4), key), 'old layout');
    expect(await files.has({ key })).toBe(true);
    expect(await text((await files.open({ key }))!.stream)).toBe('old layout');
    expect(Buffer.from((await files.read!({ key }))!).toString()).toBe('old layout');
    await files.remove({ key });
    expect(await files.has({ key })).toBe(false);
    expect(await files.open({ key })).toBeUndefined();
    expect(await files.read!({ key })).toBeUndefined();
  });

  it('looks in the one-level layout only when told that the store never had the other', async () => {
    const dir = fresh();
    const files = createFilesystemFileStore({ directory: join(dir, 'files'), legacyLayout: false });
    const old = keyOf('old layout');
    await mkdir(join(dir, 'files', old.slice(0, 2), old.slice(2, 4)), { recursive: true });
    writeFileSync(join(dir, 'files', old.slice(0, 2), old.slice(2, 4), old), 'old layout');
    expect(await files.open({ key: old })).toBeUndefined();
    const key = keyOf('new layout');
    await files.put({ key, source: { bytes: Buffer.from('new layout') } });
    expect(Buffer.from((await files.read!({ key }))!).toString()).toBe('new layout');
    expect(await files.remove({ key })).toBe(true);
    expect(await files.has({ key })).toBe(false);
  });

  it('leaves neither a file under the key nor a temporary file when a write fails', async () => {
    const dir = fresh();
    const files = createFilesystemFileStore({ directory: join(dir, 'files') });
    const key = keyOf('never');
    await expect(
      files.put({ key, source: { path: join(dir, 'no-such-upload') } }),
    ).rejects.toThrow();
    expect(await files.has({ key })).toBe(false);
    expect(readdirSync(join(dir, 'files', '.tmp'))).toEqual([]);
  });

  it('sweeps temporary files a crash left behind', async () => {
    const dir = fresh();
    const temporary = join(dir, 'files', '.tmp');
    await mkdir(temporary, { recursive: true });
    writeFileSync(join(temporary, 'old'), 'half');
    writeFileSync(join(temporary, 'young'), 'in flight');
    const hourAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(join(temporary, 'old'), hourAgo, hourAgo);
    createFilesystemFileStore({ directory: join(dir, 'files') });
    await expect.poll(() => readdirSync(temporary)).toEqual(['young']);
  });

  it('refuses keys that are not SHA-256 hex, so a key never becomes a path', async () => {
    const files = createFilesystemFileStore({ directory: join(fresh(), 'files') });
    await expect(files.open({ key: '../../etc/passwd' })).rejects.toThrow(/not a file key/);
    await expect(files.remove({ key: 'A'.repeat(64) })).rejects.toThrow(/not a file key/);
  });
});

describe('file metadata', () => {
  it('keeps the base name of a client file name without control characters', () => {
    expect(safeFileName('C:\\Users\\x\\report.pdf')).toBe('report.pdf');
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('a\r\nb\u0000.txt')).toBe('ab.txt');
    expect(safeFileName('')).toBe('file');
    expect(safeFileName('..')).toBe('file');
    // An unpaired surrogate is no storable text: it becomes U+FFFD; a pair stays.
    expect(safeFileName('\uD800.pdf')).toBe('\uFFFD.pdf');
    expect(safeFileName('a\uDC00😀.pdf')).toBe('a\uFFFD😀.pdf');
    // A cut never splits a surrogate pair.
    const emoji = safeFileName(`x${'😀'.repeat(300)}.docx`);
    expect([...emoji]).toHaveLength(255);
    expect(emoji).toBe(`x${'😀'.repeat(249)}.docx`);
    const long = safeFileName(`${'x'.repeat(300)}.docx`);
    expect(long).toHaveLength(255);
    expect(long.endsWith('.docx')).toBe(true);
  });

  it('keeps a well-formed declared media type and replaces anything else', () => {
    expect(safeMimeType('Text/Plain; charset=utf-8')).toBe('text/plain');
    expect(safeMimeType('text/html\r\nX-Evil: 1')).toBe('application/octet-stream');
    expect(safeMimeType('')).toBe('application/octet-stream');
  });
});
