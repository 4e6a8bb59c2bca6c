import { where, type Filter } from '@recordgate/core';
import { describe, expect, it } from 'vitest';
import { KeyTree, type KeyPath } from './key-tree.js';
import { lookupKey } from './lookup-key.js';

const keyOf = (filter: Filter, more: { limit?: number; offset?: number } = {}) =>
  lookupKey({ type: 'document', filter, cacheable: true, ...more })!;

// How many different keys `keys` are, as a KeyTree finds them.
function distinct(keys: readonly KeyPath[]): number {
  const tree = new KeyTree<number>(1000);
  keys.forEach((key, at) => {
    if (tree.get(key) === undefined) tree.set(key, at);
  });
  return tree.size;
}

describe('lookupKey', () => {
  it('gives the same arguments the same key', () => {
    const access = where.or(
      where.eq('created_by', 7),
      where.inQuery('id', 'share', 'record_id', where.eq('user_id', 7)),
    );
    const tree = new KeyTree<string>(10);
    tree.set(keyOf(where.and(where.in('id', [1, 2]), access)), 'kept');
    expect(tree.get(keyOf(where.and(where.in('id', [1, 2]), access)))).toBe('kept');
  });

  it('tells apart arguments that read other rows', () => {
    const at = new Date('2026-01-01T00:00:00.000Z');
    const filters: Filter[] = [
      where.eq('title', at),
      where.eq('title', at.toISOString()),
      where.eq('title', 1),
      where.eq('title', '1'),
      where.eq('title', true),
      where.eq('title', 'true'),
      where.in('id', [1, 2]),
      where.in('id', [12]),
      where.in('id', [1]),
      { op: 'nin', field: 'id', values: [1] },
      where.not(where.in('id', [1])),
      where.eq('title', 'a,b'),
      where.and(where.eq('title', 'a'), where.eq('title', 'b')),
      where.or(where.eq('title', 'a'), where.eq('title', 'b')),
      where.isNull('title'),
      { op: 'like', field: 'title', value: 'a' },
      where.inQuery('id', 'share', 'record_id', where.eq('user_id', 7)),
      where.inQuery('id', 'share', 'document_id', where.eq('user_id', 7)),
      where.inQuery('created_by', 'share', 'record_id', where.eq('user_id', 7)),
    ];
    const keys = filters.map((filter) => keyOf(filter));
    expect(distinct(keys)).toBe(filters.length);
    const one = keyOf(where.in('id', [1]));
    expect(distinct([keyOf(where.in('id', [1]), { limit: 1 }), one])).toBe(2);
    expect(distinct([keyOf(where.in('id', [1]), { offset: 1 }), one])).toBe(2);
    expect(distinct([lookupKey({ type: 'user', filter: where.in('id', [1]) })!, one])).toBe(2);
  });

  it('gives no key to a search or a locking read', () => {
    const search = { terms: [{ words: ['lease'] }] };
    expect(lookupKey({ type: 'document', filter: where.all, search })).toBeUndefined();
    expect(lookupKey({ type: 'document', filter: where.all, forUpdate: true })).toBeUndefined();
  });
});
