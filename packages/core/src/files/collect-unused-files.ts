import type { FileStore, StoredFile } from '../ports/file-store.js';
import type { StorageAdapter } from '../ports/storage-adapter.js';
import type { TypeRegistry } from '../record-types/create-type-registry.js';
import { findReferencedFiles } from './find-referenced-files.js';

/** Arguments of {@link collectUnusedFiles}. */
export interface CollectUnusedFilesArgs {
  readonly files: FileStore;
  readonly storage: StorageAdapter;
  readonly types: TypeRegistry;
  /**
   * Only files stored longer ago than this many milliseconds go. The age is what keeps the files of
   * writes in flight: they are stored before their record is written, and are young until it is.
   */
  readonly olderThanMs: number;
  /** Report what would go, remove nothing. @default false */
  readonly dryRun?: boolean;
  /** The time the age is counted from. @default now */
  readonly now?: Date;
}

/** What {@link collectUnusedFiles} removed (or, on a dry run, would remove) and what it kept. */
export interface CollectUnusedFilesResult {
  /** Files stored before this time were candidates. */
  readonly cutoff: Date;
  /** The files removed (a dry run: the files that would be), in the order the store listed them. */
  readonly removed: readonly StoredFile[];
  /** Their bytes in all. */
  readonly removedBytes: number;
  /** Old enough, but a record (or version) refers to them. */
  readonly referenced: number;
  /** Younger than the age, kept whatever refers to them. */
  readonly young: number;
}

// Keys looked up per query: a few hundred parameters suit every database.
const BATCH = 500;

/**
 * `recordgate files gc`: removes the stored files that nothing refers to (see
 * {@link findReferencedFiles}) and that were stored longer ago than `olderThanMs`. Reads the store's
 * listing once, in batches: one query per batch and record type that takes files, however many files
 * there are. A file stored again between the lookup and its removal is kept (`storedBefore`).
 *
 * @example
 * ```ts
 * const result = await collectUnusedFiles({ files, storage, types, olderThanMs: 24 * 3600_000 });
 * ```
 */
export async function collectUnusedFiles(
  args: CollectUnusedFilesArgs,
): Promise<CollectUnusedFilesResult> {
  const { files, storage, types, dryRun = false } = args;
  const cutoff = new Date((args.now ?? new Date()).getTime() - args.olderThanMs);
  const removed: StoredFile[] = [];
  let referenced = 0;
  let young = 0;
  const settle = async (batch: StoredFile[]) => {
    const used = await findReferencedFiles({ storage, types, keys: batch.map((f) => f.key) });
    for (const file of batch) {
      if (used.has(file.key)) referenced++;
      else if (dryRun || (await files.remove({ key: file.key, storedBefore: cutoff })))
        removed.push(file);
    }
  };
  const batch: StoredFile[] = [];
  for await (const file of files.list()) {
    if (file.storedAt >= cutoff) {
      young++;
      continue;
    }
    batch.push(file);
    if (batch.length === BATCH) await settle(batch.splice(0));
  }
  if (batch.length > 0) await settle(batch);
  const removedBytes = removed.reduce((sum, file) => sum + file.size, 0);
  return { cutoff, removed, removedBytes, referenced, young };
}
