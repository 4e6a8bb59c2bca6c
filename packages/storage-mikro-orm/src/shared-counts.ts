import { sharedReads } from './connection/shared-reads.js';

/**
 * Counts read afresh on every call (those nothing keeps: a mapped type's on a server database, ADR
 * 0053), shared by the calls that ask for the same count at once (ADR 0068), as the change signal's
 * reads are ({@link sharedReads}): a call never takes a count that began before it, it waits for the
 * next one, which answers every call that arrived meanwhile. So each answer is the count of a moment
 * after its call, as a count of its own would be, and one count at a time runs per statement.
 */
export interface SharedCounts {
  /** The count `key` names: the next one to begin, run by `run` if none is waiting to begin. */
  next(key: string, run: () => Promise<number>): Promise<number>;
}

export function createSharedCounts(): SharedCounts {
  // One sharer per statement while its counts run; none is kept once they have ended.
  const shares = new Map<string, () => Promise<number>>();
  return {
    next(key, run) {
      let share = shares.get(key);
      if (!share) {
        const made = sharedReads(run, () => {
          if (shares.get(key) === made) shares.delete(key);
        });
        shares.set(key, made);
        share = made;
      }
      return share();
    },
  };
}
