/**
 * A read that callers share: `sync()` resolves once a run of `read` that began after the call has
 * ended. A run under way when it is called began before, so the callers made meanwhile share the next
 * run: one round trip serves every request that arrives while the one before it is out.
 */
export function sharedReads(read: () => Promise<void>): () => Promise<void> {
  let reading: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const start = (): Promise<void> => {
    const started = read().finally(() => {
      if (reading === started) reading = undefined;
    });
    reading = started;
    return started;
  };
  return () => {
    if (!reading) return start();
    queued ??= reading.then(() => {
      queued = undefined;
      return start();
    });
    return queued;
  };
}
