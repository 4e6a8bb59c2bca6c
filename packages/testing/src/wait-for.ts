/** Options of {@link waitFor}. */
export interface WaitForOptions {
  /**
   * How long to keep trying before failing, in milliseconds.
   * @default 10000
   */
  readonly timeout?: number;
  /**
   * How long to pause between two tries, in milliseconds.
   * @default 20
   */
  readonly interval?: number;
  /** What is awaited, for the error of a timeout. Defaults to the source of `condition`. */
  readonly what?: string;
}

/**
 * Polls `condition` until it returns a truthy value (returned) or stops throwing, and fails with what
 * was awaited once `timeout` has passed. Tests wait for the outcome they are about with it, never for a
 * fixed time: a fixed pause is too short on a loaded machine and too long on an idle one.
 *
 * @example
 * ```ts
 * await waitFor(() => receiver.received.length === 2, { timeout: 5000 });
 * const row = await waitFor(async () => (await storage.findMany(args))[0]);
 * ```
 */
export async function waitFor<T>(
  condition: () => T | Promise<T>,
  { timeout = 10_000, interval = 20, what }: WaitForOptions = {},
): Promise<NonNullable<T>> {
  const end = Date.now() + timeout;
  for (;;) {
    let failure: unknown;
    try {
      const value = await condition();
      if (value) return value as NonNullable<T>;
    } catch (error) {
      failure = error;
    }
    if (Date.now() >= end) {
      const awaited = what ?? condition.toString();
      const last = failure instanceof Error ? `; last error: ${failure.message}` : '';
      throw new Error(`Timed out after ${timeout} ms waiting for: ${awaited}${last}`, {
        cause: failure,
      });
    }
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}
