/**
 * A read that callers share: each call resolves with a run of `read` that began after the call. A
 * run under way when it is called began before, so the callers made meanwhile share the next run,
 * which begins when that one has ended, however it ended: one round trip serves every request that
 * arrives while the one before it is out. A failed run fails only the calls it answers. `idle` is
 * called when a run ends with no call waiting for the next.
 */
export function sharedReads<T>(read: () => Promise<T>, idle?: () => void): () => Promise<T> {
  let reading: Promise<T> | undefined;
  let queued: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const started = read();
    reading = started;
    const ended = () => {
      if (reading !== started) return;
      reading = undefined;
      if (!queued) idle?.();
    };
    started.then(ended, ended);
    return started;
  };
  const next = () => {
    queued = undefined;
    return start();
  };
  return () => {
    if (!reading) return start();
    queued ??= reading.then(next, next);
    return queued;
  };
}
