import { RecordError } from '@recordgate/core';

/** An `If-Match` / `If-None-Match` header: any current record (`*`), or a list of entity tags. */
export type EntityTagCondition =
  | { readonly any: true }
  | { readonly any: false; readonly strong: readonly string[]; readonly weak: readonly string[] };

const TAG = /^\s*(W\/)?"([\x21\x23-\x7e]*)"\s*$/;
const BARE = /^\s*([\x21\x23-\x2b\x2d-\x7e]+)\s*$/;

/**
 * Reads an entity-tag header (RFC 9110 §13.1.1–2): `*`, or a comma-separated list of `"tag"` and
 * `W/"tag"`. A bare `tag` without quotes is read as `"tag"`, since some clients strip the quotes.
 * Returns undefined when the header is absent; anything else is a 400 naming the expected form.
 */
export function parseEntityTags(
  header: string | undefined,
  name: string,
): EntityTagCondition | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  if (header.trim() === '*') return { any: true };
  const strong: string[] = [];
  const weak: string[] = [];
  for (const part of header.split(',')) {
    const tag = TAG.exec(part);
    const bare = tag ? undefined : BARE.exec(part);
    if (tag) (tag[1] ? weak : strong).push(tag[2]!);
    else if (bare) strong.push(bare[1]!);
    else {
      throw new RecordError(
        'bad_request',
        `The header ${name} must be * or a list of entity tags as sent in ETag ("…"), not ${header.slice(0, 80)}.`,
      );
    }
  }
  return { any: false, strong, weak };
}
