import type { RequestedRange } from '@recordgate/core';

// One byte-range-spec: first-last, first-, or -suffix (RFC 9110 §14.1.2). Digits only, and no more
// than a number can hold exactly: longer ones are not a range any file here could answer.
const SINGLE =
  /^bytes[ \t]*=[ \t]*(?:(\d{1,15})[ \t]*-[ \t]*(\d{1,15})?|-[ \t]*(\d{1,15}))[ \t]*$/i;

/** What a download's `Range` and `If-Range` headers ask for. */
export interface RangeRequest {
  readonly range: RequestedRange;
  /** From `If-Range`: the SHA-256 of the file the client holds; a changed file is sent whole. */
  readonly ifFile?: string;
}

// If-Range with the strong entity tag of a download (the file's SHA-256).
const FILE_TAG = /^"([0-9a-f]{64})"$/;

/**
 * The range a download's `Range` header asks for, or undefined when the whole file is to be sent:
 * no header, a header that is not one valid byte range (RFC 9110 lets a server ignore it), several
 * ranges (answered with the whole file, as RFC 9110 allows: docs/documents.md, "Ranges"), or an
 * `If-Range` that is not a download's entity tag (a date, a weak tag: downloads have no
 * Last-Modified, and a range needs a strong validator).
 */
export function parseRange(
  header: string | undefined,
  ifRange: string | undefined,
): RangeRequest | undefined {
  if (header === undefined || header === '') return undefined;
  const match = SINGLE.exec(header.trim());
  if (!match) return undefined;
  let ifFile: string | undefined;
  if (ifRange !== undefined && ifRange !== '') {
    ifFile = FILE_TAG.exec(ifRange.trim())?.[1];
    if (ifFile === undefined) return undefined;
  }
  const [, first, last, suffix] = match;
  const range = rangeOf(first, last, suffix);
  return range && { range, ...(ifFile ? { ifFile } : {}) };
}

function rangeOf(
  first: string | undefined,
  last: string | undefined,
  suffix: string | undefined,
): RequestedRange | undefined {
  if (suffix !== undefined) return { suffix: Number(suffix) };
  const start = Number(first);
  if (last === undefined) return { start };
  const end = Number(last);
  // last < first is not a valid range: the header is ignored.
  return end < start ? undefined : { start, end };
}
