/**
 * When this process first saw each hole in the outbox's sequence. A reader of the outbox (the
 * webhooks' fan-out, the NATS publisher) waits a while for a hole to fill, since server databases
 * commit concurrent writes out of their sequence order, before it passes the hole as a write that
 * rolled back. That wait is timed from when the hole was first seen, not from the event after it: an
 * event's time is taken when its write starts, and a write that staged a file for a minute would
 * otherwise make a hole that opened a moment ago look old enough to pass.
 */
export interface OutboxGaps {
  /**
   * How long the hole that starts at `firstMissing` has been seen open, in ms: 0 the first time it
   * is seen (which starts its clock).
   */
  openFor(firstMissing: number, nowMs: number): number;
  /** Forgets the holes up to `seq`: the reader's cursor has passed them. */
  passed(seq: number): void;
}

/** The first-seen times of the holes, kept in memory (a restarted reader waits again, to be safe). */
export function createOutboxGaps(): OutboxGaps {
  const firstSeen = new Map<number, number>();
  return {
    openFor(firstMissing, nowMs) {
      const seen = firstSeen.get(firstMissing);
      if (seen === undefined) {
        firstSeen.set(firstMissing, nowMs);
        return 0;
      }
      return nowMs - seen;
    },
    passed(seq) {
      for (const missing of firstSeen.keys()) if (missing <= seq) firstSeen.delete(missing);
    },
  };
}
