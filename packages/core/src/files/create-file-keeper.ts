import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { FieldValue, RecordType, StoredRecord, UploadedFile } from '../model/types.js';
import type { FileSource, FileStore } from '../ports/file-store.js';
import type { StorageAdapter } from '../ports/storage-adapter.js';
import type { TypeRegistry } from '../record-types/create-type-registry.js';
import { typeTakesFiles, type FILE_FIELDS } from '../record-types/file-fields.js';
import { wellFormed } from '../values/is-well-formed-text.js';
import { findReferencedFiles } from './find-referenced-files.js';

/** A file as it will be stored: what processing made of the upload (content and media type). */
export interface ProcessedFile {
  /** The bytes to store instead of the upload (a filled .docx). @default the upload, byte for byte */
  readonly bytes?: Uint8Array;
  /** The media type to record. @default the type the client declared, when it is a well-formed one */
  readonly mimeType?: string;
  /**
   * For content that depends on values the database assigns on create (the id): called inside the
   * create's transaction, after the insert, with the new record; returns the bytes to store instead of
   * `bytes`. The file is then stored and the record's file metadata set in the same transaction, so a
   * failure still leaves neither. Keep it cheap (milliseconds): the transaction holds the database while
   * it runs. It runs once per attempt of the transaction, and the database may run the transaction
   * more than once (see `StorageAdapter.transaction`): it must have no effect of its own besides
   * returning the bytes. Not called on update, where the record's values are known before.
   */
  readonly complete?: (record: StoredRecord) => Uint8Array;
  /**
   * The file's text, for a type whose search includes files (docs/lists.md, "Search"); undefined
   * when it has none or it could not be read (the record is then found by its fields only). With
   * `complete`, a function of the new record giving the text of the completed file, called in the
   * transaction under the same rules as `complete`.
   */
  readonly text?: FileText;
  /**
   * True when `text` is already the index form of the file's text (`indexText` in the service's
   * language), made where the file was read (the render pool's workers) so that the write's thread
   * only stores it. @default false: the write indexes `text` itself
   */
  readonly textIndexed?: boolean;
  /**
   * SHA-256 (hex) of the bytes stored — `bytes`, or the upload when there are none — when processing
   * computed it where it held them (the render pool's workers), so the request thread does not hash
   * them again. Not used for the bytes `complete` returns. @default computed when the file is stored
   */
  readonly sha256?: string;
}

/** The text of a stored file ({@link ProcessedFile.text}), or how to read it off the new record. */
export type FileText = string | ((record: StoredRecord) => string);

/** The file metadata a record stores for its file: file_name, file_size, file_mime, file_sha256. */
export type FileValues = Record<(typeof FILE_FIELDS)[number], FieldValue>;

/** An upload to stage: the client's file and what processing made of it. */
export interface Upload {
  readonly file: UploadedFile;
  /** The content to store instead of the upload; its `complete`, when set, runs in the transaction. */
  readonly processed?: ProcessedFile;
}

/**
 * The files of one record write, staged before its transaction. After the transaction the writer calls
 * exactly one of {@link StagedFiles.commit} and {@link StagedFiles.abandon}, once, whatever happened
 * (success, refusal, failure, attempts the database retried).
 */
export interface StagedFiles {
  /** The file metadata to write with the record: empty without a file or while it waits for `complete`. */
  readonly values: Readonly<Partial<FileValues>>;
  /**
   * Set when the content is completed with the new record ({@link ProcessedFile.complete}): called in
   * the transaction after the insert, stores the completed file, holds it and returns its metadata.
   * Runs once per attempt of the transaction; the files of attempts the database undid are removed by
   * `commit` or `abandon` (unless a record uses the same content).
   */
  readonly complete: ((record: StoredRecord) => Promise<FileValues>) | undefined;
  /** True when the write stores a file. */
  readonly storesFile: boolean;
  /** The text of the stored file, when processing read one ({@link ProcessedFile.text}). */
  readonly text: FileText | undefined;
  /** True when `text` is already in index form ({@link ProcessedFile.textIndexed}). */
  readonly textIndexed: boolean;
  /**
   * The write committed: the file the record now uses is let go (it is referred to now), files of
   * undone attempts go, and a file `before` named that `after` does not (a replaced or deleted
   * record's file) goes, each unless a record still uses it. Removal failures are ignored: they leave
   * an unused file behind, never a record without its file.
   */
  commit(change: { readonly before?: StoredRecord; readonly after?: StoredRecord }): Promise<void>;
  /** The write failed: every file stored for it goes, unless a record uses the same content. */
  abandon(): Promise<void>;
}

/** Keeps the file store and the records in step (see {@link createFileKeeper}). */
export interface FileKeeper {
  /** True when `type` declares the file metadata fields. */
  takesFiles(type: RecordType): boolean;
  /**
   * Stages the files of one write, before its transaction: hashes and stores the upload
   * (content-addressed) and holds it against removal until `commit` or `abandon`; content completed
   * with the new record is stored later, by `complete`. Without an upload nothing is stored: `commit`
   * still removes a file the write replaced or deleted. Throws when the file cannot be stored (then
   * nothing is held and there is nothing to commit or abandon).
   */
  stage(upload?: Upload): Promise<StagedFiles>;
}

// A file stored for a write and held against removal until `release`.
interface HeldFile {
  readonly values: FileValues;
  release(): void;
}

/**
 * Ties the file store to the records: files are written (content-addressed) before the record's
 * transaction and held while it runs, so a concurrent delete of another record with the same content
 * cannot remove a file a write is about to refer to; after a failed write or a delete, a file that no
 * record refers to any more is removed. The hold is per process: several processes sharing one store
 * can, in a narrow race, remove a file another process is writing a record for (docs/documents.md).
 */
export function createFileKeeper(args: {
  files: FileStore;
  storage: StorageAdapter;
  types: TypeRegistry;
}): FileKeeper {
  const { files, storage, types } = args;
  const held = new Map<string, number>();
  // Uploads go to the installation's types; the internal file versions only name stored files.
  const takesFiles = (type: RecordType) => typeTakesFiles(type) && !type.internal;

  // Hashes and stores a file and holds it until released.
  const keep = async (file: UploadedFile, processed: ProcessedFile | undefined) => {
    const source: FileSource = processed?.bytes ? { bytes: processed.bytes } : file.source;
    const { key, size } =
      processed?.sha256 === undefined
        ? await hash(source)
        : {
            key: processed.sha256,
            size: sizeOf(processed.bytes ? { bytes: processed.bytes } : file),
          };
    held.set(key, (held.get(key) ?? 0) + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const count = (held.get(key) ?? 1) - 1;
      if (count <= 0) held.delete(key);
      else held.set(key, count);
    };
    try {
      await files.put({ key, source });
    } catch (error) {
      release();
      throw error;
    }
    const values: FileValues = {
      file_name: safeFileName(file.originalName),
      file_size: size,
      file_mime: processed?.mimeType ?? safeMimeType(file.mimeType),
      file_sha256: key,
    };
    return { values, release };
  };

  // Removes a stored file when nothing refers to it (findReferencedFiles) and no write in flight
  // holds it. A failed removal leaves an unused file behind, never a record without its file.
  const removeIfUnused = async (key: string) => {
    if (held.has(key)) return;
    if ((await findReferencedFiles({ storage, types, keys: [key] })).size > 0) return;
    if (held.has(key)) return;
    await files.remove({ key });
  };
  const letGo = async (file: HeldFile) => {
    file.release();
    await removeIfUnused(file.values.file_sha256 as string).catch(() => undefined);
  };

  return {
    takesFiles,
    stage: async (upload) => stageFiles({ upload, keep, removeIfUnused, letGo }),
  };
}

// The staged files of one write over the keeper's operations (see FileKeeper.stage).
async function stageFiles(args: {
  upload: Upload | undefined;
  keep: (file: UploadedFile, processed: ProcessedFile | undefined) => Promise<HeldFile>;
  removeIfUnused: (key: string) => Promise<void>;
  letGo: (file: HeldFile) => Promise<void>;
}): Promise<StagedFiles> {
  const { upload, keep, removeIfUnused, letGo } = args;
  // Every file stored for this write, in order; on commit the last is the one the record uses.
  const kept: HeldFile[] = [];
  const store = async (file: UploadedFile, processed: ProcessedFile | undefined) => {
    const stored = await keep(file, processed);
    kept.push(stored);
    return stored.values;
  };
  const finish = upload?.processed?.complete;
  const values = upload && !finish ? await store(upload.file, upload.processed) : {};
  let settled = false;
  return {
    values,
    storesFile: upload !== undefined,
    text: upload?.processed?.text,
    textIndexed: upload?.processed?.textIndexed ?? false,
    complete:
      finish &&
      ((record) =>
        store(upload!.file, { ...upload!.processed, bytes: finish(record), sha256: undefined })),
    async commit({ before, after }) {
      if (settled) return;
      settled = true;
      kept.pop()?.release();
      for (const undone of kept) await letGo(undone);
      const previous = before?.file_sha256;
      if (typeof previous === 'string' && previous !== after?.file_sha256)
        await removeIfUnused(previous).catch(() => undefined);
    },
    async abandon() {
      if (settled) return;
      settled = true;
      for (const file of kept) await letGo(file);
    },
  };
}

// The size of bytes, or of an upload (its bytes, or the size its parser counted into its file).
function sizeOf(file: { readonly bytes: Uint8Array } | UploadedFile): number {
  if ('bytes' in file) return file.bytes.byteLength;
  return 'bytes' in file.source ? file.source.bytes.byteLength : file.size;
}

async function hash(source: FileSource): Promise<{ key: string; size: number }> {
  const digest = createHash('sha256');
  if ('bytes' in source) {
    digest.update(source.bytes);
    return { key: digest.digest('hex'), size: source.bytes.byteLength };
  }
  let size = 0;
  for await (const chunk of createReadStream(source.path)) {
    digest.update(chunk as Buffer);
    size += (chunk as Buffer).byteLength;
  }
  return { key: digest.digest('hex'), size };
}

/** The client's file name without folders or control characters, at most 255 characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  // A lone surrogate (an embedder's upload may carry one; HTTP's UTF-8 headers cannot) is no text a
  // database stores or a header can carry: it becomes U+FFFD, as the name is cleaned anyway.
  // eslint-disable-next-line no-control-regex
  const clean = wellFormed(base.replace(/[\u0000-\u001f\u007f]/g, '')).trim();
  if (clean === '' || clean === '.' || clean === '..') return 'file';
  // Counted and cut in code points, so that a cut never splits a surrogate pair (which no database
  // would store as sent: docs/writing-records.md, "Text").
  const chars = [...clean];
  if (chars.length <= 255) return clean;
  const dot = chars.lastIndexOf('.');
  const extension = dot > 0 && chars.length - dot <= 16 ? chars.slice(dot) : [];
  return [...chars.slice(0, 255 - extension.length), ...extension].join('');
}

const MIME = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,63}$/;

/** A declared media type when well-formed (lower-cased, without parameters); otherwise octet-stream. */
export function safeMimeType(declared: string): string {
  const type = declared.split(';')[0]!.trim().toLowerCase();
  return MIME.test(type) ? type : 'application/octet-stream';
}
