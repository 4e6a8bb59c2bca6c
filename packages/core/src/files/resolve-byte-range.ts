import type { ByteRange } from '../ports/file-store.js';

/**
 * A byte range as a client asks for it (HTTP `Range`, RFC 9110 §14.1.2): from `start` to `end` (both
 * included; to the end of the file when `end` is absent), or the last `suffix` bytes.
 */
export type RequestedRange =
  { readonly start: number; readonly end?: number } | { readonly suffix: number };

/**
 * The bytes of a file of `size` bytes that `range` names, as RFC 9110 reads it: an `end` past the last
 * byte reads to the last byte, a suffix longer than the file is the whole file. Undefined when no byte
 * of the file is in the range (a `start` at or past the end, an empty file, a zero suffix): HTTP 416.
 */
export function resolveByteRange(range: RequestedRange, size: number): ByteRange | undefined {
  if (size <= 0) return undefined;
  if ('suffix' in range) {
    if (!(range.suffix > 0)) return undefined;
    return { start: Math.max(0, size - range.suffix), end: size - 1 };
  }
  if (!(range.start < size)) return undefined;
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}
