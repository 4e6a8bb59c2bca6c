import {
  closeSync,
  fstatSync,
  fsync,
  ftruncateSync,
  openSync,
  readSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';

// The files of a conversion in LibreOffice's working folder: the source the server writes there (over
// the previous conversion's), the PDF LibreOffice writes, moved into the store or removed.

/**
 * Up to this size the source is written to, and the PDF read from, LibreOffice's working folder (in
 * the local temporary folder) with synchronous calls: tens of microseconds on the event loop, where
 * each step handed to libuv's threads costs a wake-up of one of them and of the event loop, which
 * cost more CPU than the copy itself (docs/benchmarks.md, "The server's share of a conversion").
 */
export const SYNC_FILE_BYTES = 1024 * 1024;

/**
 * Writes the source LibreOffice is to convert, over the file the previous conversion wrote (ADR 0069):
 * the same file, rewritten and cut to its new length. A new file each time cost ext4 the search for a
 * free inode past every one deleted in the last minutes (LibreOffice's own files included), the
 * largest single step of the request thread's kernel time (docs/benchmarks.md, "What a conversion
 * leaves for the major collection"). Not cut to 0 first: ext4 then flushes the file on its close.
 */
export async function writeSource(path: string, bytes: Uint8Array): Promise<void> {
  if (bytes.byteLength > SYNC_FILE_BYTES) {
    await writeFile(path, bytes);
    return;
  }
  let fd: number;
  try {
    fd = openSync(path, 'r+');
  } catch {
    fd = openSync(path, 'w');
  }
  try {
    let written = 0;
    while (written < bytes.byteLength) {
      written += writeSync(fd, bytes, written, bytes.byteLength - written, written);
    }
    ftruncateSync(fd, bytes.byteLength);
  } finally {
    closeSync(fd);
  }
}

/** Removes a file: one system call, where `rm` first looks at what the path is; none there is no error. */
export function removeFile(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Not written (the conversion failed before), or the folder went with its LibreOffice.
  }
}

/**
 * The file LibreOffice wrote, read into one buffer of its size (synchronously up to
 * {@link SYNC_FILE_BYTES}); `undefined` when it wrote none. `flush` also flushes it to disk (`fsync`,
 * off the event loop), so that it can be moved into a file store as it is: LibreOffice flushes the
 * files it saves itself, which leaves this one little to do.
 */
export async function readOutput(path: string, flush = false): Promise<Buffer | undefined> {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return undefined;
  }
  try {
    const { size } = fstatSync(fd);
    const pdf = size > SYNC_FILE_BYTES ? await readFile(path) : readWhole(fd, size);
    if (flush) {
      await new Promise<void>((resolve, reject) =>
        fsync(fd, (error) => (error ? reject(error) : resolve())),
      );
    }
    return pdf;
  } finally {
    closeSync(fd);
  }
}

function readWhole(fd: number, size: number): Buffer {
  const bytes = Buffer.allocUnsafe(size);
  let read = 0;
  while (read < size) {
    const count = readSync(fd, bytes, read, size - read, read);
    if (count === 0) break;
    read += count;
  }
  return bytes.subarray(0, read);
}
