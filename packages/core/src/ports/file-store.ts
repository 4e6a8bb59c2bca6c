import type { Readable } from 'node:stream';

/** Where the bytes to store come from: a file on disk (a large upload) or bytes in memory. */
export type FileSource = { readonly path: string } | { readonly bytes: Uint8Array };

/** Arguments of {@link FileStore.put}. */
export interface PutFileArgs {
  /** The SHA-256 of the content, 64 lower-case hex digits: the file's name in the store. */
  readonly key: string;
  readonly source: FileSource;
}

/** Arguments of {@link FileStore.adopt}. */
export interface AdoptFileArgs {
  /** The SHA-256 of the file's content: its name in the store. */
  readonly key: string;
  /** The file to take, already flushed to disk (`fsync`) by the caller. */
  readonly path: string;
}

/** Arguments naming one stored file. */
export interface FileKeyArgs {
  readonly key: string;
}

/** Arguments of {@link FileStore.remove}. */
export interface RemoveFileArgs extends FileKeyArgs {
  /**
   * Remove the file only when it was stored before this time: a file stored (or stored again) since is
   * kept. `recordgate files gc` passes its cut-off, so that a write that stores the same content while
   * the collection runs keeps its file. @default remove whatever its age
   */
  readonly storedBefore?: Date;
}

/** One file in the store, as {@link FileStore.list} reports it. */
export interface StoredFile {
  readonly key: string;
  /** Bytes. */
  readonly size: number;
  /** When the file was last stored (put): its modification time on a disk, LastModified on S3. */
  readonly storedAt: Date;
}

/**
 * A run of bytes of a file, by zero-based offsets, both included (`{ start: 0, end: 99 }` is the first
 * hundred bytes), as in an HTTP `Content-Range`.
 */
export interface ByteRange {
  readonly start: number;
  readonly end: number;
}

/** Arguments of {@link FileStore.open}. */
export interface OpenFileArgs extends FileKeyArgs {
  /**
   * Read only these bytes. `start` lies inside the file (the caller resolves the range against the
   * file's size); an `end` past the last byte reads to the end. @default the whole file
   */
  readonly range?: ByteRange;
}

/** A stored file opened for reading. */
export interface OpenedFile {
  /** The file's bytes, or only those of the asked range. */
  readonly stream: Readable;
  /** The size of the whole file, also when only a range is read. */
  readonly size: number;
}

/**
 * The file-storage port: content-addressed bytes, named by their SHA-256. Records hold the key
 * (`file_sha256`); the store knows nothing of records or access rules.
 *
 * Contract:
 * - `put` is atomic: a reader sees either no file under the key or the whole file, never a part of it,
 *   also after a crash in the middle of a write. Putting a key that exists is harmless (same key, same
 *   bytes): a store may skip the write or replace the file.
 * - `open` returns `undefined` for a key that is not stored. With a `range`, the stream holds only those
 *   bytes and is read from the store as such (no store reads the whole file to send a part of it).
 * - A store that cannot be reached, or refuses (a missing bucket, wrong credentials), throws a
 *   `RecordError('unavailable')` whose `operatorMessage` says what to fix: uploads and downloads
 *   then answer 503 with `Retry-After`, and no record is written without its file.
 * - `put` of a key that exists makes its stored time now (a store that skips the write touches the
 *   file instead): the age `list` reports is the time since the content was last stored, which is what
 *   lets `recordgate files gc` leave alone a file that a write in flight has just stored.
 * - `remove` of a key that is not stored does nothing and returns false.
 * - `list` yields every stored file once (in no particular order), reading the store in pages: it never
 *   holds the whole listing in memory. Files put or removed while it runs may or may not be listed.
 * - Keys are checked: anything but 64 hex digits is refused, so a key can never become a path.
 *
 * @example
 * ```ts
 * const files = createFilesystemFileStore({ directory: './data/files' });
 * await files.put({ key: sha256, source: upload.source });
 * const opened = await files.open({ key: sha256 });
 * ```
 */
export interface FileStore {
  put(args: PutFileArgs): Promise<void>;
  open(args: OpenFileArgs): Promise<OpenedFile | undefined>;
  /**
   * Optional: the whole file in memory, `undefined` when it is not stored, for a caller that needs it
   * whole (a rendition's source): fewer steps than `open` and reading its stream, which is what a
   * caller does where a store has no `read` ({@link readWholeFile}).
   */
  read?(args: FileKeyArgs): Promise<Uint8Array | undefined>;
  /**
   * Optional: takes a file the caller has written and flushed to disk (`fsync`) by moving it under
   * `key` (a rename), atomic as `put` is; its stored time is when it was written. Resolves false,
   * leaving the file where it is, when the store cannot take it so (another file system); the caller
   * then puts its bytes. A PDF rendition's file is taken so, which spares writing it again and
   * removing it (docs/benchmarks.md, "The converter's PDF moved into the store").
   */
  adopt?(args: AdoptFileArgs): Promise<boolean>;
  has(args: FileKeyArgs): Promise<boolean>;
  /** Removes a file (see {@link RemoveFileArgs.storedBefore}); true when a file was removed. */
  remove(args: RemoveFileArgs): Promise<boolean>;
  /** Every stored file with its size and stored time, for `recordgate files gc`. */
  list(): AsyncIterable<StoredFile>;
}

const KEY = /^[0-9a-f]{64}$/;

/** Throws unless `key` is a SHA-256 in lower-case hex. */
export function assertFileKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`"${key.slice(0, 80)}" is not a file key (64 hex digits).`);
}

/** A stored file whole in memory: the store's `read`, or its `open` stream read to the end. */
export async function readWholeFile(
  store: FileStore,
  args: FileKeyArgs,
): Promise<Uint8Array | undefined> {
  if (store.read) return store.read(args);
  const opened = await store.open(args);
  if (!opened) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
  return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
}
