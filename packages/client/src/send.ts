import { errorOf, retryAfterSeconds } from './errors.js';

/** How the client retries an answer of 429 (rate limit) or 503 (unavailable). */
export interface RetryOptions {
  /** Retries after the first attempt; 0 turns retrying off. @default 3 */
  readonly retries?: number;
  /** Wait when the answer has no `Retry-After`, doubled on each retry. @default 500 */
  readonly delayMs?: number;
  /** The longest wait; a longer `Retry-After` ends the retries with the error. @default 30000 */
  readonly maxDelayMs?: number;
  /** How the client waits between attempts. @default a timer of `ms` milliseconds */
  readonly sleep?: (ms: number) => Promise<void>;
}

/** What every request of a client needs. */
export interface Transport {
  readonly baseUrl: string;
  readonly key: string;
  readonly fetch: typeof fetch;
  readonly retry: Required<RetryOptions>;
}

/** One request to the server. */
export interface SendArgs {
  readonly method: string;
  /** The path after the base URL, query string included. */
  readonly path: string;
  readonly headers?: Headers;
  readonly body?: RequestInit['body'];
  /** Whether the body can be sent again on a retry. @default true */
  readonly replayable?: boolean;
  /** Statuses below 400 besides 2xx that are answers, not errors (304 of a conditional GET). */
  readonly accept?: readonly number[];
}

/**
 * Sends a request with the key, retrying 429 and 503 as the server's `Retry-After` says (or with a
 * doubling delay when it does not), and turns an answer of 400 or above into a `RecordGateError`.
 * A streamed body is sent once: its bytes are gone after the first attempt.
 */
export async function send(transport: Transport, args: SendArgs): Promise<Response> {
  const { retries, delayMs, maxDelayMs, sleep } = transport.retry;
  const headers = new Headers(args.headers);
  headers.set('Authorization', `Bearer ${transport.key}`);
  const replayable = args.replayable ?? true;
  for (let attempt = 0; ; attempt++) {
    const response = await transport.fetch(`${transport.baseUrl}${args.path}`, {
      method: args.method,
      headers,
      body: args.body,
      // A streamed body needs half duplex in Node's fetch.
      ...(args.body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit);
    if (response.ok || args.accept?.includes(response.status)) return response;
    const retriable = response.status === 429 || response.status === 503;
    const after = retryAfterSeconds(response.headers.get('retry-after'));
    const wait = after !== undefined ? after * 1000 : delayMs * 2 ** attempt;
    if (!retriable || attempt >= retries || !replayable || wait > maxDelayMs)
      throw await errorOf(response);
    await response.body?.cancel();
    await sleep(wait);
  }
}
