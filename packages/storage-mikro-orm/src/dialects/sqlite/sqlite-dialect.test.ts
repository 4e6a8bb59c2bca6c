import { describe, expect, it } from 'vitest';
import { likePattern } from '../like-pattern.js';
import { sqliteRoughLikePattern } from './sqlite-dialect.js';

describe('sqliteRoughLikePattern', () => {
  it('widens every character another character lower-cases to, and keeps escapes', () => {
    expect(sqliteRoughLikePattern(likePattern('Invoice Über 100%_'))).toBe(
      '%_nvo_ce _ber 100\\%\\_%',
    );
    // U+0307 comes from İ, one character that lower-cases to two: no rough pattern can stand for it.
    expect(sqliteRoughLikePattern(likePattern('İstanbul'))).toBeUndefined();
  });
});
