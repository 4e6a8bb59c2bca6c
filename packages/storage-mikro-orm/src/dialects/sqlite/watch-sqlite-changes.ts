import { watch, type FSWatcher } from 'node:fs';
import { basename, dirname } from 'node:path';
import type { ChangeListener, StopListening } from '@recordgate/core';
import { createChangeListeners } from '../../connection/change-listeners.js';
import type { NativeSqlite } from './native-sqlite.js';
import { watchWalIndexHeader, type WalIndexHeaderWatch } from './wal-index-header.js';

/**
 * Writes this process made to any SQLite file, through any adapter's executor (each counts its
 * commits, and its writes outside a transaction, with {@link noteLocalCommit}). A change version kept
 * for a turn of the event loop is valid only while this count stays the same.
 */
let localCommits = 0;

/** The watches with listeners, told of each commit of this process (`onChange`). */
const toldOfCommits = new Set<(by: object | undefined) => void>();

/**
 * Counts a commit (or a write outside a transaction) this process made, on connection `by` when
 * known: the watches whose adapter writes on `by` leave it alone (ADR 0065).
 */
export function noteLocalCommit(by?: object): void {
  localCommits++;
  for (const told of toldOfCommits) told(by);
}

/** What `fs.watch` is called as (tests give one that throws, or reports nothing). */
export type WatchFolder = (
  folder: string,
  options: { persistent: boolean },
  listener: (event: string, name: string | null) => void,
) => Pick<FSWatcher, 'close' | 'on'>;

/** Options of {@link watchSqliteChanges}. */
export interface SqliteChangeWatchOptions {
  /**
   * The adapter's own connection, on which it commits: `onChange` reads its `PRAGMA data_version`,
   * which moves on other connections' commits only, so that the adapter's own commits are told to
   * nobody (ADR 0065). Absent: the watch's connection is read, and every commit is told.
   */
  readonly writer?: NativeSqlite;
  /** The folder watch. @default fs.watch */
  readonly watchFolder?: WatchFolder;
  /**
   * Milliseconds between two looks at the WAL-index header when the folder watch failed or reports
   * nothing. @default 100
   */
  readonly fallbackMs?: number;
  /**
   * Milliseconds after which an own commit the folder watch has not reported makes it count as
   * reporting nothing. @default 2000
   */
  readonly unreportedMs?: number;
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
  /** `StorageAdapter.onChange`: see {@link watchSqliteChanges}. */
  onChange(listener: ChangeListener): StopListening;
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
export function watchSqliteChanges(
  connection: NativeSqlite,
  file: string,
  options: SqliteChangeWatchOptions = {},
): SqliteChangeWatch {
  const pragma = dataVersionOf(connection);
  // The read leaves this connection holding the shared lock of WAL mode: while it is open no other
  // connection can take the database out of WAL mode, so the header stays where commits show.
  let pragmaRead = pragma();
  const header = inWalMode(connection) ? watchWalIndexHeader(`${file}-shm`) : undefined;
  const told = tellMoves(options.writer ? dataVersionOf(options.writer) : pragma, file, options);
  let closed = false;
  let recent: number | undefined;
  let commitsThen = 0;
  const forget = () => {
    recent = undefined;
  };
  const version = () => {
    if (closed) return undefined;
    // The header is read before the PRAGMA: a commit between the two moves it for the next call.
    const now = header?.unchanged() === true ? pragmaRead : (pragmaRead = pragma());
    if (recent === undefined) process.nextTick(forget);
    recent = now;
    commitsThen = localCommits;
    return now;
  };
  return {
    version,
    recentVersion: () =>
      recent !== undefined && commitsThen === localCommits && !closed ? recent : version(),
    onChange: told.add,
    close: () => {
      closed = true;
      told.close();
      header?.close();
      connection.close();
    },
  };
}

/**
 * Looks again after a write to the log, 1, 2, 4 … 256 ms apart, until the version moved and then
 * stood still: its commit had not ended at the first look, or another one followed.
 */
const LOG_LOOKS = 9;

/** Milliseconds between two looks at the WAL-index header without a folder watch. */
const FALLBACK_MS = 100;

/**
 * Milliseconds after which an own commit that wrote to the log and was not reported by the folder
 * watch makes the watch count as silent (a file system that reports nothing).
 */
const UNREPORTED_MS = 2000;

/**
 * `onChange` of a file (ADR 0058, ADR 0065). SQLite sends no signal, so while anybody listens two
 * things make the watch read `PRAGMA data_version` and tell its listeners when it moved: a commit of
 * another adapter of this process, and a write to the file's write-ahead log that the operating system
 * reports (`fs.watch` on its folder, which also sees the log made again): the commits of other
 * processes, the CLI's. The version is read on the adapter's own connection (`writer`), where only
 * other connections' commits move it: the adapter's own commits, known to its callers through their
 * commit signal, are told to nobody. A read that committed nothing (a read-only transaction) leaves
 * the version, and tells nobody. The log is written before the commit ends (its frames first, then the
 * index in shared memory, which no file event reports), so after a write to it the version is looked
 * at again, sooner first, until it moved and then stood still. No timer otherwise: an idle server does
 * nothing.
 *
 * Where the folder watch fails (the system's limit of watches reached), stops with an error, or
 * reports nothing (some network file systems: an own commit that moved the WAL-index header was not
 * reported within 2 s, seen at the next own commit), the WAL-index header is read every `fallbackMs`
 * instead (one `pread` of 96 bytes), and the version looked at when it moved: every commit rewrites
 * the header as it ends, so other processes' commits are told within that time, not at the event
 * work's poll.
 */
function tellMoves(read: () => number, file: string, options: SqliteChangeWatchOptions) {
  let seen: number | undefined;
  let queued = false;
  /** Looks left after a write to the log; whether one of them found the version moved. */
  let logLooks = 0;
  let logMoved = false;
  let again: NodeJS.Timeout | undefined;
  let watcher: Pick<FSWatcher, 'close' | 'on'> | undefined;
  let fallback: ReturnType<typeof watchWithoutEvents> | undefined;
  let closed = false;
  const lookNow = () => {
    queued = false;
    if (seen === undefined) return;
    const now = read();
    if (now !== seen) {
      seen = now;
      logMoved = true;
      listeners.emit();
    } else if (logMoved) {
      // It stood still after moving: the writes the log reported have ended.
      logLooks = 0;
    }
    if (logLooks === 0 || again) return;
    const ms = 2 ** (LOG_LOOKS - logLooks);
    logLooks -= 1;
    again = setTimeout(() => {
      again = undefined;
      lookNow();
    }, ms).unref();
  };
  const look = () => {
    if (queued) return;
    queued = true;
    queueMicrotask(lookNow);
  };
  const logWritten = () => {
    fallback?.reported();
    logLooks = LOG_LOOKS;
    logMoved = false;
    look();
  };
  // Without events from the folder watch: the header read on a timer instead.
  const lookOnTimer = () => {
    if (seen === undefined) return;
    watcher?.close();
    watcher = undefined;
    fallback?.onTimer();
  };
  // A commit of this process: on the adapter's own connection, a check that the folder watch reports
  // it; on another (another adapter, the write worker), a look.
  const committed = (by: object | undefined) => {
    if (by === undefined || by !== options.writer) return look();
    fallback?.ownCommit();
  };
  const stop = () => {
    toldOfCommits.delete(committed);
    watcher?.close();
    watcher = undefined;
    clearTimeout(again);
    again = undefined;
    fallback?.close();
    fallback = undefined;
    seen = undefined;
  };
  const listeners = createChangeListeners({
    first() {
      if (closed) return;
      seen = read();
      toldOfCommits.add(committed);
      fallback = watchWithoutEvents(file, options, look, lookOnTimer);
      watcher = watchLog(file, options.watchFolder ?? watch, logWritten, lookOnTimer);
    },
    last: stop,
  });
  const close = () => {
    closed = true;
    stop();
  };
  return { add: listeners.add, close };
}

/**
 * `fs.watch` on the folder of `file`: `written` on each write to its log; `failed` when the watch
 * cannot start (the system's limit of watches reached) or stops with an error.
 */
function watchLog(
  file: string,
  watchFolder: WatchFolder,
  written: () => void,
  failed: () => void,
): Pick<FSWatcher, 'close' | 'on'> | undefined {
  const wal = `${basename(file)}-wal`;
  try {
    const watcher = watchFolder(dirname(file), { persistent: false }, (_event, name) => {
      if (name === wal) written();
    });
    watcher.on('error', failed);
    return watcher;
  } catch {
    failed();
    return undefined;
  }
}

/**
 * What stands in for the folder watch where it gives no events: `onTimer` reads the WAL-index header
 * every `fallbackMs` and calls `look` when it moved. `ownCommit` (a commit of the adapter's own
 * connection) checks that the folder watch reported a write to the log within `unreportedMs` of an own
 * commit that moved the header (`reported`), and calls `silent` when it did not.
 */
function watchWithoutEvents(
  file: string,
  options: SqliteChangeWatchOptions,
  look: () => void,
  silent: () => void,
) {
  const shm = `${file}-shm`;
  // Checked at own commits: only with the adapter's connection known.
  let ownHeader = options.writer ? watchWalIndexHeader(shm) : undefined;
  ownHeader?.unchanged();
  let unreportedSince: number | undefined;
  let timer: NodeJS.Timeout | undefined;
  let timedHeader: WalIndexHeaderWatch | undefined;
  const stopChecking = () => {
    ownHeader?.close();
    ownHeader = undefined;
    unreportedSince = undefined;
  };
  return {
    reported: () => void (unreportedSince = undefined),
    ownCommit() {
      if (!ownHeader || ownHeader.unchanged()) return;
      const now = performance.now();
      unreportedSince ??= now;
      if (now - unreportedSince >= (options.unreportedMs ?? UNREPORTED_MS)) silent();
    },
    onTimer() {
      stopChecking();
      if (timer) return;
      timedHeader = watchWalIndexHeader(shm);
      timedHeader?.unchanged();
      timer = setInterval(() => {
        if (timedHeader?.unchanged() !== true) look();
      }, options.fallbackMs ?? FALLBACK_MS).unref();
    },
    close() {
      stopChecking();
      clearInterval(timer);
      timer = undefined;
      timedHeader?.close();
      timedHeader = undefined;
    },
  };
}

/** `PRAGMA data_version` of `connection`, prepared once. */
function dataVersionOf(connection: NativeSqlite): () => number {
  const statement = connection.prepare('PRAGMA data_version');
  return () => (statement.get() as { data_version: number }).data_version;
}

function inWalMode(connection: NativeSqlite): boolean {
  return (
    (connection.prepare('PRAGMA journal_mode').get() as { journal_mode: string }).journal_mode ===
    'wal'
  );
}
