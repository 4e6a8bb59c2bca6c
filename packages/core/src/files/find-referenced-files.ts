import { where } from '../model/filter.js';
import type { StorageAdapter } from '../ports/storage-adapter.js';
import type { TypeRegistry } from '../record-types/create-type-registry.js';
import { typeTakesFiles } from '../record-types/file-fields.js';

/** Arguments of {@link findReferencedFiles}. */
export interface FindReferencedFilesArgs {
  readonly storage: StorageAdapter;
  readonly types: TypeRegistry;
  /** File keys (SHA-256 in hex) to look up; a few hundred at a time keeps each query small. */
  readonly keys: readonly string[];
}

/**
 * Which of `keys` some stored row refers to: the one answer to "may this file go?", asked by the file
 * keeper before it removes the file of a replaced or deleted record and by `recordgate files gc`. The
 * referring rows are those of every registered type that declares the file fields (`file_sha256`,
 * indexed): the installation's types and the internal file versions (`file-version`), so a file an old
 * version names stays. Anything else that comes to hold file keys must be looked up here too, and
 * nowhere else: a row missing from this answer loses its file to the next collection.
 *
 * One indexed query per record type that takes files (more only when many records share one file).
 *
 * @example
 * ```ts
 * const used = await findReferencedFiles({ storage, types, keys: ['9f86d0…'] });
 * if (!used.has(key)) await files.remove({ key });
 * ```
 */
export async function findReferencedFiles(args: FindReferencedFilesArgs): Promise<Set<string>> {
  const { storage, types, keys } = args;
  const found = new Set<string>();
  for (const type of types.all.filter(typeTakesFiles)) {
    const pending = new Set(keys.filter((key) => !found.has(key)));
    while (pending.size > 0) {
      const limit = pending.size;
      const records = await storage.findMany({
        type: type.name,
        filter: where.in('file_sha256', [...pending]),
        limit,
      });
      for (const record of records) {
        found.add(record.file_sha256 as string);
        pending.delete(record.file_sha256 as string);
      }
      // Fewer rows than keys asked for: every match was returned. A full page may hold several
      // records of one file, so ask again for the keys not yet seen.
      if (records.length < limit) break;
    }
  }
  return found;
}
