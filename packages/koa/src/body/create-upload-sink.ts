import { mkdtemp, open, rm, rmdir, unlink, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FileSource } from '@recordgate/core';

/** Options of {@link createUploadSink}. */
export interface UploadSinkOptions {
  /** Bytes kept in memory; an upload past them moves to a temporary file. */
  readonly memoryLimit: number;
  /** Where the temporary folder of a large upload is created. */
  readonly directory: string;
}

/** Where one uploaded file goes while its request runs (see {@link createUploadSink}). */
export interface UploadSink {
  /** The stream the multipart parser writes the file part to. */
  readonly stream: Writable;
  /** The upload, once the stream has finished: its bytes, or the temporary file holding them. */
  source(): FileSource;
  /** Removes the temporary file, if any; waits for a write still in progress. Call once, at the end. */
  dispose(): Promise<void>;
}

/**
 * Keeps an upload in memory up to `memoryLimit` and moves it to a temporary file past that: a usual
 * upload (a .docx template) costs no file system call, a large one never sits whole in memory. The
 * temporary file lives in a folder of its own, created on the first byte past the limit and removed by
 * {@link UploadSink.dispose}, so a request that fails while the file is being opened leaves nothing.
 */
export function createUploadSink({ memoryLimit, directory }: UploadSinkOptions): UploadSink {
  // The upload while it fits in memory; past that, what waits to be written (about memoryLimit at a
  // time: one write for many of the parser's small chunks).
  let chunks: Buffer[] = [];
  let held = 0;
  let size = 0;
  let folder: string | undefined;
  let handle: FileHandle | undefined;
  let disposed = false;
  let pending: Promise<unknown> = Promise.resolve();

  const spill = async () => {
    if (disposed) throw new Error('The upload was abandoned.');
    if (!handle) {
      folder = await mkdtemp(join(directory, 'recordgate-upload-'));
      if (disposed) throw new Error('The upload was abandoned.');
      handle = await open(join(folder, 'upload'), 'wx');
    }
    const batch = chunks;
    chunks = [];
    held = 0;
    await writeAll(handle, batch);
  };
  const step = (work: Promise<unknown>, done: (error?: Error | null) => void) => {
    pending = work.catch(() => undefined);
    work.then(() => done(), done);
  };

  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      size += chunk.byteLength;
      chunks.push(chunk);
      held += chunk.byteLength;
      if (size <= memoryLimit || held < memoryLimit) {
        done();
        return;
      }
      step(spill(), done);
    },
    final(done) {
      if (size <= memoryLimit) {
        done();
        return;
      }
      step(
        (held > 0 ? spill() : Promise.resolve())
          .then(() => handle?.close())
          .then(() => (handle = undefined)),
        done,
      );
    },
  });

  return {
    stream,
    source() {
      if (folder) return { path: join(folder, 'upload') };
      return { bytes: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size) };
    },
    async dispose() {
      disposed = true;
      await pending;
      await handle?.close().catch(() => undefined);
      handle = undefined;
      chunks = [];
      // The one file, then its folder, without the walk of a recursive removal (kept as the fallback).
      if (folder) {
        const at = folder;
        await unlink(join(at, 'upload'))
          .then(() => rmdir(at))
          .catch(() => rm(at, { recursive: true, force: true }));
      }
    },
  };
}

// The system's least limit on the buffers of one vectored write (IOV_MAX); libuv writes at most
// that many in one call.
const MAX_BUFFERS = 1024;

// Writes the parser's chunks as they are, in one vectored write where it can (not joined first:
// that copied each MiB of a large upload once more on the request thread), and what a short write
// left over after it.
async function writeAll(handle: FileHandle, buffers: readonly Buffer[]): Promise<void> {
  let rest = buffers;
  while (rest.length > 0) {
    const { bytesWritten } = await handle.writev(rest.slice(0, MAX_BUFFERS));
    rest = after(rest, bytesWritten);
  }
}

// `buffers` without their first `bytes` bytes.
function after(buffers: readonly Buffer[], bytes: number): Buffer[] {
  let skipped = bytes;
  let index = 0;
  while (index < buffers.length && skipped >= buffers[index]!.byteLength) {
    skipped -= buffers[index]!.byteLength;
    index++;
  }
  const rest = buffers.slice(index);
  if (skipped > 0 && rest.length > 0) rest[0] = rest[0]!.subarray(skipped);
  return rest;
}
