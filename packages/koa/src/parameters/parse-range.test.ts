import { describe, expect, it } from 'vitest';
import { parseRange } from './parse-range.js';

const sha = 'ab'.repeat(32);
const parse = (header: string | undefined, ifRange?: string) => parseRange(header, ifRange)?.range;

describe('parseRange', () => {
  it('reads one first-last, open or suffix range, in any letter case and with spaces', () => {
    expect(parse('bytes=0-99')).toEqual({ start: 0, end: 99 });
    expect(parse('bytes=100-')).toEqual({ start: 100 });
    expect(parse('bytes=-500')).toEqual({ suffix: 500 });
    expect(parse(' Bytes = 5 - 9 ')).toEqual({ start: 5, end: 9 });
    expect(parse('bytes=-0')).toEqual({ suffix: 0 });
  });

  it('reads positions past the largest exact number as that number, never as another range', () => {
    const max = Number.MAX_SAFE_INTEGER;
    expect(parse('bytes=0-9999999999999999')).toEqual({ start: 0, end: max });
    expect(parse('bytes=99999999999999999999-')).toEqual({ start: max });
    expect(parse(`bytes=-${'9'.repeat(400)}`)).toEqual({ suffix: max });
    expect(parse('bytes=00000000000000000001-2')).toEqual({ start: 1, end: 2 });
    expect(parse('bytes=99999999999999999999-99999999999999999999')).toEqual({
      start: max,
      end: max,
    });
    expect(parse('bytes=99999999999999999999-99999999999999999998')).toBeUndefined();
    expect(parse('bytes=99999999999999999999-1')).toBeUndefined();
  });

  it('ignores what is not one valid byte range: the whole file is sent', () => {
    for (const header of [
      undefined,
      '',
      'bytes=',
      'bytes=-',
      'bytes=9-5',
      'bytes=a-b',
      'bytes=1.5-2',
      'bytes=0x10-',
      'items=0-9',
      'bytes=0-9,20-29',
      'bytes 0-9',
    ]) {
      expect(parse(header), String(header)).toBeUndefined();
    }
  });

  it('keeps the file an If-Range names; a date, a weak or malformed tag sends the whole file', () => {
    expect(parseRange('bytes=0-9', `"${sha}"`)).toEqual({
      range: { start: 0, end: 9 },
      ifFile: sha,
    });
    expect(parseRange('bytes=0-9', undefined)).toEqual({ range: { start: 0, end: 9 } });
    expect(parse('bytes=0-9', `W/"${sha}"`)).toBeUndefined();
    expect(parse('bytes=0-9', '"abc"')).toBeUndefined();
    expect(parse('bytes=0-9', 'Tue, 15 Nov 1994 08:12:31 GMT')).toBeUndefined();
  });
});
