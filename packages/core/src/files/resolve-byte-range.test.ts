import { describe, expect, it } from 'vitest';
import { resolveByteRange } from './resolve-byte-range.js';

describe('resolveByteRange', () => {
  it('reads first-last, open and suffix ranges as RFC 9110 does', () => {
    expect(resolveByteRange({ start: 0, end: 0 }, 10)).toEqual({ start: 0, end: 0 });
    expect(resolveByteRange({ start: 2, end: 5 }, 10)).toEqual({ start: 2, end: 5 });
    expect(resolveByteRange({ start: 7 }, 10)).toEqual({ start: 7, end: 9 });
    expect(resolveByteRange({ suffix: 3 }, 10)).toEqual({ start: 7, end: 9 });
  });

  it('clips an end past the file and a suffix longer than the file', () => {
    expect(resolveByteRange({ start: 8, end: 1e30 }, 10)).toEqual({ start: 8, end: 9 });
    expect(resolveByteRange({ suffix: 500 }, 10)).toEqual({ start: 0, end: 9 });
    expect(resolveByteRange({ suffix: Infinity }, 10)).toEqual({ start: 0, end: 9 });
  });

  it('finds no bytes past the end, in an empty file or in a zero suffix', () => {
    expect(resolveByteRange({ start: 10 }, 10)).toBeUndefined();
    expect(resolveByteRange({ start: 10, end: 20 }, 10)).toBeUndefined();
    expect(resolveByteRange({ start: Infinity }, 10)).toBeUndefined();
    expect(resolveByteRange({ start: 0 }, 0)).toBeUndefined();
    expect(resolveByteRange({ suffix: 5 }, 0)).toBeUndefined();
    expect(resolveByteRange({ suffix: 0 }, 10)).toBeUndefined();
  });
});
