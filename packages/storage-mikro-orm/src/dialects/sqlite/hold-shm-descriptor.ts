import { closeSync, fstatSync, openSync, statSync } from 'node:fs';

/**
 * Read-only descriptors of WAL databases' `-shm` files, one per file (by device and inode), shared by
 * every watch of this process and closed only once the file is gone (ADR 0066).
 *
 * SQLite's locks on the shared memory are POSIX record locks, which belong to the process, and
 * closing *any* descriptor of a file drops all of them at once. A process that opened the `-shm` file
 * for a read and closed it again therefore lost the locks its SQLite connections held there: the one
 * that tells another process it is not the first to open the database, and the readers' marks. The
 * next process to open the database then took itself for the first, cut the file to 3 bytes while
 * this process had it mapped, and this process died of SIGBUS at its next statement (seen: two nodes
 * on one file, the schema update's child process opening it). So a descriptor is kept while its file
 * is linked, which bounds them by the files this process watched, and closed when nobody here reads
 * it and it was removed (SQLite removes it when the last connection closes): no other process can
 * open that file any more, and the locks SQLite takes on the next one are on a new file.
 */
interface Held {
  readonly fd: number;
  users: number;
}

const held = new Map<string, Held>();

/**
 * Where SQLite's locks are POSIX record locks (every system but Windows). On Windows they belong to
 * the handle, and a handle kept open can keep a removed file from being made again, so a
 * descriptor nobody uses is closed at once there.
 */
const KEPT_WHILE_LINKED = process.platform !== 'win32';

const keyOf = (stats: { dev: number; ino: number }) => `${stats.dev}:${stats.ino}`;

/** A descriptor of `shmFile` to `pread` from, and its release; undefined when it cannot be opened. */
export function holdShmDescriptor(
  shmFile: string,
): { fd: number; release: () => void } | undefined {
  closeRemoved();
  let entry: Held | undefined;
  try {
    // A stat names the file without opening it: a second descriptor would be one more to keep.
    entry = held.get(keyOf(statSync(shmFile)));
    if (!entry) {
      const fd = openSync(shmFile, 'r');
      const key = keyOf(fstatSync(fd));
      // The file was replaced between the stat and the open: the new one may be held already. The
      // extra descriptor is kept as another entry, never closed while the file is linked.
      entry = { fd, users: 0 };
      held.set(held.has(key) ? `${key}:${fd}` : key, entry);
    }
  } catch {
    return undefined;
  }
  const chosen = entry;
  chosen.users += 1;
  let released = false;
  return {
    fd: chosen.fd,
    release() {
      if (released) return;
      released = true;
      chosen.users -= 1;
      closeRemoved();
    },
  };
}

/** Closes the descriptors nobody here reads whose file was removed. */
function closeRemoved(): void {
  for (const [key, entry] of held) {
    if (entry.users > 0) continue;
    let removed = true;
    try {
      if (KEPT_WHILE_LINKED) removed = fstatSync(entry.fd).nlink === 0;
    } catch {
      // Not a descriptor any more: forget it.
    }
    if (!removed) continue;
    held.delete(key);
    try {
      closeSync(entry.fd);
    } catch {
      // Already closed: nothing is left to give back.
    }
  }
}

/** How many descriptors are held: for tests. */
export function heldShmDescriptors(): number {
  return held.size;
}
