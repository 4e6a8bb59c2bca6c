import type { NativeSqlite } from './native-sqlite.js';
import { watchWalIndexHeader } from './wal-index-header.js';

/**
 * Writes this process made to any SQLite file, through any adapter's executor (each counts its
 * commits, and its writes outside a transaction, with {@link noteLocalCommit}). A change version kept
 * for a turn of the event loop is valid only while this count stays the same.
 */
let localCommits = 0;

/** Counts a commit (or a write outside a transaction) this process made. */
export function noteLocalCommit(): void {
  localCommits++;
}

/** Reads of a file's change version: see {@link watchSqliteChanges}. */
export interface SqliteChangeWatch {
  /** `PRAGMA data_version` read now; undefined once closed. */
  version(): number | undefined;
  /**
   * The version read earlier in this turn of the event loop, if this process has committed nothing
   * since; otherwise read now.
   */
  recentVersion(): number | undefined;
  close(): void;
}

/**
 * SQLite's `PRAGMA data_version` on a connection of its own, which never writes: it changes whenever
 * any other connection (this process's own, another process's) committed a change to the file. A read
 * starts and ends a read transaction (two file locks on the WAL's shared memory; docs/benchmarks.md,
 * "The change version read once a turn").
 *
 * `version` always reads: the key cache (ADR 0016) must see a revocation on the very next request.
 * Given the database's `file` in WAL mode, it reads the WAL-index header in its `-shm` file first (one
 * `pread`; ADR 0057) and runs the PRAGMA only when the header moved since the last read: every commit
 * of any connection rewrites the header, and a PRAGMA costs two file locks and a statement.
 * `recentVersion` serves the results kept for lookups and counts (ADR 0027, ADR 0030), read several
 * times a request: it reuses the version read earlier in the same turn (the synchronous run and the
 * promise jobs after it, until `process.nextTick` callbacks run) unless this process committed since.
 * No request arrives within a turn, so what another process commits meanwhile is concurrent with every
 * request the turn serves: answering it as of the turn's first read is what a read at that moment gave.
 */
export function watchSqliteChanges(connection: NativeSqlite, file?: string): SqliteChangeWatch {
  const statement = connection.prepare('PRAGMA data_version');
  const pragma = () => (statement.get() as { data_version: number }).data_version;
  // The read leaves this connection holding the shared lock of WAL mode: while it is open no other
  // connection can take the database out of WAL mode, so the header stays where commits show.
  let pragmaRead = pragma();
  const header =
    file !== undefined && inWalMode(connection) ? watchWalIndexHeader(`${file}-shm`) : undefined;
  let closed = false;
  let recent: number | undefined;
  let commitsThen = 0;
  const forget = () => {
    recent = undefined;
  };
  const version = () => {
    if (closed) return undefined;
    // The header is read before the PRAGMA: a commit between the two moves it for the next call.
    const read = header?.unchanged() === true ? pragmaRead : (pragmaRead = pragma());
    if (recent === undefined) process.nextTick(forget);
    recent = read;
    commitsThen = localCommits;
    return read;
  };
  return {
    version,
    recentVersion: () =>
      recent !== undefined && commitsThen === localCommits && !closed ? recent : version(),
    close: () => {
      closed = true;
      header?.close();
      connection.close();
    },
  };
}

function inWalMode(connection: NativeSqlite): boolean {
  return (
    (connection.prepare('PRAGMA journal_mode').get() as { journal_mode: string }).journal_mode ===
    'wal'
  );
}
