import { mkdtemp, open, rm, rmdir, unlink, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FileSource, HeldChunks } from '@recordgate/core';
import type { UploadMemory } from './create-upload-memory.js';

/** Options of {@link createUploadSink}. */
export interface UploadSinkOptions {
  /** Bytes kept in memory; an upload past them moves to a temporary file (unless `hold` takes it). */
  readonly memoryLimit: number;
  /** Where the temporary folder of a large upload is created. */
  readonly directory: string;
  /**
   * Set for an upload another thread will take (a .docx, for the render worker): past `memoryLimit`
   * its chunks stay in memory as long as this reserves them, and move to the temporary file when it
   * cannot (ADR 0063). @default every upload past `memoryLimit` goes to a temporary file
   */
  readonly hold?: UploadMemory;
}

/** Where one uploaded file goes while its request runs (see {@link createUploadSink}). */
export interface UploadSink {
  /** The stream the multipart parser writes the file part to. */
  readonly stream: Writable;
  /** The upload, once the stream has finished: its bytes, or the temporary file holding them. */
  source(): FileSource;
  /** The chunks of an upload held in memory past `memoryLimit`, for a worker to take; else undefined. */
  chunks(): HeldChunks | undefined;
  /** Removes the temporary file, if any; waits for a write still in progress. Call once, at the end. */
  dispose(): Promise<void>;
}

// Node's shared pool hands out slices of one ArrayBuffer for small buffers (under 4 KiB), which
// cannot be transferred; a chunk that small is copied before it is handed over.
const POOLED_BELOW = 4096;

/**
 * Keeps an upload in memory up to `memoryLimit` and moves it to a temporary file past that: a usual
 * upload (a .docx template) costs no file system call, a large one never sits whole in memory. The
 * temporary file lives in a folder of its own, created on the first byte past the limit and removed by
 * {@link UploadSink.dispose}, so a request that fails while the file is being opened leaves nothing.
 * With `hold`, an upload past `memoryLimit` stays in memory as the chunks it arrived in while the
 * shared total allows, for a worker thread to take (ADR 0063); past the total it goes to the file.
 */
export function createUploadSink({ memoryLimit, directory, hold }: UploadSinkOptions): UploadSink {
  // The upload while it fits in memory (or is held); past that, what waits to be written (about
  // memoryLimit at a time: one write for many of the parser's small chunks).
  let chunks: Buffer[] = [];
  let held = 0;
  let size = 0;
  const reservation = reserveIn(hold);
  let handout: ReturnType<typeof handOut> | undefined;
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
      if (size <= memoryLimit || (!folder && reservation.grow(size)) || held < memoryLimit) {
        done();
        return;
      }
      step(spill(), done);
    },
    final(done) {
      if (size <= memoryLimit || reservation.holds()) {
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
  const heldOut = () => (reservation.holds() ? (handout ??= handOut(chunks, size)) : undefined);

  return {
    stream,
    source() {
      if (folder) return { path: join(folder, 'upload') };
      const out = heldOut();
      if (out) return out.source;
      return { bytes: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size) };
    },
    chunks: () => heldOut()?.chunks,
    async dispose() {
      disposed = true;
      await pending;
      await handle?.close().catch(() => undefined);
      handle = undefined;
      chunks = [];
      handout?.drop();
      reservation.release();
      if (folder) await removeFolder(folder);
    },
  };
}

// This upload's share of the shared total: grown to the upload's size while it fits (the first
// time, all the bytes so far), given back whole when it does not or when the call ends.
function reserveIn(hold: UploadMemory | undefined) {
  let reserved = 0;
  const release = () => {
    hold?.release(reserved);
    reserved = 0;
  };
  return {
    holds: () => reserved > 0,
    grow(size: number): boolean {
      if (hold?.reserve(size - reserved)) {
        reserved = size;
        return true;
      }
      release();
      return false;
    },
    release,
  };
}

// The file of a held upload: joined for a reader that wants it whole, or taken as its chunks by the
// one that moves them to another thread; after that, neither.
function handOut(chunks: Buffer[], size: number) {
  let rest: Buffer[] | undefined = chunks;
  let joined: Buffer | undefined;
  const source: FileSource = {
    get bytes(): Uint8Array {
      if (!rest) throw new Error('The upload was handed over to another thread.');
      return (joined ??= Buffer.concat(rest, size));
    },
  };
  const held: HeldChunks = {
    take() {
      if (!rest || joined) return undefined;
      const own = rest.map((chunk) =>
        chunk.byteLength < POOLED_BELOW ? new Uint8Array(chunk) : chunk,
      );
      rest = undefined;
      return own;
    },
  };
  const drop = () => {
    rest = undefined;
    joined = undefined;
  };
  return { source, chunks: held, drop };
}

// The one file, then its folder, without the walk of a recursive removal (kept as the fallback).
async function removeFolder(folder: string): Promise<void> {
  await unlink(join(folder, 'upload'))
    .then(() => rmdir(folder))
    .catch(() => rm(folder, { recursive: true, force: true }));
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
