import type { RecordType } from '@recordgate/core';
import { schemaName } from './schema-name.js';
import type { Json } from './types.js';

// The pieces the calls' responses (calls/*.ts) are built from. Each returns a fresh object, so no two
// places of a document share one.

/** A JSON body of the given schema. */
export function json(schema: Json): Json {
  return { 'application/json': { schema } };
}

/** The `X-Request-Id` header every response carries, as a `headers` entry to spread. */
export function requestIdHeader(): Json {
  return { 'X-Request-Id': { $ref: '#/components/headers/X-Request-Id' } };
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

/** The 304 answer of a conditional GET. */
export function notModifiedResponse(
  description = '`If-None-Match` names the record’s current version; no body.',
): Json {
  return { description, headers: requestIdHeader() };
}
