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

/** A file for the render pool: its bytes, or where the worker finds it. */
export type PoolFile = Uint8Array | FileAtPath;

/** What the pool posts for a file: its bytes ({@link transferable}), or an empty buffer and its path. */
export function posted(
  file: PoolFile,
  handOver = false,
): { readonly template: ArrayBuffer; readonly path?: string } {
  if (file instanceof Uint8Array) return { template: transferable(file, handOver) };
  return { template: new ArrayBuffer(0), path: file.path };
}
