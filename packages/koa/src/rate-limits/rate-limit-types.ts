/** What one rate-limit check counts against: a budget of `limit` requests per window for one id. */
export interface RateLimitArgs {
  /** The budget's name (`key` for requests per API key, `auth` for failed authentications). */
  readonly bucket: string;
  /** Whom the budget belongs to within the bucket (a key's digest, a client address). */
  readonly id: string;
  /** Requests allowed per window. */
  readonly limit: number;
  /** Length of the window in seconds. */
  readonly windowSeconds: number;
}

/** The state of one budget after a check. */
export interface RateLimitState {
  /** False when this request went over the budget (only `consume` can say so). */
  readonly allowed: boolean;
  /** Requests left in the current window (never negative). */
  readonly remaining: number;
  /** Seconds until the window ends and the full budget is back (at least 1 while anything is used). */
  readonly resetSeconds: number;
}

/**
 * Where rate-limit counters live. The in-memory store counts per process; a shared store (Redis) lets
 * several nodes of one installation spend one budget. Implementations must count atomically: two
 * nodes consuming at once never both get the last request.
 *
 * @example
 * ```ts
 * const store = createRedisRateLimitStore({ client: new Redis(process.env.REDIS_URL) });
 * const app = createApp({ storage, rateLimit: { store } });
 * ```
 */
export interface RateLimitStore {
  /** Counts one request against the budget and returns the state after counting. */
  consume(args: RateLimitArgs): Promise<RateLimitState>;
  /** Returns the state of the budget without counting. */
  peek(args: RateLimitArgs): Promise<RateLimitState>;
}

/** One budget: `limit` requests per `windowSeconds`. */
export interface RateLimitBudget {
  readonly limit: number;
  readonly windowSeconds: number;
}

/** Rate limits of the interface (docs/reliability.md, "Rate limits"). */
export interface RateLimitOptions {
  /** Where counters live. @default createMemoryRateLimitStore() */
  readonly store?: RateLimitStore;
  /**
   * Requests per API key (every authenticated request counts), `false` to switch off.
   * @default { limit: 6000, windowSeconds: 60 }
   */
  readonly perKey?: RateLimitBudget | false;
  /**
   * Failed authentications (a key was presented and refused) per client address; once spent, every
   * request from that address that presents a key gets 429 until the window ends, `false` to switch off.
   * @default { limit: 60, windowSeconds: 60 }
   */
  readonly failedAuthentication?: RateLimitBudget | false;
}
