import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

/** The request handlers of a server that are still running, for its shutdown. */
export interface RunningHandlers {
  /** `listener`, counted: running from the request's arrival until its handler's promise settles. */
  wrap(listener: (req: IncomingMessage, res: ServerResponse) => unknown): RequestListener;
  /** How many run now. */
  count(): number;
  /** How many have started since the server did (a number that changes while it serves). */
  started(): number;
  /** Resolves true once none runs, or false after `timeoutMs` with some still running. */
  settled(timeoutMs: number): Promise<boolean>;
}

/**
 * Counts running request handlers. A handler can outlive its connection (a client that went away
 * while its write waited for the database or for a retry): shutdown waits for it before closing the
 * storage under it, which would fail it with "pool ended" or "connection not open".
 */
export function countRunningHandlers(): RunningHandlers {
  let running = 0;
  let started = 0;
  let waiting: (() => void)[] = [];
  const done = () => {
    running -= 1;
    if (running > 0) return;
    for (const resolve of waiting) resolve();
    waiting = [];
  };
  // `then` with these two instead of `finally`: one promise a request instead of three, the same
  // outcome (a rejection still reaches the process after it is counted).
  const failed = (error: unknown) => {
    done();
    throw error;
  };
  return {
    wrap: (listener) => (req, res) => {
      running += 1;
      started += 1;
      let handled: unknown;
      try {
        handled = listener(req, res);
      } catch (error) {
        done();
        throw error;
      }
      // Koa's handler resolves once the response is handled (it answers errors, never rejects).
      void Promise.resolve(handled).then(done, failed);
    },
    count: () => running,
    started: () => started,
    settled(timeoutMs) {
      if (running === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), Math.max(0, timeoutMs));
        waiting.push(() => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    },
  };
}
