/** The dispatcher's failures, as {@link reportOutages} tells them. */
export interface OutageReport {
  /** A failure of the dispatcher's own work: told when it begins an outage. */
  readonly onError: (error: unknown) => void;
  /** A pass that succeeded: ends an outage. */
  readonly onPassed: () => void;
  /** Failures seen so far: a pass that added none succeeded. */
  readonly failures: () => number;
}

// One warning when the dispatcher's work starts failing (the database away, each pass failing until
// it answers), one line when a pass succeeds again: not a stack trace every poll interval.
export function reportOutages(
  onError: (error: unknown) => void,
  onRecovered: ((failedForMs: number) => void) | undefined,
): OutageReport {
  let since: number | undefined;
  let failures = 0;
  return {
    onError(error) {
      failures += 1;
      if (since !== undefined) return;
      since = performance.now();
      onError(error);
    },
    onPassed() {
      if (since === undefined) return;
      const failedForMs = performance.now() - since;
      since = undefined;
      onRecovered?.(failedForMs);
    },
    failures: () => failures,
  };
}
