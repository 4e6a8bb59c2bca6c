import { randomUUID } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import {
  copyFile,
  link,
  mkdir,
  open,
  readFile,
  readdir,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import {
  assertFileKey,
  type FileSource,
  type FileStore,
  type StoredFile,
} from '../ports/file-store.js';

/** Options of {@link createFilesystemFileStore}. */
export interface FilesystemFileStoreOptions {
  /** The folder files live in; created when the first file is stored. @default './data/files' */
  readonly directory?: string;
  /**
   * Whether files stored by earlier builds under `ab/cd/abcd…` are looked for. A store that never
   * had them (the renditions', kept since after the change) says false: a key not stored then costs
   * one failed look-up, not two. @default true
   */
  readonly legacyLayout?: boolean;
}

/**
 * The default {@link FileStore}: files on the local filesystem under `directory`, named by their SHA-256
 * in one level of sub-folders (`ab/abcd…`, 256 folders, as git keeps its objects; files stored by
 * earlier builds under `ab/cd/abcd…` are still found and removed); the 256 folders are made together,
 * the first time a write finds its own missing. A file is written under a
 * temporary name in `directory/.tmp`, flushed to disk and renamed into place, so a crash never leaves
 * half a file under a key; temporary files older than an hour (left by a crash) are swept when the
 * store is created. A file's stored time is its modification time: every `put` renames a freshly
 * written file into place, so storing existing content again makes it young.
 *
 * @example
 * ```ts
 * const files = createFilesystemFileStore({ directory: '/var/lib/recordgate/files' });
 * ```
 */
export function createFilesystemFileStore(options: FilesystemFileStoreOptions = {}): FileStore {
  const root = resolve(options.directory ?? './data/files');
  const temporary = join(root, '.tmp');
  const pathOf = (key: string) => {
    assertFileKey(key);
    return join(root, key.slice(0, 2), key);
  };
  // Where earlier builds kept a file: two levels of folders, where almost every upload needed a new
  // folder, a failed rename and a mkdir (docs/benchmarks.md, "One level of folders in the file store").
  const legacyPathOf = (key: string) => join(root, key.slice(0, 2), key.slice(2, 4), key);
  const pathsOf = (key: string) =>
    options.legacyLayout === false ? [pathOf(key)] : [pathOf(key), legacyPathOf(key)];
  // The first write that finds its folder missing makes all 256 (ADR 0067): otherwise each of a
  // new store's first few hundred files pays a failed rename and a mkdir, two more hops to libuv's
  // threads (docs/benchmarks.md, "The store's folders made once").
  let folders: Promise<void> | undefined;
  // The folder the write needs is made before: a failure here only leaves the rest for later.
  const makeFolders = () =>
    (folders ??= makeKeyFolders(root).catch(() => {
      folders = undefined;
    }));
  const intoPlace = (from: string, target: string) =>
    ifMissingFolder(() => rename(from, target), dirname(target), makeFolders);
  void sweep(temporary);

  return {
    async put({ key, source }) {
      const target = pathOf(key);
      // No check whether the file exists already: renaming identical bytes over it is harmless, and
      // new content, the common case, saves a round trip to the disk.
      const scratch = join(temporary, `${key}.${randomUUID()}`);
      try {
        // The folders exist after the first files: try first, create them only when missing.
        await ifMissingFolder(() => writeScratch(scratch, source), temporary);
        await intoPlace(scratch, target);
      } catch (error) {
        await rm(scratch, { force: true });
        throw error;
      }
    },

    adopt: async ({ key, path }) => moveInto(() => intoPlace(path, pathOf(key))),

    async open({ key, range }) {
      for (const path of pathsOf(key)) {
        const found = await statOf(path);
        if (found) return { stream: createReadStream(path, range), size: found.size };
      }
      return undefined;
    },

    async read({ key }) {
      for (const path of pathsOf(key)) {
        const bytes = await readFile(path).catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return undefined;
          throw error;
        });
        if (bytes) return bytes;
      }
      return undefined;
    },

    async has({ key }) {
      for (const path of pathsOf(key)) if (await exists(path)) return true;
      return false;
    },

    async remove({ key, storedBefore }) {
      let removed = false;
      for (const path of pathsOf(key)) {
        removed = (await removeFile({ path, storedBefore, temporary })) || removed;
      }
      return removed;
    },

    list: () => listFiles(root),
  };
}

const exists = async (path: string) =>
  stat(path).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );
const statOf = async (path: string) =>
  stat(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });

// Moves a file its writer has flushed to disk into place: a rename, as atomic as a put's, and the
// file keeps the time it was written (moments ago). False when it is on another file system.
async function moveInto(move: () => Promise<void>): Promise<boolean> {
  try {
    await move();
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EXDEV') return false;
    throw error;
  }
}

const KEY_NAME = /^[0-9a-f]{64}$/;
const FOLDER_NAME = /^[0-9a-f]{2}$/;

// Every file under `root`, folder by folder (one folder's entries in memory at a time), in both layouts.
async function* listFiles(root: string): AsyncGenerator<StoredFile> {
  const folders = async (path: string) =>
    (await readdir(path, { withFileTypes: true }).catch(() => []))
      .filter((entry) => entry.isDirectory() && FOLDER_NAME.test(entry.name))
      .map((entry) => join(path, entry.name));
  for (const folder of await folders(root)) {
    yield* await filesIn(folder);
    for (const legacy of await folders(folder)) yield* await filesIn(legacy);
  }
}

async function filesIn(folder: string): Promise<StoredFile[]> {
  const names = (await readdir(folder).catch(() => [])).filter((name) => KEY_NAME.test(name));
  const listed = await Promise.all(
    names.map(async (key) => {
      const found = await stat(join(folder, key)).catch(() => undefined);
      return found?.isFile() ? { key, size: found.size, storedAt: found.mtime } : undefined;
    }),
  );
  return listed.filter((file) => file !== undefined);
}

// Removes one file. With `storedBefore`, the file is first moved aside (atomically) and its time
// read there: a file a write stored again meanwhile is linked back into place, so a put that
// finished before the move is never lost, and one that starts after it writes a new file.
async function removeFile(args: {
  path: string;
  storedBefore: Date | undefined;
  temporary: string;
}): Promise<boolean> {
  const { path, storedBefore, temporary } = args;
  const missing = (error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return false;
    throw error;
  };
  if (!storedBefore) return rm(path).then(() => true, missing);
  const aside = join(temporary, `removed.${randomUUID()}`);
  const moved = await ifMissingFolder(() => rename(path, aside), temporary).then(
    () => true,
    missing,
  );
  if (!moved) return false;
  const { mtimeMs } = await stat(aside);
  if (mtimeMs >= storedBefore.getTime()) {
    // Stored again meanwhile: back into place, unless a newer write has put the same bytes there.
    await link(aside, path).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  }
  await rm(aside, { force: true });
  return mtimeMs < storedBefore.getTime();
}

// Writes a file and flushes it to disk (fsync) before it is renamed into place.
async function writeScratch(scratch: string, source: FileSource): Promise<void> {
  if ('bytes' in source) {
    await writeFile(scratch, source.bytes, { flag: 'wx', flush: true });
    return;
  }
  await copyFile(source.path, scratch, constants.COPYFILE_EXCL);
  const handle = await open(scratch, 'r+');
  try {
    // The stored time is now, whatever times the copy kept from the upload's temporary file.
    const now = new Date();
    await handle.utimes(now, now);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

// Runs `write`; when it fails because `folder` does not exist, creates it (and, with `alongside`,
// what else is to be made with it) and runs it once more.
async function ifMissingFolder(
  write: () => Promise<void>,
  folder: string,
  alongside?: () => Promise<void>,
): Promise<void> {
  try {
    await write();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(folder, { recursive: true });
    await alongside?.();
    await write();
  }
}

// The 256 folders of the one-level layout (`00` to `ff`), those missing made: one mkdir each, once
// per store, where each would otherwise cost the file that first needs it two more hops.
async function makeKeyFolders(root: string): Promise<void> {
  const names = Array.from({ length: 256 }, (_, n) => n.toString(16).padStart(2, '0'));
  await Promise.all(
    names.map((name) =>
      mkdir(join(root, name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
      }),
    ),
  );
}

// Temporary files of writes that a crash interrupted. Only old ones: a young one may belong to a write
// of another process that is still running.
async function sweep(temporary: string): Promise<void> {
  try {
    const cutoff = Date.now() - 60 * 60 * 1000;
    for (const name of await readdir(temporary)) {
      const path = join(temporary, name);
      const { mtimeMs } = await stat(path);
      if (mtimeMs < cutoff) await rm(path, { force: true });
    }
  } catch {
    // No temporary folder yet, or a file went away meanwhile: nothing to sweep.
  }
}
