/** How many counts {@link createCountCache} keeps at most; the oldest goes first. */
const MAX_COUNTS = 1000;

/**
 * Counts of compiled statements, valid while the database's change version (`changeVersion`: SQLite's
 * `PRAGMA data_version`, which moves with every commit of any connection or process) stays what it
 * was when they were counted. A page's total count reads every matching index entry: 225 µs for a
 * company of 10,300 documents, more than the rest of the page's statements together
 * (docs/benchmarks.md, "Counts kept until the next commit"). Between two commits the same count is
 * the same number, so it is counted once. Never used inside a transaction, which sees its own
 * uncommitted rows.
 */
export interface CountCache {
  /** The count of `key` made at `version`, or undefined. */
  get(version: number, key: string): number | undefined;
  /** Keeps `count`, counted after `version` was read (so a commit in between only costs a miss). */
  set(version: number, key: string, count: number): void;
}

/** An empty {@link CountCache}. */
export function createCountCache(): CountCache {
  let counted: number | undefined;
  const counts = new Map<string, number>();
  return {
    get: (version, key) => (version === counted ? counts.get(key) : undefined),
    set(version, key, count) {
      if (version !== counted) {
        counts.clear();
        counted = version;
      }
      if (counts.size >= MAX_COUNTS) counts.delete(counts.keys().next().value!);
      counts.set(key, count);
    },
  };
}
