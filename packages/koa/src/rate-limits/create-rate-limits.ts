import { hash } from 'node:crypto';
import { isRecordError } from '@recordgate/core';
import type { Context } from 'koa';
import { createMemoryRateLimitStore } from './create-memory-rate-limit-store.js';
import { HttpProblem } from '../middleware/handle-errors.js';
import type { RateLimitBudget, RateLimitOptions, RateLimitState } from './rate-limit-types.js';

/** The rate limits of one router, wrapped around authentication. */
export interface RateLimits {
  /**
   * Runs `authenticate` under the limits: refuses at once (429) an address whose failed-authentication
   * budget is spent, counts a refused key against its address, and counts an accepted request against
   * its key, setting `X-Rate-Limit-*`.
   */
  authenticate<T>(ctx: Context, authenticate: () => Promise<T>): Promise<T>;
}

const DEFAULT_PER_KEY: RateLimitBudget = { limit: 6000, windowSeconds: 60 };
const DEFAULT_FAILED_AUTHENTICATION: RateLimitBudget = { limit: 60, windowSeconds: 60 };
/** Digests of `Authorization` headers kept at most; the memo starts over when full. */
const MAX_DIGESTS = 10_000;

/** Creates the rate limits of docs/reliability.md, "Rate limits", from the router's options. */
export function createRateLimits(options: RateLimitOptions = {}): RateLimits {
  const store = options.store ?? createMemoryRateLimitStore();
  const perKey = options.perKey ?? DEFAULT_PER_KEY;
  const failed = options.failedAuthentication ?? DEFAULT_FAILED_AUTHENTICATION;
  const digestOf = createDigestMemo();
  const limitText = perKey ? String(perKey.limit) : '';

  return {
    async authenticate<T>(ctx: Context, authenticate: () => Promise<T>): Promise<T> {
      // Only requests that present a credential can guess keys; a request without one is not a guess.
      // As `ctx.get('Authorization')` reads it, without Koa's calls and lower-casing.
      const header = ctx.req.headers.authorization ?? '';
      const presentsKey = header !== '';
      const address = failed && { bucket: 'auth', id: ctx.ip || 'unknown', ...failed };
      if (address && presentsKey) {
        const state = await store.peek(address);
        if (state.remaining === 0) {
          throw tooMany(
            state,
            `Too many failed authentications from your address. Retry in ${state.resetSeconds} seconds with a valid API key.`,
          );
        }
      }
      let result: T;
      try {
        result = await authenticate();
      } catch (error) {
        if (address && presentsKey && isRecordError(error, 'unauthorized')) {
          await store.consume(address);
        }
        throw error;
      }
      if (perKey) {
        const id = digestOf(header);
        const state = await store.consume({ bucket: 'key', id, ...perKey });
        if (!state.allowed) {
          throw tooMany(
            state,
            `Rate limit exceeded: ${perKey.limit} requests per ${perKey.windowSeconds} seconds for this API key. Retry in ${state.resetSeconds} seconds.`,
            rateHeaders(limitText, state),
          );
        }
        // Straight to Node, the limit's text made once: Koa's `ctx.set` adds calls and a copy.
        const { res } = ctx;
        res.setHeader('X-Rate-Limit-Limit', limitText);
        res.setHeader('X-Rate-Limit-Remaining', String(state.remaining));
        res.setHeader('X-Rate-Limit-Reset', String(state.resetSeconds));
      }
      return result;
    },
  };
}

/**
 * The id a key is counted under: the SHA-256 digest of its `Authorization` header, so no secret
 * reaches the store. Computed once per header: only headers that authenticated get here, and the
 * process holds those strings anyway (the key cache does, ADR 0016); at most {@link MAX_DIGESTS}.
 */
function createDigestMemo(): (header: string) => string {
  const digests = new Map<string, string>();
  return (header) => {
    let digest = digests.get(header);
    if (digest === undefined) {
      if (digests.size >= MAX_DIGESTS) digests.clear();
      digest = hash('sha256', header, 'base64url');
      digests.set(header, digest);
    }
    return digest;
  };
}

function rateHeaders(limit: string, state: RateLimitState): Record<string, string> {
  return {
    'X-Rate-Limit-Limit': limit,
    'X-Rate-Limit-Remaining': String(state.remaining),
    'X-Rate-Limit-Reset': String(state.resetSeconds),
  };
}

function tooMany(
  state: RateLimitState,
  message: string,
  headers: Record<string, string> = {},
): HttpProblem {
  return new HttpProblem(429, message, {
    ...headers,
    'Retry-After': String(Math.max(1, state.resetSeconds)),
  });
}
