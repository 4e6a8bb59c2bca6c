import type { Worker } from 'node:worker_threads';

/** How the render pool takes a file for its worker. */
export interface HandOver {
  /**
   * The caller gives the file's memory to the pool: when the bytes are the whole of their
   * ArrayBuffer, it is transferred to the worker as it is and the caller's view of it is empty
   * afterwards. For a file the caller read for this job alone (an upload read back from its
   * temporary file), so that a large one is not copied on the request thread. @default false: the
   * pool copies the bytes, and the caller's stay as they are
   */
  readonly handOver?: boolean;
}

/**
 * What the pool transfers to its worker: the caller's buffer when it is handed over and holds exactly
 * the file, else a copy the pool owns (the caller's buffer may be a slice of a shared one, or still in
 * use: a checked upload is stored as it is).
 */
export function transferable(template: Uint8Array, handOver = false): ArrayBuffer {
  const { buffer, byteOffset, byteLength } = template;
  if (handOver && buffer instanceof ArrayBuffer && byteOffset === 0) {
    if (byteLength === buffer.byteLength) return buffer;
  }
  const copy = new Uint8Array(byteLength);
  copy.set(template);
  return copy.buffer;
}

/**
 * A file on disk that the render worker reads itself (an upload past the memory limit, in its
 * temporary file): the request thread neither reads nor posts its bytes, so its cost does not grow
 * with the file's size.
 */
export interface FileAtPath {
  readonly path: string;
}

/**
 * A file held in memory as the chunks it arrived in (a large upload, ADR 0063): they are transferred
 * to the render worker, which joins them, so the request thread neither copies nor writes the file.
 * Each chunk must be a view of memory no one else uses: its ArrayBuffer is detached afterwards.
 */
export interface FileInChunks {
  readonly chunks: readonly Uint8Array[];
}

/** A file for the render pool: its bytes, where the worker finds it, or its chunks to transfer. */
export type PoolFile = Uint8Array | FileAtPath | FileInChunks;

/**
 * What the pool posts for a file: its bytes ({@link transferable}), or an empty buffer and its path,
 * or an empty buffer and its chunks.
 */
export function posted(
  file: PoolFile,
  handOver = false,
): {
  readonly template: ArrayBuffer;
  readonly path?: string;
  readonly chunks?: readonly Uint8Array[];
} {
  if (file instanceof Uint8Array) return { template: transferable(file, handOver) };
  if ('chunks' in file) return { template: new ArrayBuffer(0), chunks: file.chunks };
  return { template: new ArrayBuffer(0), path: file.path };
}

/** A posted file as the worker's message carries it ({@link posted}). */
interface PostedFile {
  readonly template: ArrayBuffer;
  readonly chunks?: readonly Uint8Array[];
}

/** The size of a posted file: its buffer's, or its chunks' together. */
export function postedSize({ template, chunks }: PostedFile): number {
  return chunks ? chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0) : template.byteLength;
}

/**
 * Posts a job to the worker with its file's memory transferred: the buffer, and each chunk's once. A
 * chunk whose memory cannot be transferred (a slice of Node's shared pool) fails the post before
 * anything moved; the chunks then go joined into a buffer of their own.
 */
export function postFile<T extends PostedFile>(
  target: Pick<Worker, 'postMessage'>,
  request: T,
): void {
  const buffers = new Set<ArrayBuffer>([request.template]);
  for (const chunk of request.chunks ?? []) buffers.add(chunk.buffer as ArrayBuffer);
  try {
    target.postMessage(request, [...buffers]);
  } catch (error) {
    if (!request.chunks) throw error;
    const joined = joinChunks(request.chunks);
    target.postMessage({ ...request, chunks: [joined] }, [joined.buffer]);
  }
}

// The chunks joined into one buffer of their own.
function joinChunks(chunks: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const file = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
  let at = 0;
  for (const chunk of chunks) {
    file.set(chunk, at);
    at += chunk.byteLength;
  }
  return file;
}
