import type { OpenedDatabase } from './connection/opened-database.js';
import { KeyTree, type KeyPath } from './query/key-tree.js';

/**
 * Results of compiled statements, valid while the database's change version (`changeVersion`: SQLite's
 * `PRAGMA data_version`, which moves with every commit of any connection or process) stays what it
 * was when they were read. Between two commits the same statement gives the same answer, so it is
 * read once. Two kinds are kept (docs/benchmarks.md, "References kept until the next commit"):
 *
 * - counts (ADR 0027): a page's total reads every matching index entry, more than the rest of the
 *   page's statements together (docs/benchmarks.md, "Counts kept until the next commit");
 * - lookups the caller marks `cacheable` (ADR 0030): the records that references name, which a
 *   view or page expands; the same company and the same few users are named by record after record.
 *
 * Never used inside a transaction, which sees its own uncommitted rows.
 */
export interface KeptResults<T, K = string> {
  /** The result of `key` read at `version`, or undefined. */
  get(version: number, key: K): T | undefined;
  /** Keeps `result`, read after `version` was read (so a commit in between only costs a miss). */
  set(version: number, key: K, result: T): void;
}

/** How many results one {@link KeptResults} holds at most; the oldest goes first. */
const MAX_KEPT = 1000;

/**
 * Lookups of more records than this are not kept: references name a few records each (a page's
 * twenty, at most `per-page`), and a kept result is memory until the next commit.
 */
export const MAX_KEPT_ROWS = 100;

/** An empty {@link KeptResults}. */
export function createKeptResults<T>(): KeptResults<T> {
  const results = new Map<string, T>();
  return keptUnderVersion({
    get: (key) => results.get(key),
    set(key, result) {
      if (results.size >= MAX_KEPT) results.delete(results.keys().next().value!);
      results.set(key, result);
    },
    clear: () => results.clear(),
  });
}

/**
 * An empty {@link KeptResults} keyed by the tokens of a key (`KeyTree`; the kept lookups found by
 * their arguments, ADR 0062) rather than by a string.
 */
export function createKeptResultsByPath<T>(): KeptResults<T, KeyPath> {
  return keptUnderVersion(new KeyTree<T>(MAX_KEPT));
}

/** What {@link keptUnderVersion} keeps its results in: at most `MAX_KEPT`, the oldest going first. */
interface ResultStore<T, K> {
  get(key: K): T | undefined;
  set(key: K, result: T): void;
  clear(): void;
}

// The results of one change version in `store`: emptied when a result of another version is kept.
function keptUnderVersion<T, K>(store: ResultStore<T, K>): KeptResults<T, K> {
  let readAt: number | undefined;
  return {
    get: (version, key) => (version === readAt ? store.get(key) : undefined),
    set(version, key, result) {
      if (version !== readAt) {
        store.clear();
        readAt = version;
      }
      store.set(key, result);
    },
  };
}

/**
 * The change version a result is kept under: the one read earlier in this turn where the database
 * can say so cheaply (`recentChangeVersion`), else a fresh read.
 */
export function keptVersion(
  opened: Pick<OpenedDatabase, 'changeVersion' | 'recentChangeVersion'>,
): number | undefined {
  return opened.recentChangeVersion ? opened.recentChangeVersion() : opened.changeVersion?.();
}

/** Where a result is kept: the change version, and the statement with its parameters as one key. */
export interface KeptSlot {
  readonly version: number;
  readonly key: string;
}

/**
 * The slot of a statement, with the version read now (before the statement runs: a commit between the
 * two makes the kept result a miss, never a stale hit); undefined without a version, or for parameters
 * JSON cannot hold.
 */
export function keptSlot(
  version: number | undefined,
  sql: string,
  params: readonly unknown[],
): KeptSlot | undefined {
  if (version === undefined) return undefined;
  try {
    return { version, key: `${sql}\u0000${JSON.stringify(params)}` };
  } catch {
    return undefined;
  }
}
