import { hash } from 'node:crypto';
import type { StoredRecord } from './types.js';

/**
 * The version of a record as stored: a digest of every field value, so any change to the record gives
 * a new version and an unchanged record keeps its version. The HTTP layer sends it as the `ETag` and
 * compares `If-Match` / `If-None-Match` against it; it names the record's own values, not the
 * references a response may embed.
 *
 * @example
 * ```ts
 * versionOf({ id: 3, title: 'Offer' }); // 'bTn0…' (22 URL-safe characters)
 * ```
 */
export function versionOf(record: StoredRecord): string {
  let version = versions.get(record);
  if (version === undefined) {
    version = digestOf(record);
    versions.set(record, version);
  }
  return version;
}

// A stored record is never changed in place (a change is a new record object), so its version is
// computed once: a write's event and its answer's ETag ask for the same record's.
const versions = new WeakMap<StoredRecord, string>();

function digestOf(record: StoredRecord): string {
  // One string hashed at once, with the one-shot `hash` below: cheaper than a hash update per field,
  // the digest the same (docs/benchmarks.md, "The record version's digest").
  let input = '';
  for (const name of sortedNames(record)) {
    const value = record[name];
    // Name, type tag and value, separated by NUL, so no two different records share a digest input.
    const encoded =
      value === null || value === undefined
        ? 'n'
        : value instanceof Date
          ? `d${value.getTime()}`
          : `${typeof value === 'string' ? 's' : typeof value === 'number' ? 'i' : 'b'}${String(value)}`;
    input += `${name}\u0000${encoded}\u0000`;
  }
  // The one-shot `hash` makes no Hash object, which an input this short would pay for.
  return hash('sha256', input, 'base64url').slice(0, 22);
}

// The names of the last record's fields, and the same sorted: the records of one type come with their
// fields in one order, so a view's or a page's digests sort them once (ADR 0062).
let lastNames: readonly string[] = [];
let lastSorted: readonly string[] = [];

function sortedNames(record: StoredRecord): readonly string[] {
  const names = Object.keys(record);
  if (names.length === lastNames.length && names.every((name, at) => name === lastNames[at]))
    return lastSorted;
  lastNames = names;
  lastSorted = [...names].sort();
  return lastSorted;
}
