import { describe, expect, it } from 'vitest';
import { likePattern } from './like-pattern.js';

describe('likePattern', () => {
  it('lower-cases and escapes the wildcard characters', () => {
    expect(likePattern('Über 100%_\\')).toBe('%über 100\\%\\_\\\\%');
  });
});
