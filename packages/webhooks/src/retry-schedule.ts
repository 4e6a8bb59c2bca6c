/** When failed deliveries are tried again (docs/events.md, "Retries"). */
export interface RetrySchedule {
  /** Wait before the first retry, ms. @default 5000 */
  readonly firstMs: number;
  /** Longest wait between two attempts, ms. @default 7_200_000 (2 h) */
  readonly maxIntervalMs: number;
  /** How long after the first attempt retries go on; then the delivery is `failed`, ms. @default 86_400_000 (24 h) */
  readonly forMs: number;
}

/** The default schedule: about 5 s, then doubling up to 2 h between attempts, for 24 h. */
export const DEFAULT_RETRY_SCHEDULE: RetrySchedule = {
  firstMs: 5_000,
  maxIntervalMs: 7_200_000,
  forMs: 86_400_000,
};

/**
 * When to try again after failed attempt number `attempt` (1-based) of a delivery whose first
 * attempt was at `firstAt`: the wait doubles from `firstMs` up to `maxIntervalMs`, with ±20% jitter
 * so that receivers coming back are not hit by every retry at once; undefined once `forMs` has passed
 * since the first attempt (then the delivery is failed). The last retry falls at or just after
 * `forMs`, so a receiver down for less than that gets every event.
 */
export function nextAttemptAt(
  schedule: RetrySchedule,
  attempt: number,
  firstAt: Date,
  now: Date,
  random: () => number = Math.random,
): Date | undefined {
  const deadline = firstAt.getTime() + schedule.forMs;
  if (now.getTime() >= deadline) return undefined;
  const base = Math.min(schedule.firstMs * 2 ** Math.min(attempt - 1, 40), schedule.maxIntervalMs);
  const wait = base * (0.8 + 0.4 * random());
  return new Date(Math.min(now.getTime() + wait, deadline));
}
