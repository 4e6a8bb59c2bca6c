import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { assertFileKey, type FileStore } from '../ports/file-store.js';

/**
 * A {@link FileStore} in memory, for tests and embedding. Everything is lost when the process ends.
 *
 * @example
 * ```ts
 * const files = createMemoryFileStore();
 * ```
 */
export function createMemoryFileStore(): FileStore & { readonly keys: () => string[] } {
  const files = new Map<string, { readonly bytes: Buffer; storedAt: Date }>();
  return {
    async put({ key, source }) {
      assertFileKey(key);
      const stored = files.get(key);
      // Storing existing content again only makes it young (FileStore, "put").
      if (stored) stored.storedAt = new Date();
      else {
        const bytes = 'path' in source ? await readFile(source.path) : Buffer.from(source.bytes);
        files.set(key, { bytes, storedAt: new Date() });
      }
    },
    async open({ key, range }) {
      assertFileKey(key);
      const stored = files.get(key);
      if (!stored) return undefined;
      const { bytes } = stored;
      const part = range ? bytes.subarray(range.start, range.end + 1) : bytes;
      return { stream: Readable.from([part]), size: bytes.byteLength };
    },
    async has({ key }) {
      assertFileKey(key);
      return files.has(key);
    },
    async remove({ key, storedBefore }) {
      assertFileKey(key);
      const stored = files.get(key);
      if (!stored || (storedBefore && stored.storedAt >= storedBefore)) return false;
      return files.delete(key);
    },
    async *list() {
      // A copy: the caller may remove files while it reads the listing.
      for (const [key, { bytes, storedAt }] of [...files])
        yield { key, size: bytes.byteLength, storedAt };
    },
    keys: () => [...files.keys()],
  };
}
