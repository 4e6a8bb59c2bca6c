import { describe, expect, it } from 'vitest';
import { KeyTree } from './key-tree.js';

describe('KeyTree', () => {
  it('finds an entry by its tokens, telling a number from its text', () => {
    const tree = new KeyTree<string>(10);
    tree.set(['document', 'eq', 'id', 3], 'three');
    tree.set(['document', 'eq', 'id', '3'], 'text');
    expect(tree.get(['document', 'eq', 'id', 3])).toBe('three');
    expect(tree.get(['document', 'eq', 'id', '3'])).toBe('text');
    expect(tree.get(['document', 'eq', 'id'])).toBeUndefined();
    expect(tree.get(['document', 'eq', 'id', 3, undefined])).toBeUndefined();
    expect(tree.size).toBe(2);
  });

  it('keeps a path that is the start of another apart from it', () => {
    const tree = new KeyTree<number>(10);
    tree.set(['a'], 1);
    tree.set(['a', 'b'], 2);
    expect([tree.get(['a']), tree.get(['a', 'b'])]).toEqual([1, 2]);
  });

  it('drops the oldest entry when full, and starts over when cleared', () => {
    const tree = new KeyTree<number>(3);
    for (let at = 0; at < 2000; at += 1) tree.set(['n', at], at);
    expect(tree.size).toBe(3);
    expect(tree.get(['n', 1996])).toBeUndefined();
    expect([tree.get(['n', 1997]), tree.get(['n', 1998]), tree.get(['n', 1999])]).toEqual([
      1997, 1998, 1999,
    ]);
    tree.set(['n', 1999], -1);
    expect(tree.size).toBe(3);
    expect(tree.get(['n', 1999])).toBe(-1);
    tree.clear();
    expect(tree.size).toBe(0);
    expect(tree.get(['n', 1999])).toBeUndefined();
  });
});
