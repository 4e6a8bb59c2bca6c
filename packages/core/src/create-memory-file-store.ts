import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { assertFileKey, type FileStore } from './file-store.js';

/**
 * A {@link FileStore} in memory, for tests and embedding. Everything is lost when the process ends.
 *
 * @example
 * ```ts
 * const files = createMemoryFileStore();
 * ```
 */
export function createMemoryFileStore(): FileStore & { readonly keys: () => string[] } {
  const files = new Map<string, Buffer>();
  return {
    async put({ key, source }) {
      assertFileKey(key);
      if (files.has(key)) return;
      files.set(key, 'path' in source ? await readFile(source.path) : Buffer.from(source.bytes));
    },
    async open({ key, range }) {
      assertFileKey(key);
      const bytes = files.get(key);
      if (!bytes) return undefined;
      const part = range ? bytes.subarray(range.start, range.end + 1) : bytes;
      return { stream: Readable.from([part]), size: bytes.byteLength };
    },
    async has({ key }) {
      assertFileKey(key);
      return files.has(key);
    },
    async remove({ key }) {
      assertFileKey(key);
      files.delete(key);
    },
    keys: () => [...files.keys()],
  };
}
