import { isRecordError } from '@recordgate/core';
import { describe, expect, it } from 'vitest';
import { parseEntityTags } from './parse-entity-tags.js';

describe('parseEntityTags', () => {
  it('reads an absent or blank header as no condition', () => {
    expect(parseEntityTags(undefined, 'If-Match')).toBeUndefined();
    expect(parseEntityTags('', 'If-Match')).toBeUndefined();
    expect(parseEntityTags('  ', 'If-Match')).toBeUndefined();
  });

  it('reads * as any current version', () => {
    expect(parseEntityTags('*', 'If-Match')).toEqual({ any: true });
    expect(parseEntityTags(' * ', 'If-None-Match')).toEqual({ any: true });
  });

  it('sorts a list into strong and weak tags, without quotes', () => {
    expect(parseEntityTags('"abc", W/"def" ,"g-h"', 'If-None-Match')).toEqual({
      any: false,
      strong: ['abc', 'g-h'],
      weak: ['def'],
    });
    expect(parseEntityTags('""', 'If-Match')).toEqual({ any: false, strong: [''], weak: [] });
  });

  it('takes a bare tag as a quoted one, since some clients strip the quotes', () => {
    expect(parseEntityTags('abc, "def"', 'If-Match')).toEqual({
      any: false,
      strong: ['abc', 'def'],
      weak: [],
    });
    // Without quotes, W/ is part of the tag rather than the weak marker.
    expect(parseEntityTags('W/abc', 'If-Match')).toEqual({
      any: false,
      strong: ['W/abc'],
      weak: [],
    });
  });

  it('refuses anything else with 400, naming the header and the expected form', () => {
    for (const header of ['"open', 'W/"a', '"a" "b"', 'a,,b', '"a"x', 'a b']) {
      let thrown: unknown;
      try {
        parseEntityTags(header, 'If-Match');
      } catch (error) {
        thrown = error;
      }
      expect(isRecordError(thrown, 'bad_request'), header).toBe(true);
      expect((thrown as Error).message).toBe(
        `The header If-Match must be * or a list of entity tags as sent in ETag ("…"), not ${header}.`,
      );
    }
  });

  it('cuts a long header to 80 characters in the message', () => {
    const header = `"${'x'.repeat(200)}`;
    expect(() => parseEntityTags(header, 'If-None-Match')).toThrow(
      `The header If-None-Match must be * or a list of entity tags as sent in ETag ("…"), not ${header.slice(0, 80)}.`,
    );
  });
});
