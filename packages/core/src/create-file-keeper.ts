import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { FileSource, FileStore } from './file-store.js';
import { where } from './filter.js';
import type { StorageAdapter } from './storage-adapter.js';
import type { FieldValue, RecordType, StoredRecord, UploadedFile } from './types.js';
import type { TypeRegistry } from './create-type-registry.js';

/** The file metadata fields a record type must declare to take files. */
export const FILE_FIELDS = ['file_name', 'file_size', 'file_mime', 'file_sha256'] as const;

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
   * it runs. Not called on update, where the record's values are known before.
   */
  readonly complete?: (record: StoredRecord) => Uint8Array;
}

/** A file written to the store and held against removal until {@link KeptFile.release}. */
export interface KeptFile {
  /** The record's file metadata: file_name, file_size, file_mime, file_sha256. */
  readonly values: Record<(typeof FILE_FIELDS)[number], FieldValue>;
  /** Ends the hold; call once the record write committed or failed. */
  release(): void;
}

/** Keeps the file store and the records in step (see {@link createFileKeeper}). */
export interface FileKeeper {
  /** True when `type` declares the file metadata fields. */
  takesFiles(type: RecordType): boolean;
  /** Hashes and stores a file (content-addressed) and holds it until released. */
  keep(file: UploadedFile, processed: ProcessedFile | undefined): Promise<KeptFile>;
  /** Removes a stored file when no record of any type refers to it and no write in flight holds it. */
  removeIfUnused(key: string): Promise<void>;
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
  const takesFiles = (type: RecordType) => FILE_FIELDS.every((f) => type.fieldsByName.has(f));
  const holders = () => types.all.filter(takesFiles);

  return {
    takesFiles,

    async keep(file, processed) {
      const source: FileSource = processed?.bytes ? { bytes: processed.bytes } : file.source;
      const { key, size } = await hash(source);
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
      return {
        values: {
          file_name: safeFileName(file.originalName),
          file_size: size,
          file_mime: processed?.mimeType ?? safeMimeType(file.mimeType),
          file_sha256: key,
        },
        release,
      };
    },

    async removeIfUnused(key) {
      if (held.has(key)) return;
      for (const type of holders()) {
        const users = await storage.count({
          type: type.name,
          filter: where.eq('file_sha256', key),
        });
        if (users > 0) return;
      }
      if (held.has(key)) return;
      await files.remove({ key });
    },
  };
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
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (clean === '' || clean === '.' || clean === '..') return 'file';
  if (clean.length <= 255) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 && clean.length - dot <= 16 ? clean.slice(dot) : '';
  return clean.slice(0, 255 - extension.length) + extension;
}

const MIME = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,63}$/;

/** A declared media type when well-formed (lower-cased, without parameters); otherwise octet-stream. */
export function safeMimeType(declared: string): string {
  const type = declared.split(';')[0]!.trim().toLowerCase();
  return MIME.test(type) ? type : 'application/octet-stream';
}
