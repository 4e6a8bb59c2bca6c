import type { RecordType } from '@recordgate/core';
import { schemaName } from './schema-name.js';
import type { Json } from './types.js';

// The pieces the calls' responses (calls/*.ts) are built from. Each returns a fresh object, so no two
// places of a document share one.

/** A JSON body of the given schema. */
export function json(schema: Json): Json {
  return { 'application/json': { schema } };
}

/** Headers of the per-key rate limit, on every response to an authenticated request. */
export const RATE_LIMIT_HEADERS = [
  'X-Rate-Limit-Limit',
  'X-Rate-Limit-Remaining',
  'X-Rate-Limit-Reset',
] as const;

/**
 * The headers every response of a call may carry, as `headers` entries to spread: `X-Request-Id`, and
 * the rate-limit headers once the key is known.
 */
export function callHeaders(): Json {
  return Object.fromEntries(
    ['X-Request-Id', ...RATE_LIMIT_HEADERS].map((name) => [
      name,
      { $ref: `#/components/headers/${name}` },
    ]),
  );
}

/** The `ETag` header of a response that carries a record. */
export function recordEtag(): Json {
  return {
    description:
      'The record’s version; send it in `If-Match` to update or delete only that version.',
    schema: { type: 'string' },
  };
}

/** A reference to the record schema of `type`. */
export function recordRef(type: RecordType): Json {
  return { $ref: `#/components/schemas/${schemaName(type)}` };
}

/** The 304 answer of a conditional GET, with the `ETag` it matched. */
export function notModifiedResponse(
  description = '`If-None-Match` names the record’s current version; no body.',
): Json {
  return {
    description,
    headers: {
      ...callHeaders(),
      ETag: { description: 'The current version.', schema: { type: 'string' } },
    },
  };
}
