import { readSync } from 'node:fs';
import { holdShmDescriptor } from './hold-shm-descriptor.js';

/**
 * The two copies of the WAL-index header at the start of a WAL database's `-shm` file (SQLite's
 * `WalIndexHdr`, 48 bytes, written twice): every commit by any connection rewrites them (its change
 * counter, the last frame, the checksums), the second copy first, then the first.
 */
const HEADER_BYTES = 96;
const COPY_BYTES = HEADER_BYTES / 2;

/** Whether a WAL database's header moved since the last call: see {@link watchWalIndexHeader}. */
export interface WalIndexHeaderWatch {
  /**
   * Reads the header now: true when it is byte for byte what the previous call read (then no
   * connection committed in between), false when it moved, was being written, or could not be read.
   */
  unchanged(): boolean;
  close(): void;
}

/**
 * Watches the WAL-index header in `shmFile` with one `pread` a call (ADR 0057):
 * SQLite keeps it in that file, mapped shared into every connection's memory, so a read sees a
 * commit as soon as the committing connection returns. Undefined when the file cannot be opened: the
 * caller then reads `PRAGMA data_version` every time. Only for a database in WAL mode, watched by a
 * connection that has read it (and so holds the shared lock that keeps it in WAL mode).
 * A read that finds the two copies different (a commit writing them) or short counts as moved.
 * The descriptor is shared and outlives the watch while the file exists: closing one would drop the
 * locks this process's SQLite connections hold on the file ({@link holdShmDescriptor}, ADR 0066).
 */
export function watchWalIndexHeader(shmFile: string): WalIndexHeaderWatch | undefined {
  const descriptor = holdShmDescriptor(shmFile);
  if (!descriptor) return undefined;
  const { fd } = descriptor;
  const now = Buffer.alloc(HEADER_BYTES);
  const then = Buffer.alloc(HEADER_BYTES);
  // Nothing read yet: the first call counts as moved.
  let known = false;
  let closed = false;
  return {
    unchanged() {
      if (closed) return false;
      let read: number;
      try {
        read = readSync(fd, now, 0, HEADER_BYTES, 0);
      } catch {
        read = 0;
      }
      const whole =
        read === HEADER_BYTES && now.compare(now, COPY_BYTES, HEADER_BYTES, 0, COPY_BYTES) === 0;
      const same = whole && known && now.equals(then);
      if (!same) {
        known = whole;
        if (whole) now.copy(then);
      }
      return same;
    },
    close() {
      if (closed) return;
      closed = true;
      descriptor.release();
    },
  };
}
