import { isRecordError } from '@recordgate/core';
import { formatBytes } from '@recordgate/docx';
import { describe, expect, it } from 'vitest';
import { parseByteSize } from './parse-byte-size.js';

describe('parseByteSize', () => {
  it('takes a positive whole number as bytes', () => {
    expect(parseByteSize(1)).toBe(1);
    expect(parseByteSize(26214400)).toBe(26214400);
  });

  it('reads sizes in units of 1024, in any case, with or without "i" and spaces', () => {
    expect(parseByteSize('512')).toBe(512);
    expect(parseByteSize('512b')).toBe(512);
    expect(parseByteSize('512kb')).toBe(524288);
    expect(parseByteSize('1mb')).toBe(1048576);
    expect(parseByteSize('25MiB')).toBe(26214400);
    expect(parseByteSize(' 2 GB ')).toBe(2147483648);
    expect(parseByteSize('1KiB')).toBe(1024);
  });

  it('rounds fractional sizes down to whole bytes', () => {
    expect(parseByteSize('1.5kb')).toBe(1536);
    expect(parseByteSize('0.1kb')).toBe(102);
    // Any other number is read as its decimal text.
    expect(parseByteSize(1.5)).toBe(1);
    expect(parseByteSize(0)).toBe(0);
  });

  it('refuses anything else, so a typo fails at start-up', () => {
    for (const value of ['', 'mb', '1 tb', '-1mb', '1e6', '1,5mb', -5, Number.NaN, Infinity]) {
      let thrown: unknown;
      try {
        parseByteSize(value);
      } catch (error) {
        thrown = error;
      }
      expect(isRecordError(thrown, 'invalid'), String(value)).toBe(true);
      expect((thrown as Error).message).toBe(
        `"${String(value)}" is not a size. Write a number of bytes or a size like 512kb, 1mb, 25mb.`,
      );
    }
  });

  it('round-trips with formatBytes, which prints the sizes in messages', () => {
    for (const [size, shown] of [
      ['1mb', '1 MiB'],
      ['25mb', '25 MiB'],
      ['512kb', '512 KiB'],
      ['1536kb', '1536 KiB'],
      ['1000', '1000 bytes'],
    ] as const) {
      expect(formatBytes(parseByteSize(size))).toBe(shown);
      expect(parseByteSize(formatBytes(parseByteSize(size)).replace(' bytes', 'b'))).toBe(
        parseByteSize(size),
      );
    }
  });
});
