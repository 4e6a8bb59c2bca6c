import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUploadMemory } from './create-upload-memory.js';
import { createUploadSink, type UploadSink } from './create-upload-sink.js';

let directory: string;
beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'recordgate-sink-test-'));
});
afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

// Writes `content` to the sink in chunks of `size` bytes, each a buffer of its own (as a socket's).
async function fill(sink: UploadSink, content: Buffer, size = 100): Promise<void> {
  for (let at = 0; at < content.byteLength; at += size) {
    const chunk = new Uint8Array(content.subarray(at, at + size));
    await new Promise<void>((resolve, reject) =>
      sink.stream.write(Buffer.from(chunk.buffer), (error) => (error ? reject(error) : resolve())),
    );
  }
  await new Promise<void>((resolve) => sink.stream.end(resolve));
}

const bytesOf = (count: number, seed: number) =>
  Buffer.from(Array.from({ length: count }, (_, i) => (i * 7 + seed) % 256));

describe('createUploadSink with a shared total', () => {
  it('holds uploads past memoryLimit while the total allows, and sends the next one to a file', async () => {
    const memory = createUploadMemory(1000);
    const first = createUploadSink({ memoryLimit: 100, directory, hold: memory });
    const second = createUploadSink({ memoryLimit: 100, directory, hold: memory });
    const a = bytesOf(600, 1);
    const b = bytesOf(600, 2);
    await fill(first, a);
    await fill(second, b);
    // The first holds 600 of 1,000 bytes; the second would pass the total, so it went to its file.
    expect(memory.reserved).toBe(600);
    expect(second.chunks()).toBeUndefined();
    const onDisk = second.source();
    expect('path' in onDisk && (await readFile(onDisk.path)).equals(b)).toBe(true);
    const chunks = first.chunks()?.take();
    expect(Buffer.concat(chunks ?? []).equals(a)).toBe(true);
    await first.dispose();
    await second.dispose();
    expect(memory.reserved).toBe(0);
    expect(await readdir(directory)).toEqual([]);
  });

  it('gives the file whole to a reader that does not take it, and nothing after it was taken', async () => {
    const memory = createUploadMemory(10_000);
    const content = bytesOf(450, 3);
    const joined = createUploadSink({ memoryLimit: 100, directory, hold: memory });
    await fill(joined, content);
    const source = joined.source();
    expect('bytes' in source && Buffer.from(source.bytes).equals(content)).toBe(true);
    expect(joined.chunks()?.take()).toBeUndefined();

    const taken = createUploadSink({ memoryLimit: 100, directory, hold: memory });
    await fill(taken, content, 50);
    const chunks = taken.chunks()?.take() ?? [];
    // Small chunks are copies of their own: none is a slice of memory something else uses.
    for (const chunk of chunks) expect(chunk.buffer.byteLength).toBe(chunk.byteLength);
    expect(Buffer.concat(chunks).equals(content)).toBe(true);
    expect(taken.chunks()?.take()).toBeUndefined();
    const gone = taken.source();
    expect(() => 'bytes' in gone && gone.bytes).toThrow(/handed over/);
    await joined.dispose();
    await taken.dispose();
    expect(memory.reserved).toBe(0);
  });

  it('moves a held upload to its file when a later chunk passes the total', async () => {
    const memory = createUploadMemory(500);
    const sink = createUploadSink({ memoryLimit: 100, directory, hold: memory });
    const content = bytesOf(900, 4);
    await fill(sink, content);
    expect(memory.reserved).toBe(0);
    expect(sink.chunks()).toBeUndefined();
    const source = sink.source();
    expect('path' in source && (await readFile(source.path)).equals(content)).toBe(true);
    await sink.dispose();
    expect(await readdir(directory)).toEqual([]);
  });

  it('keeps an upload within memoryLimit in memory without reserving anything', async () => {
    const memory = createUploadMemory(0);
    const sink = createUploadSink({ memoryLimit: 1000, directory, hold: memory });
    const content = bytesOf(700, 5);
    await fill(sink, content);
    expect(sink.chunks()).toBeUndefined();
    const source = sink.source();
    expect('bytes' in source && Buffer.from(source.bytes).equals(content)).toBe(true);
    await sink.dispose();
  });
});
