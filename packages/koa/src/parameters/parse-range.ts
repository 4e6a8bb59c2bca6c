import type { RequestedRange } from '@recordgate/core';

// One byte-range-spec: first-last, first-, or -suffix (RFC 9110 §14.1.2), digits only, as many as
// sent (the header size limit bounds them).
const SINGLE = /^bytes[ \t]*=[ \t]*(?:(\d+)[ \t]*-[ \t]*(\d+)?|-[ \t]*(\d+))[ \t]*$/i;
const LEADING_ZEROS = /^0+(?=\d)/;

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
  if (suffix !== undefined) return { suffix: byteOf(suffix) };
  const start = byteOf(first!);
  if (last === undefined) return { start };
  const end = byteOf(last);
  // last < first is not a valid range: the header is ignored. Equal numbers may be two different
  // positions past the largest exact one, so those are compared as digits.
  return end < start || (end === start && digitsBelow(last, first!)) ? undefined : { start, end };
}

// A byte position past the largest exact number is past the end of any file: it is read as that
// number, so a first byte there is unsatisfiable (416) and a last byte there means the end of the file.
function byteOf(digits: string): number {
  return Math.min(Number(digits), Number.MAX_SAFE_INTEGER);
}

// Whether the decimal `a` is less than the decimal `b`, however long they are.
function digitsBelow(a: string, b: string): boolean {
  const x = a.replace(LEADING_ZEROS, '');
  const y = b.replace(LEADING_ZEROS, '');
  return x.length === y.length ? x < y : x.length < y.length;
}
