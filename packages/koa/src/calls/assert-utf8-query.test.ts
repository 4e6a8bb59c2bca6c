import { describe, expect, it } from 'vitest';
import { assertUtf8Query } from './assert-utf8-query.js';

describe('assertUtf8Query', () => {
  it('lets through plain, well-formed UTF-8 and literal percent signs', () => {
    for (const query of [
      '',
      'page=2',
      'filter[title]=caf%C3%A9',
      'q=%F0%9F%93%84',
      'q=50%',
      'q=%zz',
    ])
      expect(() => assertUtf8Query(query), query).not.toThrow();
  });

  it('refuses bytes that are not UTF-8, an encoded lone surrogate and a cut character', () => {
    for (const query of ['q=%FF', 'q=%ED%A0%80', 'q=caf%E9', 'q=%C3', 'a=1&b=%F0%9F%93'])
      expect(() => assertUtf8Query(query), query).toThrow(/not UTF-8/);
  });
});
